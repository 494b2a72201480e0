"""The key to a Frosthaven board's marks: a swatch and a few words for each entry of the view's
:meth:`~floe_widgets.views.contract.View.legend`, in columns.  The scenario board and the tactics lab
both draw their legends here.  A key says what its picture shows: :func:`on_the_map` keeps the entries of
the kinds a map holds, and a view draws the key again (:func:`draw_legend` returns its artists) when that
set changes.

An entry's ``mark`` is a letter drawn on a coloured box (the overlays' "T", "O", ...), or one of
:data:`SHAPES`, drawn as the board draws that mark (a ring, plain, dotted or dashed, an arrow, a star, a
hatch, a dashed line, a disc, a bar), or :data:`WORD` and a word: the word written in the entry's colour,
as the map writes it (a figure's condition, cut short, under its disc)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import Any

from matplotlib.lines import Line2D
from matplotlib.patches import Ellipse, Rectangle
from matplotlib.text import Text

from floe_widgets.i18n import tr
from floe_widgets.views.contract import LegendEntry, Theme

#: the marks drawn as shapes in the colour of the entry, not as a letter on a box
SHAPES = ("ring", "dotted ring", "dashed ring", "disc", "arrow", "star", "hatch", "dashed", "bar")
#: a mark that is a word: ``WORD + "invi"`` is "invi" written in the entry's colour, no box
WORD = "word:"


def on_the_map(entries: Iterable[LegendEntry], shown: Collection[str]) -> list[LegendEntry]:
    """The entries of the kinds in ``shown`` (what the picture draws), in the order of ``entries``."""
    return [e for e in entries if e.kind in shown]


def draw_legend(ax: Any, entries: list[LegendEntry], theme: Theme, *, x: float, top: float, line: float,
                column: float, per_column: int, box_w: float, mark_ink: Callable[[str], str],
                last: Iterable[Any] = ()) -> list[Any]:
    """The heading "Legend" at (``x``, ``top``) of ``ax`` (data coordinates 0..1 both ways) and under it
    ``entries``, ``per_column`` to a column ``column`` wide, one a ``line`` high; a swatch is ``box_w``
    wide and 0.7 line high, a letter on it in ``mark_ink(colour)``.  Returns the artists of the key; given
    the ``last`` key's artists, it draws over them: their texts are reused (a new Text costs far more than
    setting one), hidden when not needed, and their shapes removed."""
    pool = [a for a in last if isinstance(a, Text)]
    for artist in last:
        if not isinstance(artist, Text):
            artist.remove()
    texts: list[Text] = []

    def text(tx: float, ty: float, words: str, **props: Any) -> None:
        props = {"fontsize": theme.small, "ha": "left", "va": "center", "weight": "normal", **props}
        if len(texts) < len(pool):
            t = pool[len(texts)]
            t.set_position((tx, ty))
            t.set_text(words)
            t.update(props)
            t.set_visible(True)
        else:
            t = ax.text(tx, ty, words, **props)
        texts.append(t)

    shapes_before = set(map(id, ax.get_children()))
    text(x, top, tr("Legend"), fontsize=theme.text, va="top", weight="bold", color=theme.ink)
    for i, e in enumerate(entries):
        _entry(ax, e, theme, _slot(i, x=x, top=top, line=line, column=column, per_column=per_column), line, box_w,
               mark_ink, text)
    for t in pool[len(texts):]:
        t.set_visible(False)
    shapes = [a for a in ax.get_children() if id(a) not in shapes_before and not isinstance(a, Text)]
    return [*texts, *pool[len(texts):], *shapes]


def draw_entry(ax: Any, entry: LegendEntry, theme: Theme, *, slot: int, x: float, top: float, line: float,
               column: float, per_column: int, box_w: float, mark_ink: Callable[[str], str]) -> list[Any]:
    """``entry`` alone, where :func:`draw_legend` with the same layout draws its ``slot``-th entry; returns its
    artists (new ones), so a view can show or hide one line of the key without drawing the key again."""
    before = set(map(id, ax.get_children()))

    def text(tx: float, ty: float, words: str, **props: Any) -> None:
        ax.text(tx, ty, words, **{"fontsize": theme.small, "ha": "left", "va": "center", "weight": "normal", **props})

    _entry(ax, entry, theme, _slot(slot, x=x, top=top, line=line, column=column, per_column=per_column), line,
           box_w, mark_ink, text)
    return [a for a in ax.get_children() if id(a) not in before]


def _slot(i: int, *, x: float, top: float, line: float, column: float, per_column: int) -> tuple[float, float]:
    """The left middle of the ``i``-th entry's line: ``per_column`` entries to a column."""
    return x + column * (i // per_column), top - (i % per_column + 1) * line - 0.5 * line


def _entry(ax: Any, e: LegendEntry, theme: Theme, at: tuple[float, float], line: float, box_w: float,
           mark_ink: Callable[[str], str], text: Callable[..., None]) -> None:
    """One line of the key at ``at``: its swatch (a box, a shape or a word) and its meaning."""
    ex, y = at
    box_h = 0.7 * line
    words_at = ex + box_w * 1.25
    if e.mark.startswith(WORD):
        text(ex, y, e.mark[len(WORD):], color=e.colour)
        words_at = ex + box_w * 2.3   # room for four letters
    elif e.mark in SHAPES:
        _shape(ax, e, ex, y, box_w, box_h)
    else:
        ax.add_artist(Rectangle((ex, y - box_h / 2), box_w, box_h, facecolor=e.colour, edgecolor=theme.ink,
                                linewidth=0.6))
        if e.mark:
            text(ex + box_w / 2, y, e.mark, ha="center", weight="bold", color=mark_ink(e.colour))
    text(words_at, y, e.meaning, color=theme.ink)


def _shape(ax: Any, e: LegendEntry, x: float, y: float, w: float, h: float) -> None:
    """``e.mark`` in ``e.colour`` in the swatch ``w`` wide and ``h`` high whose left middle is (x, y)."""
    cx = x + w / 2
    # a circle as high as the swatch, round on screen whatever the axes' aspect
    (x0, y0), (x1, y1) = ax.transData.transform([(0, 0), (1, 1)])
    d = h * 0.95
    dw = d * abs(y1 - y0) / abs(x1 - x0)
    line: dict[str, Any] = {"color": e.colour, "solid_capstyle": "round"}
    if e.mark in ("ring", "dotted ring", "dashed ring"):
        style = {"ring": "-", "dotted ring": ":", "dashed ring": (0, (2.5, 1.5))}[e.mark]
        ax.add_artist(Ellipse((cx, y), dw, d, facecolor="none", edgecolor=e.colour,
                              linewidth=2.0 if e.mark == "ring" else 1.5, linestyle=style))
    elif e.mark == "disc":
        ax.add_artist(Ellipse((cx, y), dw * 0.85, d * 0.85, facecolor=e.colour, edgecolor="black", linewidth=0.8))
    elif e.mark == "arrow":
        tip, back = (x + w, y), (x + w - 0.35 * w, y)
        ax.add_artist(Line2D([x, tip[0]], [y, y], linewidth=2.0, **line))
        ax.add_artist(Line2D([back[0], tip[0], back[0]], [y + h * 0.35, y, y - h * 0.35], linewidth=2.0, **line))
    elif e.mark == "star":
        ax.add_artist(Line2D([cx], [y], marker="*", markersize=11, color=e.colour, markeredgecolor="black",
                           linestyle="none"))
    elif e.mark == "hatch":
        ax.add_artist(Rectangle((x, y - h / 2), w, h, facecolor="none", edgecolor=e.colour, hatch="///",
                               linewidth=1.0))
    elif e.mark == "bar":   # a thick line, as a wall between two hexes is drawn
        ax.add_artist(Line2D([x + 0.1 * w, x + 0.85 * w], [y, y], linewidth=3.5, **line))
    else:   # dashed
        ax.add_artist(Line2D([x, x + w], [y, y], linestyle="--", linewidth=1.5, color=e.colour))
