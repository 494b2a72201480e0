"""Scenario legality written once: the options are the candidates ``why_not`` lets through, and
each refusal names the first rule the action breaks."""

from __future__ import annotations

import random

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place

from floe_widgets.core import IllegalAction
from floe_widgets.core.bots import RandomBot
from floe_widgets.games.frosthaven.scenario.actions import (
    ACTION_TYPES,
    ChooseHalf,
    KeepCard,
    LongRest,
    MoveTo,
    PartyChoice,
    PlaceAt,
    SelectCards,
    ShortRest,
    Target,
    UseItem,
)
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.games.frosthaven.scenario.legality import ANSWERS


def refused(g, action):
    before = g.to_json()
    with pytest.raises(IllegalAction) as info:
        g.apply(action)
    assert g.to_json() == before
    return info.value.rule_id, str(info.value)


@pytest.mark.rule("FH-ROUND-STEPS-1")
def test_an_item_during_card_selection_is_refused_for_the_moment_not_as_spent() -> None:
    g = new_game()
    item = g.char(0).items[0].item
    rule, text = refused(g, UseItem(item))
    assert rule == "FH-ROUND-STEPS-1" and "choosing their cards" in text


@pytest.mark.rule("FH-ITEM-SPENT-1", "FH-CHAR-ITEMS-1", "FH-ITEM-FLIP-1", "FH-CARD-ORDER-1")
def test_item_refusals_in_a_turn_name_the_items_own_rule() -> None:
    g = new_game()
    begin_turn(g, 1, "ember-02", "bottom")   # a move: Swift Boots (move +2, spent) may be used
    assert UseItem("swift-boots") in g.legal_actions()
    g.apply(UseItem("swift-boots"))
    assert refused(g, UseItem("swift-boots"))[0] == "FH-ITEM-SPENT-1"
    assert refused(g, UseItem("no-such-item"))[0] == "FH-CHAR-ITEMS-1"
    g2 = new_game()
    begin_turn(g2, 0, "warden-02", "bottom")   # a move: the helm's shield does not add to it
    assert refused(g2, UseItem("oak-buckler"))[0] == "FH-ITEM-FLIP-1"
    assert refused(g2, UseItem("bark-helm"))[0] == "FH-CARD-ORDER-1"


@pytest.mark.rule("FH-ROUND-STEPS-1", "FH-GEN-PLAYERS-1")
def test_another_characters_choice_and_an_unknown_seat_are_refused() -> None:
    g = new_game()
    seat = g.state.decision.seat
    other = 1 - seat
    hand = g.char(other).hand
    assert refused(g, SelectCards(other, hand[0], hand[1]))[0] == "FH-ROUND-STEPS-1"
    assert refused(g, LongRest(7))[0] == "FH-GEN-PLAYERS-1"
    assert refused(g, ShortRest(-3, True))[0] == "FH-ROUND-STEPS-1"   # the moment is checked first


@pytest.mark.rule("FH-MOVE-POINTS-1", "FH-MOVE-PASS-1", "FH-CARD-ORDER-1")
def test_move_refusals_say_whether_points_a_figure_or_the_ability_is_the_reason() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    hound = add_monster(g, "hound", 1, (2, 1))
    begin_turn(g, 0, "warden-02", "bottom")   # move 3
    assert refused(g, MoveTo((9, -5)))[0] == "FH-MOVE-POINTS-1"
    assert refused(g, MoveTo(hound.hex))[0] == "FH-MOVE-PASS-1"
    assert refused(g, Target(hound.fid))[0] == "FH-CARD-ORDER-1"


@pytest.mark.rule("FH-TARGET-X-1", "FH-RANGE-COUNT-1", "FH-TARGET-SIDE-1")
def test_target_refusals_name_range_side_or_a_missing_figure() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    add_monster(g, "hound", 1, (2, 1))
    far = add_monster(g, "hound", 2, (0, 4))
    begin_turn(g, 0, "warden-02", "top")   # attack 3 (melee)
    assert refused(g, Target(far.fid))[0] == "FH-RANGE-COUNT-1"
    assert refused(g, Target("C1"))[0] == "FH-TARGET-SIDE-1"
    assert refused(g, Target("ghost")) == ("FH-TARGET-X-1", "There is no figure ghost on the map. [FH-TARGET-X-1]")


@pytest.mark.rule("FH-CARD-ACTION-1", "FH-GEN-PARTY-1", "FH-ATK-6")
def test_half_party_and_card_refusals_out_of_range_never_raise_anything_else() -> None:
    g = new_game()
    begin_turn(g, 0, "warden-02", "top")   # no enemy in reach: the top action is over at once
    assert refused(g, ChooseHalf("warden-02", "bottom"))[0] == "FH-CARD-ACTION-1"
    assert refused(g, ChooseHalf("warden-99", "top"))[0] == "FH-CARD-ACTION-1"
    for action in (PartyChoice(99, "x"), KeepCard("+9"), PlaceAt((99, 99))):
        assert refused(g, action)[0] == "FH-ROUND-STEPS-1"


def _mutations(g, action):
    """Well-typed variations of a legal action: other seats, cards, hexes, figures, indices."""
    ids = [f.fid for f in g.state.figures] + ["ghost"]
    cards = [c for ch in g.state.characters for c in ch.hand + ch.discard][:6] + ["warden-99"]
    out = []
    for field, value in vars(action).items():
        if isinstance(value, bool):
            out.append({field: not value})
        elif isinstance(value, int):
            out += [{field: value + 1}, {field: -1}, {field: 99}]
        elif isinstance(value, str):
            out += [{field: c} for c in ids[:3] + cards[:3]]
        elif isinstance(value, tuple) and len(value) == 2 and all(isinstance(x, int) for x in value):
            out += [{field: (value[0] + dq, value[1] + dr)} for dq, dr in ((1, 0), (0, 5), (-7, 3))]
    return [type(action)(**{**vars(action), **m}) for m in out]


@pytest.mark.rule("FH-ROUND-STEPS-1")
def test_why_not_agrees_with_the_legal_actions_in_random_play() -> None:
    rng = random.Random(3)
    checked = 0
    for seed in (1, 2, 3):
        g = Frosthaven(players=2 + seed % 3, seed=seed)
        bot = RandomBot(seed)
        while not g.is_over and checked < 1500:
            legal = g.legal_actions()
            assert legal
            for a in rng.sample(legal, min(3, len(legal))):
                assert g.why_not(a) is None
                for m in _mutations(g, a):
                    answer = g.why_not(m)
                    assert (answer is None) == (m in legal), (m, answer)
                    if answer is not None:
                        rule, sentence = answer
                        assert rule != "CORE-NOT-LEGAL" and sentence, (m, answer)
                        d = g.state.decision
                        assert rule == "FH-ROUND-STEPS-1" or rule == "FH-GEN-PLAYERS-1" \
                            or d.kind in ANSWERS[type(m)], (m, answer)
                    checked += 1
            g.apply(bot.choose(g))
    assert checked >= 1000
    assert {t.kind for t in ACTION_TYPES} >= {"keep-card", "party-choice"}


@pytest.mark.rule("FH-TARGET-SIDE-1")
def test_a_heal_targets_allies_and_refuses_an_enemy() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (1, 2))
    add_monster(g, "hound", 1, (2, 1))
    begin_turn(g, 0, "warden-06", "top")   # Sap Mending: heal 3, range 2
    assert [a.describe() for a in g.legal_actions()] == ["Target Character 1", "Target Character 2", "Skip / done"]
    assert refused(g, Target("hound-1"))[0] == "FH-TARGET-SIDE-1"
