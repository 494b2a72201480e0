"""The cheapest ways a figure can move, checked against a tiny exhaustive search written here from the rules:
every walk of a few points is tried step by step, and the searches must give each hex's cheapest cost
and, among equally cheap ways, the least path (FH-MOVE-1/2, FH-TERR-1/2/5, FH-HEX-4/8, FH-GEN-1 stable
order).  The reverse searches the monster AI uses to approach a hex must agree with the forward search
from every start (FH-FOCUS-5, FH-MMOVE-4)."""

from __future__ import annotations

import random

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import HexMap
from floe_widgets.games.frosthaven.map.movement import Mover, all_resting, reachable
from floe_widgets.games.frosthaven.map.searches import costs_to, costs_to_any

POINTS = 4


def random_board(seed: int, *, ice: bool, link: bool) -> tuple[HexMap, Mover]:
    """A radius-3 board with terrain, three thin walls, maybe a linked pair, two allies and an enemy."""
    rng = random.Random(seed)
    hexes = hexgrid.spiral((0, 0), 3)
    kinds = ["obstacle", "trap", "hazardous", "difficult", "difficult"] + (["icy"] * 4 if ice else [])
    overlays = {h: rng.choice(kinds) for h in hexes[1:] if rng.random() < 0.35}
    walls = []
    while len(walls) < 3:
        a = rng.choice(hexes)
        b = hexgrid.add(a, rng.choice(hexgrid.DIRECTIONS))
        if b in hexes:
            walls.append((a, b))
    links = [tuple(rng.sample(hexes[7:], 2))] if link else []
    m = HexMap(hexes, walls=walls, overlays=overlays, links=links)
    free = [h for h in hexes[1:] if h not in overlays]
    allies_and_enemy = rng.sample(free, 3)
    return m, Mover((0, 0), character=rng.random() < 0.5, occupied=frozenset(allies_and_enemy),
                    blocking=frozenset(allies_and_enemy[:1]))


def walks(m: HexMap, mover: Mover, points: int):
    """``(mp, neg, path)`` of every walk of at most ``points`` movement points, by the rules alone."""
    def enterable(n) -> bool:
        return (m.is_playable(n) and not m.is_obstacle(n) and not m.is_objective(n) and n not in mover.blocking
                and not (m.is_closed_door(n) and not mover.character))

    def steps(cur):
        for n in hexgrid.neighbours(cur):
            if enterable(n) and not m.has_thin_wall(cur, n):
                yield n, True
        for n in m.linked(cur):
            if enterable(n):
                yield n, False      # a linked hex is entered without a direction: no slide (FH-HEX-8)

    def slide(prev, h):
        d, out = hexgrid.sub(h, prev), []
        while m.is_icy(h):
            nxt = hexgrid.add(h, d)
            if (not m.is_playable(nxt) or m.is_closed_door(nxt) or m.has_thin_wall(h, nxt)
                    or nxt in mover.occupied or m.is_obstacle(nxt) or m.is_objective(nxt)):
                break
            out.append(nxt)
            h = nxt
        return out

    todo = [(mover.hex, 0, (mover.hex,))]
    while todo:
        cur, mp, path = todo.pop()
        yield mp, sum(m.is_negative(h) for h in path[1:]), path
        for n, directed in steps(cur):
            cost = 2 if m.is_difficult(n) else 1
            if mp + cost <= points:
                passed = (n, *slide(cur, n)) if directed else (n,)
                todo.append((passed[-1], mp + cost, path + passed))


def best_walks(m: HexMap, mover: Mover, points: int) -> dict:
    """Per legal end hex: the fewest points, then fewest negative hexes, then the least path."""
    best: dict = {}
    for mp, neg, path in walks(m, mover, points):
        end = path[-1]
        legal = end == mover.hex or end not in mover.occupied
        if legal and (end not in best or (mp, neg, path) < best[end]):
            best[end] = (mp, neg, path)
    return best


CASES = [(seed, ice, link) for seed in range(6) for ice, link in ((False, False), (True, False), (False, True),
                                                                  (True, True))]


@pytest.mark.rule("FH-MOVE-1", "FH-MOVE-2", "FH-TERR-2", "FH-TERR-5", "FH-HEX-8")
@pytest.mark.parametrize(("seed", "ice", "link"), CASES)
def test_the_shortest_ways_are_those_found_by_trying_every_walk(seed: int, ice: bool, link: bool) -> None:
    m, mover = random_board(seed, ice=ice, link=link)
    found = {h: (r.mp, r.neg, r.path) for h, r in reachable(m, mover, POINTS, prefer="short").items()}
    assert found == best_walks(m, mover, POINTS)


@pytest.mark.rule("FH-FOCUS-5", "FH-MMOVE-4")
@pytest.mark.parametrize(("seed", "ice", "link"), CASES[::2] + CASES[1::4] + CASES[3::8])
def test_the_cost_to_a_hex_from_anywhere_is_the_forward_cost_from_there(seed: int, ice: bool, link: bool) -> None:
    m, mover = random_board(seed, ice=ice, link=link)
    goals = sorted(h for h in reachable(m, mover, 2))[:2]
    back_to_each = [costs_to(m, mover, goal) for goal in goals]
    back_to_any = costs_to_any(m, mover, goals)
    for h in sorted(m.hexes - mover.occupied):
        forward = all_resting(m, mover.at(h))
        for goal, back in zip(goals, back_to_each):
            assert back.get(h) == (forward[goal].cost if goal in forward else None), (h, goal)
        nearest = [forward[g].cost for g in goals if g in forward]
        assert back_to_any.get(h) == (min(nearest) if nearest else None), h
