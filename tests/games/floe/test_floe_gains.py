"""Gaining things in Floe: resources and their storage, Soda, the Chest and Key, tokens and their limit,
Merits, Floe Stones, selling, Relics and Treasures, and the effects a card can print.

A position is set by hand with an effect waiting in the queue (as a card, a tile or a reward leaves it), the
rules engine resolves it, and the test reads the log as a player does: each event's English text and the
rules it cites (every event also reads in Japanese); choices are answered with ``Choose``."""

from __future__ import annotations

import pytest
from floe_kit import edit, game, me

from floe_widgets import i18n
from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe.effects import resolve
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.names import spoken
from floe_widgets.games.floe.state import STONE_PRIMED, Queued

JAPANESE = i18n.catalogue("ja")
NONE = {"pearl": 0, "kelp": 0, "mushroom": 0, "wood": 0}


#: the kinds of event the log knows
KINDS = frozenset({"rules", "turn", "move", "discover", "dive", "cave", "battle", "reward", "village", "upgrade",
                   "quest", "achievement", "end"})


def read(events) -> list[tuple[str, tuple[str, ...]]]:
    """Each event as (English text, rules cited); each also reads in Japanese, has a kind of the log and
    concerns a seat or the whole table."""
    out = []
    for e in events:
        assert e.text.id in JAPANESE, e.text
        assert e.kind in KINDS and (e.player is None or e.player in range(4)), e
        out.append((e.text.said_in("en"), e.rules))
    return out


def player(**fields) -> Floe:
    """The first seat, with these fields; its Quest is done, so that gains move no Quest marker."""
    g = game()
    fields.setdefault("quest_step", 3)

    def change(st):
        for key, value in fields.items():
            setattr(st.players[st.current], key, value)
    return edit(g, change)


def gain(g: Floe, effect: str, rules: tuple[str, ...] = ()) -> list[tuple[str, tuple[str, ...]]]:
    """Resolve ``effect`` for the current player as the rules engine does after an action."""
    st = g.state
    st.queue.append(Queued(st.current, effect, rules))
    events = resolve(st, g.chance)
    # told to the gainer (the Mayor's moves concern the whole table)
    assert all(e.player == st.current for e in events if e.kind == "rules" and "FLOE-MAYOR-MOVE-1" not in e.rules)
    return read(events)


def saved_and_loaded(g: Floe) -> None:
    """The position (a choice waiting included) saves and loads as it is."""
    edit(g, lambda st: None)
    again = Floe.from_json(g.to_json())
    assert again.state == g.state


def answer(g: Floe, option: str) -> list[tuple[str, tuple[str, ...]]]:
    return read(g.apply(A.Choose(option)))


# -- resources and storage ------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-RES-BASIC-1", "FLOE-RES-CAP-1", "FLOE-RES-OVERFLOW-1", "FLOE-STONE-CAP-1")
def test_basic_resources_beyond_storage_become_soda() -> None:
    g = player(resources=dict(NONE), soda=0)
    assert gain(g, "pearl:1") == [("You gain 1 Pearl.", ("FLOE-RES-BASIC-1",))]
    assert gain(g, "pearl:1") == [("1 Pearl cannot be stored and becomes Soda (+1).",
                                   ("FLOE-RES-OVERFLOW-1", "FLOE-RES-SODA-1"))]
    assert gain(g, "kelp:3") == [("You gain 1 Kelp.", ("FLOE-RES-BASIC-1",)),
                                 ("2 Kelp cannot be stored and become Soda (+2).",
                                  ("FLOE-RES-OVERFLOW-1", "FLOE-RES-SODA-1"))]
    assert me(g).resources == dict(NONE, pearl=1, kelp=1) and me(g).soda == 3
    assert gain(g, "wood:3")[1] == ("2 Wood cannot be stored and become Soda (+1).",
                                    ("FLOE-RES-OVERFLOW-1", "FLOE-RES-SODA-1"))
    assert me(g).soda == 4                                      # the Soda track ends at 4
    g = player(resources=dict(NONE), stones=dict(NONE, mushroom=1))
    assert gain(g, "mushroom:2") == [("You gain 2 Mushrooms.", ("FLOE-RES-BASIC-1",))]
    g = player(resources=dict(NONE), stones=dict(NONE, mushroom=STONE_PRIMED + 1))
    assert gain(g, "mushroom:4")[0] == ("You gain 3 Mushrooms.", ("FLOE-RES-BASIC-1",))   # 3 at most


