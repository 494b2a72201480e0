"""The moving temple: events (Collapse, Rotate Ruins, Shift, Chill), Ruby/Gold/Jade powers, abilities."""

from __future__ import annotations

import pytest

from floe_widgets.core import IllegalAction
from floe_widgets.games.ice_and_idols.actions import (
    ArchitectSwap,
    Cancel,
    EndTurn,
    GainPower,
    KeysmithTile,
    OrientTile,
    PickUp,
    PlaceIdol,
    RotateTemple,
    RotateTile,
    SculptorShift,
    SlideTile,
    UseAbility,
    UsePower,
)
from floe_widgets.games.ice_and_idols.state import EMPTY, cell_of, cell_over_map_pos, map_pos_of_cell

from .helpers import at_location, clear, place, put, refresh, roundabout_board

COLLAPSE_AHEAD, COLLAPSE_RIGHT = 0, 1
ROTATE_CW, ROTATE_CCW = 10, 11
SUN_TO_MOON, MOON_TO_SUN, STAR_TO_COMET, COMET_TO_STAR = 16, 17, 18, 19
CHILL = 24


def board(players=2, chars=None, **kw):
    g = roundabout_board(players, chars=chars, **kw)
    refresh(g)
    return g


def trigger(g, card, idol="jade"):
    """Make the active player gain the ``idol`` power, which draws ``card`` (rules: IAI-EVENT-TRIGGER-1)."""
    s = g.state
    me = s.players[s.turn]
    at_location(g, divmod(me.cell, 5), altar=idol)
    me.hand = [idol]
    s.supply[idol] -= 1
    s.event_deck = [card] + [c for c in s.event_deck if c != card]
    refresh(g)
    g.apply(PlaceIdol(idol))
    return g.apply(GainPower())


def tile(g, cell):
    return g.state.grid[cell_of(*cell)]


@pytest.mark.rule("IAI-COLLAPSE-X-1", "IAI-EVENT-PERSPECTIVE-1", "IAI-AMBIG-3", "IAI-EVENT-RESOLVE-1")
def test_collapse_from_the_active_players_seat():
    g = board()
    doomed = tile(g, (1, 2))
    trigger(g, COLLAPSE_AHEAD)
    assert tile(g, (1, 2)) == EMPTY and doomed in g.state.discard
    assert g.state.ap == 4                              # the turn goes on with the AP left
    # seat 1 sits across the table: 'ahead' on the card is the grid's south for it
    g.apply(EndTurn())
    place(g, 1, (2, 2))
    place(g, 0, (0, 0))
    trigger(g, COLLAPSE_AHEAD)
    assert tile(g, (3, 2)) == EMPTY and tile(g, (1, 2)) == EMPTY and tile(g, (2, 1)) != EMPTY
    # with the temple turned a quarter clockwise, seat 0's 'ahead' is the grid's west
    g2 = board()
    g2.state.rotation = 1
    refresh(g2)
    trigger(g2, COLLAPSE_AHEAD)
    assert tile(g2, (2, 1)) == EMPTY and tile(g2, (1, 2)) != EMPTY


@pytest.mark.rule("IAI-COLLAPSE-NEXT-1", "IAI-EXAMPLE-3", "IAI-AMBIG-19")
def test_collapse_goes_clockwise():
    g = board()
    clear(g, (1, 2))
    refresh(g)
    trigger(g, COLLAPSE_AHEAD)
    assert tile(g, (2, 3)) == EMPTY                      # east is next clockwise after north
    g2 = board()
    clear(g2, (1, 2))
    clear(g2, (2, 3))
    refresh(g2)
    trigger(g2, COLLAPSE_AHEAD)
    assert tile(g2, (3, 2)) == EMPTY and tile(g2, (2, 1)) != EMPTY
    g3 = board()
    place(g3, 1, (1, 2))                                 # a figure on the X tile: skipped
    refresh(g3)
    trigger(g3, COLLAPSE_AHEAD)
    assert tile(g3, (1, 2)) != EMPTY and tile(g3, (2, 3)) == EMPTY


@pytest.mark.rule("IAI-COLLAPSE-NONE-1", "IAI-EXAMPLE-3")
def test_nothing_collapses_when_all_neighbours_are_gaps_or_occupied():
    g = board(3, chars=("curator", "keysmith", "sculptor"))
    clear(g, (1, 2))
    clear(g, (3, 2))
    place(g, 1, (2, 1))
    place(g, 2, (2, 3))
    refresh(g)
    before = list(g.state.grid)
    discards = len(g.state.discard)
    events = trigger(g, COLLAPSE_AHEAD)
    assert g.state.grid == before and len(g.state.discard) == discards
    assert any("IAI-COLLAPSE-NONE-1" in e.rules for e in events)
    g2 = board()
    for cell in ((1, 2), (2, 3), (3, 2), (2, 1)):
        clear(g2, cell)
    refresh(g2)
    before = list(g2.state.grid)
    trigger(g2, COLLAPSE_RIGHT)
    assert g2.state.grid == before


