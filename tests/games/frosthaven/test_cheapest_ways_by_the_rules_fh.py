"""The cheapest-first search the game and the monster AI move by (a whole cost at a time over the
map's cells, with icy slides and links) gives every hex a figure can rest in the cost, the path and
the steps that a plain search written here from the rules gives, in the same order (FH-FOCUS-5,
FH-MOVE-1/2, FH-TERR-1/2/5, FH-HEX-4/7/8, FH-GEN-1 stable order); the reverse search toward a goal
agrees with the forward search from every hex.  The reference below is for the tests only: the game
never calls it."""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterator

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import Mover, is_legal_end
from floe_widgets.games.frosthaven.map.reverse_searches import costs_to_any
from floe_widgets.games.frosthaven.map.ways import resting_costs, safest_ways
from floe_widgets.games.frosthaven.situations.random_situations import random_situation
from floe_widgets.games.frosthaven.situations.situation import parse_situation


def seeded_maps(count: int) -> Iterator[tuple[HexMap, Mover]]:
    """Seeded random situations (ice on most), every other one given two links, with three movers on
    each: characters and monsters, allies in the way and enemies blocking."""
    for seed in range(count):
        sit = parse_situation(random_situation(seed))
        m = sit.hexmap
        rng = random.Random(seed)
        if seed % 2:
            hexes = sorted(m.hexes)
            m = HexMap(m.hexes, walls=m.walls, overlays=m.overlays, rooms=m.rooms, revealed=m.revealed,
                       links=[rng.sample(hexes, 2), rng.sample(hexes, 2)])
        figures = [f.hex for f in sit.figures]
        for h in rng.sample(sorted(m.hexes), 3):
            occupied = frozenset(x for x in figures if x != h)
            blocking = frozenset(x for x in occupied if rng.random() < 0.5)
            yield m, Mover(h, character=rng.random() < 0.5, occupied=occupied, blocking=blocking)


def steps_by_the_rules(m: HexMap, mover: Mover, h: Hex) -> Iterator[tuple[Hex, tuple[Hex, ...]]]:
    """``(hex stepped into, hexes passed)`` for every normal step out of ``h``: into a neighbour across
    no wall line, or a linked hex (no slide follows a link), never into an obstacle, an objective, a
    blocking figure's hex or, unless a character, a closed door; a closed door is left only by a
    character; a step into ice slides on the same way while it can."""
    if not m.is_playable(h) or (m.is_closed_door(h) and not mover.character):
        return

    def enterable(n: Hex) -> bool:
        return (m.is_playable(n) and not m.is_obstacle(n) and not m.is_objective(n) and n not in mover.blocking
                and not (m.is_closed_door(n) and (not mover.character or m.is_locked_door(n))))

    for d in hexgrid.DIRECTIONS:
        n = hexgrid.add(h, d)
        if enterable(n) and not m.has_thin_wall(h, n):
            passed = [n]
            while m.is_icy(passed[-1]):
                cur = passed[-1]
                nxt = hexgrid.add(cur, d)
                if (not m.is_playable(nxt) or m.is_closed_door(nxt) or m.has_thin_wall(cur, nxt)
                        or nxt in mover.occupied or m.is_obstacle(nxt) or m.is_objective(nxt)):
                    break
                passed.append(nxt)
            yield n, tuple(passed)
    for n in m.linked(h):
        if enterable(n):
            yield n, (n,)


def ways_by_the_rules(m: HexMap, mover: Mover, shortest_first: bool) -> dict[Hex, tuple]:
    """``{hex: (neg, mp, path, negatives, steps)}`` for every hex the mover can rest in: the cheapest
    way, fewest negative hexes then fewest points (or the other way round), then the least path, by a
    plain search over whole paths."""
    start = mover.hex
    heap = [((0, 0), (start,), ())]
    found: dict[Hex, tuple] = {}
    while heap:
        key, path, steps = heapq.heappop(heap)
        here = path[-1]
        if here in found:
            continue
        negatives = tuple(x for x in path[1:] if m.is_negative(x))
        neg, mp = (key[1], key[0]) if shortest_first else key
        found[here] = (neg, mp, path, negatives, steps)
        for n, passed in steps_by_the_rules(m, mover, here):
            points = 2 if m.is_difficult(n) else 1
            hurt = sum(m.is_negative(x) for x in passed)
            add = (points, hurt) if shortest_first else (hurt, points)
            heapq.heappush(heap, ((key[0] + add[0], key[1] + add[1]), path + passed, (*steps, n)))
    return found


MAPS = list(seeded_maps(40))


@pytest.mark.rule("FH-FOCUS-5", "FH-MOVE-1", "FH-MOVE-2", "FH-TERR-2", "FH-TERR-5", "FH-HEX-8")
@pytest.mark.parametrize("shortest_first", [False, True])
def test_every_resting_hex_has_the_cheapest_way_the_rules_give(shortest_first: bool) -> None:
    slid = 0
    for m, mover in MAPS:
        expected = ways_by_the_rules(m, mover, shortest_first)
        order = sorted(expected, key=lambda h: (expected[h][1], expected[h][0], h) if shortest_first
                       else (expected[h][0], expected[h][1], h))
        found = resting_costs(m, mover, shortest_first=shortest_first)
        assert list(found) == order, mover
        assert found == expected, mover
        slid += sum(r[4] != r[2][1:] for r in expected.values())
    assert slid > 100   # the maps have slides enough to tell


@pytest.mark.rule("FH-FOCUS-4", "FH-FOCUS-5", "FH-TERR-5")
def test_the_monster_reads_the_legal_ends_cheapest_first_with_their_ways() -> None:
    for m, mover in MAPS:
        if not mover.character:
            continue
        expected = ways_by_the_rules(m, mover, False)
        ends = [h for h in sorted(expected, key=lambda h: (expected[h][0], expected[h][1], h))
                if is_legal_end(m, mover, h)]
        ways = safest_ways(m, mover)
        assert list(ways) == ends, mover
        for h in ends[::3]:
            r = ways[h]
            assert (r.neg, r.mp, r.path, r.negatives, r.steps) == expected[h], (mover, h)


@pytest.mark.rule("FH-FOCUS-5", "FH-MMOVE-4")
def test_the_reverse_search_gives_each_hex_its_cheapest_cost_to_the_goal() -> None:
    for m, mover in MAPS[::2]:
        goal = mover.hex
        back = costs_to_any(m, mover, [goal])
        for h in sorted(m.hexes)[::4]:
            if h in mover.blocking:
                continue
            there = resting_costs(m, Mover(h, character=mover.character, occupied=mover.occupied - {h},
                                           blocking=mover.blocking - {h}))
            forward = there.get(goal)
            assert back.get(h) == (None if forward is None else forward[:2]), h