@pytest.mark.rule("FLOE-TURN-VP-1", "FLOE-WARMTH-MAX-1", "FLOE-RES-SODA-1", "FLOE-RES-CRYSTAL-2", "FLOE-ICON-MAX-1")
def test_points_warmth_soda_and_crystals() -> None:
    g = player(vp=3, warmth=5, rumors_on_track=3, soda=3, crystals=0)
    assert gain(g, "vp:2") == [("You gain 2 VP.", ("FLOE-TURN-VP-1",))]
    assert gain(g, "vp:1", ("FLOE-EXAMPLE-5",)) == [("You gain 1 VP.", ("FLOE-EXAMPLE-5",))]
    assert gain(g, "warmth:4") == [("You gain 2 Warmth.", ("FLOE-WARMTH-MAX-1",))]       # 7 at most
    assert me(g).warmth == 7 and me(g).vp == 6
    assert gain(g, "soda:2") == [("You gain 1 Soda.", ("FLOE-RES-SODA-1",))]
    assert gain(g, "crystal:1") == [("You gain 1 Crystal.", ("FLOE-RES-CRYSTAL-2",))]
    assert gain(g, "crystal:2") == [("You gain 2 Crystals.", ("FLOE-RES-CRYSTAL-2",))]
    assert me(g).crystals == 3
    g = player(warmth=1, rumors_on_track=2, soda=0)
    assert gain(g, "maxwarmth") == [("Your Warmth is maxed.", ("FLOE-ICON-MAX-1",))]
    assert gain(g, "maxsoda") == [("Your Soda is maxed.", ("FLOE-ICON-MAX-1",))]
    assert (me(g).warmth, me(g).soda) == (8, 4)
    assert gain(g, "none") == [] and gain(g, "") == []


@pytest.mark.rule("FLOE-CHEST-MOVE-1", "FLOE-CHEST-FULL-1", "FLOE-CHEST-TREASURE-1", "FLOE-CHEST-TREASURE-2")
def test_the_chest_and_key_marker() -> None:
    g = player(chest_key=0, soda=0)
    assert gain(g, "chest") == [("You gain a Chest.", ("FLOE-CHEST-MOVE-1", "FLOE-RES-CHEST-1"))]
    assert me(g).chest_key == -1
    assert gain(g, "chest") == [("Your marker cannot move further toward the chest: you gain 1 Soda instead.",
                                 ("FLOE-CHEST-FULL-1", "FLOE-RES-OVERFLOW-1"))]
    assert me(g).chest_key == -1 and me(g).soda == 1
    said = gain(g, "key")
    assert said[:3] == [("You gain a Key.", ("FLOE-CHEST-MOVE-1", "FLOE-RES-CHEST-1")),
                        ("Chest and Key together: you gain a Treasure.", ("FLOE-CHEST-TREASURE-1",)),
                        ("You draw 2 Treasures: keep one.", ("FLOE-CHEST-TREASURE-2",))]
    assert me(g).chest_key == 0 and g.state.pending.kind == "treasure-keep"
    g = player(chest_key=1, soda=0)
    assert gain(g, "key")[0][0] == "Your marker cannot move further toward the key: you gain 1 Soda instead."
    assert gain(g, "chest-or-key:1") == [] and g.state.pending.options == ["chest", "key"]
    assert answer(g, "chest")[0] == ("You gain a Chest.", ("FLOE-CHEST-MOVE-1", "FLOE-RES-CHEST-1"))


@pytest.mark.rule("FLOE-CAVE-HERODICE-1")
def test_hero_dice() -> None:
    g = player(hero_dice=4, soda=0)
    assert gain(g, "herodice") == [("Your Hero dice marker advances to 5.", ("FLOE-CAVE-HERODICE-1",))]
    assert gain(g, "herodice") == [("Your Hero dice marker is already at its maximum: 1 Soda instead.",
                                    ("FLOE-CAVE-HERODICE-1",))]
    assert me(g).hero_dice == 5 and me(g).soda == 1