@pytest.mark.rule("IAI-COLLAPSE-WRAP-1", "IAI-GRID-WRAP-2")
def test_collapse_wraps():
    g = board()
    place(g, 0, (0, 2))
    refresh(g)
    trigger(g, COLLAPSE_AHEAD)
    assert tile(g, (4, 2)) == EMPTY


@pytest.mark.rule("IAI-COLLAPSE-DISCARD-1", "IAI-ABILITY-KEYSMITH-1")
def test_collapsed_tiles_feed_the_keysmith():
    g = board(chars=("keysmith", "curator"))
    first = tile(g, (1, 2))
    trigger(g, COLLAPSE_AHEAD, idol="jade")
    second = tile(g, (2, 3))
    trigger(g, COLLAPSE_RIGHT, idol="gold")
    assert sorted(g.keysmith_pool()) == sorted([first, second] + g.state.spare)
    # (1,2) is empty: bring the spare Roundabout back there
    spare = g.state.spare[0]
    g.state.ap = 3
    refresh(g)
    g.apply(UseAbility())
    g.apply(KeysmithTile(spare, (1, 2)))
    assert g.state.ap == 0 and tile(g, (1, 2)) == spare and g.state.spare == []
    assert [type(a) for a in g.legal_actions()] == [OrientTile] * 4
    g.apply(OrientTile((1, 2), 1))
    assert g.state.tile_rot[spare] == 1 and g.state.pending is None


@pytest.mark.rule("IAI-AMBIG-14", "IAI-ABILITY-KEYSMITH-1", "IAI-ABILITY-GEN-1")
def test_keysmith_swaps_under_a_figure():
    g = board(chars=("keysmith", "curator"))
    put(g, (1, 2), "corner", 0)
    old = tile(g, (1, 2))
    clear(g, (0, 0))
    y = g.state.discard[-1]
    g.state.tile_kind[y], g.state.tile_rot[y] = "y", 0
    place(g, 1, (1, 2))
    refresh(g)
    g.apply(UseAbility())
    g.apply(KeysmithTile(y, (1, 2)))
    assert tile(g, (1, 2)) == y and old in g.state.discard
    assert g.state.players[1].cell == cell_of(1, 2) and g.state.players[1].path == 0
    with pytest.raises(IllegalAction):
        g.apply(EndTurn())                                # the orientation is chosen first
    g.apply(OrientTile((1, 2), 2))
    # only discarded tiles (and the spare) can be brought back
    g.state.ap = 3
    refresh(g)
    g.apply(UseAbility())
    with pytest.raises(IllegalAction) as info:
        g.apply(KeysmithTile(tile(g, (4, 4)), (1, 2)))
    assert info.value.rule_id == "IAI-ABILITY-KEYSMITH-1"
    g.apply(Cancel())
    assert g.state.ap == 3


@pytest.mark.rule("IAI-ROTATE-DIR-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1", "IAI-GRID-FRAME-1", "IAI-AMBIG-1")
def test_rotate_ruins_turns_the_grid_over_the_fixed_map():
    g = board()
    put(g, (2, 2), "double", 0)
    g.state.players[0].path = 0
    ruby_altar = 0 * 5 + 1                                  # map position (0,1)
    g.state.map_altars[ruby_altar] = "ruby"
    refresh(g)
    grid, rots = list(g.state.grid), list(g.state.tile_rot)
    trigger(g, ROTATE_CW)
    s = g.state
    assert s.rotation == 1
    assert s.grid == grid and s.tile_rot == rots             # nothing moves within the grid
    assert (s.players[0].cell, s.players[0].path) == (12, 0)  # the figure rides along
    assert map_pos_of_cell(cell_of(0, 1), 1) == cell_of(1, 4)
    assert cell_over_map_pos(ruby_altar, 1) == cell_of(3, 0)
    assert map_pos_of_cell(12, 1) == 12                      # the centre stays over the centre
    # the Ruby altar is now under grid (3,0): a Ruby carrier there may place it
    place(g, 0, (3, 0))
    s.players[0].hand = ["ruby"]
    refresh(g)
    assert PlaceIdol("ruby") in g.legal_actions()
    trigger_ccw = board()
    trigger(trigger_ccw, ROTATE_CCW)
    assert trigger_ccw.state.rotation == 3


