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


# -- every view against the blank-figure floor (python benchmarks/redraw.py [--view NAME]) ------------------

def _largest_boards() -> dict[str, Callable[[], tuple[Any, dict[str, Any]]]]:
    """Per view, a maker of the largest board of its game (4 players; the largest shipped Frosthaven map)
    and the view's options."""
    from floe_widgets.games.floe import Floe
    from floe_widgets.games.floe_2024.game import Floe2024
    from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
    from floe_widgets.games.frosthaven.scenario.game import Frosthaven
    from floe_widgets.games.ice_and_idols.game import IceAndIdols

    boards: dict[str, Callable[[], tuple[Any, dict[str, Any]]]] = {
        "ice-and-idols": lambda: (IceAndIdols(players=4, seed=3), {}),
        "frosthaven-scenario": lambda: (Frosthaven(players=4, seed=3, scenario=LARGEST_DUNGEON), {}),
        "frosthaven-campaign": lambda: (FrosthavenCampaign(players=4, seed=3), {}),
    }
    for name in FLOE_VIEWS:
        boards[f"floe-{name}"] = lambda name=name: (Floe(players=4, seed=3), {"view": name})
    boards["floe-2024"] = lambda: (Floe2024(players=4, seed=3), {})
    return boards


#: the views of retail Floe (option ``view``), each measured on its own
FLOE_VIEWS = ("all", "world", "village", "cave", "player")
#: what each measured view is, in the printed table
TITLES = {"ice-and-idols": "Ice and Idols, 4 players", "frosthaven-scenario": "Frosthaven scenario, 114-hex dungeon",
          "frosthaven-campaign": "Frosthaven campaign (outpost)", "floe-2024": "Floe 2024, 4 players",
          "frosthaven-tactics": "Frosthaven tactics lab, solved turns",
          **{f"floe-{n}": f"Floe, 4 players, {n} view" for n in FLOE_VIEWS}}

#: the largest map the random-dungeon variant builds (114 hexes, 36 x 13 hex radii)
LARGEST_DUNGEON = "dungeon:r6-r1-r4:s4-s6-s1"


