"""The cheapest ways the monster AI reads (FH-FOCUS-5: fewest negative hexes, then fewest movement
points, then the least path, FH-GEN-1): the ways it is handed, cheapest first and found only as far as
it asks, are the moves a figure can make, for every kind of move and from off the map too; and of
two equally cheap ways the least path is kept, even one that steps back onto the ice it started on
(FH-TERR-2, FH-TERR-5)."""

from __future__ import annotations

import random

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.map.movement import MODES, Mover, reachable
from floe_widgets.games.frosthaven.map.searches import safest_ways


def random_board(seed: int, ice: bool, link: bool) -> tuple[HexMap, Mover]:
    """A radius-3 board with terrain, a door, thin walls, maybe ice and a linked pair, an ally and an enemy."""
    rng = random.Random(seed)
    hexes = hexgrid.spiral((0, 0), 3)
    kinds = ["obstacle", "trap", "hazardous", "difficult", "wall"] + (["icy"] * 3 if ice else [])
    overlays: dict = {h: rng.choice(kinds) for h in hexes[1:] if rng.random() < 0.3}
    overlays[rng.choice(hexes[1:7])] = Overlay("door", locked=rng.random() < 0.3)
    walls = [(a, hexgrid.add(a, rng.choice(hexgrid.DIRECTIONS))) for a in rng.sample(hexes, 3)]
    links = [tuple(rng.sample(hexes[7:], 2))] if link else []
    m = HexMap(hexes, walls=walls, overlays=overlays, links=links)
    ally, enemy = rng.sample([h for h in hexes[1:] if h not in overlays], 2)
    return m, Mover((0, 0), character=rng.random() < 0.5, occupied=frozenset({ally}), blocking=frozenset({enemy}))


CASES = [(seed, ice, link) for seed in range(3) for ice, link in ((False, False), (True, False), (False, True))]


@pytest.mark.rule("FH-FOCUS-5")
@pytest.mark.parametrize(("seed", "ice", "link"), CASES)
@pytest.mark.parametrize("mode", MODES)
def test_the_ways_the_monster_reads_are_the_moves_it_can_make(seed: int, ice: bool, link: bool, mode: str) -> None:
    m, mover = random_board(seed, ice, link)
    mover = Mover(mover.hex, mode, mover.character, mover.occupied, mover.blocking)
    moves = reachable(m, mover)
    # cheapest first, each cost once, its hexes in hex order; every move listed once
    groups = list(safest_ways(m, mover).by_cost())
    assert [(n, mp) for n, mp, _ in groups] == sorted({r.cost for r in moves.values()})
    assert [h for _, _, hexes in groups for h in hexes] == sorted(moves, key=lambda h: (moves[h].cost, h))
    # each hex looked up in ways not searched yet: found, with its cost and way, or not there
    for h in sorted(m.hexes | {(9, 9)}):
        assert (h in safest_ways(m, mover)) == (h in moves), h
        if h in moves:
            assert safest_ways(m, mover).cost_of(h) == moves[h].cost
            assert safest_ways(m, mover)[h] == moves[h]


def test_a_monster_standing_off_the_map_may_only_stay() -> None:
    m = HexMap.radius(2)
    ways = safest_ways(m, Mover((5, 0)))
    assert list(ways.by_cost()) == [(0, 0, [(5, 0)])]
    assert ways.cost_of((5, 0)) == (0, 0) and ways[(5, 0)] == reachable(m, Mover((5, 0)))[(5, 0)]
    assert (0, 0) not in safest_ways(m, Mover((5, 0)))


@pytest.mark.rule("FH-GEN-1", "FH-TERR-2", "FH-TERR-5")
@pytest.mark.parametrize("prefer", ["safe", "short"])
def test_of_two_equally_cheap_ways_the_least_path_is_kept(prefer: str) -> None:
    # starting on ice next to difficult terrain: the step into it costs 2 points; so does stepping
    # back west and onto the ice again, which slides into the same hex; that path is the lesser
    m = HexMap.radius(2, overlays={(0, 0): "icy", (1, 0): "difficult"})
    way = reachable(m, Mover((0, 0)), prefer=prefer)[(1, 0)]
    assert (way.neg, way.mp) == (0, 2)
    assert way.path == ((0, 0), (-1, 0), (0, 0), (1, 0))
    assert way.steps == ((-1, 0), (0, 0))
    assert safest_ways(m, Mover((0, 0)))[(1, 0)] == reachable(m, Mover((0, 0)))[(1, 0)]


@pytest.mark.rule("FH-FOCUS-5", "FH-TERR-1")
@pytest.mark.parametrize("ice", [False, True])
def test_hexes_behind_obstacles_are_not_among_the_ways_however_often_asked(ice: bool) -> None:
    # a ring of obstacles round the monster: no hex beyond it is reachable, whichever is asked first
    ring = {h: "obstacle" for h in hexgrid.ring((0, 0), 1)}
    m = HexMap.radius(3, overlays=ring | ({(0, 3): "icy"} if ice else {}))
    ways = safest_ways(m, Mover((0, 0)))
    assert (2, 0) not in ways and (0, 2) not in ways and ways.get((3, 0)) is None
    assert list(ways) == [(0, 0)] and ways.cost_of((0, 0)) == (0, 0)


@pytest.mark.rule("FH-GEN-1", "FH-HEX-8", "FH-TERR-5")
@pytest.mark.parametrize("prefer", ["safe", "short"])
def test_of_a_slide_and_a_link_to_the_same_hex_at_the_same_cost_the_least_path_is_kept(prefer: str) -> None:
    # west onto the ice slides into (-2,0); the link goes there in one step: 1 point each, no negative hex;
    # the step across the link is tried after the slide, and its path is the lesser
    m = HexMap.radius(3, overlays={(-1, 0): "icy"}, links=[((0, 0), (-2, 0))])
    way = reachable(m, Mover((0, 0)), 2, prefer=prefer)[(-2, 0)]
    assert (way.neg, way.mp, way.path) == (0, 1, ((0, 0), (-2, 0)))
    assert safest_ways(m, Mover((0, 0)))[(-2, 0)] == reachable(m, Mover((0, 0)))[(-2, 0)]


@pytest.mark.rule("FH-FOCUS-5")
def test_a_hex_looked_up_while_only_the_cheaper_costs_are_found_has_its_own_way() -> None:
    # the monster AI reads the costs cheapest first, then looks up the hex it moves to; here the hex
    # beside it in the map's numbering, (0,-2), was found one point cheaper
    m = HexMap.radius(4)
    ways = safest_ways(m, Mover((0, 0)))
    costs = ways.by_cost()
    assert [next(costs)[:2] for _ in range(4)] == [(0, 0), (0, 1), (0, 2), (0, 3)]
    assert ways.cost_of((0, -3)) == (0, 3)
    assert ways[(0, -3)] == reachable(m, Mover((0, 0)))[(0, -3)]
