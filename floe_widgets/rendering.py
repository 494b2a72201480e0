"""Static pictures of a game: its registered view drawn into a matplotlib Figure (no pyplot)."""

from __future__ import annotations

import functools
import io
import threading
from typing import Any

from matplotlib.backend_bases import FigureCanvasBase
from matplotlib.backends.backend_agg import FigureCanvasAgg, RendererAgg
from matplotlib.figure import Figure

from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME, Theme, View
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import Picture, view_figure


def theme_for(presenter: bool) -> Theme:
    return PRESENTER_THEME if presenter else DEFAULT_THEME


def highlighted(game: Any, highlight: Any = True) -> list[Any]:
    """The legal actions a board marks (none when highlighting is off)."""
    return list(game.legal_actions()) if highlight and not game.is_over else []


def figure(game: Any, *, presenter: bool = False, highlight: Any = True, viewer: int | None = None,
           **options: Any) -> Figure:
    """A new Figure with ``game`` drawn by its registered view."""
    view = view_of(game, **_view_options(game, highlight, options))
    theme = theme_for(presenter)
    fig = view_figure(view, theme)
    view.draw(game.state, fig, viewer=viewer, highlight=highlighted(game, highlight), theme=theme)
    return fig


def picture(game: Any, *, presenter: bool = False, highlight: Any = True, **options: Any) -> Picture:
    return Picture(view_of(game, **_view_options(game, highlight, options)), theme_for(presenter))


def _view_options(game: Any, highlight: Any, options: dict[str, Any]) -> dict[str, Any]:
    """The view's options; ``highlight`` rides along for views that mark only some kinds (e.g. "moves")."""
    return {"highlight": highlight, **options}


def describe_board(game: Any, **options: Any) -> str:
    view: View = view_of(game, **options)
    return view.describe_board(game.state)


@functools.lru_cache(maxsize=8)
def _renderer(width: int, height: int, dpi: float) -> RendererAgg:
    return RendererAgg(width, height, dpi)


class _PictureCanvas(FigureCanvasAgg):
    """An Agg canvas that shares one renderer per picture size.  matplotlib keeps text measurements per
    renderer, so the next picture of the same size reuses them instead of measuring every label again."""

    def get_renderer(self) -> RendererAgg:
        width, height = self.get_width_height(physical=True)
        return _renderer(width, height, self.figure.dpi)


_drawing = threading.Lock()   # one shared renderer per size: one picture at a time


def encode_png(fig: Figure) -> bytes:
    """A figure built outside the view contract (odds charts, labs) as PNG bytes, lightly compressed."""
    buf = io.BytesIO()
    with _drawing:
        if type(fig.canvas) is FigureCanvasBase:   # a bare Figure (not one shown in a canvas of its own)
            _PictureCanvas(fig)
        fig.savefig(buf, format="png", pil_kwargs={"compress_level": 1})
    return buf.getvalue()


def png_bytes(game: Any, *, presenter: bool = False, highlight: Any = True, viewer: int | None = None,
              **options: Any) -> bytes:
    """``game``'s board as PNG bytes, drawn through its view's retained picture."""
    pic = picture(game, presenter=presenter, highlight=highlight, **options)
    return pic.png(game.state, viewer=viewer, highlight=highlighted(game, highlight))
