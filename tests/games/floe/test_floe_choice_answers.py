"""Answering the game's questions (one benefit of several, a resource, Merits, Chest or Key, a Floe Stone,
the Treasure and Relic to keep, the token to let go): what each answer does and how the log tells it."""

from __future__ import annotations

import pytest
from floe_kit import edit, game, me

from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe.effects import resolve
from floe_widgets.games.floe.state import Queued

MERIT_ICON = ("FLOE-MERIT-ICON-1",)


def read(events) -> list[tuple[str, tuple[str, ...], int | None]]:
    return [(e.text.said_in("en"), e.rules, e.player) for e in events]


def asked(effect: str, prepare=None, **player):
    """The first player is owed ``effect`` and is asked how to take it."""
    g = game()

    def owed(st):
        for key, value in player.items():
            setattr(st.players[0], key, value)
        if prepare:
            prepare(st)
        st.queue.append(Queued(0, effect))
        resolve(st, g.chance)
    edit(g, owed)
    assert g.state.pending is not None and g.state.pending.seat == 0
    return g


@pytest.mark.rule("FLOE-ICON-COST-1", "FLOE-RES-BASIC-1")
def test_one_benefit_of_several_and_a_basic_resource() -> None:
    g = asked("crystal:1|soda:2", soda=0)
    assert g.state.pending.kind == "alt" and g.state.pending.options == ["crystal:1", "soda:2"]
    assert read(g.apply(A.Choose("soda:2"))) == [("You choose 2 Soda.", ("FLOE-ICON-COST-1",), 0),
                                                 ("You gain 2 Soda.", ("FLOE-RES-SODA-1",), 0)]
    assert me(g).soda == 2 and me(g).crystals == 0
    g = asked("basic")
    assert read(g.apply(A.Choose("wood"))) == [("You gain 1 Wood.", ("FLOE-RES-BASIC-1",), 0)]
    assert me(g).resources["wood"] == 1
    g = asked("crystal:1|soda:2", soda=0)               # the chosen benefit comes before the next one
    edit(g, lambda st: st.queue.append(Queued(0, "vp:1")))
    assert [text for text, _, _ in read(g.apply(A.Choose("soda:2")))] == [
        "You choose 2 Soda.", "You gain 2 Soda.", "You gain 1 VP."]


@pytest.mark.rule("FLOE-MERIT-ICON-1")
def test_two_different_merits_or_the_same_merit_twice() -> None:
    g = asked("merit:diff:1")
    assert read(g.apply(A.Choose("skill+craft"))) == [("Two different Merits.", MERIT_ICON, 0),
                                                      ("Skill rises to 2.", ("FLOE-MERIT-GAIN-1",), 0),
                                                      ("Craft rises to 2.", ("FLOE-MERIT-GAIN-1",), 0)]
    g = asked("merit:same:2")
    assert g.state.pending.data == ["2"]
    assert read(g.apply(A.Choose("charm")))[0] == ("You choose 2 Charm Merits.", MERIT_ICON, 0)
    assert me(g).merits == {"skill": 1, "might": 1, "charm": 3, "craft": 1}


@pytest.mark.rule("FLOE-CHEST-MOVE-1", "FLOE-STONE-ADV-1")
def test_chest_or_key_and_which_floe_stone() -> None:
    g = asked("chestkey")
    assert g.why_not(A.ChooseTurn("exploration")) == ("FLOE-CHEST-MOVE-1",
                                                     "First answer the pending choice: Chest or Key?")
    assert read(g.apply(A.Choose("key"))) == [("You gain a Key.", ("FLOE-CHEST-MOVE-1", "FLOE-RES-CHEST-1"), 0)]
    assert me(g).chest_key == 1
    g = asked("chestkey:2")                             # two icons: two answers, one after the other
    assert read(g.apply(A.Choose("key")))[0][0] == "You gain a Key."
    assert g.state.pending.kind == "chestkey"
    assert [text for text, _, _ in read(g.apply(A.Choose("chest")))][:2] == [
        "You gain a Chest.", "Chest and Key together: you gain a Treasure."]
    g = asked("stone:any")
    said = read(g.apply(A.Choose("kelp")))
    assert said[0][0] == "Your kelp Floe Stone advances and covers a might Merit." and me(g).stones["kelp"] == 1


@pytest.mark.rule("FLOE-CHEST-TREASURE-2", "FLOE-CHEST-TREASURE-3")
def test_a_third_treasure_is_kept_then_one_is_let_go() -> None:
    def held(st):
        for treasure in ("ember-stone", "frost-compass"):
            st.village.treasure_deck.draw_pile.remove(treasure)
    g = asked("treasure", held, treasures=["ember-stone", "frost-compass"])
    first, second = g.state.pending.options
    assert read(g.apply(A.Choose(first)))[0][1:] == (("FLOE-CHEST-TREASURE-2",), 0)
    assert g.state.pending.kind == "treasure-discard"
    assert g.state.pending.options == ["ember-stone", "frost-compass", first]
    assert read(g.apply(A.Choose("frost-compass"))) == [
        ("You discard Frost Compass: at most 2 Treasures.", ("FLOE-CHEST-TREASURE-3",), 0)]
    assert me(g).treasures == ["ember-stone", first]
    assert g.state.village.treasure_deck.discard_pile == [second, "frost-compass"]