# -- tokens ------------------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-TOKENS-DRAW-1", "FLOE-TOKENS-LIMIT-2")
def test_tokens_and_the_limit_of_six() -> None:
    g = game()
    five = g.state.supply.crates.draw_pile[:5]
    edit(g, lambda st: (st.supply.crates.draw_pile.__delitem__(slice(0, 5)),
                        st.players[st.current].tokens.extend(five)))
    top = g.state.supply.maps.draw_pile[0]
    assert gain(g, "map:1") == [(f"You gain a {spoken(top)}.", ("FLOE-TOKENS-DRAW-1",)),
                                ("You may hold only 6 Potions, Crates and Maps: discard one.",
                                 ("FLOE-TOKENS-LIMIT-2",))]
    held = list(me(g).tokens)
    assert len(held) == 7 and held[-1] == top
    assert g.state.pending.kind == "token-discard"
    assert g.state.pending.options == [f"discard:{t}" for t in held] + [f"use:{t}" for t in held[:-1]]


@pytest.mark.rule("FLOE-TOKENS-DRAW-1", "FLOE-TOKENS-LIMIT-2")
def test_the_seventh_token_asks_for_a_discard_and_the_rest_waits() -> None:
    g = game()
    four = g.state.supply.crates.draw_pile[:4]
    edit(g, lambda st: (st.supply.crates.draw_pile.__delitem__(slice(0, 4)),
                        st.players[st.current].tokens.extend(four)))
    said = gain(g, "potion:3")
    assert [text for text, _ in said][-1] == "You may hold only 6 Potions, Crates and Maps: discard one."
    assert said[-1][1] == ("FLOE-TOKENS-LIMIT-2",)
    assert all(rules == ("FLOE-TOKENS-DRAW-1",) for _, rules in said[:-1]) and len(said) == 3
    assert len(me(g).tokens) == 7 and [q.effect for q in g.state.queue] == ["potion:1"]
    assert g.state.pending.prompt.said_in("en") == "You hold 7 tokens: discard one (you may resolve it)."


@pytest.mark.rule("FLOE-TOKENS-DRAW-1")
def test_an_empty_token_supply() -> None:
    g = game()
    edit(g, lambda st: (st.supply.maps.discard_pile.clear(), st.supply.maps.draw_pile.clear()))
    assert gain(g, "map:1") == [("The map supply is empty.", ("FLOE-TOKENS-DRAW-1",))]


@pytest.mark.rule("FLOE-TOKENS-DRAW-1")
def test_a_drawn_out_token_stack_is_rebuilt_from_its_discards() -> None:
    g = game()
    crates = list(g.state.supply.crates.draw_pile)
    edit(g, lambda st: (st.supply.crates.discard_pile.extend(crates), st.supply.crates.draw_pile.clear()))
    said = gain(g, "crate:1")
    assert len(said) == 1 and said[0][0].startswith("You gain a crate (") and said[0][1] == ("FLOE-TOKENS-DRAW-1",)
    assert me(g).tokens[-1] in crates and len(g.state.supply.crates.draw_pile) == len(crates) - 1


@pytest.mark.rule("FLOE-EXAMPLE-8", "FLOE-CHEST-TREASURE-4")
def test_sippy_flask_adds_to_a_potion_once_per_turn() -> None:
    g = game()
    flask = g.state.village.treasure_deck.draw_pile.index("sippy-flask")
    edit(g, lambda st: (st.village.treasure_deck.draw_pile.pop(flask),
                        setattr(st.players[st.current], "treasures", ["sippy-flask"]),
                        setattr(st.players[st.current], "warmth", 3)))
    potion = me(g).tokens[0]
    said = read(g.apply(A.UsePotion(potion)))
    assert ("Sippy Flask adds 1 Warmth and 1 Soda.", ("FLOE-EXAMPLE-8", "FLOE-CHEST-TREASURE-4")) in said
    assert me(g).warmth == 5 and me(g).soda == 1