@pytest.mark.rule("IAI-EVENT-SHIFT-1", "IAI-EVENT-SHIFT-2", "IAI-EVENT-SHIFT-3", "IAI-AMBIG-7")
def test_shift_event_moves_the_active_column_one_space():
    g = board()
    place(g, 0, (2, 3))
    place(g, 1, (3, 3))
    clear(g, (1, 3))
    refresh(g)
    col = [tile(g, (r, 3)) for r in range(5)]
    other = [tile(g, (r, 2)) for r in range(5)]
    trigger(g, SUN_TO_MOON)
    assert [tile(g, (r, 3)) for r in range(5)] == [col[4]] + col[:4]
    assert tile(g, (2, 3)) == EMPTY                       # the gap moved down too
    assert [tile(g, (r, 2)) for r in range(5)] == other
    assert g.state.players[0].cell == cell_of(3, 3) and g.state.players[1].cell == cell_of(4, 3)


@pytest.mark.rule("IAI-EVENT-SHIFT-4", "IAI-EXAMPLE-4")
def test_shift_wraps_and_keeps_orientation():
    g = board()
    put(g, (2, 0), "corner", 3)
    refresh(g)
    edge = tile(g, (2, 0))
    trigger(g, COMET_TO_STAR)                             # row 2 moves west
    assert tile(g, (2, 4)) == edge and g.state.tile_rot[edge] == 3
    col_a, col_b = board(), board()
    start = [tile(col_a, (r, 2)) for r in range(5)]
    trigger(col_a, SUN_TO_MOON)
    trigger(col_b, MOON_TO_SUN)
    assert [tile(col_a, (r, 2)) for r in range(5)] == start[-1:] + start[:-1]
    assert [tile(col_b, (r, 2)) for r in range(5)] == start[1:] + start[:1]
    row = board()
    start_row = [tile(row, (2, c)) for c in range(5)]
    trigger(row, STAR_TO_COMET)
    assert [tile(row, (2, c)) for c in range(5)] == start_row[-1:] + start_row[:-1]
    flipped = board(borders=["sun", "star", "moon", "comet"])     # comet on the west border now
    start_row = [tile(flipped, (2, c)) for c in range(5)]
    trigger(flipped, STAR_TO_COMET)
    assert [tile(flipped, (2, c)) for c in range(5)] == start_row[1:] + start_row[:1]


@pytest.mark.rule("IAI-GRID-BORDER-1", "IAI-POWER-JADE-1")
def test_border_icons_turn_with_the_grid():
    g = board()
    g.state.players[0].powers = ["jade"]
    refresh(g)
    g.apply(RotateTemple(True))
    g.apply(RotateTemple(True))
    assert g.state.rotation == 2 and g.state.ap == 1
    start = [tile(g, (r, 2)) for r in range(5)]
    trigger(g, SUN_TO_MOON, idol="gold")
    assert [tile(g, (r, 2)) for r in range(5)] == start[-1:] + start[:-1]   # still grid north -> south


@pytest.mark.rule("IAI-POWER-JADE-1")
def test_jade_turns_the_temple_either_way():
    g = board()
    g.state.players[0].powers = ["jade"]
    refresh(g)
    g.apply(RotateTemple(False))
    assert g.state.rotation == 3          # a quarter turn counter-clockwise
    g.apply(RotateTemple(True))
    assert g.state.rotation == 0 and g.state.ap == 1


@pytest.mark.rule("IAI-AMBIG-8")
def test_empty_deck_reshuffles_the_discards():
    g = board()
    s = g.state
    s.event_discard = list(s.event_deck[:12])
    s.event_deck = []
    at_location(g, (2, 2), altar="jade")
    s.players[0].hand = ["jade"]
    refresh(g)
    g.apply(PlaceIdol("jade"))
    g.apply(GainPower())
    assert len(g.state.event_deck) == 11 and len(g.state.event_discard) == 1


