"""BoardView: the game's registered view drawn as a picture, with board clicks.

By default the board is a PNG in an :class:`ipywidgets.Image` (works everywhere: Voila, JupyterLab,
static exports, tests), drawn by a retained :class:`~floe_widgets.views.picture.Picture`: the view keeps
its figure and artists between actions and only the dynamic layer is drawn again.  The image answers
clicks through ``ipyevents`` (the browser sends the click's offset in the shown image; no canvas is
needed, so the fast picture path stays).  With ``interactive=True`` and ipympl installed, the board is an
ipympl canvas instead.  A click at figure fraction
``(x, y)`` goes through the view's ``hit`` to board targets, and :func:`~floe_widgets.views.actions_for`
turns them into the legal actions it could mean; they are published in ``picked`` and ``clicks`` is
counted (the owning GameWidget observes it).  The board's words (``describe_board``) are the picture's
alternative text (``description``).  It is not set as the image's tooltip: ipywidgets 8.1's image view
reads a ``description`` the Image model lacks when a tooltip is set, and the board fails to show in
the browser.
"""

from __future__ import annotations

import gc
import html
import importlib.util
from typing import Any

import ipywidgets as w
import traitlets as t

from floe_widgets import rendering
from floe_widgets.i18n import tr
from floe_widgets.views import actions_for
from floe_widgets.views.every_view import view_class, view_of
from floe_widgets.views.picture import Picture

from .image_clicks import listen_for_clicks
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
    #: the board in words (the picture's alternative text).
    description = t.Unicode("").tag(sync=False)

    def __init__(self, game: Any, *, presenter: bool = False, highlight: Any = True, interactive: bool = False,
                 options: dict[str, Any] | None = None, draw: bool = True, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game = game
        self.options: dict[str, Any] = dict(options or {})
        self.image = w.Image(format="png", layout=w.Layout(max_width="100%", height="auto"))
        self.image.add_class("fw-board-image")
        # the browser reports where the shown image was clicked (see :meth:`on_image_event`)
        self.image_events = listen_for_clicks(self.image, self.click_at)
        self.canvas: Any = None
        self.picture: Picture | None = None
        self._picture_key: Any = None
        self._settled = False
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
        close_all([self.image_events, self.image, self.message,
                   *([self.canvas] if self.canvas is not None else [])])
        super().close()

    # -- drawing -----------------------------------------------------------------------
    @property
    def has_view(self) -> bool:
        return view_class(self.game) is not None

    def view_options(self) -> dict[str, Any]:
        return {"highlight": self.highlight, **self.options}

    @property
    def view(self) -> Any:
        return self.picture.view if self.picture is not None else None

    def _current_picture(self) -> Picture:
        """The retained picture; a new one when the game, its options or presenter mode changed."""
        options = self.view_options()
        key = (id(self.game), repr(sorted(options.items(), key=lambda kv: kv[0])), self.presenter)
        if self.picture is None or key != self._picture_key:
            self.picture = Picture(view_of(self.game, **options), rendering.theme_for(self.presenter))
            self._picture_key = key
            self._settled = False
        return self.picture

    def refresh(self) -> None:
        """Redraw the board from the game's state."""
        if not self.has_view:
            self.message.value = tr("This game has no board picture yet.")
            self.children = (self.message,)
            return
        self.draw_error = None
        try:
            pic = self._current_picture()
            pic.draw(self.game.state, highlight=rendering.highlighted(self.game, self.highlight))
            self.description = pic.view.describe_board(self.game.state)
            if self.interactive:
                self._show_canvas(pic)
            else:
                self.image.value = pic.render()
                if self.children != (self.image,):
                    self.children = (self.image,)
            if not self._settled:
                # What exists now (the game, its history, the figure) lives as long as the table: keep
                # the collector from walking it again and again, which set the slowest redraws of long
                # games (numbers in docs/benchmarks.md).
                gc.freeze()
                self._settled = True
        except Exception as exc:  # a view bug must not take the table down: say so where the board was
            self.draw_error = exc
            self.message.value = html.escape(tr("The board could not be drawn: {problem}",
                                                problem=f"{type(exc).__name__}: {exc}"))
            self.children = (self.message,)

    def _show_canvas(self, pic: Picture) -> None:
        from ipympl.backend_nbagg import Canvas, FigureManager

        if self.canvas is None or self.canvas.figure is not pic.fig:
            canvas = Canvas(pic.fig)
            FigureManager(canvas, 0)
            canvas.header_visible = False
            canvas.toolbar_visible = False
            canvas.footer_visible = False
            canvas.resizable = False
            canvas.mpl_connect("button_press_event", self._on_press)
            canvas.add_class("fw-board-canvas")
            self.canvas = canvas
            pic.use_canvas(canvas)
        self.canvas.draw_idle()
        if self.children != (self.canvas,):
            self.children = (self.canvas,)

    @property
    def figure(self) -> Any:
        """The matplotlib Figure last drawn."""
        return self.picture.fig if self.picture is not None else None

    # -- clicks -------------------------------------------------------------------------
    def _on_press(self, event: Any) -> None:
        if self.figure is None or event.x is None:
            return
        width, height = self.figure.canvas.get_width_height()
        self.click_at(float(event.x) / width, float(event.y) / height)

    def actions_at(self, x: float, y: float) -> list[Any]:
        """The legal actions a click at figure fraction (x, y) could mean."""
        view = self.view
        if view is None:
            return []
        return actions_for(view, view.hit(x, y), self.game.legal_actions())

    def click_at(self, x: float, y: float) -> list[Any]:
        """A board click at figure fraction (x, y) (0..1 from the bottom left): what a canvas or image
        click does (an image click at offset (ox, oy) of a w x h picture is ``(ox / w, 1 - oy / h)``)."""
        self.click_error = None
        try:
            found = self.actions_at(x, y)
        except Exception as exc:  # reported by the owner (GameWidget shows it)
            self.click_error, found = exc, []
        self.picked = found
        self.clicks += 1
        return found

    def click(self, axes_label: str, x: float, y: float) -> list[Any]:
        """A click at data point (x, y) of the axes labelled ``axes_label`` (tests and lessons name board
        places this way); a label the board does not have hits nothing."""
        axes = [ax for ax in (self.figure.axes if self.figure is not None else []) if ax.get_label() == axes_label]
        if not axes:
            self.picked = []
            self.clicks += 1
            return []
        fx, fy = self.view.figure_point(axes[0], x, y)
        return self.click_at(fx, fy)