# -- Merits and Floe Stones --------------------------------------------------------------------------------
MERITS6 = {"skill": 6, "might": 6, "charm": 6, "craft": 6}


@pytest.mark.rule("FLOE-MERIT-GAIN-1", "FLOE-MERIT-MAX-1", "FLOE-FAQ-MERIT-1", "FLOE-HERO-FULL-3")
def test_merits_rise_to_six() -> None:
    g = player(merits={"skill": 1, "might": 6, "charm": 1, "craft": 1})
    assert gain(g, "merit:skill:1")[0] == ("Skill rises to 2.", ("FLOE-MERIT-GAIN-1",))
    assert gain(g, "merit:might:1") == [("Might is already 6: the Merit is lost.", ("FLOE-MERIT-MAX-1",))]
    assert me(g).merits == {"skill": 2, "might": 6, "charm": 1, "craft": 1}
    g = player(merits=dict(MERITS6))
    assert gain(g, "merit:charm:1")[0] == ("Charm is already 6: the Merit is lost.", ("FLOE-FAQ-MERIT-1",))
    g = player(merits=dict(MERITS6, craft=2), hero_slid=True)
    assert gain(g, "merit:skill:1")[0] == (
        "Skill is maxed; your full potential lets you apply it to another Merit.", ("FLOE-HERO-FULL-3",))
    assert g.state.pending.options == ["craft"]
    assert g.state.pending.prompt.said_in("en") == "Skill is at 6: apply the Merit elsewhere."
    assert answer(g, "craft")[0] == ("Craft rises to 3.", ("FLOE-MERIT-GAIN-1",))


@pytest.mark.rule("FLOE-MERIT-ICON-1")
def test_merits_of_choice() -> None:
    g = player(merits={"skill": 1, "might": 1, "charm": 1, "craft": 1})
    assert gain(g, "merit:any:1") == [("Gain any one Merit.", ("FLOE-MERIT-ICON-1",))]
    assert g.state.pending.options == ["skill", "might", "charm", "craft"]
    assert g.state.pending.prompt.said_in("en") == "Choose a Merit."
    answer(g, "might")
    assert gain(g, "merit-any:2")[0] == ("Gain any one Merit.", ("FLOE-MERIT-ICON-1",))
    assert [q.effect for q in g.state.queue] == ["merit:any"]        # the second waits for the first
    answer(g, "charm")
    answer(g, "charm")
    assert me(g).merits == {"skill": 1, "might": 2, "charm": 3, "craft": 1}
    assert gain(g, "merit:diff:2") == []
    saved_and_loaded(g)
    assert g.state.pending.options == ["skill+might", "skill+charm", "skill+craft", "might+charm", "might+craft",
                                       "charm+craft"]
    assert answer(g, "skill+craft")[0] == ("Two different Merits.", ("FLOE-MERIT-ICON-1",))
    assert gain(g, "merit:same:3") == []
    assert g.state.pending.prompt.said_in("en") == "Choose a Merit to gain 3 times."
    assert answer(g, "skill")[0] == ("You choose 3 Skill Merits.", ("FLOE-MERIT-ICON-1",))
    assert me(g).merits == {"skill": 5, "might": 2, "charm": 3, "craft": 2}
    assert gain(g, "merit:craft:2")[:2] == [("Craft rises to 3.", ("FLOE-MERIT-GAIN-1",)),
                                           ("Craft rises to 4.", ("FLOE-MERIT-GAIN-1",))]