@pytest.mark.rule("FLOE-RELIC-LOOK-2", "FLOE-RELIC-HAND-1")
def test_one_relic_of_two_is_kept() -> None:
    g = asked("relic:2")
    drawn = list(g.state.pending.options)
    assert read(g.apply(A.Choose(drawn[1]))) == [
        ("You keep one Relic (hidden) and discard the rest.", ("FLOE-RELIC-LOOK-2", "FLOE-RELIC-HAND-1"), 0)]
    assert me(g).relics == [drawn[1]] and g.state.village.relic_deck.discard_pile == [drawn[0]]


def seven_tokens():
    """Six tokens held (three Potions, three Crates) and a seventh Potion to gain."""
    def six(st):
        st.players[0].tokens = ([st.supply.potions.draw_pile.pop(0) for _ in range(3)]
                                + [st.supply.crates.draw_pile.pop(0) for _ in range(3)])
    g = asked("potion:1", six, warmth=2)
    assert g.state.pending.kind == "token-discard" and len(me(g).tokens) == 7
    return g


@pytest.mark.rule("FLOE-TOKENS-LIMIT-1", "FLOE-TOKENS-LIMIT-2")
def test_the_seventh_token_is_let_go_or_used_first() -> None:
    g = seven_tokens()
    potion = me(g).tokens[0]
    said = read(g.apply(A.Choose(f"use:{potion}")))
    assert said[1] == ("...drinking it first (+1 Warmth).", ("FLOE-TOKENS-LIMIT-2",), 0)
    assert me(g).warmth == 3 and potion not in me(g).tokens and potion in g.state.supply.potions.discard_pile
    g = seven_tokens()
    crate = me(g).tokens[3]
    said = read(g.apply(A.Choose(f"use:{crate}")))
    assert said[0][1:] == (("FLOE-TOKENS-LIMIT-1", "FLOE-TOKENS-LIMIT-2"), 0) and len(said) == 1
    assert g.state.pending.kind == "alt"
    shown = said[0][0].removeprefix("You discard the crate (").removesuffix(").").split(" or ")
    assert g.state.pending.options == [f"{resource}:1" for resource in shown]    # the crate's two resources
    g = seven_tokens()
    potion = me(g).tokens[0]
    assert len(read(g.apply(A.Choose(f"discard:{potion}")))) == 1
    assert me(g).warmth == 2 and g.state.pending is None and len(me(g).tokens) == 6


@pytest.mark.rule("FLOE-LANDMARK-EFFECT-1")
def test_an_optional_cost_may_be_declined() -> None:
    g = asked("merit:any:1?warmth:1", warmth=3)
    assert g.state.pending.kind == "optional"
    assert read(g.apply(A.Choose("no"))) == [] and me(g).warmth == 3 and g.state.pending is None


@pytest.mark.rule("FLOE-STONE-PLACE-1", "FLOE-ALLY-USE-1")
def test_grandmagus_cheese_places_a_primed_stone_in_any_empty_revealed_shrine() -> None:
    from floe_kit import explore

    g = game()

    def cheese(st):
        st.players[0].allies = ["grandmagus-cheese"]
        st.players[0].stones = {"pearl": 2, "kelp": 1, "mushroom": 3, "wood": 2}
        st.world.shrines = {"floe.I1.shrine0": 1}
        for place in (st.village.ally_deck.draw_pile, st.village.ally_display):
            if "grandmagus-cheese" in place:
                place.remove("grandmagus-cheese")
    explore(edit(g, cheese))
    g.apply(A.UseAlly("grandmagus-cheese"))
    shrines = ["skull.I2.shrine0", "skull.I2.shrine1", "floe.I1.shrine1", "floe.I1.shrine2"]
    assert g.state.pending.kind == "place-stone"
    assert g.state.pending.options == [f"{stone}@{shrine}" for stone in ("pearl", "wood") for shrine in shrines]
    said = read(g.apply(A.Choose("wood@skull.I2.shrine1")))
    assert said[0][0] == "You place your wood Floe Stone in a Shrine (+1 VP) and gain 2 Craft Merits."
    assert g.state.world.shrines == {"floe.I1.shrine0": 1, "skull.I2.shrine1": 0}
    assert me(g).stones["wood"] == 3 and me(g).merits["craft"] == 3


@pytest.mark.rule("FLOE-WARMTH-POTION-1", "FLOE-WARMTH-MAX-1")
def test_a_potion_drunk_at_full_warmth_gives_nothing() -> None:
    from floe_kit import explore

    g = game()

    def two_potions(st):
        st.supply.potions.draw_pile += st.players[0].tokens
        st.players[0].tokens = ["potion-01", "potion-03"]
        for potion in st.players[0].tokens:
            st.supply.potions.draw_pile.remove(potion)
    explore(edit(g, two_potions), warmth=6)
    assert read(g.apply(A.UsePotion("potion-01")))[0][0] == "You drink the arrow potion: +1 Warmth."
    assert read(g.apply(A.UsePotion("potion-03")))[0][0].endswith(": +0 Warmth.")
    assert me(g).warmth == 7 and me(g).tokens == []
