"""Flying movement on the map model and in the monster AI: figures, obstacles, traps and terrain
are ignored on the way."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, plan_turn
from floe_widgets.games.frosthaven.map.hexmap import HexMap
from floe_widgets.games.frosthaven.map.movement import Mover, is_legal_end, reachable


@pytest.mark.rule("FH-FLY-IGNORE-1")
def test_flying_ignores_figures_obstacles_traps_and_terrain_on_the_way():
    m = HexMap.radius(4, overlays={(0, 1): "trap", (0, 2): "obstacle", (0, 3): "hazardous", (1, 2): "difficult",
                                   (1, 0): "icy"})
    enemy = (0, 1)  # an enemy stands on the trap too
    flyer = Mover((0, 0), mode="flying", blocking=frozenset({enemy}))
    flown = reachable(m, flyer, 3)
    assert (flown[(0, 3)].mp, flown[(0, 3)].neg) == (3, 0)  # over the enemy and the obstacle; ends in hazard: no damage
    assert flown[(1, 0)].path == ((0, 0), (1, 0))           # rests on the ice: no slide
    assert flown[(1, 2)].mp == 3                            # difficult terrain costs 1
    walked = reachable(m, Mover((0, 0), blocking=frozenset({enemy})), 3)
    assert (0, 3) not in walked                             # walking, the same hex is out of reach


@pytest.mark.rule("FH-FLY-IGNORE-1")
def test_flying_still_stops_at_walls_plates_and_occupied_end_hexes():
    m = HexMap.radius(3, walls=[((0, 0), (0, 1))], overlays={(1, 0): "pressure-plate", (-1, 0): "wall"})
    flyer = Mover((0, 0), mode="flying", occupied=frozenset({(1, -1)}))
    one = reachable(m, flyer, 1)
    assert (0, 1) not in one                              # a thin wall still blocks
    assert (-1, 0) not in reachable(m, flyer, None)       # a wall hex still blocks
    assert (one[(1, 0)].mp, one[(1, 0)].neg) == (1, 0)    # a pressure plate is an empty hex
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
