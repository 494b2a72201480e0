"""Frosthaven monster-AI solver speed (plain script; prints numbers, asserts nothing).

1. Every shipped fh-situation/1 document: parse + solve from cold caches, several repeats,
   the best time per situation kept; prints median, 95th percentile and worst.
2. Growing seeded random maps (hex boards of radius R with walls, thin walls and terrain, four
   characters, a ranged Target-2 monster and a melee monster): the largest map solved in under
   one second.

Run: ``python benchmarks/frosthaven_solver.py``
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.situation import SITUATION_FORMAT, solve_document

FOLDER = Path(__file__).resolve().parents[1] / "floe_widgets" / "games" / "frosthaven" / "content" / "situations"


def time_solve(text: str, repeats: int = 3) -> float:
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        solve_document(text)
        best = min(best, time.perf_counter() - t)
    return best


def shipped() -> list[tuple[str, float]]:
    return [(p.stem, time_solve(p.read_text())) for p in sorted(FOLDER.glob("*.json"))]


def random_document(radius: int, seed: int, *, ranged: bool) -> dict:
    rng = random.Random(seed)
    hexes = hexgrid.spiral((0, 0), radius)
    overlays = {}
    for h in hexes[1:]:
        x = rng.random()
        if x < 0.05:
            overlays[h] = "wall"
        elif x < 0.12:
            overlays[h] = "obstacle"
        elif x < 0.15:
            overlays[h] = "trap"
        elif x < 0.18:
            overlays[h] = "hazardous"
        elif x < 0.23:
            overlays[h] = "difficult"
        elif x < 0.26:
            overlays[h] = "icy"
    walls = set()
    for h in hexes:
        for n in hexgrid.neighbours(h):
            if n in overlays or h in overlays:
                continue
            if n in hexes and rng.random() < 0.03:
                walls.add(tuple(sorted((h, n))))
    free = [h for h in hexes if h not in overlays and h != (0, 0)]
    spots = rng.sample(free, 5)
    figures = [{"id": "M", "team": "monsters", "kind": "monster", "hex": [0, 0]}]
    figures += [{"id": f"C{i}", "team": "characters", "kind": "character", "hex": list(spots[i]),
                 "initiative": 10 * i + 5} for i in range(4)]
    figures.append({"id": "a", "team": "monsters", "kind": "monster", "hex": list(spots[4])})
    ability = {"move": 3, "attack": True, "range": 3 if ranged else 0, "targets": 2 if ranged else 1,
               "aoe": None, "movement": "normal", "muddled": False}
    return {"format": SITUATION_FORMAT, "hexes": [list(h) for h in hexes],
            "walls": [[list(a), list(b)] for a, b in sorted(walls)],
            "overlays": [{"hex": list(h), "kind": k} for h, k in sorted(overlays.items())],
            "figures": figures, "active": "M", "ability": ability, "scenario_level": 1}


def largest_under_one_second(ranged: bool, seeds: int = 3) -> tuple[int, int, list[tuple[int, int, float]]]:
    rows = []
    best = (0, 0)
    for radius in (4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 48, 56, 64):
        worst = max(time_solve(json.dumps(random_document(radius, s, ranged=ranged)), repeats=1) for s in range(seeds))
        n = 3 * radius * (radius + 1) + 1
        rows.append((radius, n, worst))
        if worst < 1.0:
            best = (radius, n)
        else:
            break
    return best[0], best[1], rows


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    k = max(0, min(len(values) - 1, round(q * (len(values) - 1))))
    return values[k]


def main() -> int:
    rows = shipped()
    times = [t for _, t in rows]
    worst_name, worst = max(rows, key=lambda r: r[1])
    print(f"shipped situations: {len(rows)}")
    print(f"  median {statistics.median(times) * 1000:.1f} ms, "
          f"95th percentile {percentile(times, 0.95) * 1000:.1f} ms, worst {worst * 1000:.1f} ms ({worst_name})")
    for ranged in (False, True):
        radius, n, table = largest_under_one_second(ranged)
        label = "ranged Target 2" if ranged else "melee"
        for r, hexes, t in table:
            print(f"  {label:15s} radius {r:2d} ({hexes:4d} hexes): worst of 3 seeds {t * 1000:.0f} ms")
        print(f"largest map solved under 1 s ({label}): radius {radius}, {n} hexes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
