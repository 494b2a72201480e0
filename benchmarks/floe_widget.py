"""How long from an action in the Floe widget to the redrawn board, for each view (in-process, no browser).

    python benchmarks/floe_widget.py [--actions 30] [--seed 3] [--players 3]

For each view (all, world, village, cave, player boards) a FloeWidget plays the same run of seeded
random actions; each ``FloeWidget.do(action)`` is timed -- the engine applies the action, then the
widget redraws the board (view.draw + PNG), the controls, the panels and the log.  Prints the median
and 95th percentile of wall time and of this process's CPU time (a busy machine inflates wall time).
"""

from __future__ import annotations

from redraw import CLOCKS_NOTE, arguments, measure, report

from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.view import VIEWS
from floe_widgets.games.floe.widgets import FloeWidget
from floe_widgets.rendering import png_bytes


def main() -> None:
    args = arguments(__doc__.splitlines()[0], actions=30)
    print(f"Floe widget, {args.players} players, seed {args.seed}, {args.actions} random actions per view")
    print(CLOCKS_NOTE)
    for view_name in VIEWS:
        game = Floe(players=args.players, seed=args.seed)
        widget = FloeWidget(game, view_name=view_name)
        times = measure(game, widget, lambda g=game, v=view_name: png_bytes(g, view=v), args.actions, args.seed)
        widget.close()
        report(times, prefix=f"{view_name:8s} ")


if __name__ == "__main__":
    main()
