"""A line of text that changes often, drawn as one text per word.

A retained picture pastes every text from a sprite rasterised the first time that string was shown
(:class:`~floe_widgets.views.picture.TextSprites`), and rasterising a new string is the dearest part of
a redraw (matplotlib lays out and renders it glyph by glyph: about 10 ms for a 50-character headline).
A headline such as "Floe - round 2, P3: village turn, placing the Hero" is new after nearly every action,
but its words recur: drawn word by word, it costs only the words not seen before."""

from __future__ import annotations

import re
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg, RendererAgg
from matplotlib.font_manager import FontProperties
from matplotlib.text import Text


def words_of(line: str) -> list[tuple[str, str]]:
    """``line``'s pieces, each with what follows it (a space or nothing): its words, and a Japanese phrase
    cut after each "・" (which it uses between the parts of a headline)."""
    pieces: list[tuple[str, str]] = []
    for word in line.split():
        parts = [p for p in re.split("(?<=・)", word) if p]
        pieces += [(p, "") for p in parts[:-1]] + [(parts[-1], " ")]
    return pieces


class Widths:
    """Widths in pixels of strings in one font at ``fig``'s resolution, each measured once.  A figure without
    a drawing canvas (a bare ``Figure()``) is measured as Agg would draw it."""

    def __init__(self, fig: Any, font: FontProperties) -> None:
        self.fig, self.font = fig, font
        self._widths: dict[str, float] = {}
        self._measure: Any = None

    def __call__(self, text: str) -> float:
        if text not in self._widths:
            self._widths[text] = self.metrics(text)[0]
        return self._widths[text]

    def metrics(self, text: str) -> tuple[float, float, float]:
        """Width, height and descent of ``text`` in pixels."""
        return self._renderer().get_text_width_height_descent(text, self.font, False)

    def _renderer(self) -> Any:
        if isinstance(self.fig.canvas, FigureCanvasAgg):
            return self.fig.canvas.get_renderer()
        if self._measure is None:
            self._measure = RendererAgg(1, 1, self.fig.dpi)
        return self._measure


def line_layout(pieces: list[tuple[str, str]], width: Widths) -> tuple[list[int], float]:
    """Each piece's left edge in whole pixels from the line's start, and the line's width in pixels.  A piece's
    step is its advance and the space after it (ink widths alone would crowd the next piece)."""
    steps = [width(piece + after + "x") - width("x") for piece, after in pieces[:-1]]
    total = sum(steps) + width(pieces[-1][0]) if pieces else 0.0
    lefts = [0]
    for step in steps:
        lefts.append(round(lefts[-1] + step))
    return lefts, total


class WordLine:
    """Up to ``slots`` pieces (:func:`words_of`) centred on figure fraction ``x`` with their tops at ``y``;
    extra pieces are joined to the last slot.  ``texts`` are the figure texts (the view's dynamic artists)."""

    def __init__(self, fig: Any, x: float, y: float, *, slots: int = 16, **style: Any) -> None:
        self.fig, self.x = fig, x
        y = round(fig.bbox.height * y) / fig.bbox.height   # on a whole pixel, as the words' x (one sprite each)
        self.texts: list[Text] = [fig.text(x, y, "", ha="left", va="top", **style) for _ in range(slots)]
        self.line = ""
        self._width = Widths(fig, self.texts[0].get_fontproperties())

    def set_text(self, line: str) -> None:
        if line == self.line:
            return
        self.line = line
        pieces = words_of(line)
        if len(pieces) > len(self.texts):
            pieces = [*pieces[:len(self.texts) - 1], ("".join(p + s for p, s in pieces[len(self.texts) - 1:]), "")]
        lefts, total = line_layout(pieces, self._width)
        start = round(self.fig.bbox.width * self.x - total / 2)
        for k, t in enumerate(self.texts):
            if k >= len(pieces):
                t.set_visible(False)
                continue
            t.set_visible(True)
            t.set_text(pieces[k][0])
            t.set_x((start + lefts[k]) / self.fig.bbox.width)

    def get_text(self) -> str:
        return self.line

    def foreseen(self, lines: list[str]) -> list[Text]:
        """The pieces of ``lines`` as texts styled like this line's, drawn nowhere (for
        :meth:`~floe_widgets.views.contract.View.foreseen_texts`)."""
        out = []
        for piece in sorted({p for line in lines for p, _after in words_of(line)}):
            text = Text(0, 0, piece)
            text.update_from(self.texts[0])
            text.set_figure(self.fig)
            out.append(text)
        return out
