"""Rule ids of the checklist that no other test named yet, for what the engine implements:
flying (movement and monster AI) and tile manipulation (tiles.py).  The campaign, outpost and
scenario-book ids are not implemented; docs/frosthaven.md lists them with the reason."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.hexmap import HexMap
from floe_widgets.games.frosthaven.monster_ai import Ability, Figure, plan_turn
from floe_widgets.games.frosthaven.movement import Mover, follow, is_legal_end, reachable
from floe_widgets.games.frosthaven.tiles import (
    cut_off,
    exchange_overlays,
    move_overlay,
    place_overlay,
    regions,
    remove_overlay,
)

LINE = [(0, 0), (1, -1), (2, -1), (3, -2), (4, -2)]  # five hexes in a row (rect:5:1)


# -- flying (FH-FLY-IGNORE-1, as adopted with the scenario-rules spec FH-MOVE-5) ---------------
@pytest.mark.rule("FH-FLY-IGNORE-1")
def test_flying_ignores_figures_obstacles_traps_and_terrain_on_the_way():
    m = HexMap.radius(4, overlays={(0, 1): "trap", (0, 2): "obstacle", (0, 3): "hazardous", (1, 2): "difficult",
                                   (1, 0): "icy"})
    enemy = (0, 1)  # an enemy stands on the trap too
    flyer = Mover((0, 0), mode="flying", blocking=frozenset({enemy}))
    walk = follow(m, flyer, [(0, 1), (0, 2), (0, 3)])
    assert walk.final == (0, 3) and walk.points == 3 and walk.triggered == ()  # ends in hazard: no damage
    assert follow(m, flyer, [(1, 0), (2, 0)]).entered == ((1, 0), (2, 0))  # no slide on ice
    assert reachable(m, flyer, 3)[(1, 2)].mp == 3  # difficult terrain costs 1
    walker = Mover((0, 0), blocking=frozenset({enemy}))
    with pytest.raises(ValueError):
        follow(m, walker, [(0, 1), (0, 2)])  # the same steps are refused when walking


@pytest.mark.rule("FH-FLY-IGNORE-1")
def test_flying_still_stops_at_walls_plates_and_occupied_end_hexes():
    m = HexMap.radius(3, walls=[((0, 0), (0, 1))], overlays={(1, 0): "pressure-plate", (-1, 0): "wall"})
    flyer = Mover((0, 0), mode="flying", occupied=frozenset({(1, -1)}))
    with pytest.raises(ValueError):
        follow(m, flyer, [(0, 1)])                       # a thin wall still blocks
    with pytest.raises(ValueError):
        follow(m, flyer, [(-1, 0)])                      # a wall hex still blocks
    assert follow(m, flyer, [(1, 0)]).triggered == ((1, 0),)  # pressure plates still trigger
    assert not is_legal_end(m, flyer, (1, -1))            # must end in an unoccupied hex
    assert (1, -1) not in reachable(m, flyer, 2)
    assert reachable(m, flyer, 2)[(0, 1)].mp == 2         # around the thin wall


@pytest.mark.rule("FH-FLY-IGNORE-1")
def test_a_flying_monster_counts_no_negative_hex_and_plans_straight_over_hazards():
    hazards = {(0, 1): "hazardous", (0, 2): "hazardous", (1, 1): "hazardous", (-1, 2): "hazardous",
               (1, 0): "hazardous", (-1, 1): "hazardous"}
    m = HexMap.radius(4, overlays=hazards)
    figs = [Figure("M", "monsters", (0, 0), "monster"), Figure("A", "characters", (0, 3), initiative=10)]
    walking = plan_turn(m, figs, "M", Ability(move=2))
    flying = plan_turn(m, figs, "M", Ability(move=2, movement="flying"))
    assert flying.focus == walking.focus == ["A"]
    assert {o.destination for o in flying.options} == {(0, 2)}   # next to A, in hazardous terrain
    assert all(not any(m.is_negative(h) for h in o.path[1:]) for o in walking.options)
    assert all(o.attacks == ("A",) for o in flying.options)
    assert all(not o.attacks for o in walking.options)  # walking, no negative hex is crossed to attack


# -- tile manipulation (FH-TILES-MANIP-1, tiles.py) ------------------------------------------------
@pytest.mark.rule("FH-TILES-MANIP-1")
def test_an_obstacle_that_would_cut_the_map_in_two_is_refused():
    m = HexMap(LINE)
    with pytest.raises(ValueError, match="FH-TILES-MANIP-1"):
        place_overlay(m, (2, -1), "obstacle")
    assert cut_off(m, m.with_overlay((2, -1), "obstacle"), [(2, -1)]) == [(3, -2), (4, -2)]
    after = place_overlay(m, (4, -2), "obstacle")  # the end of the row cuts nothing off
    assert after.is_obstacle((4, -2))
    trap = place_overlay(m, (2, -1), "trap")       # traps and terrain can be walked through
    assert trap.is_trap((2, -1)) and len(set(regions(trap).values())) == 1


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_a_corridor_behind_a_closed_door_still_counts_as_reachable():
    m = HexMap(LINE, overlays={(1, -1): "door"})
    assert len(set(regions(m).values())) == 1       # a character opens the door
    with pytest.raises(ValueError, match="FH-TILES-MANIP-1"):
        place_overlay(m, (2, -1), "obstacle")
    ring = HexMap.radius(1)
    assert place_overlay(ring, (0, 0), "obstacle").is_obstacle((0, 0))  # the ring stays connected


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_moving_exchanging_and_removing_overlays():
    m = HexMap(LINE, overlays={(4, -2): "obstacle", (0, 0): "trap"})
    with pytest.raises(ValueError, match="FH-TILES-MANIP-1"):
        move_overlay(m, (4, -2), (2, -1))
    with pytest.raises(ValueError, match="FH-TILES-MANIP-1"):
        exchange_overlays(m, (4, -2), (1, -1))
    swapped = exchange_overlays(m, (4, -2), (0, 0))
    assert swapped.is_obstacle((0, 0)) and swapped.is_trap((4, -2))
    moved = move_overlay(m, (0, 0), (3, -2))
    assert moved.is_trap((3, -2)) and moved.overlay((0, 0)) is None
    with pytest.raises(ValueError, match="FH-TERR-4"):
        move_overlay(m, (0, 0), (3, -2), occupied=[(3, -2)])
    cleared = remove_overlay(m, (4, -2))
    assert cleared.overlay((4, -2)) is None
    with pytest.raises(ValueError):
        remove_overlay(cleared, (4, -2))
