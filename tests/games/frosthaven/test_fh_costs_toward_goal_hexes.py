"""How far every hex is from the hexes a monster heads for (FH-MMOVE-4: the cost of the path to the
ideal hex), worked backwards from those hexes: on boards with doors a monster may not enter, a
blocking enemy, thin walls, a linked pair of hexes and ice, the cost from each hex equals the cost of
the cheapest move from there, no other hex is listed, and a bound lists exactly the hexes cheaper than
it (FH-FOCUS-5, FH-HEX-7, FH-HEX-8, FH-TERR-5)."""

from __future__ import annotations

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay, clear_map_caches
from floe_widgets.games.frosthaven.map.movement import JUMP, TELEPORT, Mover, all_resting
from floe_widgets.games.frosthaven.map.searches import costs_to, costs_to_any

#: an unlocked closed door, a locked one, a thin wall, difficult terrain and a trap
TERRAIN = {(1, 0): Overlay("door"), (-1, 0): Overlay("door", locked=True), (0, 2): "difficult", (2, -2): "trap",
           (-2, 1): "obstacle"}
WALLS = [((0, 1), (1, 1)), ((1, -1), (2, -1))]
#: a linked pair: (-2,0) and (0,0), the second on ice in some boards (entered by the link, it does not slide)
LINK = [((-2, 0), (0, 0))]

BOARDS = {
    "plain": {},
    "linked": {"links": LINK},
    "icy": {"extra": {(0, 0): "icy", (0, -1): "icy", (-1, 2): "icy"}},
    "icy and linked": {"extra": {(0, 0): "icy", (0, -1): "icy"}, "links": LINK},
}
GOALS = ((1, 0), (-1, 0), (0, 0), (2, 1), (-3, 3))


def board(name: str) -> HexMap:
    spec = BOARDS[name]
    return HexMap.radius(3, walls=WALLS, overlays={**TERRAIN, **spec.get("extra", {})}, links=spec.get("links", ()))


@pytest.mark.rule("FH-MMOVE-4", "FH-FOCUS-5", "FH-HEX-7", "FH-HEX-8", "FH-TERR-5")
@pytest.mark.parametrize("name", sorted(BOARDS))
@pytest.mark.parametrize("character", [False, True])
def test_the_cost_from_each_hex_toward_a_goal_is_the_cost_of_the_cheapest_move_from_there(
        name: str, character: bool) -> None:
    clear_map_caches()   # nothing searched on these boards yet: the backward searches come first
    m = board(name)
    enemy, ally = (-1, 3), (3, -1)
    mover = Mover((0, 0), character=character, occupied=frozenset({ally}), blocking=frozenset({enemy}))
    backs = [costs_to(m, mover, goal) for goal in GOALS]
    to_any = costs_to_any(m, mover, GOALS[:2])
    assert all(set(back) <= m.hexes for back in (*backs, to_any))
    for h in sorted(m.hexes - mover.occupied):
        ahead = all_resting(m, mover.at(h))
        for goal, back in zip(GOALS, backs):
            assert back.get(h) == (ahead[goal].cost if goal in ahead else None), (name, goal, h)
        nearest = [ahead[g].cost for g in GOALS[:2] if g in ahead]
        assert to_any.get(h) == (min(nearest) if nearest else None), (name, h)


@pytest.mark.rule("FH-HEX-7")
def test_no_hex_is_any_distance_from_a_closed_door_for_a_monster() -> None:
    m = board("plain")
    assert costs_to(m, Mover((0, 0)), (1, 0)) == {(1, 0): (0, 0)}
    near = costs_to(m, Mover((0, 0), character=True), (1, 0))
    assert near[(0, 0)] == (0, 1) and near[(2, 0)] == (0, 1)
    assert costs_to(m, Mover((0, 0), character=True), (-1, 0)) == {(-1, 0): (0, 0)}   # locked


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_a_bound_lists_exactly_the_hexes_cheaper_than_it(name: str) -> None:
    m = board(name)
    mover = Mover((0, 0), blocking=frozenset({(-1, 3)}))
    for goal in ((2, 1), (-3, 3), (0, -3)):
        whole = costs_to(m, mover, goal)
        for below in ((0, 1), (0, 2), (0, 4), (1, 1), (1, 5)):
            assert costs_to(m, mover, goal, below=below) == {h: c for h, c in whole.items() if c < below}


def test_the_costs_toward_a_hex_are_refused_for_a_jump_or_a_teleport() -> None:
    m = board("plain")
    for mode in (JUMP, TELEPORT):
        with pytest.raises(ValueError, match="^costs_to is for normal movement$"):
            costs_to_any(m, Mover((0, 0), mode), [(1, 0)])
        with pytest.raises(ValueError, match="^costs_to is for normal movement$"):
            costs_to(m, Mover((0, 0), mode), (1, 0))


