"""A line of text that changes often, drawn as one text per word.

A retained picture pastes every text from a sprite rasterised the first time that string was shown
(:class:`~floe_widgets.views.picture.TextSprites`), and rasterising a new string is the dearest part of
a redraw (matplotlib lays out and renders it glyph by glyph: about 10 ms for a 50-character headline).
A headline such as "Floe - round 2, P3: village turn, phase v-start" is new after nearly every action,
but its words recur: drawn word by word, it costs only the words not seen before."""

from __future__ import annotations

from typing import Any

from matplotlib.text import Text


class WordLine:
    """Up to ``slots`` words centred on figure fraction ``x`` with their tops at ``y``; extra words are
    joined to the last slot.  ``texts`` are the figure texts (the view's dynamic artists)."""

    def __init__(self, fig: Any, x: float, y: float, *, slots: int = 16, **style: Any) -> None:
        self.fig, self.x = fig, x
        y = round(fig.bbox.height * y) / fig.bbox.height   # on a whole pixel, as the words' x (one sprite each)
        self.texts: list[Text] = [fig.text(x, y, "", ha="left", va="top", **style) for _ in range(slots)]
        self.line = ""
        self._widths: dict[str, float] = {}

    def set_text(self, line: str) -> None:
        if line == self.line:
            return
        self.line = line
        words = line.split()
        if len(words) > len(self.texts):
            words = [*words[:len(self.texts) - 1], " ".join(words[len(self.texts) - 1:])]
        gap = self._width("x x") - self._width("xx")
        widths = [self._width(w) for w in words]
        left = round(self.fig.bbox.width * self.x - (sum(widths) + gap * (len(words) - 1)) / 2)
        for k, t in enumerate(self.texts):
            if k >= len(words):
                t.set_visible(False)
                continue
            t.set_visible(True)
            t.set_text(words[k])
            t.set_x(left / self.fig.bbox.width)
            left = round(left + widths[k] + gap)

    def get_text(self) -> str:
        return self.line

    def _width(self, word: str) -> float:
        """``word``'s width in pixels (measured once)."""
        if word not in self._widths:
            renderer = self.fig.canvas.get_renderer()
            width, _h, _d = renderer.get_text_width_height_descent(word, self.texts[0].get_fontproperties(), False)
            self._widths[word] = width
        return self._widths[word]
