"""How long from an action in the Ice and Idols widget to the redrawn board (in-process, no browser).

    python benchmarks/ice_and_idols_widget.py [--actions 40] [--seed 3]

Times ``TempleWidget.do(action)`` -- the engine applies the action, then the widget redraws the
board (view.draw + PNG), the controls, the panels and the log -- for a run of seeded random actions,
and the view alone (draw + PNG) on the same positions.  Prints the median and 95th percentile.
"""

from __future__ import annotations

import argparse
import statistics
import time

from floe_widgets.core import RandomBot
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.widgets import TempleWidget
from floe_widgets.rendering import png_bytes


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()

    game = IceAndIdols(players=args.players, seed=args.seed)
    widget = TempleWidget(game)
    bot = RandomBot(args.seed)
    times: dict[str, list[float]] = {"widget wall": [], "widget cpu": [], "view wall": [], "view cpu": []}

    def timed(kind: str, work) -> None:
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        times[f"{kind} wall"].append((time.perf_counter() - wall) * 1000)
        times[f"{kind} cpu"].append((time.process_time() - cpu) * 1000)

    for _ in range(args.actions):
        if game.is_over:
            break
        action = bot.choose(game)
        timed("widget", lambda a=action: widget.do(a))
        timed("view", lambda: png_bytes(game))
    print(f"Ice and Idols widget, {args.players} players, seed {args.seed}, {len(times['view cpu'])} actions")
    print("  (wall = elapsed time; cpu = this process's CPU time, which a busy machine does not inflate)")
    names = {"widget": "action -> redrawn widget", "view": "view alone (draw + PNG)"}
    for kind, name in names.items():
        for clock in ("wall", "cpu"):
            values = times[f"{kind} {clock}"]
            print(f"  {name:26s} {clock:4s} median {statistics.median(values):7.1f} ms"
                  f"   p95 {percentile(values, 0.95):7.1f} ms")


if __name__ == "__main__":
    main()
