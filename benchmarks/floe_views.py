"""Every Floe view against the blank-figure floor: action-to-picture time of the retained picture.

    python benchmarks/floe_views.py [--actions 150] [--seed 3] [--players 4] [--only all]

Per view a 4-player game plays seeded random actions; after each, the retained picture of that view
is drawn again (view update + cached background + dynamic layer + PNG) and, right after it, a blank
figure of the same pixel size is drawn and encoded the same way (the floor).  Each sample is such a
back-to-back pair, so a busy machine slows both alike.  The legal actions the widget would mark are
asked for before the clock starts (that is the engine's time, not the view's).  Garbage collection is
frozen after setup, as a long-lived widget would.  Prints medians, 95th percentiles and their ratios,
and how many actions redrew the cached layer.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from redraw import percentile

from floe_widgets import rendering
from floe_widgets.core import RandomBot
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.view import VIEWS
from floe_widgets.views.picture import encode_rgba


def floor_png(width: int, height: int, dpi: float) -> bytes:
    fig = Figure(figsize=(width / dpi, height / dpi), dpi=dpi)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    return encode_rgba(canvas.buffer_rgba(), width, height)


def measure(view_name: str, players: int, actions: int, seed: int) -> dict[str, list[float]]:
    game = Floe(players=players, seed=seed)
    pic = rendering.picture(game, view=view_name)
    pic.png(game.state, highlight=rendering.highlighted(game))
    gc.freeze()
    width, height = pic.canvas.get_width_height(physical=True)
    bot = RandomBot(seed)
    out: dict[str, list[float]] = {"view": [], "floor": [], "rebuilt": []}
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(bot.choose(game))
        marked = rendering.highlighted(game)
        before = pic.view.static_version
        start = time.perf_counter()
        pic.png(game.state, highlight=marked)
        out["view"].append((time.perf_counter() - start) * 1000)
        out["rebuilt"].append(float(pic.view.static_version != before))
        start = time.perf_counter()
        floor_png(width, height, pic.fig.dpi)
        out["floor"].append((time.perf_counter() - start) * 1000)
    gc.unfreeze()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=150)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    print(f"Floe, {args.players} players, seed {args.seed}, {args.actions} random actions per view (ms)")
    print(f"{'view':8s} {'view p50':>9s} {'view p95':>9s} {'floor p50':>10s} {'floor p95':>10s} {'ratio p50':>10s}"
          f" {'ratio p95':>10s} {'layer redrawn':>14s}")
    for name in VIEWS:
        if args.only and args.only != name:
            continue
        t = measure(name, args.players, args.actions, args.seed)
        v50, v95 = statistics.median(t["view"]), percentile(t["view"], 0.95)
        f50, f95 = statistics.median(t["floor"]), percentile(t["floor"], 0.95)
        print(f"{name:8s} {v50:9.1f} {v95:9.1f} {f50:10.1f} {f95:10.1f} {v50 / f50:9.1f}x {v95 / f95:9.1f}x"
              f" {int(sum(t['rebuilt'])):>7d} of {len(t['view'])}")


if __name__ == "__main__":
    main()