def floor_png(width_px: int, height_px: int, dpi: float) -> bytes:
    """The floor: a blank figure of the same pixel size drawn and encoded as the boards are."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from floe_widgets.views.picture import encode_rgba

    fig = Figure(figsize=(width_px / dpi, height_px / dpi), dpi=dpi)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    return encode_rgba(canvas.buffer_rgba(), width_px, height_px)


def _pairs(samples: int, view: Callable[[int], Any], floor: Callable[[], Any]) -> dict[str, list[float]]:
    """``samples`` back-to-back pairs: ``view(k)`` (None: nothing more to show), then the floor."""
    out: dict[str, list[float]] = {f"{kind} {clock}": [] for kind in ("view", "floor") for clock in ("wall", "cpu")}
    for k in range(samples):
        for kind, work in (("view", lambda k=k: view(k)), ("floor", floor)):
            wall, cpu = time.perf_counter(), time.process_time()
            if work() is None:
                return out
            out[f"{kind} wall"].append((time.perf_counter() - wall) * 1000)
            out[f"{kind} cpu"].append((time.process_time() - cpu) * 1000)
    return out


def compare_with_floor(make: Callable[[], tuple[Any, dict[str, Any]]], actions: int, seed: int,
                       freeze: bool = True) -> dict[str, list[float]]:
    """Action-to-picture time of a retained board and of the blank floor, measured in back-to-back pairs.
    The engine's move and the legal actions the widget would mark are not the view's time: they are
    taken before the clock starts."""
    import gc

    from floe_widgets import rendering

    game, options = make()
    pic = rendering.picture(game, **options)
    pic.png(game.state, highlight=rendering.highlighted(game))   # setup: the static layer is cached
    if freeze:
        gc.freeze()
    width, height = pic.canvas.get_width_height(physical=True)
    bot = RandomBot(seed)
    marked: list[Any] = []

    def view(_k: int) -> bytes | None:
        return pic.png(game.state, highlight=marked)

    def step() -> bool:
        if game.is_over:
            return False
        game.apply(bot.choose(game))
        marked[:] = rendering.highlighted(game)
        return True

    out: dict[str, list[float]] = {f"{kind} {clock}": [] for kind in ("view", "floor") for clock in ("wall", "cpu")}
    for _ in range(actions):
        if not step():
            break
        pair = _pairs(1, view, lambda: floor_png(width, height, pic.fig.dpi))
        for key, values in pair.items():
            out[key] += values
    if freeze:
        gc.unfreeze()
    return out


def compare_tactics_with_floor(samples: int) -> dict[str, list[float]]:
    """The tactics lab: each sample shows the solved turn of the next shipped situation (what an edit
    in the lab costs: a new situation, so a new map layer) or the next option of a tied one.  Setup
    shows every one once (as for the boards, whose static layer is drawn before the clock starts), so
    the texts' sprites are cached; the first visit of a situation costs more (see docs/benchmarks.md)."""
    from floe_widgets.games.frosthaven.situations.situation import parse_situation, solve
    from floe_widgets.games.frosthaven.tactics import shipped_situations
    from floe_widgets.games.frosthaven.views.tactics_view import SolvedSituation
    from floe_widgets.views.contract import DEFAULT_THEME
    from floe_widgets.views.every_view import view_of
    from floe_widgets.views.picture import Picture

    shown = []
    for text in shipped_situations().values():
        sit = parse_situation(text)
        plan = solve(sit)
        shown.append(SolvedSituation(sit, plan, None))
        shown += [SolvedSituation(sit, plan, i) for i in range(len(plan.options))] if len(plan.options) > 1 else []
    pic = Picture(view_of(shown[0]), DEFAULT_THEME)
    for one in shown:
        pic.png(one)
    width, height = pic.canvas.get_width_height(physical=True)
    return _pairs(samples, lambda k: pic.png(shown[(k + 1) % len(shown)]),
                  lambda: floor_png(width, height, pic.fig.dpi))


def runs(actions: int, seed: int, freeze: bool) -> dict[str, Callable[[], dict[str, list[float]]]]:
    out: dict[str, Callable[[], dict[str, list[float]]]] = {
        name: (lambda make=make: compare_with_floor(make, actions, seed, freeze=freeze))
        for name, make in _largest_boards().items()}
    out["frosthaven-tactics"] = lambda: compare_tactics_with_floor(actions)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description="Every board view against the blank-figure floor.")
    parser.add_argument("--actions", type=int, default=100, help="samples per view")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--no-freeze", action="store_true", help="leave the garbage collector as it is")
    parser.add_argument("--view", action="append", default=[],
                        help=f"only this view (repeatable): {', '.join(TITLES)}")
    args = parser.parse_args()
    chosen = runs(args.actions, args.seed, not args.no_freeze)
    unknown = [v for v in args.view if v not in chosen]
    if unknown:
        parser.error(f"unknown view {', '.join(unknown)}; the views: {', '.join(chosen)}")
    print(f"{args.actions} samples per view; each sample a pair: view then floor (ms)")
    print(CLOCKS_NOTE)
    print(f"{'view':24s} {'clock':5s} {'view p50':>9s} {'view p95':>9s} {'floor p50':>10s} {'floor p95':>10s}"
          f" {'ratio p50':>10s} {'ratio p95':>10s}")
    for name, run in chosen.items():
        if args.view and name not in args.view:
            continue
        t = run()
        for clock in ("cpu", "wall"):
            view, floor = t[f"view {clock}"], t[f"floor {clock}"]
            v50, v95 = statistics.median(view), percentile(view, 0.95)
            f50, f95 = statistics.median(floor), percentile(floor, 0.95)
            print(f"{name:24s} {clock:5s} {v50:9.1f} {v95:9.1f} {f50:10.1f} {f95:10.1f}"
                  f" {v50 / f50:9.1f}x {v95 / f95:9.1f}x", flush=True)


if __name__ == "__main__":
    main()