@pytest.mark.rule("FLOE-STONE-ADV-1", "FLOE-STONE-ADV-2", "FLOE-STONE-ADV-3")
def test_floe_stones_advance_then_prime() -> None:
    g = player(stones=dict(NONE), merits={"skill": 1, "might": 1, "charm": 1, "craft": 1}, vp=0)
    said = gain(g, "stone:pearl")
    assert said[0] == ("Your pearl Floe Stone advances and covers a charm Merit.",
                       ("FLOE-STONE-ADV-1", "FLOE-STONE-STATE-1", "FLOE-STONE-CAP-1"))
    assert said[1] == ("Charm rises to 2.", ("FLOE-MERIT-GAIN-1",))
    assert gain(g, "stone:pearl") == [("Your pearl Floe Stone moves above the tracks: it is Primed (+1 VP).",
                                       ("FLOE-STONE-ADV-2", "FLOE-STONE-STATE-1"))]
    assert me(g).vp == 1 and me(g).stones["pearl"] == STONE_PRIMED
    assert gain(g, "stone:pearl") == [("Your pearl Floe Stone is already Primed or placed: nothing happens.",
                                       ("FLOE-STONE-ADV-3", "FLOE-VILLAGE-ACTION-4"))]
    assert gain(g, "stone:any") == [] and g.state.pending.options == ["kelp", "mushroom", "wood"]
    assert g.state.pending.prompt.said_in("en") == "Advance which Floe Stone?"
    g = player(stones={r: STONE_PRIMED for r in NONE})
    assert gain(g, "stone:any") == [("All your Floe Stones are Primed or placed: nothing happens.",
                                     ("FLOE-STONE-ADV-3",))]


# -- selling, Relics and Treasures ---------------------------------------------------------------------------
@pytest.mark.rule("FLOE-TERM-SELL-1", "FLOE-ITEM-SELL-1")
def test_selling_items_treasures_and_relics() -> None:
    g = game()
    v = g.state.village
    item = v.item_display[0]
    relic = v.relic_deck.draw_pile[0]
    edit(g, lambda st: (st.village.item_display.remove(item), st.village.relic_deck.draw_pile.remove(relic),
                        st.village.treasure_deck.draw_pile.remove("ember-stone"),
                        setattr(st.players[st.current], "quest_step", 3),
                        setattr(st.players[st.current], "items", [item, "quiver"]),
                        setattr(st.players[st.current], "items_upgraded", ["quiver"]),
                        st.village.item_deck.draw_pile.remove("quiver"),
                        setattr(st.players[st.current], "treasures", ["ember-stone"]),
                        setattr(st.players[st.current], "relics", [relic])))
    assert gain(g, "sell") == [] and g.state.pending.options == [
        f"item:{item}", "item:quiver", "treasure:ember-stone", f"relic:{relic}"]
    assert g.state.pending.prompt.said_in("en") == "Sell which card?"
    said = answer(g, "item:quiver")
    assert said[0] == ("You sell the Quiver for 2 Crystals.", ("FLOE-TERM-SELL-1", "FLOE-TERM-SELL-1",
                                                              "FLOE-ITEM-SELL-1"))
    assert me(g).items == [item] and me(g).items_upgraded == [] and me(g).crystals == 2
    assert "quiver" in g.state.village.item_deck.discard_pile
    gain(g, "sell")
    said = answer(g, "treasure:ember-stone")
    assert said[0] == ("You sell Ember Stone for 2 Crystals.", ("FLOE-TERM-SELL-1", "FLOE-TERM-SELL-1",
                                                               "FLOE-ITEM-SELL-1"))
    assert g.state.village.treasure_deck.discard_pile == ["ember-stone"]
    gain(g, "sell")
    said = answer(g, f"relic:{relic}")
    assert said[0][0].startswith("You sell ") and " Relic for " in said[0][0]
    assert me(g).relics == [] and g.state.village.relic_deck.discard_pile == [relic]
    assert gain(g, "sell-item") == [] and g.state.pending.options == [f"item:{item}"]
    answer(g, f"item:{item}")
    assert gain(g, "sell-item") == [("You have nothing to sell.", ("FLOE-TERM-SELL-1",))]


