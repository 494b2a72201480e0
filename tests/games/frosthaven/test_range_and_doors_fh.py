"""Range counted around walls as every search of the map gives it, the area placements it allows, and
what opening a door changes (FH-HEX-5, FH-FOCUS-12, FH-HEX-7).  Each map here carries a corridor on a
hex of its own so that its answers are worked out afresh (maps of equal content share their cached work)."""

from __future__ import annotations

import math

import pytest

from floe_widgets.games.frosthaven.map.geometry import Area, ranged_placement_valid
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay


def walled(marker: tuple[int, int]) -> HexMap:
    """H4 with a wall hex on (1, 0) and a thin wall on the (0, 0)|(0, 1) edge."""
    return HexMap.radius(4, overlays={(1, 0): "wall", marker: "corridor"}, walls=[((0, 0), (0, 1))])


@pytest.mark.rule("FH-HEX-5")
def test_the_hexes_within_range_one_are_the_adjacent_ones() -> None:
    m = walled((-4, 1))
    # (1, 0) is a wall hex and (0, 1) lies behind the thin wall: range 2 (around the wall's end)
    assert m.ranges_within((0, 0), 1) == {(0, 0): 0, (1, -1): 1, (0, -1): 1, (-1, 0): 1, (-1, 1): 1}
    assert m.range((0, 0), (0, 1)) == 2


@pytest.mark.rule("FH-HEX-5")
def test_ranges_within_a_limit_are_the_ranges_counted_around_walls() -> None:
    m = walled((-4, 2))
    for start in [(0, 0), (2, 0), (-1, 1)]:
        for limit in (1, 2, 3):
            near = m.ranges_within(start, limit)
            assert near == {h: m.range(start, h) for h in m.playable_hexes()
                            if not m.acts_as_wall(h) and m.range(start, h) <= limit}


@pytest.mark.rule("FH-HEX-5")
def test_the_range_is_the_same_once_every_range_from_a_hex_is_known() -> None:
    m = walled((-4, 3))
    assert m.ranges_from((0, 0))[(2, 0)] == 3
    assert m.range((0, 0), (2, 0)) == 3 and m.range((2, 0), (0, 0)) == 3   # around the wall hex
    assert m.range((0, 0), (0, 1)) == 2 and m.range((0, 1), (0, 0)) == 2   # around the thin wall
    assert m.range((0, 0), (1, 0)) == math.inf                            # a wall hex is never reached


@pytest.mark.rule("FH-HEX-5", "FH-HEX-3")
def test_no_range_is_counted_to_or_from_a_hex_off_the_map() -> None:
    m = walled((-3, 4))
    assert m.range((0, 0), (9, 9)) == math.inf and m.range((9, 9), (0, 0)) == math.inf
    assert m.ranges_within((9, 9), 2) == {(9, 9): 0}


@pytest.mark.rule("FH-HEX-7", "FH-TURN-9")
def test_opening_a_door_reveals_the_rooms_it_joins_but_not_one_behind_a_wall_line() -> None:
    m = HexMap.radius(2, overlays={(0, 0): Overlay("door")},
                      rooms={"hall": [(-1, 0), (-1, 1), (-2, 1)], "cellar": [(1, 0), (2, 0)], "vault": [(0, 1)]},
                      walls=[((0, 0), (0, 1))], revealed=["hall"])
    assert not m.is_playable((1, 0)) and not m.is_playable((0, 1))
    opened = m.with_door_opened((0, 0))
    assert opened.is_playable((1, 0)) and opened.is_playable((2, 0))   # the room behind the door
    assert not opened.is_playable((0, 1))                              # only touching it across a wall


@pytest.mark.rule("FH-HEX-7")
def test_an_opened_door_is_open_and_no_longer_locked() -> None:
    m = HexMap.radius(2, overlays={(0, 0): Overlay("door", locked=True)})
    opened = m.with_door_opened((0, 0))
    assert opened.overlay((0, 0)) == Overlay("door", open=True, locked=False)
    assert opened.is_open_door((0, 0)) and not opened.is_locked_door((0, 0)) and not opened.acts_as_wall((0, 0))


def test_each_terrain_overlay_is_only_itself() -> None:
    kinds = {(1, 0): "hazardous", (2, 0): "icy", (3, 0): "pressure-plate", (-1, 0): "trap"}
    m = HexMap.radius(4, overlays=kinds)
    assert [h for h in sorted(kinds) if m.is_hazardous(h)] == [(1, 0)]
    assert [h for h in sorted(kinds) if m.is_icy(h)] == [(2, 0)]
    assert [h for h in sorted(kinds) if m.is_pressure_plate(h)] == [(3, 0)]
    assert not m.is_hazardous((0, 0)) and not m.is_icy((0, 0)) and not m.is_pressure_plate((0, 0))


@pytest.mark.rule("FH-FOCUS-12", "FH-HEX-5")
def test_a_ranged_area_needs_a_red_hex_within_range_counted_around_walls() -> None:
    m = HexMap.radius(4, overlays={(-1, 1): "wall"}, walls=[((0, 0), (0, 1))])
    # (0, 1) touches (0, 0) across the thin wall: range 2, so a range-1 area placed on it is out of reach
    assert m.range((0, 0), (0, 1)) == 2
    assert not ranged_placement_valid(m, (0, 0), [(0, 1), (0, 2)], 1)
    assert ranged_placement_valid(m, (0, 0), [(0, 1), (0, 2)], 2)
    assert ranged_placement_valid(m, (0, 0), [(1, 0), (2, 0)], 1)
    assert not ranged_placement_valid(m, (0, 0), [(-1, 1), (-2, 2)], 1)   # its only near red hex is a wall


@pytest.mark.rule("FH-FOCUS-12")
def test_a_melee_area_of_one_hex_lies_on_each_neighbour_of_the_attacker() -> None:
    placements = Area(((1, 0),)).melee_placements((2, 0))
    assert sorted(h for p in placements for h in p) == sorted([(3, 0), (3, -1), (2, -1), (1, 0), (1, 1), (2, 1)])
    assert all(len(p) == 1 for p in placements)


@pytest.mark.rule("FH-HEX-7")
@pytest.mark.parametrize(("kind", "dest", "attacks"), [("character", (2, 0), ("M",)), ("summon", (0, 0), ())])
def test_the_solver_moves_a_character_through_a_closed_door_but_not_a_summon(kind, dest, attacks) -> None:
    from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, plan_turn

    # a corridor (0, 0) - door (1, 0) - (2, 0) - (3, 0): only a character's own move enters a closed door
    m = HexMap([(0, 0), (1, 0), (2, 0), (3, 0)], overlays={(1, 0): Overlay("door")})
    figures = [Figure("A", "characters", (0, 0), kind, 10), Figure("M", "monsters", (3, 0), "monster")]
    plan = plan_turn(m, figures, "A", Ability(move=2, attack=True))
    assert [(o.destination, o.attacks) for o in plan.options] == [(dest, attacks)]
