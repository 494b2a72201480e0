"""How long from an action in the Ice and Idols widget to the redrawn board (in-process, no browser).

    python benchmarks/ice_and_idols_widget.py [--actions 40] [--seed 3] [--players 3]

Times ``TempleWidget.do(action)`` -- the engine applies the action, then the widget redraws the
board (view.draw + PNG), the controls, the panels and the log -- for a run of seeded random actions,
and the view alone (draw + PNG) on the same positions.  Prints the median and 95th percentile.
"""

from __future__ import annotations

from redraw import CLOCKS_NOTE, arguments, measure, report

from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.widgets import TempleWidget
from floe_widgets.rendering import png_bytes


def main() -> None:
    args = arguments(__doc__.splitlines()[0], actions=40)
    game = IceAndIdols(players=args.players, seed=args.seed)
    times = measure(game, TempleWidget(game), lambda: png_bytes(game), args.actions, args.seed)
    print(f"Ice and Idols widget, {args.players} players, seed {args.seed}, {len(times['view cpu'])} actions")
    print(CLOCKS_NOTE)
    report(times)


if __name__ == "__main__":
    main()