@pytest.mark.rule("FLOE-RELIC-LOOK-2", "FLOE-HERO-FULL-2", "FLOE-RELIC-HAND-1")
def test_looking_for_relics() -> None:
    g = player()
    assert gain(g, "relic:1") == [("You draw and keep a Relic.", ("FLOE-RELIC-LOOK-2", "FLOE-RELIC-HAND-1"))]
    assert len(me(g).relics) == 1
    assert gain(g, "relic:2") == [("You draw 2 Relics: keep one.", ("FLOE-RELIC-LOOK-2",))]
    assert g.state.pending.kind == "relic-keep" and len(g.state.pending.options) == 2
    g = player(hero_slid=True)
    assert gain(g, "relic:1") == [("You draw 2 Relics: keep one.", ("FLOE-RELIC-LOOK-2", "FLOE-HERO-FULL-2"))]
    assert g.state.pending.prompt.said_in("en") == "Keep one of the 2 Relics drawn."
    saved_and_loaded(g)
    g = player(hero_slid=True)
    edit(g, lambda st: st.village.relic_deck.draw_pile.__delitem__(slice(1, None)))
    assert gain(g, "relic:1") == [("You draw and keep a Relic.",
                                   ("FLOE-RELIC-LOOK-2", "FLOE-HERO-FULL-2", "FLOE-RELIC-HAND-1"))]
    assert gain(g, "relic:2") == [("The Relic deck is empty.", ("FLOE-RELIC-LOOK-2",))]


@pytest.mark.rule("FLOE-CHEST-TREASURE-2")
def test_treasures() -> None:
    g = player()
    first = g.state.village.treasure_deck.draw_pile[:2]
    assert gain(g, "treasure:1") == [("You draw 2 Treasures: keep one.", ("FLOE-CHEST-TREASURE-2",))]
    assert g.state.pending.options == first and g.state.pending.prompt.said_in("en") == "Keep one Treasure."
    g = player()
    edit(g, lambda st: st.village.treasure_deck.draw_pile.clear())
    assert gain(g, "treasure") == [("The Treasure deck is empty.", ("FLOE-CHEST-TREASURE-2",))]
    g = player()
    assert gain(g, "treasure:2") == [("You draw 2 Treasures: keep one.", ("FLOE-CHEST-TREASURE-2",))]
    assert [q.effect for q in g.state.queue] == ["treasure"]


# -- what a card can print -------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-ICON-COST-1", "FLOE-LANDMARK-EFFECT-1")
def test_choices_and_optional_costs() -> None:
    g = player(resources=dict(NONE), soda=2)
    assert gain(g, "pearl:1|kelp:1") == [] and g.state.pending.options == ["pearl:1", "kelp:1"]
    assert g.state.pending.prompt.said_in("en") == "Choose one."
    assert answer(g, "kelp:1")[:2] == [("You choose 1 Kelp.", ("FLOE-ICON-COST-1",)),
                                       ("You gain 1 Kelp.", ("FLOE-RES-BASIC-1",))]
    assert gain(g, "sell|vp:1") == [("You gain 1 VP.", ("FLOE-TURN-VP-1",))]   # nothing to sell: no choice
    assert gain(g, "sell|sell-item") == [] and g.state.pending.options == ["sell", "sell-item"]
    g = player(resources=dict(NONE), soda=2)
    assert gain(g, "vp:2?soda:3") == [] and g.state.pending is None            # cannot pay: not offered
    assert gain(g, "vp:2?soda:2") == [] and g.state.pending.options == ["yes", "no"]
    assert g.state.pending.prompt.said_in("en") == "Pay 2 Soda to gain 2 Victory Points?"
    g = player(resources=dict(NONE))
    assert gain(g, "pearl:1&kelp:1") == [("You gain 1 Pearl.", ("FLOE-RES-BASIC-1",)),
                                         ("You gain 1 Kelp.", ("FLOE-RES-BASIC-1",))]
    assert gain(g, "resource-choice:2") == [] and g.state.pending.options == ["pearl", "kelp", "mushroom", "wood"]
    assert g.state.pending.prompt.said_in("en") == "Choose a basic resource."
    assert answer(g, "wood")[0] == ("You gain 1 Wood.", ("FLOE-RES-BASIC-1",))
    assert g.state.pending.kind == "basic"                                     # the second one
    with pytest.raises(ValueError, match="unknown effect"):
        gain(player(), "gold:1")


