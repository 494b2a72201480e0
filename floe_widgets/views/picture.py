"""A retained picture: one view's figure kept alive between actions, its static layer cached.

The first render draws the whole figure once with the view's dynamic artists left out and keeps the
pixels (``copy_from_bbox``); every later render restores those pixels and draws only the dynamic
artists over them (``restore_region`` + ``draw_artist``), then encodes the buffer as PNG.  The static
layer is drawn again only when the view rebuilt it (a new layout, theme or figure)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

from .contract import DEFAULT_THEME, Theme, View

#: zlib level of the board PNGs: they are redrawn on every action and never stored.
PNG_COMPRESS_LEVEL = 1


def encode_rgba(rgba: Any, width: int, height: int) -> bytes:
    """RGBA pixels as an RGB PNG (boards are opaque: the alpha channel would only cost time)."""
    image = Image.frombuffer("RGBA", (width, height), rgba, "raw", "RGBA", 0, 1).convert("RGB")
    buf = io.BytesIO()
    image.save(buf, format="png", compress_level=PNG_COMPRESS_LEVEL)
    return buf.getvalue()


def new_figure(figsize: tuple[float, float], theme: Theme) -> Figure:
    fig = Figure(figsize=theme.size(figsize), dpi=theme.dpi, facecolor=theme.paper)
    FigureCanvasAgg(fig)
    return fig


def full_png(fig: Figure) -> bytes:
    """Draw every artist of ``fig`` from scratch and encode it (no cache)."""
    canvas = fig.canvas if isinstance(fig.canvas, FigureCanvasAgg) else FigureCanvasAgg(fig)
    canvas.draw()
    width, height = canvas.get_width_height(physical=True)
    return encode_rgba(canvas.buffer_rgba(), width, height)


class Picture:
    """``view`` drawn into a figure of its own that lives as long as the picture."""

    def __init__(self, view: View, theme: Theme = DEFAULT_THEME) -> None:
        self.view = view
        self.theme = theme
        self.fig = new_figure(view.figsize, theme)
        self.canvas: FigureCanvasAgg = self.fig.canvas   # type: ignore[assignment]
        self._background: Any = None
        self._static_version = -1

    def draw(self, state: Any, *, viewer: int | None = None, highlight: Sequence[Any] = ()) -> None:
        self.view.draw(state, self.fig, viewer=viewer, highlight=highlight, theme=self.theme)

    def render(self) -> bytes:
        """The figure as PNG bytes, redrawing only the dynamic layer when the static one is cached."""
        dynamic = sorted(self.view.dynamic_artists(), key=lambda a: a.get_zorder())
        if self._background is None or self._static_version != self.view.static_version:
            for artist in dynamic:
                artist.set_animated(True)
            self.canvas.draw()
            self._background = self.canvas.copy_from_bbox(self.fig.bbox)
            self._static_version = self.view.static_version
            for artist in dynamic:
                artist.set_animated(False)
        else:
            self.canvas.restore_region(self._background)
        for artist in dynamic:
            if artist.get_visible():
                self.fig.draw_artist(artist)
        width, height = self.canvas.get_width_height(physical=True)
        return encode_rgba(self.canvas.buffer_rgba(), width, height)

    def png(self, state: Any, *, viewer: int | None = None, highlight: Sequence[Any] = ()) -> bytes:
        self.draw(state, viewer=viewer, highlight=highlight)
        return self.render()