@pytest.mark.rule("IAI-POWER-RUBY-1", "IAI-POWER-REPEAT-1", "IAI-TILE-PATH-1", "IAI-AMBIG-20")
def test_ruby_rotates_unoccupied_tiles():
    g = board()
    g.state.players[0].powers = ["ruby"]
    put(g, (1, 1), "corner", 0)
    refresh(g)
    g.apply(UsePower("ruby"))
    g.apply(RotateTile((1, 1), True))
    assert g.state.tile_rot[tile(g, (1, 1))] == 1 and g.state.ap == 4
    for _ in range(4):                                    # again and again while AP lasts
        g.apply(UsePower("ruby"))
        g.apply(RotateTile((1, 1), False))
    assert g.state.tile_rot[tile(g, (1, 1))] == 1 and g.state.ap == 0
    # not a tile shared with another player; one's own tile is fine and the path turns with it
    g2 = board()
    g2.state.players[0].powers = ["ruby"]
    put(g2, (2, 2), "double", 0)
    place(g2, 1, (2, 2))
    refresh(g2)
    g2.apply(UsePower("ruby"))
    with pytest.raises(IllegalAction) as info:
        g2.apply(RotateTile((2, 2), True))
    assert info.value.rule_id == "IAI-AMBIG-20"
    g2.apply(Cancel())
    place(g2, 1, (4, 4))
    refresh(g2)
    g2.apply(UsePower("ruby"))
    g2.apply(RotateTile((2, 2), True))
    assert g2.state.players[0].path == 0
    from floe_widgets.games.ice_and_idols.temple import path_sides
    assert set(path_sides(g2.state, g2.content, 12, 0)) == {1, 2}          # N-E turned to E-S


@pytest.mark.rule("IAI-POWER-GOLD-1", "IAI-AMBIG-13")
def test_gold_slides_into_an_empty_space():
    g = board()
    g.state.players[0].powers = ["gold"]
    clear(g, (1, 2))
    refresh(g)
    moved = tile(g, (1, 1))
    g.apply(UsePower("gold"))
    with pytest.raises(IllegalAction) as info:
        g.apply(SlideTile((1, 0), "E"))                   # (1,1) holds a tile
    assert info.value.rule_id == "IAI-POWER-GOLD-1"
    g.apply(SlideTile((1, 1), "E"))
    assert tile(g, (1, 2)) == moved and tile(g, (1, 1)) == EMPTY and g.state.ap == 3
    g2 = board()
    g2.state.players[0].powers = ["gold"]
    clear(g2, (2, 0))
    refresh(g2)
    edge = tile(g2, (2, 4))
    g2.apply(UsePower("gold"))
    g2.apply(SlideTile((2, 4), "E"))                       # across the edge
    assert tile(g2, (2, 0)) == edge


@pytest.mark.rule("IAI-ABILITY-SCULPTOR-1", "IAI-ABILITY-GEN-1")
def test_sculptor_shifts_own_line():
    g = board(chars=("sculptor", "curator"))
    place(g, 0, (4, 1))
    g.state.ap = 6
    refresh(g)
    col = [tile(g, (r, 1)) for r in range(5)]
    g.apply(SculptorShift("N"))
    assert [tile(g, (r, 1)) for r in range(5)] == col[1:] + col[:1]
    assert g.state.players[0].cell == cell_of(3, 1) and g.state.ap == 3
    g.apply(SculptorShift("E"))                           # twice in one turn, now its row
    assert g.state.players[0].cell == cell_of(3, 2) and g.state.ap == 0


@pytest.mark.rule("IAI-ABILITY-ARCHITECT-1", "IAI-AMBIG-14", "IAI-ABILITY-GEN-1")
def test_architect_swaps_and_orients():
    g = board(chars=("architect", "curator"))
    mine = tile(g, (2, 2))
    clear(g, (2, 3))
    refresh(g)
    g.apply(UseAbility())
    g.apply(ArchitectSwap("E"))
    assert tile(g, (2, 3)) == mine and tile(g, (2, 2)) == EMPTY
    assert g.state.players[0].cell == cell_of(2, 3) and g.state.ap == 2
    g.apply(OrientTile((2, 3), 3))
    assert g.state.tile_rot[mine] == 3 and g.state.pending is None
    # a tile with another figure on it may be swapped; that figure rides its tile
    g2 = board(chars=("architect", "curator"))
    place(g2, 1, (1, 2))
    refresh(g2)
    theirs, mine = tile(g2, (1, 2)), tile(g2, (2, 2))
    g2.apply(UseAbility())
    g2.apply(ArchitectSwap("N"))
    assert tile(g2, (2, 2)) == theirs and tile(g2, (1, 2)) == mine
    assert g2.state.players[1].cell == cell_of(2, 2) and g2.state.players[0].cell == cell_of(1, 2)
    g2.apply(OrientTile((1, 2), 1))
    g2.apply(OrientTile((2, 2), 2))
    assert g2.state.tile_rot[mine] == 1 and g2.state.tile_rot[theirs] == 2


def test_pick_up_after_rotation_uses_the_new_location():
    g = board()
    g.state.map_idols[cell_of(0, 4)] = ["jade"]
    place(g, 0, (0, 0))
    refresh(g)
    assert PickUp("jade") not in g.legal_actions()
    trigger(g, ROTATE_CW, idol="gold")                     # grid (0,0) now lies over map (0,4)
    assert PickUp("jade") in g.legal_actions()
