"""Shapes queued per Axes and drawn as a few collections (a Patch per shape was most of the drawing time),
and the idols' shapes."""

from __future__ import annotations

import weakref
from typing import Any, NamedTuple

from matplotlib.collections import Collection, LineCollection, PatchCollection
from matplotlib.patches import PathPatch
from matplotlib.path import Path
from matplotlib.transforms import Affine2D

from .style import IDOL_STYLE, Style


class Shape(NamedTuple):
    """A filled outline in data coordinates and its style: what a Patch would hold, without building one
    (a Patch per shape was a good part of the drawing time; :func:`_flush` draws them as collections)."""

    path: Path
    facecolor: Any = "C0"
    edgecolor: Any = "black"
    lw: float = 1.0
    ls: Any = "solid"
    hatch: str | None = None
    zorder: float = 1


def rectangle(xy: tuple[float, float], width: float, height: float, **style: Any) -> Shape:
    x, y = xy
    return Shape(Path([(x, y), (x + width, y), (x + width, y + height), (x, y + height), (x, y)], _CLOSED4), **style)


def circle(xy: tuple[float, float], radius: float, **style: Any) -> Shape:
    return Shape(_UNIT_CIRCLE.transformed(Affine2D().scale(radius).translate(*xy)), **style)


def regular_polygon(xy: tuple[float, float], n: int, *, radius: float, orientation: float = 0.0,
                    **style: Any) -> Shape:
    unit = Path.unit_regular_polygon(n)
    return Shape(unit.transformed(Affine2D().scale(radius).rotate(orientation).translate(*xy)), **style)


def polygon(points: list[tuple[float, float]], closed: bool = True, **style: Any) -> Shape:
    return Shape(Path([*points, points[0]], closed=True) if closed else Path(points), **style)


_CLOSED4 = [Path.MOVETO, Path.LINETO, Path.LINETO, Path.LINETO, Path.CLOSEPOLY]
_UNIT_CIRCLE = Path.unit_circle()


class ShapeCollection(PatchCollection):
    """A PatchCollection made straight from :class:`Shape` paths."""

    def set_paths(self, paths: list[Path]) -> None:
        Collection.set_paths(self, paths)


#: shapes and plinths waiting to be drawn as collections, per Axes (kept here, not on the Axes)
QUEUED: weakref.WeakKeyDictionary[Any, dict[str, list[Any]]] = weakref.WeakKeyDictionary()


def add_shape(ax: Any, shape: Any) -> Any:
    """Queue a :class:`Shape` (or a Patch); :func:`_flush` draws the queue as one collection per z-order."""
    if not isinstance(shape, Shape):
        shape = Shape(shape.get_transform().transform_path(shape.get_path()), shape.get_facecolor(),
                      shape.get_edgecolor(), shape.get_linewidth(), shape.get_linestyle(), shape.get_hatch(),
                      shape.get_zorder())
    QUEUED.setdefault(ax, {}).setdefault("shapes", []).append(shape)
    return shape


def flush_shapes(ax: Any) -> None:
    queued = QUEUED.pop(ax, {})
    plinths = queued.get("plinths", [])
    if plinths:   # under the altars (same z-order, added first)
        ax.add_collection(LineCollection(plinths, colors="#7A6A45", linewidths=1.5, capstyle="projecting", zorder=6),
                          autolim=False)
    by_z: dict[float, list[Shape]] = {}
    for shape in queued.get("shapes", []):
        by_z.setdefault(shape.zorder, []).append(shape)
    for z, shapes in sorted(by_z.items()):
        plain = [sh for sh in shapes if not sh.hatch]
        if len(plain) == 1:   # one shape: a patch (a collection of one path measures its curves on every draw)
            sh = plain[0]
            ax.add_artist(PathPatch(sh.path, facecolor=sh.facecolor, edgecolor=sh.edgecolor, lw=sh.lw, ls=sh.ls,
                                    zorder=z))
        elif plain:
            ax.add_collection(ShapeCollection([sh.path for sh in plain], facecolors=[sh.facecolor for sh in plain],
                                              edgecolors=[sh.edgecolor for sh in plain],
                                              linewidths=[sh.lw for sh in plain],
                                              linestyles=[sh.ls for sh in plain], zorder=z), autolim=False)
        for sh in shapes:   # a collection has a single hatch: hatched shapes go on top, one by one
            if sh.hatch:
                ax.add_artist(PathPatch(sh.path, facecolor=sh.facecolor, edgecolor=sh.edgecolor, lw=sh.lw,
                                        ls=sh.ls, hatch=sh.hatch, zorder=z))


def bezier(p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float],
            n: int = 12) -> list[tuple[float, float]]:
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def idol_shape(idol: str, x: float, y: float, r: float, *, filled: bool = True, lw: float = 1.0,
               zorder: int = 6, flip: bool = False) -> Shape:
    """An idol (filled) or an altar (hollow outline) of ``idol``'s shape and colour."""
    colour, shape, _ = IDOL_STYLE[idol]
    face = colour if filled else "white"
    edge = "black" if filled else colour
    width = lw if filled else 2.4 * lw
    if shape == "circle":
        return circle((x, y), r, facecolor=face, edgecolor=edge, lw=width, zorder=zorder)
    if shape == "square":
        return rectangle((x - r * 0.85, y - r * 0.85), r * 1.7, r * 1.7, facecolor=face, edgecolor=edge, lw=width,
                         zorder=zorder)
    if shape == "diamond":
        return polygon([(x, y - r * 1.15), (x + r, y), (x, y + r * 1.15), (x - r, y)], closed=True, facecolor=face,
                       edgecolor=edge, lw=width, zorder=zorder)
    if shape == "triangle":   # pointing up on screen (``flip`` for the Axes whose y axis points down)
        return regular_polygon((x, y), 3, radius=r * 1.2, orientation=3.14159265 if flip else 0.0, facecolor=face,
                              edgecolor=edge, lw=width, zorder=zorder)
    return regular_polygon((x, y), 6, radius=r * 1.05, facecolor=face, edgecolor=edge, lw=width, zorder=zorder)


def draw_idol(ax: Any, idol: str, x: float, y: float, r: float, st: Style, *, filled: bool = True,
              zorder: int = 6, letter: bool = False) -> None:
    """An idol (filled) or altar (hollow); each type has its own shape, and ``letter`` adds its initial."""
    flip = ax.yaxis_inverted()
    add_shape(ax, idol_shape(idol, x, y, r, filled=filled, lw=st.lw, zorder=zorder, flip=flip))
    if not letter:
        return
    ax.text(x, y, IDOL_STYLE[idol][2], ha="center", va="center", fontsize=st.small, weight="bold",
            color="black", zorder=zorder + 1)
