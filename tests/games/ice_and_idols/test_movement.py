"""Moving along paths: adjacency, wrap-around, tile shapes, walls, empty spaces, the Curator's jump."""

from __future__ import annotations

import pytest

from floe_widgets.core import IllegalAction
from floe_widgets.games.ice_and_idols.actions import Jump, Move
from floe_widgets.games.ice_and_idols.temple import step

from .helpers import blank_map, clear, fill, new_game, place, put, refresh, spread_out


def board(chars=("curator", "keysmith"), players=2):
    g = new_game(players, chars=chars)
    fill(g, "roundabout")
    blank_map(g)
    spread_out(g)
    place(g, 0, (2, 2))
    return g


def moves(g):
    return sorted(a.side for a in g.legal_actions() if isinstance(a, Move))


@pytest.mark.rule("IAI-GRID-ADJ-1")
def test_orthogonal_neighbours_only():
    assert {step(12, d) for d in range(4)} == {7, 17, 11, 13}
    assert 6 not in {step(12, d) for d in range(4)}


@pytest.mark.rule("IAI-MOVE-STEP-1", "IAI-AMBIG-12", "IAI-MOVE-BLOCK-1")
def test_move_needs_openings_on_both_tiles():
    g = board()
    put(g, (2, 2), "corner", 0)        # N, E
    put(g, (1, 2), "y", 1)             # E, S, W
    put(g, (2, 3), "corner", 0)        # N, E: walled on W
    refresh(g)
    assert moves(g) == ["N"]
    with pytest.raises(IllegalAction) as info:
        g.apply(Move("E"))
    assert info.value.rule_id == "IAI-MOVE-BLOCK-1"
    g.apply(Move("N"))
    assert g.state.players[0].cell == 7 and g.state.ap == 4


@pytest.mark.rule("IAI-MOVE-BLOCK-1")
def test_walls_block_both_ways():
    g = board()
    put(g, (2, 1), "corner", 0)        # N, E: open towards (2,2)
    put(g, (2, 3), "corner", 0)        # N, E: closed towards (2,2)
    refresh(g)
    assert "W" in moves(g) and "E" not in moves(g)
    place(g, 0, (2, 3))
    refresh(g)
    assert "W" not in moves(g)


@pytest.mark.rule("IAI-MOVE-SHARE-1")
def test_figures_do_not_block():
    g = board(chars=("curator", "keysmith", "sculptor", "architect"), players=4)
    for seat in (1, 2, 3):
        place(g, seat, (1, 2))
    refresh(g)
    g.apply(Move("N"))
    g.apply(Move("N"))
    assert g.state.players[0].cell == 2


@pytest.mark.rule("IAI-MOVE-EMPTY-1", "IAI-AMBIG-2")
def test_no_move_into_an_empty_space():
    g = board()
    clear(g, (1, 2))
    refresh(g)
    assert "N" not in moves(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(Move("N"))
    assert info.value.rule_id == "IAI-MOVE-EMPTY-1"


@pytest.mark.rule("IAI-GRID-WRAP-1", "IAI-GRID-WRAP-2")
def test_wrap_around_move():
    g = board()
    place(g, 0, (0, 3))
    put(g, (4, 3), "corner", 2)        # S, W: its S side faces (0,3) across the edge
    refresh(g)
    g.apply(Move("N"))
    assert g.state.players[0].cell == 4 * 5 + 3 and g.state.ap == 4


@pytest.mark.rule("IAI-TILE-ROUND-1")
def test_roundabout_all_ways():
    g = board()
    refresh(g)
    assert moves(g) == ["E", "N", "S", "W"]


@pytest.mark.rule("IAI-TILE-Y-1")
def test_y_crossing_three_ways():
    g = board()
    put(g, (2, 2), "y", 0)             # N, E, S
    refresh(g)
    assert moves(g) == ["E", "N", "S"]


@pytest.mark.rule("IAI-TILE-CORNER-1")
def test_single_corner_two_ways():
    g = board()
    put(g, (2, 2), "corner", 0)
    refresh(g)
    assert moves(g) == ["E", "N"]
    with pytest.raises(IllegalAction) as info:
        g.apply(Move("S"))
    assert info.value.rule_id == "IAI-TILE-CORNER-1"


@pytest.mark.rule("IAI-TILE-DOUBLE-1", "IAI-TILE-PATH-1")
def test_double_corner_keeps_its_path():
    g = board()
    put(g, (2, 2), "double", 0)        # N-E | S-W
    place(g, 0, (1, 2))
    refresh(g)
    g.apply(Move("S"))                 # enters through N: on the N-E path
    assert g.state.players[0].path == 0
    assert moves(g) == ["E", "N"]
    with pytest.raises(IllegalAction) as info:
        g.apply(Move("W"))
    assert info.value.rule_id == "IAI-TILE-DOUBLE-1"


@pytest.mark.rule("IAI-TILE-ARCH-1")
def test_archway_straight_only():
    g = board()
    put(g, (2, 2), "arch", 0)          # N-S | E-W
    place(g, 0, (2, 1))
    refresh(g)
    g.apply(Move("E"))                 # entered from W: on the E-W path
    assert moves(g) == ["E", "W"]
    with pytest.raises(IllegalAction) as info:
        g.apply(Move("N"))
    assert info.value.rule_id == "IAI-TILE-ARCH-1"


@pytest.mark.rule("IAI-ABILITY-CURATOR-1", "IAI-AMBIG-15", "IAI-AMBIG-2")
def test_curator_jump():
    g = board()
    put(g, (2, 2), "corner", 0)        # N, E
    clear(g, (2, 3))
    put(g, (2, 4), "y", 1)             # E, S, W: opens back W
    refresh(g)
    assert Jump("E") in g.legal_actions()
    g.apply(Jump("E"))
    assert g.state.players[0].cell == 14 and g.state.ap == 1
    # landing tile without an opening back is refused
    g2 = board()
    put(g2, (2, 2), "corner", 0)
    put(g2, (2, 4), "corner", 0)       # N, E: no W opening
    refresh(g2)
    with pytest.raises(IllegalAction):
        g2.apply(Jump("E"))
    # wrapping jump: from (2,4) east over (2,0) to (2,1)
    g3 = board()
    place(g3, 0, (2, 4))
    refresh(g3)
    g3.apply(Jump("E"))
    assert g3.state.players[0].cell == 11
    # only the Curator jumps
    g4 = board(chars=("keysmith", "curator"))
    refresh(g4)
    with pytest.raises(IllegalAction) as info:
        g4.apply(Jump("E"))
    assert info.value.rule_id == "IAI-ABILITY-CURATOR-1"
