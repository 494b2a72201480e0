"""Shared by the widget benchmarks: time a widget's action-to-redraw and the view alone, then report.

Each action is timed twice: ``widget.do(action)`` (the engine applies it, then the widget redraws the
board, controls, panels and log) and ``draw_view()`` alone (view.draw + PNG) on the position it left.
Wall time and this process's CPU time are both kept: a busy machine inflates only the first.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from floe_widgets.core import RandomBot

LABELS = {"widget": "action -> redrawn widget", "view": "view alone (draw + PNG)"}


def arguments(description: str, actions: int) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--actions", type=int, default=actions)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", type=int, default=3)
    return parser.parse_args()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def measure(game: Any, widget: Any, draw_view: Callable[[], Any], actions: int, seed: int) -> dict[str, list[float]]:
    """Play ``actions`` seeded random actions through ``widget``, timing each redraw."""
    bot = RandomBot(seed)
    times: dict[str, list[float]] = {f"{kind} {clock}": [] for kind in LABELS for clock in ("wall", "cpu")}

    def timed(kind: str, work: Callable[[], Any]) -> None:
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        times[f"{kind} wall"].append((time.perf_counter() - wall) * 1000)
        times[f"{kind} cpu"].append((time.process_time() - cpu) * 1000)

    for _ in range(actions):
        if game.is_over:
            break
        action = bot.choose(game)
        timed("widget", lambda a=action: widget.do(a))
        timed("view", draw_view)
    return times


def report(times: dict[str, list[float]], prefix: str = "") -> None:
    for kind, label in LABELS.items():
        for clock in ("wall", "cpu"):
            values = times[f"{kind} {clock}"]
            print(f"  {prefix}{label:26s} {clock:4s} median {statistics.median(values):7.1f} ms"
                  f"   p95 {percentile(values, 0.95):7.1f} ms")


CLOCKS_NOTE = "  (wall = elapsed time; cpu = this process's CPU time, which a busy machine does not inflate)"
