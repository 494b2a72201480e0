"""How long from an action in the Floe widget to the redrawn board, for each view (in-process, no browser).

    python benchmarks/floe_widget.py [--actions 30] [--seed 3] [--players 3]

For each view (all, world, village, cave, player boards) a FloeWidget plays the same run of seeded
random actions; each ``FloeWidget.do(action)`` is timed -- the engine applies the action, then the
widget redraws the board (view.draw + PNG), the controls, the panels and the log.  Prints the median
and 95th percentile of wall time and of this process's CPU time (a busy machine inflates wall time).
"""

from __future__ import annotations

import argparse
import statistics
import time

from floe_widgets.core import RandomBot
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.view import VIEWS
from floe_widgets.games.floe.widgets import FloeWidget
from floe_widgets.rendering import png_bytes


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def measure(view_name: str, args: argparse.Namespace) -> dict[str, list[float]]:
    game = Floe(players=args.players, seed=args.seed)
    widget = FloeWidget(game, view_name=view_name)
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
        timed("view", lambda: png_bytes(game, view=view_name))
    widget.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    print(f"Floe widget, {args.players} players, seed {args.seed}, {args.actions} random actions per view")
    print("  (wall = elapsed time; cpu = this process's CPU time, which a busy machine does not inflate)")
    for view_name in VIEWS:
        times = measure(view_name, args)
        for kind, name in (("widget", "action -> redrawn widget"), ("view", "view alone (draw + PNG)")):
            for clock in ("wall", "cpu"):
                values = times[f"{kind} {clock}"]
                print(f"  {view_name:8s} {name:26s} {clock:4s} median {statistics.median(values):7.1f} ms"
                      f"   p95 {percentile(values, 0.95):7.1f} ms")


if __name__ == "__main__":
    main()
