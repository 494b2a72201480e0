"""Refusals in a scenario turn read as sentences that name what is wrong: a card not in hand, an action
that is not part of the ability being performed, an area placed where it covers no enemy."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, refusal, run

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import (
    ChooseHalf,
    LoseCard,
    MoveTo,
    SelectCards,
    Skip,
    Target,
    TargetArea,
)


@pytest.mark.rule("FH-CARD-SELECT-1")
def test_a_card_from_outside_the_hand_is_named() -> None:
    g = new_game()
    assert refusal(g, SelectCards(0, "warden-01", "ember-01")) == ("FH-CARD-SELECT-1",
                                                                     "Cinder Bolt (21) is not in your hand.")


@pytest.mark.rule("FH-CARD-ORDER-1", "FH-AOE-HEX-1")
def test_an_action_outside_the_ability_and_an_empty_area_are_refused_in_words() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    add_monster(g, "hound", 1, (2, 1), hp=20)
    begin_turn(g, 0, "warden-02", "bottom")            # Bark Slam's bottom: move 3
    assert refusal(g, Target("hound-1")) == (
        "FH-CARD-ORDER-1", "The ability being performed is move: 'Target Frost Hound 1' is not part of it.")
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    add_monster(g, "hound", 1, (2, 1), hp=20)
    begin_turn(g, 0, "warden-03", "top")               # Heartwood Swing: an area attack
    assert any(isinstance(a, TargetArea) for a in g.legal_actions())
    assert refusal(g, TargetArea(((5, 5),))) == (
        "FH-AOE-HEX-1", "Place the area so that it covers enemies in one of its orientations.")


@pytest.mark.rule("FH-VARIANT-PERMADEATH-1", "FH-EXHAUST-HP-1")
def test_a_character_at_zero_hit_points_dies_for_good_in_the_permadeath_variant() -> None:
    g = new_game(permadeath=True)
    ch = g.char(0)
    ch.lost += ch.hand                                  # no card left to negate the damage with
    ch.hand = []
    g.fig("C0").hp = 1
    events = drain(g, TK.DamageTask(target="C0", value=3, source="trap"))
    death = next(e for e in events if e.kind == "death")
    assert (death.text, death.rules, death.player) == (
        "Ironbark Warden drops to 0 hit points and dies permanently.", ("FH-VARIANT-PERMADEATH-1", "FH-EXHAUST-HP-1"),
        0)
    assert g.char(0).dead and g.char(0).exhausted


@pytest.mark.rule("FH-REST-LONG-1")
def test_a_long_rest_cannot_lose_a_card_that_is_not_in_the_discard_pile() -> None:
    g = new_game()
    ch = g.char(0)
    ch.discard, ch.hand = ch.hand[:3], ch.hand[3:]
    ch.long_rest = True
    g.state.phase = "play"
    run(g, TK.CharMainTask(actor="C0"), TK.EndRoundTask())
    assert refusal(g, LoseCard(ch.hand[0])) == ("FH-REST-LONG-1", "Thorned Hide (27) is not in your discard pile.")


@pytest.mark.rule("FH-MOVE-POINTS-1", "FH-CARD-ACTION-1")
def test_a_move_too_far_and_a_second_bottom_action_are_refused_in_words() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    begin_turn(g, 0, "warden-02", "bottom")            # Bark Slam's bottom: move 3
    assert refusal(g, MoveTo((1, 7))) == (
        "FH-MOVE-POINTS-1", "With 3 movement points left, hex 1,7 cannot be reached.")
    g.apply(Skip())
    assert refusal(g, ChooseHalf("warden-01", "bottom")) == (
        "FH-CARD-ACTION-1", "You have already performed a bottom action this turn.")


@pytest.mark.rule("FH-CARD-ACTION-1")
def test_a_half_that_is_neither_top_nor_bottom_is_refused_with_the_rule_in_words() -> None:
    g = new_game()
    g.apply(SelectCards(0, "warden-01", "warden-02"))
    g.apply(SelectCards(1, "ember-01", "ember-02"))
    assert refusal(g, ChooseHalf("warden-01", "middle")) == (
        "FH-CARD-ACTION-1", "Each turn uses the top action of one played card and the bottom of the other.")
