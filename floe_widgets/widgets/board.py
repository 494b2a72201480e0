"""BoardView: the game's view drawn as a picture, with optional ipympl board clicks.

By default the board is a PNG in an :class:`ipywidgets.Image` (works everywhere:
Voila, JupyterLab, static exports, tests).  With ``interactive=True`` and ipympl
installed, the board is an ipympl canvas; a click asks the view module's
``actions_at(game, axes_label, x, y)`` what it could mean and publishes the
candidates in ``picked`` and counts ``clicks`` (the owning GameWidget observes it).
"""

from __future__ import annotations

import html
import importlib.util
from typing import Any

import ipywidgets as w
import traitlets as t

from floe_widgets import rendering
from floe_widgets.i18n import tr

from .tidy import close_all


def ipympl_available() -> bool:
    return importlib.util.find_spec("ipympl") is not None


class BoardView(w.VBox):
    """The board of ``game``; call :meth:`refresh` after the game changed."""

    presenter = t.Bool(False).tag(sync=False)
    highlight = t.Any(True).tag(sync=False)
    interactive = t.Bool(False).tag(sync=False)
    #: counts board clicks; observe it and read ``picked``: the legal actions the last click could mean.
    clicks = t.Int(0).tag(sync=False)

    def __init__(self, game: Any, *, presenter: bool = False, highlight: Any = True, interactive: bool = False,
                 options: dict[str, Any] | None = None, draw: bool = True, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.options: dict[str, Any] = dict(options or {})
        self.image = w.Image(format="png", layout=w.Layout(max_width="100%", height="auto"))
        self.image.add_class("fw-board-image")
        self.canvas: Any = None
        self._figure: Any = None
        self.message = w.HTML("")
        self.picked: list[Any] = []
        self.click_error: Exception | None = None
        self.draw_error: Exception | None = None
        self.add_class("fw-board")
        with self.hold_trait_notifications():
            self.presenter = presenter
            self.highlight = highlight
            self.interactive = interactive and ipympl_available()
        self.observe(lambda _change: self.refresh(), names=["presenter", "highlight", "interactive"])
        if draw:  # (a GameWidget draws once itself when it is built)
            self.refresh()

    def close(self) -> None:
        """Close the board and the pictures it is not showing right now."""
        close_all([self.image, self.message, *([self.canvas] if self.canvas is not None else [])])
        super().close()

    # -- drawing -----------------------------------------------------------------------
    @property
    def has_view(self) -> bool:
        return bool(getattr(self.game, "view_module", None))

    def view_options(self) -> dict[str, Any]:
        return {"highlight": self.highlight, **self.options}

    def refresh(self) -> None:
        """Redraw the board from the game's state."""
        if not self.has_view:
            self.message.value = tr("This game has no board picture yet.")
            self.children = (self.message,)
            return
        self.draw_error = None
        try:
            if self.interactive:
                self._draw_canvas()
            else:
                self._draw_png()
        except Exception as exc:  # a view bug must not take the table down: say so where the board was
            self.draw_error = exc
            self.message.value = html.escape(tr("The board could not be drawn: {problem}",
                                                problem=f"{type(exc).__name__}: {exc}"))
            self.children = (self.message,)

    def _draw_png(self) -> None:
        fig = rendering.figure(self.game, presenter=self.presenter, **self.view_options())
        self._figure = fig
        self.image.value = rendering.encode_png(fig)
        if self.children != (self.image,):
            self.children = (self.image,)

    def _draw_canvas(self) -> None:
        from ipympl.backend_nbagg import Canvas, FigureManager

        if self.canvas is None:
            fig = rendering.figure(self.game, presenter=self.presenter, **self.view_options())
            canvas = Canvas(fig)
            FigureManager(canvas, 0)
            canvas.header_visible = False
            canvas.toolbar_visible = False
            canvas.footer_visible = False
            canvas.resizable = False
            canvas.mpl_connect("button_press_event", self._on_press)
            canvas.add_class("fw-board-canvas")
            self.canvas = canvas
        else:
            # draw into the canvas' own figure: new contents, size as the view asks
            view = rendering.view_of(self.game)
            width, height = getattr(view, "FIGSIZE", (8.0, 6.0))
            scale = rendering.PRESENTER["figure_scale"] if self.presenter else 1.0
            fig = self.canvas.figure
            fig.clear()
            fig.set_size_inches(width * scale, height * scale)
            view.draw(self.game, fig, presenter=self.presenter, **self.view_options())
        self._figure = fig
        self.canvas.draw_idle()
        if self.children != (self.canvas,):
            self.children = (self.canvas,)

    @property
    def figure(self) -> Any:
        """The matplotlib Figure last drawn."""
        return self._figure

    # -- clicks -------------------------------------------------------------------------
    def _on_press(self, event: Any) -> None:
        if event.inaxes is None or event.xdata is None:
            return
        self.click(event.inaxes.get_label(), float(event.xdata), float(event.ydata))

    def actions_at(self, axes_label: str, x: float, y: float) -> list[Any]:
        view = rendering.view_of(self.game)
        finder = getattr(view, "actions_at", None)
        if finder is None:
            return []
        legal = self.game.legal_actions()
        return [a for a in finder(self.game, axes_label, x, y) if a in legal]

    def click(self, axes_label: str, x: float, y: float) -> list[Any]:
        """What a board click at data point (x, y) of the axes ``axes_label`` does (also used by tests)."""
        self.click_error = None
        try:
            found = self.actions_at(axes_label, x, y)
        except Exception as exc:  # reported by the owner (GameWidget shows it)
            self.click_error, found = exc, []
        self.picked = found
        self.clicks += 1
        return found
