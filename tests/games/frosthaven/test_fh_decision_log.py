"""What the log says when a player answers the game: a battle goal kept, cards selected, a push or an
ability not used, and a character who can neither play two cards nor rest."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, set_deck

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import ChooseGoal, LongRest, PlaceAt, SelectCards, Skip, Target
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.i18n import speaking, text


def _said(events) -> list[tuple[str, tuple[str, ...], int | None]]:
    return [(e.text, e.rules, e.player) for e in events]


@pytest.mark.rule("FH-GOAL-DEAL-1", "FH-CARD-SELECT-1")
def test_a_kept_battle_goal_and_a_selection_are_logged_for_their_character() -> None:
    g = Frosthaven(players=2, seed=0)
    events = g.apply(ChooseGoal(0, g.char(0).goal_options[0]))
    assert _said(events) == [("Ironbark Warden keeps a battle goal and discards the other two.",
                              ("FH-GOAL-DEAL-1",), 0)]
    with speaking("ja"):
        assert text(events[0].text) != events[0].text
    g.apply(ChooseGoal(1, g.char(1).goal_options[0]))
    hand = g.char(0).hand
    events = g.apply(SelectCards(0, hand[0], hand[1]))
    assert _said(events)[0] == ("Ironbark Warden selects two cards.", ("FH-CARD-SELECT-1",), 0)


@pytest.mark.rule("FH-EXHAUST-CARDS-1", "FH-EXHAUST-EFFECT-1")
def test_a_character_with_too_few_cards_at_selection_is_exhausted() -> None:
    g = new_game()
    ch = g.char(0)
    ch.lost += ch.hand[1:]
    ch.hand = ch.hand[:1]
    events = g.resume()
    assert _said(events)[0] == ("Ironbark Warden can neither play two cards nor rest and is exhausted.",
                                ("FH-EXHAUST-CARDS-1", "FH-EXHAUST-EFFECT-1"), 0)
    assert events[0].kind == "exhausted" and g.char(0).exhausted


@pytest.mark.rule("FH-CARD-SKIP-1")
def test_a_push_or_an_ability_not_used_is_logged() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    add_monster(g, "hound", 1, (2, 1), hp=30)
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-02", "top")                # Bark Slam: attack 3, push 1
    g.apply(Target("hound-1"))
    assert g.state.decision.kind == "forced"
    assert _said(g.apply(Skip()))[0] == ("The forced movement is not used.", ("FH-CARD-SKIP-1",), None)
    g = new_game()
    clear_monsters(g)
    begin_turn(g, 0, "warden-02", "bottom")             # a move of 3
    assert _said(g.apply(Skip()))[0] == ("The rest of the ability is skipped.", ("FH-CARD-SKIP-1",), None)


@pytest.mark.rule("FH-CARD-SELECT-1", "FH-REST-LONG-1")
def test_a_long_rest_declared_at_selection_is_logged_with_initiative_99() -> None:
    g = Frosthaven(players=2, seed=0)
    for seat in range(2):
        g.apply(ChooseGoal(seat, g.char(seat).goal_options[0]))
    hand = g.char(0).hand
    g.char(0).discard += [hand.pop(), hand.pop()]   # a long rest needs two cards in the discard pile
    events = g.apply(LongRest(0))
    assert _said(events)[0] == ("Ironbark Warden will long rest (initiative 99).",
                                ("FH-CARD-SELECT-1", "FH-REST-LONG-1"), 0)
    assert (g.char(0).long_rest, g.char(0).selected, g.char(0).initiative) == (True, [], 99)


@pytest.mark.rule("FH-MACT-9", "FH-GEN-PARTY-1")
def test_the_partys_placing_of_a_summoned_monster_is_logged_first() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (5, 1))
    place(g, "C1", (0, 0))
    archer = add_monster(g, "archer", 1, (3, 2))   # (4, 1) and (4, 2) are both next to the Warden
    drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=[{"summon": "hound"}], boost={}), TK.EndRoundTask())
    assert g.state.decision.kind == "summon_place"
    events = g.apply(PlaceAt((4, 2)))
    assert _said(events)[0] == ("The party places the summoned monster at hex 4,2.", ("FH-MACT-9", "FH-GEN-PARTY-1"),
                                None)
