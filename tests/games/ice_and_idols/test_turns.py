"""Turns and rounds: AP, adrenaline, passing, the end of the game."""

from __future__ import annotations

import pytest

from floe_widgets.core import IllegalAction
from floe_widgets.games.ice_and_idols.actions import (
    Drop,
    EndTurn,
    Jump,
    Move,
    MoveTo,
    Pass,
    PassTo,
    PickUp,
    UseAdrenaline,
)
from floe_widgets.games.ice_and_idols.state import NEUTRAL

from .helpers import at_location, new_game, place, refresh, roundabout_board


def open_board(players=2, **kw):
    g = roundabout_board(players, **kw)
    refresh(g)
    return g


def end_turns(g, n):
    for _ in range(n):
        g.apply(EndTurn())


@pytest.mark.rule("IAI-AP-BASE-1", "IAI-AP-TRACK-1")
def test_base_ap_and_sapphire():
    g = open_board()
    assert g.state.ap == 5 and g.state.players[0].ap_cover
    g.state.players[0].powers = ["sapphire"]
    g.state.players[0].ap_cover = False
    refresh(g)
    end_turns(g, 2)
    assert g.state.turn == 0 and g.state.ap == 6


@pytest.mark.rule("IAI-AP-SPEND-1", "IAI-AP-COST-1")
def test_costs_and_spending():
    g = open_board(chars=("curator", "keysmith"))
    at_location(g, (2, 5 % 5), idols=["ruby"])
    at_location(g, (2, 0), idols=["ruby"])
    refresh(g)
    g.apply(Move("W"))                 # (2,1)
    g.apply(Move("W"))                 # (2,0)
    g.apply(PickUp("ruby"))
    g.apply(Drop("ruby"))
    assert g.state.ap == 5 - 3
    g.apply(Move("E"))
    assert g.state.ap == 1
    with pytest.raises(IllegalAction) as info:
        g.apply(Jump("E"))
    assert info.value.rule_id == "IAI-AP-SPEND-1"
    assert g.state.ap == 1


def test_multi_tile_move_costs_one_ap_per_tile():
    g = open_board()
    move = MoveTo((2, 4), 0, 2)
    assert move in g.legal_actions()
    g.apply(move)
    assert g.state.ap == 3 and g.state.players[0].cell == 14
    with pytest.raises(IllegalAction):
        g.apply(MoveTo((0, 0), 0, 1))


@pytest.mark.rule("IAI-AP-LOSE-1")
def test_unspent_ap_is_lost():
    g = open_board()
    g.apply(Move("N"))
    g.apply(Move("S"))
    assert g.state.ap == 3
    end_turns(g, 2)
    assert g.state.turn == 0 and g.state.ap == 5


@pytest.mark.rule("IAI-ADRENALINE-USE-1", "IAI-ADRENALINE-PEN-1", "IAI-EXAMPLE-2", "IAI-ADRENALINE-LIMIT-1")
def test_adrenaline_use_and_penalty():
    g = open_board()
    g.apply(UseAdrenaline())
    assert g.state.ap == 6 and g.state.players[0].adrenaline == "pending"
    with pytest.raises(IllegalAction) as info:
        g.apply(UseAdrenaline())
    assert info.value.rule_id == "IAI-ADRENALINE-LIMIT-1"
    end_turns(g, 2)
    assert g.state.turn == 0 and g.state.ap == 3
    assert UseAdrenaline() not in g.legal_actions()
    for _ in range(3):
        g.apply(Move("N"))
    with pytest.raises(IllegalAction):
        g.apply(Move("N"))  # a 4th AP does not exist this turn
    end_turns(g, 2)
    assert g.state.ap == 5 and UseAdrenaline() in g.legal_actions()


@pytest.mark.rule("IAI-ADRENALINE-RESET-1", "IAI-AMBIG-6", "IAI-TRAPPED-ADRENALINE-1")
def test_flip_back_after_the_penalty_turn_and_pass_keeps_it():
    g = open_board()
    g.apply(UseAdrenaline())
    end_turns(g, 1)                       # end of the turn it was used: still '-'
    assert g.state.players[0].adrenaline == "pending"
    g.apply(EndTurn())                    # seat 1
    # N+1: seat 0 passes -> penalty not served
    assert g.state.ap == 3
    assert UseAdrenaline() not in g.legal_actions()
    g.apply(Pass())
    g.apply(next(a for a in g.legal_actions() if isinstance(a, PassTo)))
    assert g.state.players[0].adrenaline == "pending"
    g.apply(EndTurn())                    # seat 1
    assert g.state.turn == 0 and g.state.ap == 3  # N+2 serves the penalty
    g.apply(EndTurn())
    assert g.state.players[0].adrenaline == "ready"
    g.apply(EndTurn())
    assert g.state.ap == 5


