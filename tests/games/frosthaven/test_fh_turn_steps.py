"""Steps of a figure's turn as the log tells them: a long rest, the second card half, a wounded summon."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, run

from floe_widgets.core import Event, IllegalAction
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import (
    ChooseHalf,
    LoseCard,
    MoveTo,
    Perform,
    PlaceAt,
    SelectCards,
    Skip,
    TakeDamage,
    Target,
    UseItem,
)
from floe_widgets.games.frosthaven.scenario.state import Bonus, Figure
from floe_widgets.i18n import speaking, text


@pytest.mark.rule("FH-REST-LONG-1", "FH-ITEM-SPENT-1", "FH-HEAL-HP-1")
def test_a_long_rest_loses_the_chosen_card_heals_two_and_refreshes_spent_items() -> None:
    g = new_game()
    ch = g.char(0)
    ch.discard, ch.hand = ch.hand[:3], ch.hand[3:]
    ch.long_rest = True
    g.fig("C0").hp = 5
    ch.items[0].state = "spent"
    g.state.phase = "play"
    events = run(g, TK.CharMainTask(actor="C0"), TK.EndRoundTask())
    assert [(e.text, e.rules) for e in events] == [("Ironbark Warden long rests.", ("FH-REST-LONG-1",))]
    card = ch.discard[0]
    events = g.apply(LoseCard(card))
    said = [(e.text, e.rules) for e in events[:3]]
    assert said == [
        ("Ironbark Warden loses Rooted Guard (11) and takes the other discards back.", ("FH-REST-LONG-1",)),
        ("Ironbark Warden heals 2 hit points (long rest).", ("FH-HEAL-HP-1", "FH-AMBIG-7")),
        ("Ironbark Warden refreshes spent items.", ("FH-REST-LONG-1", "FH-ITEM-SPENT-1"))]
    assert events[2].player == 0
    with speaking("ja"):
        assert text(events[1].text) == "鉄樹皮の番人の体力2が回復する(大休憩)。"
        assert text(events[2].text) == "鉄樹皮の番人が使用済みのアイテムを回復する。"
    warden = g.char(0)
    assert warden.items[0].state == "ready" and card in warden.lost and g.fig("C0").hp == 7


@pytest.mark.rule("FH-REST-LONG-1", "FH-HEAL-CLEANSE-1")
def test_a_long_rest_heals_a_wound_away_and_says_so() -> None:
    g = new_game()
    ch = g.char(0)
    ch.discard, ch.hand = ch.hand[:3], ch.hand[3:]
    ch.long_rest = True
    g.fig("C0").hp = 5
    g.fig("C0").conditions["wound"] = 1
    g.state.phase = "play"
    run(g, TK.CharMainTask(actor="C0"), TK.EndRoundTask())
    events = g.apply(LoseCard(ch.discard[0]))
    assert (events[1].text, events[1].rules) == ("Ironbark Warden heals 2 hit points (long rest), removing wound.",
                                                 ("FH-HEAL-HP-1", "FH-AMBIG-7", "FH-HEAL-CLEANSE-1"))
    assert g.fig("C0").conditions == {} and g.fig("C0").hp == 7


@pytest.mark.rule("FH-CARD-ACTION-1")
def test_the_card_whose_half_was_used_cannot_give_the_other_half() -> None:
    g = new_game()
    clear_monsters(g)
    begin_turn(g, 0, "warden-02", "bottom")
    while g.state.decision.kind == "ability":
        g.apply(Skip())
    assert g.state.decision.kind == "half"
    before = g.to_json()
    with pytest.raises(IllegalAction) as info:
        g.apply(ChooseHalf("warden-02", "top"))
    assert info.value.rule_id == "FH-CARD-ACTION-1"
    assert info.value.reason == "Bark Slam (52) has already been used this turn."
    assert g.to_json() == before


@pytest.mark.rule("FH-COND-WOUND-1", "FH-SUMMON-ACT-1")
def test_a_wounded_summon_suffers_one_damage_as_its_turn_starts() -> None:
    g = new_game()
    clear_monsters(g)
    g.state.figures.append(Figure("S0-1", "summon", "Thorn Sprout", (2, 2), 4, 4, owner=0, move=2, attack=1,
                                  summoned_round=0, conditions={"wound": 0}))
    g.state.round = 2
    add_monster(g, "hound", 1, (5, 5))
    events = drain(g, TK.SummonTurnTask(actor="S0-1", value=10))
    assert [e.text for e in events[:2]] == ["Thorn Sprout suffers 1 wound damage.",
                                            "Thorn Sprout suffers 1 damage (3/4 left)."]
    assert g.fig("S0-1").hp == 3


@pytest.mark.rule("FH-COND-REGEN-1")
def test_damage_suffered_ends_regenerate() -> None:
    g = new_game()
    clear_monsters(g)
    hound = add_monster(g, "hound", 1, (5, 5), hp=6)
    hound.conditions = {"regenerate": 0}
    events = drain(g, TK.DamageTask(target="hound-1", value=2, source="C0"))
    assert [(e.text, e.rules) for e in events] == [
        ("hound 1 suffers 2 damage (4/6 left).", ("FH-ATTACK-BASE-1",)),
        ("hound 1 loses regenerate on suffering damage.", ("FH-COND-REGEN-1",))]
    assert hound.conditions == {}


def _two_characters(**options):
    g = new_game(**options)
    g.state.figures = [f for f in g.state.figures if f.kind == "character"]
    g.fig("C0").hex, g.fig("C1").hex = (1, 1), (1, 2)
    return g


@pytest.mark.rule("FH-TELEPORT-PLACE-1")
def test_a_teleport_is_logged_with_its_rules() -> None:
    g = _two_characters()
    g.fig("C1").hex = (0, 0)
    begin_turn(g, 1, "ember-06", "bottom")              # teleport 3
    assert g.apply(MoveTo((3, 0)))[0] == Event("Emberwright teleports to hex 3,0.",
                                               ("FH-TELEPORT-PLACE-1", "FH-AMBIG-12"))


@pytest.mark.rule("FH-CARD-BONUS-1", "FH-RETALIATE-DAMAGE-1")
def test_a_persistent_retaliate_card_gives_a_bonus_with_its_use_slots() -> None:
    g = _two_characters()
    begin_turn(g, 0, "warden-04", "top")                # Thorned Hide: retaliate 2, persistent, three uses; lost
    assert g.apply(Perform())[0] == Event("Ironbark Warden gains retaliate 2 (persistent bonus).",
                                          ("FH-CARD-BONUS-1", "FH-RETALIATE-DAMAGE-1"))
    assert g.fig("C0").bonuses == [Bonus("retaliate", 2, "persistent", 3, "warden-04", lost=True)]


@pytest.mark.rule("FH-COND-BLESS-1", "FH-MOD-BLESSCURSE-1")
def test_a_granted_bless_goes_into_the_allys_modifier_deck() -> None:
    g = _two_characters(classes=["tidecaller", "warden"])
    supply, blesses = g.state.bless_supply, g.char(1).deck.cards().count("bless")
    begin_turn(g, 0, "tide-03", "top")                  # Blessing Spray: grant bless to an ally
    assert g.apply(Target("C1"))[0] == Event("A bless card is shuffled into Ironbark Warden's modifier deck.",
                                             ("FH-COND-BLESS-1", "FH-MOD-BLESSCURSE-1"))
    assert g.char(1).deck.cards().count("bless") == blesses + 1 and g.state.bless_supply == supply - 1


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_creating_an_obstacle_is_logged_with_its_hex() -> None:
    g = _two_characters(classes=["tidecaller", "warden"])
    begin_turn(g, 0, "tidecaller-x3", "top")            # Pack Ice: create an obstacle within range 2
    assert g.apply(PlaceAt((0, 0)))[0] == Event("Tidecaller creates an obstacle in hex 0,0.", ("FH-TILES-MANIP-1",))
    assert MoveTo((0, 0)) not in g.legal_actions()


@pytest.mark.rule("FH-LOOT-ITEM-1", "FH-LOOT-ACTION-1")
def test_a_looted_item_card_draws_an_item_at_once() -> None:
    g = _two_characters()
    g.state.loot_tokens, g.state.loot_deck = [(1, 3)], ["random-item"] + g.state.loot_deck
    owned = {it.item for ch in g.state.characters for it in ch.items}
    begin_turn(g, 1, "ember-07", "bottom")              # Searing Brand: move 2, loot 1
    g.apply(Skip())
    events = g.apply(Perform())
    item = g.char(1).items[-1].item
    assert item not in owned and [e.rules for e in events[:3]] == [
        ("FH-LOOT-ACTION-1",), ("FH-LOOT-ITEM-1",), ("FH-LOOT-ACTION-1",)]
    assert events[1].text.startswith("Emberwright draws ") and events[1].player == 1
    assert g.state.loot_tokens == [] and "random-item" in g.char(1).loot


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_destroying_an_obstacle_and_creating_a_trap_are_logged_with_their_hexes() -> None:
    g = _two_characters(classes=["tidecaller", "warden"])
    g.state.overlay_changes[(0, 0)] = "obstacle"
    begin_turn(g, 0, "tidecaller-x3", "bottom")         # Pack Ice: destroy an obstacle within range 2
    assert g.apply(PlaceAt((0, 0)))[0] == Event("Tidecaller destroys the obstacle in hex 0,0.", ("FH-TILES-MANIP-1",))
    g = _two_characters(classes=["tidecaller", "warden"])
    begin_turn(g, 0, "tidecaller-x3", "top")
    g.state.turn.ability = dict(g.state.turn.ability, overlay="trap")   # the same ability, making a trap
    assert g.apply(PlaceAt((0, 0)))[0] == Event("Tidecaller creates a trap in hex 0,0.", ("FH-TILES-MANIP-1",))
    assert (0, 0) in g.state.traps


@pytest.mark.rule("FH-OVERLAY-ICY-1")
def test_a_move_across_ice_says_the_figure_slides() -> None:
    g = _two_characters()
    g.fig("C0").hex = (2, 0)
    begin_turn(g, 0, "warden-02", "bottom")             # move 3
    assert g.apply(MoveTo((4, -1)))[:2] == [
        Event("Ironbark Warden slides on icy terrain.", ("FH-OVERLAY-ICY-1",)),
        Event("Ironbark Warden moves to hex 4,-1 (2 movement points).", ("FH-MOVE-POINTS-1", "FH-MOVE-PASS-1"))]


@pytest.mark.rule("FH-ITEM-SPENT-1", "FH-CARD-BONUS-1")
def test_an_item_shield_lasts_until_the_end_of_the_round() -> None:
    g = _two_characters()
    begin_turn(g, 0, "warden-02", "bottom")
    g.state.turn.half = ""
    g.resume()
    assert g.apply(UseItem("bark-helm"))[0] == Event("Ironbark Warden uses Bark Helm.", ("FH-ITEM-SPENT-1",), player=0)
    assert g.fig("C0").bonuses == [Bonus("shield", 1, "round")]
    assert Event("Round bonuses end.", ("FH-CARD-BONUS-1",)) in drain(g, TK.EndRoundTask())
    assert g.fig("C0").bonuses == []


@pytest.mark.rule("FH-COMMAND-GRANT-1")
def test_a_commanded_ability_the_engine_does_not_model_does_nothing_and_says_so() -> None:
    g = _two_characters(classes=["warden", "shadefang"])
    hound = Figure("hound-2", "monster", "hound 2", (1, 3), 20, 20, mtype="hound", number=2)
    g.state.figures.append(hound)
    begin_turn(g, 1, "shadefang-x3", "top", other=next(c for c in g.char(1).hand if c != "shadefang-x3"))
    g.state.turn.ability = {"type": "command", "command": "control", "ability": {"heal": 2}, "range": 2, "target": 1}
    assert g.apply(Target("hound-2"))[1] == Event("That commanded ability is not modelled; nothing happens.",
                                                  ("FH-COMMAND-GRANT-1",))
    assert g.fig("hound-2").hp == 20 and not g.state.turn.commanded


@pytest.mark.rule("FH-SUMMON-PLACE-1", "FH-SUMMON-DEATH-1")
def test_a_summon_belongs_to_its_summoner_and_vanishes_when_the_summoner_is_exhausted() -> None:
    g = _two_characters()
    begin_turn(g, 1, "ember-05", "top")                 # Kindled Spirit: an Ember Sprite, 3 hp, move 2, attack 1
    events = g.apply(PlaceAt((0, 2)))
    assert events[0] == Event("Ember Sprite is summoned at hex 0,2.", ("FH-SUMMON-PLACE-1",))
    sprite = next(f for f in g.state.figures if f.kind == "summon")
    assert (sprite.owner, sprite.hp, sprite.move, sprite.attack) == (1, 3, 2, 1)
    g.fig("C1").hp = 1
    run(g, TK.DamageTask(target="C1", value=5))
    if g.state.decision is not None and g.state.decision.kind == "negate":
        g.apply(TakeDamage())
    assert g.char(1).exhausted and not any(f.kind == "summon" for f in g.state.figures)



@pytest.mark.rule("FH-CARD-ACTION-1")
@pytest.mark.parametrize("half", ["top", "bottom"])
def test_the_log_says_which_half_a_basic_action_stands_for(half: str) -> None:
    g = new_game()
    g.apply(SelectCards(0, "warden-01", "warden-02"))
    g.apply(SelectCards(1, "ember-01", "ember-02"))
    said = "\n".join(str(e) for e in g.apply(ChooseHalf("warden-01", half, basic=True)))
    assert said == f"Ironbark Warden uses the basic {half} action of Rooted Guard. [FH-CARD-ACTION-1, FH-CARD-ORDER-1]"


@pytest.mark.rule("FH-CARD-ACTION-1", "FH-REST-LONG-1")
def test_a_characters_turn_opens_with_a_turn_line_for_its_player_and_a_long_rest_with_a_rest_line() -> None:
    g = new_game()
    clear_monsters(g)
    g.state.phase = "play"
    ember = g.char(1)
    ember.selected = [ember.hand.pop(0), ember.hand.pop(0)]
    assert run(g, TK.CharTurnTask(actor="C1", value=21), TK.EndRoundTask()) == [
        Event("Emberwright's turn.", ("FH-CARD-ACTION-1",), kind="turn", player=1)]
    assert g.state.decision.kind == "half" and g.state.decision.seat == 1
    g = new_game()
    warden = g.char(0)
    warden.discard, warden.hand, warden.long_rest = warden.hand[:2], warden.hand[2:], True
    g.state.phase = "play"
    assert run(g, TK.CharTurnTask(actor="C0", value=99), TK.EndRoundTask()) == [
        Event("Ironbark Warden long rests.", ("FH-REST-LONG-1",), player=0)]
    assert g.state.decision.kind == "long_rest" and g.state.decision.seat == 0


@pytest.mark.rule("FH-CARD-SKIP-1")
def test_a_cards_damage_to_suffer_is_said_and_must_be_taken_or_negated() -> None:
    g = new_game()
    clear_monsters(g)
    events = begin_turn(g, 0, "warden-x2", "bottom")
    assert [(e.text, e.rules) for e in events] == [
        ("Ironbark Warden uses the bottom action of Crushing Roots.", ("FH-CARD-ACTION-1", "FH-CARD-ORDER-1")),
        ("Ironbark Warden must suffer 1 damage.", ("FH-CARD-SKIP-1",))]
    assert g.state.decision.kind == "negate" and Skip() not in g.legal_actions()


@pytest.mark.rule("FH-LOOT-ACTION-1")
def test_a_loot_ability_takes_the_tokens_within_its_range_and_says_its_range() -> None:
    g = new_game()
    clear_monsters(g)
    q, r = g.fig("C0").hex
    near, far = (q + 1, r), (q + 3, r)
    g.state.loot_tokens = [near, far]
    g.set_position(g.state)
    begin_turn(g, 0, "warden-07", "bottom")   # Move 3, Loot 1
    g.apply(Skip())
    events = g.apply(Perform())
    assert len(events) == 2 and events[0].text.startswith("Ironbark Warden takes a loot card: ")
    assert (events[1].text, events[1].rules) == ("Ironbark Warden loots within range 1.", ("FH-LOOT-ACTION-1",))
    assert g.state.loot_tokens == [far]
