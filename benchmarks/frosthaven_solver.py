"""Frosthaven monster-AI solver speed, side by side with a baseline (plain script; prints numbers,
asserts nothing).

Each solver runs in its own subprocess, importing ``floe_widgets`` from its own source tree: this
worktree, and the baseline (``FH_BASELINE``, default ``../baseline``: a git worktree of the commit the speed
work started from; ``--baseline PATH`` to change, absent = skipped).  Rounds alternate between the
two so that both see the same machine load; each situation's time is the best over all rounds.

What is timed: the CPU time (``time.process_time``) of ``solve(situation)`` for a freshly parsed
situation, *cold*: map caches and layout caches cleared first, so the cell numbering, range, line
of sight and steps are all computed inside the timed call (only plain geometry that no map
changes, the outline of two hexes per offset between them, stays known across situations, as it
does in any session); *cold, layout kept*: the same with only the map caches cleared, so the
numbering of that set of hexes as cells (kept per set of hexes, whatever is on them) is known, as
for the first solve of a new map on a board shape already used in the process; *warm*: the same
situation parsed anew and solved once more, so the map-only work (cells, ranges, line of sight per
pair of hexes, kept per map content) is reused as in a scenario's later turns or the tactics lab,
and the figure-dependent work is redone; and *cold, trace read*: cold with the explanation read
(the trace's sentences are written only when read; ``fh solve`` prints them, the plain solve times
do not include them).  A tree without shared map caches (the baseline, which writes its trace as
it solves) is timed cold only.  Parsing is timed separately.  Cases:

1. every shipped ``fh-situation/1`` document (``content/situations``);
2. seeded random situations (``random_situations.random_situation(seed)``, boards of radius 3-6);
3. this solver only: the largest accepted situations (``situation_limits``: 1 000 hexes, 40 figures,
   ranged Target 3 and a ranged area), to show none takes more than one second.

Run: ``python benchmarks/frosthaven_solver.py [--rounds 3] [--random 200]``
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "floe_widgets" / "games" / "frosthaven" / "content" / "situations"
BASELINE = Path(os.environ.get("FH_BASELINE", "../baseline"))


def worker(cases_file: str, out_file: str, repeats: int) -> None:
    """Runs inside the subprocess: time parse and solve of every case (best of ``repeats``)."""
    import importlib
    import importlib.util
    import time

    # the baseline tree may have the flat layout (frosthaven/situation.py) of before the sub-packages
    flat = importlib.util.find_spec("floe_widgets.games.frosthaven.situations") is None
    situation = importlib.import_module("floe_widgets.games.frosthaven."
                                        + ("situation" if flat else "situations.situation"))
    SituationError, parse_situation, solve = situation.SituationError, situation.parse_situation, situation.solve

    # a tree with caches shared across maps of one content (map.hexmap.clear_map_caches) is timed
    # cold (caches cleared before each parse) and warm (the same situation parsed anew and solved
    # again after one solve: map-only work reused, figure-dependent work redone); a tree that also
    # keeps work per set of hexes (map.hexmap.clear_layout_caches: the cell numbering) is timed cold
    # with that cleared too, and "cold, layout kept" with only the map caches cleared; and cold with
    # the explanation read (its sentences written), as `fh solve` prints it
    hexmap = importlib.import_module("floe_widgets.games.frosthaven." + ("hexmap" if flat else "map.hexmap"))
    clear = getattr(hexmap, "clear_map_caches", None)
    clear_layouts = getattr(hexmap, "clear_layout_caches", None)

    def cold(read: bool = False, layouts: bool = True) -> float:
        if clear is not None:
            clear()
        if clear_layouts is not None and layouts:
            clear_layouts()
        sit = parse_situation(doc)
        t0 = time.process_time()
        plan = solve(sit)
        if read:
            plan.explanation  # noqa: B018 (the sentences are written when read)
        return time.process_time() - t0

    docs = json.loads(Path(cases_file).read_text())
    rows: list[list[float] | None] = []
    for doc in docs:
        try:
            parse_situation(doc)
        except SituationError:  # the baseline refuses figures standing on obstacles
            rows.append(None)
            continue
        best = [float("inf")] * 5   # parse, cold, warm, cold with the layout kept, cold with the trace read
        for _ in range(repeats):
            if clear is not None:
                clear()
            if clear_layouts is not None:
                clear_layouts()
            t0 = time.process_time()
            sit = parse_situation(doc)
            t1 = time.process_time()
            solve(sit)
            t2 = time.process_time()
            best[0], best[1] = min(best[0], t1 - t0), min(best[1], t2 - t1)
            if clear is not None:
                sit = parse_situation(doc)
                t3 = time.process_time()
                solve(sit)
                best[2] = min(best[2], time.process_time() - t3)
            best[3] = min(best[3], cold(layouts=False) if clear_layouts is not None else t2 - t1)
            best[4] = min(best[4], cold(read=True))
        if clear is None:
            best[2] = best[1]
        rows.append(best)
    Path(out_file).write_text(json.dumps(rows))


def run(tree: Path, cases: Path, repeats: int) -> list[list[float] | None]:
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as out:
        pass
    env = dict(os.environ, PYTHONPATH=str(tree))
    code = (f"import sys; sys.path.insert(0, {str(tree)!r}); sys.path.insert(0, {str(ROOT / 'benchmarks')!r}); "
            f"import frosthaven_solver as b; b.worker({str(cases)!r}, {out.name!r}, {repeats})")
    subprocess.run([sys.executable, "-c", code], env=env, check=True, cwd=tempfile.gettempdir())
    rows = json.loads(Path(out.name).read_text())
    os.unlink(out.name)
    return rows


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[max(0, min(len(values) - 1, round(q * (len(values) - 1))))]


def summary(times: list[float]) -> str:
    ms = [t * 1000 for t in times]
    return (f"median {statistics.median(ms):.3f} ms, p90 {percentile(ms, 0.9):.3f}, p95 {percentile(ms, 0.95):.3f}, "
            f"worst {max(ms):.3f}")


def side_by_side(label: str, docs: list[dict], rounds: int, repeats: int, baseline: Path | None) -> None:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(docs, f)
    cases = Path(f.name)
    new: list[list[list[float] | None]] = []
    old: list[list[list[float] | None]] = []
    for _ in range(rounds):
        new.append(run(ROOT, cases, repeats))
        if baseline is not None:
            old.append(run(baseline, cases, repeats))
    os.unlink(cases)

    def best(rows: list[list[list[float] | None]], column: int) -> list[float]:
        return [min(r[i][column] for r in rows) for i in range(len(docs))]

    columns = {"cold": best(new, 1), "cold, layout kept": best(new, 3), "warm": best(new, 2),
               "cold, trace read": best(new, 4)}
    print(f"{label}: {len(docs)} situations")
    for name, times in columns.items():
        print(f"  this solver, {name:18s} solve {summary(times)}")
    print(f"  this parser                     parse {summary(best(new, 0))}")
    if old:
        both = [i for i in range(len(docs)) if all(r[i] is not None for r in old)]
        best_old = [min(r[i][1] for r in old) for i in both]
        print(f"  baseline                        solve {summary(best_old)}")
        for name, times in columns.items():
            if len(both) < len(docs):
                times = [times[i] for i in both]
                print(f"  {name}, on the {len(both)} the baseline accepts (it refuses figures on obstacles): "
                      f"{summary(times)}")
            ratios = [o / n for o, n in zip(best_old, times) if n > 0]
            print(f"  ratio baseline/this ({name}): at the median "
                  f"{statistics.median(best_old) / statistics.median(times):.1f}x, "
                  f"p95 {percentile(best_old, 0.95) / percentile(times, 0.95):.1f}x, "
                  f"worst {max(best_old) / max(times):.1f}x; per situation median {statistics.median(ratios):.1f}x, "
                  f"least {min(ratios):.1f}x")


def largest_accepted() -> list[tuple[str, dict]]:
    """Situations at the documented limits (this solver only)."""
    import random

    from floe_widgets.core import hexgrid
    from floe_widgets.games.frosthaven.map.hexmap import rect_hexes
    from floe_widgets.games.frosthaven.situations.limits import MAX_FIGURES, MAX_HEXES, MAX_RANGE
    from floe_widgets.games.frosthaven.situations.situation import build_document

    width, height = 40, MAX_HEXES // 40
    spots = [(q, row - (q + (q & 1)) // 2) for q in range(0, width, 3) for row in range(1, height, 4)]
    chars = [(f"C{i + 1}", spots[-1 - i], 10 + i) for i in range(4)]
    monsters = [{"id": f"m{i}", "team": "monsters", "hex": list(spots[i + 1])} for i in range(MAX_FIGURES - 5)]
    out = []
    for name, ability in (("melee, move 6", {"move": 6}),
                          ("ranged 8, Target 3, move 6", {"move": 6, "range": MAX_RANGE, "targets": 3}),
                          ("ranged area, move 6", {"move": 6, "range": MAX_RANGE, "aoe": {"melee": False,
                                                                                  "hexes": [[0, 0], [1, 0], [0, 1]]}})):
        doc = build_document(f"rect:{width}:{height}", monster=spots[0], figures=chars + monsters, **ability)
        out.append((f"rect:{width}:{height}, {MAX_FIGURES} figures, {name}", doc))
    # walled mazes: many wall hexes and thin walls make exact line of sight costly
    hexes = set(rect_hexes(width, height))
    for seed in range(4):
        rng = random.Random(seed)
        walls = sorted(h for h in hexes if h != (0, 0) and rng.random() < 0.1 + 0.05 * seed)
        free = sorted(hexes - set(walls) - {(0, 0)})
        spots = rng.sample(free, MAX_FIGURES - 1)
        figures = [(f"C{i + 1}", spots[i], 10 + i) for i in range(4)]
        figures += [{"id": f"m{i}", "team": "monsters", "hex": list(spots[4 + i])} for i in range(MAX_FIGURES - 5)]
        thin = [(h, n) for h in sorted(hexes) for n in hexgrid.neighbours(h) if n in hexes and h < n
                and rng.random() < 0.15]
        aoe = {"melee": False, "hexes": [[0, 0], [1, 0], [0, 1]]} if seed % 2 else None
        doc = build_document(f"rect:{width}:{height}", monster=(0, 0), figures=figures, overlays={"wall": walls},
                             walls=thin, move=6, range=MAX_RANGE, targets=2, aoe=aoe)
        out.append((f"walled maze {seed}, {len(walls)} wall hexes, {len(thin)} thin walls, range {MAX_RANGE}"
                    f"{', area' if aoe else ''}, Target 2", doc))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--random", type=int, default=200, help="number of seeded random situations")
    parser.add_argument("--baseline", type=Path, default=BASELINE)
    parser.add_argument("--quick", action="store_true", help="one round, five random situations, no baseline")
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.repeats, args.random, args.baseline = 1, 1, 5, Path("/nonexistent")
    baseline = args.baseline if (args.baseline / "floe_widgets").is_dir() else None
    if baseline is None:
        print(f"(no baseline at {args.baseline}: this solver only)")
    sys.path.insert(0, str(ROOT))
    from floe_widgets.games.frosthaven.situations.random_situations import random_situation

    shipped = [json.loads(p.read_text()) for p in sorted(FOLDER.glob("*.json"))]
    side_by_side("shipped situations", shipped, args.rounds, args.repeats, baseline)
    side_by_side("seeded random situations", [random_situation(s) for s in range(args.random)], args.rounds,
                 args.repeats, baseline)
    import time

    from floe_widgets.games.frosthaven.situations.situation import parse_situation, solve

    for label, doc in largest_accepted():
        t0 = time.process_time()
        sit = parse_situation(doc)
        t1 = time.process_time()
        solve(sit)
        t2 = time.process_time()
        print(f"largest accepted: {label}: parse {(t1 - t0) * 1000:.0f} ms, solve {(t2 - t1) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