@pytest.mark.rule("IAI-ADRENALINE-TIMING-1")
def test_adrenaline_after_spending_everything():
    g = open_board()
    for _ in range(5):
        g.apply(Move("E"))
    assert g.state.ap == 0 and not any(isinstance(a, Move) for a in g.legal_actions())
    g.apply(UseAdrenaline())
    g.apply(Move("E"))
    assert g.state.ap == 0


@pytest.mark.rule("IAI-AMBIG-21", "IAI-POWER-SAPPHIRE-2")
def test_sapphire_and_adrenaline():
    g = open_board()
    g.state.players[0].powers = ["sapphire"]
    refresh(g)
    end_turns(g, 2)
    g.apply(UseAdrenaline())
    assert g.state.ap == 7
    end_turns(g, 2)
    assert g.state.ap == 4


@pytest.mark.rule("IAI-TRAPPED-PASS-1", "IAI-TRAPPED-TIMING-1")
def test_passing():
    g = open_board()
    assert Pass() in g.legal_actions()
    g.apply(Pass())
    targets = [a for a in g.legal_actions() if isinstance(a, PassTo)]
    occupied = {(p.cell // 5, p.cell % 5) for p in g.state.players}
    assert targets and not any(t.cell in occupied for t in targets)
    g.apply(PassTo((0, 4), 0))
    assert g.state.players[0].cell == 4 and g.state.turn == 1
    g.apply(Move("N"))
    with pytest.raises(IllegalAction) as info:
        g.apply(Pass())
    assert info.value.rule_id == "IAI-TRAPPED-TIMING-1"


@pytest.mark.rule("IAI-AMBIG-18")
def test_no_pass_without_a_free_tile():
    g = new_game(2)
    s = g.state
    for c in range(25):
        if c not in (0, 1):
            s.discard.append(s.grid[c])
            s.grid[c] = -1
    place(g, 0, (0, 0))
    place(g, 1, (0, 1))
    refresh(g)
    assert Pass() not in g.legal_actions()
    with pytest.raises(IllegalAction) as info:
        g.apply(Pass())
    assert info.value.rule_id == "IAI-AMBIG-18"


@pytest.mark.rule("IAI-ROUND-ORDER-1", "IAI-ROUND-END-1")
def test_turn_order_and_rounds():
    g = open_board(4, first_player=1)
    order = []
    for _ in range(8):
        order.append(g.state.turn)
        g.apply(EndTurn())
    assert order == [1, 2, 3, 0, 1, 2, 3, 0]
    assert g.state.round == 3


def _fill_tracks(g, columns, seat):
    for col in columns:
        g.state.track[col] = [seat] * g.content.height(col)
        g.state.locked[col] = True


@pytest.mark.rule("IAI-END-TRIGGER-1", "IAI-END-EQUAL-1")
def test_game_ends_at_end_of_round_with_four_full_tracks():
    g = open_board(4)
    _fill_tracks(g, [0, 1, 2], NEUTRAL)
    refresh(g)
    end_turns(g, 4)
    assert not g.is_over and g.state.round == 2
    _fill_tracks(g, [3], NEUTRAL)
    refresh(g)
    g.apply(EndTurn())
    assert not g.is_over and g.state.turn == 1  # the round is played out
    end_turns(g, 3)
    assert g.is_over and g.winner()


@pytest.mark.rule("IAI-END-TRIGGER-1", "IAI-RESEARCH-LIMIT-1")
def test_game_ends_after_a_tenth_marker():
    g = open_board(3, first_player=0)
    g.state.players[1].markers_left = 0
    refresh(g)
    g.apply(EndTurn())
    g.apply(EndTurn())
    assert not g.is_over
    g.apply(EndTurn())
    assert g.is_over


@pytest.mark.rule("IAI-ENGINE-LIMIT-1")
def test_round_limit_safeguard():
    g = open_board(2, max_rounds=3)
    end_turns(g, 5)
    assert not g.is_over
    g.apply(EndTurn())
    assert g.is_over and "limit" in g.state.end_triggered
    unlimited = open_board(2, max_rounds=0, max_quiet_rounds=0)
    end_turns(unlimited, 200)
    assert not unlimited.is_over
    quiet = open_board(2, max_quiet_rounds=2)
    end_turns(quiet, 3)
    assert not quiet.is_over
    quiet.apply(EndTurn())
    assert quiet.is_over and "placed" in quiet.state.end_triggered


@pytest.mark.rule("IAI-AP-SPEND-1")
def test_a_move_along_the_paths_costing_more_ap_than_left_is_refused_in_words():
    g = open_board()
    g.state.ap = 1
    refresh(g)
    before = g.to_json()
    with pytest.raises(IllegalAction) as info:
        g.apply(MoveTo((2, 4), 0, 2))
    assert (info.value.rule_id, info.value.reason) == ("IAI-AP-SPEND-1", "That move costs 2 AP and you have 1.")
    assert g.to_json() == before