@pytest.mark.rule("FLOE-ALLY-FAQ-4", "FLOE-DIVE-SOURCE-1", "FLOE-DIVE-COST-1", "FLOE-SHRINE-PRIMED-1")
def test_rumors_dives_and_stones_anywhere() -> None:
    g = player(rumors_available=0, warmth=0)
    assert gain(g, "rumor") == [("You gain a Rumor cube to place on a Landmark.", ("FLOE-ALLY-FAQ-4",))]
    assert me(g).rumors_available == 1
    free = [str(i) for i, t in enumerate(g.state.cave.dive_track) if t in ("dive-potions", "dive-pearl")]
    assert gain(g, "dive") == [("You Dive.", ("FLOE-DIVE-SOURCE-1",))]
    assert g.state.pending.options == free
    assert g.state.pending.prompt.said_in("en") == "Choose a tile of the Dive track."
    g = player(warmth=0)
    edit(g, lambda st: setattr(st.cave, "dive_track", [t for t in st.cave.dive_track
                                                       if t not in ("dive-potions", "dive-pearl")]))
    assert gain(g, "dive") == [("No Dive tile is affordable: the Dive is lost.", ("FLOE-DIVE-COST-1",))]
    g = player(warmth=3)
    assert gain(g, "dive:2")[0] == ("You Dive.", ("FLOE-DIVE-SOURCE-1",))
    assert [q.effect for q in g.state.queue] == ["dive"]
    g = player(stones=dict(NONE))
    assert gain(g, "place-stone") == [("No Primed Floe Stone or empty Shrine.", ("FLOE-SHRINE-PRIMED-1",))]
    g = player(stones=dict(NONE, wood=STONE_PRIMED))
    assert gain(g, "place-stone") == [] and g.state.pending.kind == "place-stone"
    assert g.state.pending.prompt.said_in("en") == "Place a Primed Floe Stone in a Shrine."
    assert all(o.startswith("wood@") for o in g.state.pending.options)


@pytest.mark.rule("FLOE-CAVE-ADVANCE-1")
def test_the_cave_and_the_quest_from_an_effect() -> None:
    g = player(cave_chamber=1)
    said = gain(g, "cave")
    assert said[0] == ("Your Hero marker moves on to chamber 2.", ("FLOE-CAVE-ADVANCE-1",))
    assert me(g).cave_chamber == 2
    g = game()
    step = me(g).quest_step
    gain(g, "quest")
    assert me(g).quest_step == step + 1


@pytest.mark.rule("FLOE-RES-OVERFLOW-1")
def test_one_resource_beyond_storage_of_two_gained_becomes_soda_in_the_singular() -> None:
    g = player(resources=dict(NONE), soda=0)
    assert gain(g, "kelp:2") == [("You gain 1 Kelp.", ("FLOE-RES-BASIC-1",)),
                                 ("1 Kelp cannot be stored and becomes Soda (+1).",
                                  ("FLOE-RES-OVERFLOW-1", "FLOE-RES-SODA-1"))]
    assert me(g).resources["kelp"] == 1 and me(g).soda == 1


@pytest.mark.rule("FLOE-MERIT-ICON-1")
def test_two_different_merits_wait_on_a_choice_whose_question_any_other_action_repeats() -> None:
    g = player()
    assert gain(g, "merit:diff") == [] and g.state.pending.kind == "merit-pair"
    before = g.to_json()
    with pytest.raises(IllegalAction) as refused:
        g.apply(A.EndTurn())
    assert (refused.value.rule_id, refused.value.reason.said_in("en")) == (
        "FLOE-MERIT-ICON-1", "First answer the pending choice: Choose 2 different Merits.")
    assert g.to_json() == before


@pytest.mark.rule("FLOE-LANDMARK-EFFECT-1")
def test_a_benefit_bought_with_crystals_takes_them() -> None:
    g = player(crystals=2, vp=0)
    assert gain(g, "vp:1?crystal:1") == [] and g.state.pending.options == ["yes", "no"]
    assert answer(g, "yes")[:2] == [("You pay 1 Crystal for 1 Victory Point.", ("FLOE-LANDMARK-EFFECT-1",)),
                                    ("You gain 1 VP.", ("FLOE-TURN-VP-1",))]
    assert me(g).crystals == 1 and me(g).vp == 1