@pytest.mark.rule("FH-MMOVE-4")
@pytest.mark.parametrize("name", ["plain", "icy"])
def test_the_costs_toward_a_goal_read_as_a_mapping_cheapest_first(name: str) -> None:
    m = board(name)
    off_the_map = (9, 9)
    back = costs_to_any(m, Mover((0, 0), blocking=frozenset({(-1, 3)})), [(2, 1), off_the_map], below=(0, 4))
    listed = list(back.items())
    on_the_map = listed[:-1]
    assert listed[-1] == (off_the_map, (0, 0)) and listed[0] == ((2, 1), (0, 0))
    assert on_the_map == sorted(on_the_map, key=lambda item: (item[1], item[0]))
    assert len(back) == len(listed) == len(set(back)) and dict(listed) == back
    assert all(cost < (0, 4) for _, cost in on_the_map) and (-3, 3) not in back
    with pytest.raises(KeyError):
        back[(-3, 3)]
    assert back.get((-3, 3)) is None and back.get((-3, 3), (7, 7)) == (7, 7)


@pytest.mark.rule("FH-MMOVE-4")
@pytest.mark.parametrize("name", ["plain", "icy"])
def test_the_costs_toward_a_goal_by_cost_hold_each_costs_hexes_as_cells(name: str) -> None:
    # what the monster's move toward an ideal hex reads: each cost once, cheapest first, its hexes as bits
    m = board(name)
    back = costs_to_any(m, Mover((0, 0), blocking=frozenset({(-1, 3)})), [(2, 1), (9, 9)], below=(0, 4))
    at = m.cells().hex_at
    groups = [(cost, sorted(at[i] for i in range(cells.bit_length()) if cells >> i & 1))
              for cost, cells in back.by_cost()]
    costs = [cost for cost, _ in groups]
    assert costs == sorted(set(costs)) and all(hexes for _, hexes in groups)
    assert {h: cost for cost, hexes in groups for h in hexes} == {h: c for h, c in back.items() if h != (9, 9)}


@pytest.mark.rule("FH-MMOVE-4", "FH-HEX-3")
def test_a_hex_off_the_map_has_no_cost_toward_a_goal_unless_it_is_the_goal() -> None:
    m = board("plain")
    for goals in [((1, 0),), ((1, 0), (9, 9))]:
        costs = costs_to_any(m, Mover((0, 0)), goals)
        assert (8, 8) not in costs and costs.get((8, 8)) is None and costs.get((8, 8), "none") == "none"
        assert costs.get((9, 9), "none") == ((0, 0) if (9, 9) in goals else "none")
        assert costs.get((1, 0), "none") == (0, 0)



@pytest.mark.rule("FH-MMOVE-4", "FH-TERR-5", "FH-HEX-7")
@pytest.mark.parametrize("way", hexgrid.DIRECTIONS)
def test_a_step_into_ice_that_slides_on_is_not_a_step_to_rest_on_the_ice(way: tuple[int, int]) -> None:
    # ice at (0,0) with one way on: the hex ahead; the other sides are obstacles but for a closed door
    # behind it. A character in the door steps onto the ice and slides on ahead; it comes to rest on
    # the ice only by stepping back from there (the slide back stops at the door): 2 points.
    ahead, behind = way, (-way[0], -way[1])
    sides = {d: "obstacle" for d in hexgrid.DIRECTIONS if d not in (ahead, behind)}
    m = HexMap.radius(3, overlays={**sides, (0, 0): "icy", behind: Overlay("door")})
    mover = Mover(behind, character=True)
    assert all_resting(m, mover)[(0, 0)].path == (behind, (0, 0), ahead, (0, 0))
    assert costs_to(m, mover, (0, 0))[behind] == all_resting(m, mover)[(0, 0)].cost == (0, 2)


@pytest.mark.rule("FH-MMOVE-4", "FH-TERR-5", "FH-FOCUS-5")
def test_slides_toward_two_goals_count_each_negative_hex_they_cross() -> None:
    # two rows of ice sliding east into the goals: the top row ends on a trap, the bottom row crosses
    # an icy hex marked negative; from the west end of each row one step east slides on to a goal
    # across one negative hex, and every way there crosses one
    top = {(-2, 0): "icy", (-1, 0): "icy", (0, 0): "trap"}
    bottom = {(-2, 1): "icy", (-1, 1): Overlay("icy", negative=True)}
    hexes = [(q, r) for q in range(-3, 1) for r in (0, 1)]
    m = HexMap(hexes, overlays={**top, **bottom})
    mover = Mover((-3, 0))
    back = costs_to_any(m, mover, [(0, 0), (0, 1)])
    assert back[(-3, 0)] == back[(-3, 1)] == (1, 1)
    assert all_resting(m, mover)[(0, 0)].path == ((-3, 0), (-2, 0), (-1, 0), (0, 0))
    assert all_resting(m, mover.at((-3, 1)))[(0, 1)].negatives == ((-1, 1),)


@pytest.mark.rule("FH-MMOVE-4", "FH-HEX-8")
def test_a_hex_linked_to_two_hexes_is_one_step_from_each() -> None:
    m = HexMap.radius(4, links=[((0, 0), (4, -4)), ((0, 0), (-4, 4))])
    back = costs_to(m, Mover((1, 1)), (0, 0))
    assert back[(4, -4)] == back[(-4, 4)] == (0, 1)
    assert all_resting(m, Mover((4, -4)))[(0, 0)].path == ((4, -4), (0, 0))
