"""One area of the Floe table (world, Village, Cave, player boards): an Axes with a static layer drawn
once and a dynamic layer drawn again after each action.

A panel's ``build`` draws what stays (tiles, boxes, names of things); ``update`` removes the artists
of the previous update and draws the ones the state asks for now (figures, counts, highlights), so a
retained picture only redraws those over its cached background.  A panel (or a :meth:`Panel.part` of it:
one seat's board) is one region of the view (:class:`~.panels_view.PanelsView`): updated and drawn again
only when what it shows changed."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import numpy as np
from matplotlib.axes import Axes
from matplotlib.text import Text

from floe_widgets.views.contract import Theme

#: what a pooled text is reset to before an update sets it again
_TEXT_DEFAULTS = {"ha": "left", "va": "baseline", "rotation": 0, "linespacing": 1.2, "bbox": None}


class Panel:
    label = ""

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Theme,
                 xlim: tuple[float, float], ylim: tuple[float, float], *, equal: bool = False,
                 anchor: str = "C") -> None:
        ax: Axes = fig.add_axes(rect)
        ax.set_label(self.label)
        ax.set_xlim(*xlim)
        ax.set_ylim(*ylim)
        ax.set_autoscale_on(False)
        if equal:
            ax.set_aspect("equal", anchor=anchor)
        ax.axis("off")
        ax.apply_aspect()    # the final data-to-pixel transform, so texts can be placed on whole pixels
        self.ax = ax
        self.fig = fig
        self.theme = theme
        self.rect = rect
        self._start_pools()
        self._building = True
        self._to_px: list[list[float]] | None = None    # data -> pixels, and back (see _on_pixel)
        self._from_px: list[list[float]] | None = None
        self._snapped: dict[tuple[float, float], tuple[float, float]] = {}   # the points already snapped

    def _start_pools(self) -> None:
        self.shapes: list[Any] = []    # the dynamic patches and collections of the last update
        self.texts: list[Text] = []    # the dynamic texts, kept between updates and set again
        self.slow_texts: list[Text] = []   # texts that seldom change, in slots of their own
        self._styles: list[dict[str, Any]] = []        # the style each pooled text was last given
        self._slow_styles: list[dict[str, Any]] = []
        self._used = 0
        self._slow_used = 0

    def part(self) -> Panel:
        """A panel drawing into the same axes with pools of its own (one seat's board): a region updated
        on its own."""
        part = copy.copy(self)
        part._start_pools()
        part._building = False
        return part

    def box(self, x0: float | None = None, y0: float | None = None, x1: float | None = None,
            y1: float | None = None) -> tuple[float, float, float, float]:
        """The figure-fraction box (x0, y0, x1, y1) of the data rectangle between ``(x0, y0)`` and
        ``(x1, y1)``; without corners, the panel's whole area."""
        if x0 is None or y0 is None or x1 is None or y1 is None:
            x, y, w, h = self.rect
            return (x, y, x + w, y + h)
        corners = self.fig.transFigure.inverted().transform(self.ax.transData.transform([(x0, y0), (x1, y1)]))
        (ax, ay), (bx, by) = corners.tolist()
        return (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))

    def redrawn(self, update: Callable[[], Any]) -> list[Any]:
        """Run ``update`` (which starts with :meth:`clear`) and hide the texts it did not need: the panel's
        artists of its region now."""
        update()
        self.done()
        return self.dynamic

    @property
    def dynamic(self) -> list[Any]:
        return [*self.shapes, *self.texts, *self.slow_texts]

    # -- adding artists: to the static layer while building, to the dynamic one afterwards ----------
    def text(self, x: float, y: float, s: str, *, px: float | None = None, bold: bool = False, slow: bool = False,
             **kw: Any) -> Text:
        """A text; during an update the texts of the previous update are reused in order (set_text and
        friends cost far less than a new Text).  A ``slow`` text (one that seldom changes: displays, card
        names) has a slot of its own, which the often-changing texts before it do not shift."""
        props = self._props(px, bold, kw)
        x, y = self._on_pixel(x, y)
        if self._building:
            return self.ax.text(x, y, s, **props)
        pool, used = (self.slow_texts, self._slow_used) if slow else (self.texts, self._used)
        styles = self._slow_styles if slow else self._styles
        if used < len(pool):
            t = pool[used]
            if t.get_position() != (x, y):
                t.set_position((x, y))
            if t.get_text() != s:
                t.set_text(s)
            if styles[used] != props:   # most slots keep their style from one action to the next
                t.update(props)
                styles[used] = props
            if not t.get_visible():
                t.set_visible(True)
        else:
            t = self.ax.text(x, y, s, **props)
            pool.append(t)
            styles.append(props)
        if slow:
            self._slow_used += 1
        else:
            self._used += 1
        return t

    def _props(self, px: float | None, bold: bool, kw: dict[str, Any]) -> dict[str, Any]:
        return {**_TEXT_DEFAULTS, "color": self.theme.ink, "zorder": 5, **kw,
                "fontsize": self.theme.pt(px or self.theme.small_px), "fontweight": "bold" if bold else "normal"}

    def foreseen_text(self, s: str, *, px: float | None = None, bold: bool = False, **kw: Any) -> Text:
        """``s`` styled as :meth:`text` would draw it, drawn nowhere (see ``View.foreseen_texts``)."""
        text = Text(0, 0, s, **self._props(px, bold, kw))
        text.set_figure(self.fig)
        return text

    def foreseen_texts(self) -> list[Text]:
        """Texts this panel's updates are likely to show (none unless a panel says)."""
        return []

    def _on_pixel(self, x: float, y: float) -> tuple[float, float]:
        """(x, y) moved to the nearest whole pixel: a retained picture pastes text sprites rasterised at
        the anchor's sub-pixel offset, so on whole pixels one sprite serves a text wherever it stands
        and matches a direct draw.  The
        data-to-pixel matrix is taken once (the axes' limits and place are fixed when it is built): asking
        matplotlib's transform stack for each text cost more than setting the text."""
        point = self._snapped.get((x, y))
        if point is None:
            (a, b, c), (d, e, f) = self._to_px or self._matrices()[0]
            point = self._snapped[(x, y)] = self.data_point(round(a * x + b * y + c), round(d * x + e * y + f))
        return point

    def _matrices(self) -> tuple[list[list[float]], list[list[float]]]:
        """The data-to-pixel matrix and its inverse, taken once."""
        if self._to_px is None or self._from_px is None:
            matrix = self.ax.transData.get_affine().get_matrix()
            self._to_px = matrix[:2].tolist()     # plain floats: numpy scalars cost more than the sums
            self._from_px = np.linalg.inv(matrix)[:2].tolist()
        return self._to_px, self._from_px

    def data_point(self, px: float, py: float) -> tuple[float, float]:
        """Figure pixel ``(px, py)`` in data units."""
        (a, b, c), (d, e, f) = self._from_px or self._matrices()[1]
        return (float(a * px + b * py + c), float(d * px + e * py + f))

    def lines(self, x: float, y: float, lines: list[str], step: float, **kw: Any) -> float:
        """One text per line (a changed line leaves the others as they were); returns the next free y."""
        for line in lines:
            self.text(x, y, line, **kw)
            y += step
        return y

    def patch(self, p: Any) -> Any:
        self.ax.add_artist(p)
        if not self._building:
            self.shapes.append(p)
        return p

    def collection(self, c: Any) -> Any:
        self.ax.add_collection(c, autolim=False)
        if not self._building:
            self.shapes.append(c)
        return c

    def built(self) -> None:
        self._building = False

    def clear(self) -> None:
        """Before an update: drop the last update's shapes; its texts wait to be reused."""
        for artist in self.shapes:
            artist.remove()
        self.shapes = []
        self._used = self._slow_used = 0

    def done(self) -> None:
        """After an update: hide the texts it did not need."""
        for t in [*self.texts[self._used:], *self.slow_texts[self._slow_used:]]:
            if t.get_visible():
                t.set_visible(False)

    def px_per_unit(self) -> float:
        """Screen pixels per data unit along x (to size marks around text)."""
        x0, _ = self.ax.transData.transform((0, 0))
        x1, _ = self.ax.transData.transform((1, 0))
        return abs(x1 - x0) / self.theme.scale
