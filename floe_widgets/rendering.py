"""Static pictures of a game: its view drawn into a matplotlib Figure (no pyplot)."""

from __future__ import annotations

import functools
import importlib
import io
import threading
from typing import Any

from matplotlib.backend_bases import FigureCanvasBase
from matplotlib.backends.backend_agg import FigureCanvasAgg, RendererAgg
from matplotlib.figure import Figure

from .fonts import use_japanese_font

#: presenter mode: bigger board, bigger type, stronger contrast.
PRESENTER = {"font_scale": 1.6, "figure_scale": 1.5, "high_contrast": True}


def view_of(game: Any):
    if not game.view_module:
        raise LookupError(f"{game.title} has no view")
    return importlib.import_module(game.view_module)


def figure(game: Any, *, presenter: bool = False, **options: Any) -> Figure:
    """A new Figure with the game drawn by its view module's ``draw(game, fig, **options)``."""
    view = view_of(game)
    use_japanese_font()     # views may draw Japanese names
    width, height = getattr(view, "FIGSIZE", (8.0, 6.0))
    scale = PRESENTER["figure_scale"] if presenter else 1.0
    fig = Figure(figsize=(width * scale, height * scale), dpi=90)
    view.draw(game, fig, presenter=presenter, **options)
    return fig


@functools.lru_cache(maxsize=8)
def _renderer(width: int, height: int, dpi: float) -> RendererAgg:
    return RendererAgg(width, height, dpi)


class _PictureCanvas(FigureCanvasAgg):
    """An Agg canvas that shares one renderer per picture size.  matplotlib keeps text measurements per
    renderer, so the next picture of the same board reuses them instead of measuring every label again
    (an interactive canvas does the same: it keeps its renderer from one redraw to the next)."""

    def get_renderer(self) -> RendererAgg:
        width, height = self.get_width_height(physical=True)
        return _renderer(width, height, self.figure.dpi)


_drawing = threading.Lock()   # one shared renderer per size: one picture at a time


def encode_png(fig: Figure) -> bytes:
    """The figure as PNG bytes.  Light compression: these pictures are redrawn on every move and never
    stored, so encoding speed matters more than a few kilobytes."""
    buf = io.BytesIO()
    with _drawing:
        if type(fig.canvas) is FigureCanvasBase:   # a bare Figure (not one shown in a canvas of its own)
            _PictureCanvas(fig)
        fig.savefig(buf, format="png", pil_kwargs={"compress_level": 1})
    return buf.getvalue()


def png_bytes(game: Any, **options: Any) -> bytes:
    return encode_png(figure(game, **options))
