"""Refusals outside an ability, read whole: card selection and rests, negating damage, consuming an element,
the party's picks (initiative ties, a monster's tied options, a summoned monster's hex) and the end hex of a
push or pull; each names its rule and leaves the state as it was."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, refusal, run, set_deck

from floe_widgets.core.bots import RandomBot
from floe_widgets.games.frosthaven.scenario import elements as EL
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import (
    Consume,
    LongRest,
    LoseCards,
    PartyChoice,
    PlaceAt,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    Target,
)
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


@pytest.mark.rule("FH-CARD-SELECT-1")
def test_the_same_card_twice_a_card_from_another_hand_and_a_long_rest_without_discards_are_refused() -> None:
    g = new_game()
    assert refusal(g, SelectCards(0, "warden-01", "warden-01")) == ("FH-CARD-SELECT-1", "Choose two different cards.")
    assert refusal(g, SelectCards(0, "ember-02", "warden-01")) == (
        "FH-CARD-SELECT-1", "Flare Lance (44) is not in your hand.")
    assert refusal(g, LongRest(0)) == (
        "FH-CARD-SELECT-1", "A long rest needs at least two cards in the discard pile.")


@pytest.mark.rule("FH-ROUND-STEPS-1", "FH-GEN-PLAYERS-1")
def test_a_choice_for_another_character_or_a_seat_nobody_holds_is_refused_in_words() -> None:
    g = new_game()
    assert g.state.decision.seat == 0
    assert refusal(g, SelectCards(1, "ember-01", "ember-02")) == (
        "FH-ROUND-STEPS-1", "It is Ironbark Warden's choice now.")
    assert refusal(g, LongRest(7)) == ("FH-GEN-PLAYERS-1", "There is no character 8 in this scenario.")
    assert refusal(g, LongRest(2)) == ("FH-GEN-PLAYERS-1", "There is no character 3 in this scenario.")
    g.apply(SelectCards(0, "warden-01", "warden-02"))
    assert g.state.decision.seat == 1
    assert refusal(g, SelectCards(0, "warden-03", "warden-04")) == (
        "FH-ROUND-STEPS-1", "It is Emberwright's choice now.")


@pytest.mark.rule("FH-DAMAGE-NEGATE-1")
def test_damage_cannot_be_negated_with_a_card_from_outside_the_hand() -> None:
    g = new_game()
    g.state.phase = "play"
    drain(g, TK.DamageTask(target="C0", value=3, source="trap"))
    assert g.state.decision.kind == "negate"
    assert refusal(g, LoseCards(("ember-01",))) == (
        "FH-DAMAGE-NEGATE-1", "Negating damage costs one card from your hand or two from your discard pile.")


@pytest.mark.rule("FH-REST-SHORT-2")
def test_the_card_a_short_rest_keeps_cannot_pay_for_its_damage() -> None:
    g = new_game()
    g.state.phase = "play"
    ch = g.char(0)
    ch.discard, ch.hand = ch.hand[:4], ch.hand[4:]
    g.chance.fix("short-rest", "warden-01")
    run(g, TK.EndRoundTask())
    g.apply(ShortRest(0, True))
    assert g.legal_actions() == [Redraw(True), Redraw(False)]
    g.apply(Redraw(True))                           # keep Rooted Guard: one damage to negate or suffer
    assert LoseCards(("warden-02", "warden-03")) in g.legal_actions()
    assert refusal(g, LoseCards(("warden-01", "warden-02"))) == (
        "FH-REST-SHORT-2", "The card kept by the short rest cannot pay for this damage.")


@pytest.mark.rule("FH-ELEMENT-CONSUME-1")
def test_only_the_element_the_ability_names_can_be_consumed() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    add_monster(g, "hound", 1, (2, 1), hp=20)
    g.state.elements["earth"] = EL.WANING
    begin_turn(g, 0, "warden-05", "top")            # Splinter Lunge: attack 4, consume earth for +2
    assert set(g.legal_actions()) == {Consume("earth", True), Consume("earth", False)}
    assert refusal(g, Consume("fire", True)) == ("FH-ELEMENT-CONSUME-1", "The element to consume now is earth.")


@pytest.mark.rule("FH-INIT-TIE-1")
def test_an_initiative_tie_is_broken_with_one_of_the_options_listed() -> None:
    g = new_game()
    for seat in (0, 1):                             # two long rests: both on initiative 99
        ch = g.char(seat)
        ch.discard = [ch.hand.pop(), ch.hand.pop()]
    g.position_changed()
    g.apply(LongRest(0))
    g.apply(LongRest(1))
    assert [a.describe() for a in g.legal_actions()] == ["Ironbark Warden acts first", "Emberwright acts first"]
    assert refusal(g, PartyChoice(2, "Ironbark Warden acts first")) == (
        "FH-INIT-TIE-1", "Pick one of the options listed: “Ironbark Warden acts first” or “Emberwright acts first”.")


@pytest.mark.rule("FH-GEN-PARTY-1")
def test_a_monsters_tied_options_are_picked_among_those_listed() -> None:
    g = Frosthaven(players=2, seed=7)
    bot = RandomBot(7)
    while g.state.decision is None or g.state.decision.kind != "party":
        g.apply(bot.choose(g))
    options = g.legal_actions()
    listed = " or ".join(f"“Rime Archer 5: move to hex {h}, attack Emberwright (focus Emberwright)”"
                         for h in ("2,-1", "2,0", "2,1"))   # as the buttons read them
    assert refusal(g, PartyChoice(len(options), "none of them")) == (
        "FH-GEN-PARTY-1", f"Pick one of the options listed: {listed}.")


@pytest.mark.rule("FH-GEN-PARTY-1")
def test_a_summoned_monster_is_placed_on_a_hex_offered() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (5, 1))
    place(g, "C1", (0, 0))
    archer = add_monster(g, "archer", 1, (3, 2))
    drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=[{"summon": "hound"}], boost={}), TK.EndRoundTask())
    assert g.state.decision.kind == "summon_place"
    assert refusal(g, PlaceAt((0, 4))) == (
        "FH-GEN-PARTY-1", "Place the summoned monster on one of the hexes offered.")


@pytest.mark.rule("FH-FORCED-CHOICE-1", "FH-FORCED-PUSHPULL-1")
def test_a_monsters_pull_goes_as_far_as_it_can_and_each_step_comes_closer() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    brute = add_monster(g, "brute", 1, (4, 0))
    set_deck(g, "M", "+0")
    run(g, TK.AttackTask(actor=brute.fid, target="C0", attack=3, pierce=0, range=3, add=[], push=0, pull=2))
    g.apply(TakeDamage())
    assert g.legal_actions() == [PlaceAt((3, 0)), PlaceAt((3, 1)), PlaceAt((4, -1))]
    assert refusal(g, Skip()) == (
        "FH-FORCED-CHOICE-1", "A monster's push or pull goes as far as it can; pick where it ends.")
    assert refusal(g, PlaceAt((0, 0))) == (
        "FH-FORCED-PUSHPULL-1", "Each step of the forced movement must end closer to the attacker, never into an "
                                "obstacle, a closed door or an enemy's hex, and end on an empty hex.")


@pytest.mark.rule("FH-FORCED-PUSHPULL-1")
def test_a_push_ends_farther_from_the_attacker() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    add_monster(g, "hound", 1, (2, 1), hp=20)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-02", "top")            # Bark Slam: attack 3, push 1
    g.apply(Target("hound-1"))
    assert g.legal_actions() == [PlaceAt((2, 2)), PlaceAt((3, 1)), PlaceAt((4, -1)), Skip()]
    assert refusal(g, PlaceAt((0, 1))) == (
        "FH-FORCED-PUSHPULL-1", "Each step of the forced movement must end farther from the attacker, never into an "
                                "obstacle, a closed door or an enemy's hex, and end on an empty hex.")
