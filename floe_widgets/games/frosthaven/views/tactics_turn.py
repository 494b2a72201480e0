"""The solved monster turn drawn over the tactics lab's map (:mod:`tactics_map`): the focus ring, the path's
arrows, where it stops (a star), the attacked hexes (hatched) and a clear line of sight to each attacked
figure (FH-LOS-2), each option in its own colour; and an option in words."""

from __future__ import annotations

import functools
import math
from typing import Any

from matplotlib.collections import LineCollection
from matplotlib.lines import Line2D
from matplotlib.patches import PathPatch
from matplotlib.path import Path

from floe_widgets.core import hexgrid
from floe_widgets.i18n import tr

from ..map.hex_names import hex_name
from ..map.hexmap import Hex
from ..scenario.names import listed
from .tactics_map import SQ3, circle_points, disc_of

OPTION_COLOURS = ("#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#e377c2", "#8c564b", "#bcbd22")
#: the solved turn's marks: over the figures, under the labels (each on a plate of its surface's colour)
TURN_Z = 6
#: an arrow's head: its strokes' length and their angle to the shaft (hex radii, radians)
HEAD_LENGTH, HEAD_ANGLE = 0.28, math.radians(28)


def option_colour(i: int) -> str:
    return OPTION_COLOURS[i % len(OPTION_COLOURS)]


def option_parts(o: Any) -> tuple[str, str]:
    """An option in two short phrases: where the monster ends its move ("to hex 1,0", "stays on hex 0,0")
    and whom it attacks ("attack A and B", "no attack")."""
    if len(o.path) > 1:
        where = tr("to {hex}", hex=hex_name(o.destination))
    else:
        where = tr("stays on {hex}", hex=hex_name(o.destination))
    return where, tr("attack {targets}", targets=listed(o.attacks)) if o.attacks else tr("no attack")


def option_text(o: Any) -> str:
    where, attacks = option_parts(o)
    return tr("{where}, {attacks}", where=where, attacks=attacks)


def option_shift(i: int, n: int) -> tuple[float, float]:
    """A small offset so tied paths drawn on one map do not hide each other."""
    if n <= 1:
        return (0.0, 0.0)
    angle = 2 * math.pi * i / n
    return (0.12 * math.cos(angle), 0.12 * math.sin(angle))


def _lattice_to_xy(p: Any) -> tuple[float, float]:
    """The exact LOS module's lattice point (x = 3q, y = 2r + q, y down) in drawing coordinates."""
    return (float(p[0]) / 2.0, -float(p[1]) * SQ3 / 2.0)


def attacked_hexes(sit: Any, o: Any) -> list[Hex]:
    """The hexes an option attacks: its area's red hexes, else the hexes of the figures attacked."""
    if o.aoe_hexes:
        return sorted(o.aoe_hexes)
    where = {f.id: f.hex for f in sit.figures}
    return sorted(where[a] for a in o.attacks if a in where)


def los_segments(sit: Any, o: Any) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """One clear segment (drawing coordinates) from the destination to each attacked figure."""
    from ..map.los import exact_witness

    where = {f.id: f.hex for f in sit.figures}
    out = []
    for a in o.attacks:
        h = where.get(a)
        if h is None or h == o.destination:
            continue
        seg = exact_witness(sit.hexmap, o.destination, h)
        if seg is not None:
            out.append((_lattice_to_xy(seg[0]), _lattice_to_xy(seg[1])))
    return out


def option_marks(sit: Any, o: Any, segments: list[Any]) -> set[str]:
    """The marks an option draws: "destination", and "path", "attack", "los" when it has them."""
    marks = {"destination"}
    if len(o.path) > 1:
        marks.add("path")
    if attacked_hexes(sit, o):
        marks.add("attack")
    if segments:
        marks.add("los")
    return marks


def draw_focus(sit: Any, ax: Any, plan: Any) -> set[str]:
    """A red ring around each focus figure of the plan; returns the marks drawn ({"focus"} or none)."""
    marks = set()
    for f in sit.figures:
        if plan is not None and f.id in plan.focus:
            cx, cy = hexgrid.center(f.hex)
            _ring(ax, cx, cy, 0.7, color="#e74c3c", linewidth=2.5, zorder=TURN_Z)
            marks.add("focus")
    return marks


def arrow_strokes(pts: list[tuple[float, float]]) -> list[list[tuple[float, float]]]:
    """The path through ``pts`` as strokes: a shaft per step and the two strokes of its open head (one
    collection for a whole path: an arrow patch per step costs more than the rest of the picture).  A head
    points at the edge the step crosses, halfway, where no label stands (a hex's labels are on its centre
    line: a head on a centre would hide under a figure's label)."""
    out = []
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        out.append([(x0, y0), (x1, y1)])
        tx, ty = x0 + 0.62 * (x1 - x0), y0 + 0.62 * (y1 - y0)
        back = math.atan2(y0 - y1, x0 - x1)
        for turn in (HEAD_ANGLE, -HEAD_ANGLE):
            out.append([(tx, ty), (tx + HEAD_LENGTH * math.cos(back + turn), ty + HEAD_LENGTH * math.sin(back + turn))])
    return out


@functools.cache
def _hatch_outline(h: Hex, around_figure: bool) -> Path:
    """The hatched outline of an attacked hex: the hex, with a hole where a figure's disc is, so that
    the figure's label stays readable."""
    cx, cy = hexgrid.center(h)
    # the hex shrunk about its own centre, counter-clockwise; the hole runs clockwise
    outer = [(cx + 0.92 * (x - cx), cy + 0.92 * (y - cy)) for x, y in hexgrid.corners(h)]
    hole = [tuple(p) for p in disc_of(h)[::-1]] if around_figure else []
    verts = [*outer, outer[0], *hole, *hole[:1]]
    codes = [Path.MOVETO, *[Path.LINETO] * (len(outer) - 1), Path.CLOSEPOLY]
    if hole:
        codes += [Path.MOVETO, *[Path.LINETO] * (len(hole) - 1), Path.CLOSEPOLY]
    return Path(verts, codes)


def draw_option(sit: Any, ax: Any, plan: Any, i: int, colour: str, *, los: bool = True,
                 shift: tuple[float, float] = (0.0, 0.0)) -> set[str]:
    """Option ``i`` of ``plan`` in ``colour``; returns the marks drawn (see :func:`option_marks`)."""
    o = plan.options[i]
    sx, sy = shift
    occupied = {f.hex for f in sit.figures}
    for h in attacked_hexes(sit, o):
        ax.add_artist(PathPatch(_hatch_outline(h, h in occupied), facecolor="none", edgecolor="#c0392b",
                                hatch="///", linewidth=1.2, zorder=TURN_Z))
    pts = [(x + sx, y + sy) for x, y in (hexgrid.center(h) for h in o.path)]
    if len(pts) > 1:
        ax.add_collection(LineCollection(arrow_strokes(pts), colors=colour, linewidths=2.0, capstyle="round",
                                         zorder=TURN_Z + 0.2), autolim=False)
    dx, dy = hexgrid.center(o.destination)
    if len(o.path) <= 1:  # it stays: the star goes to the hex's corner, off the figure's label
        dx, dy = dx + 0.45, dy + 0.45
    _line(ax, [dx + sx], [dy + sy], marker="*", markersize=13, color=colour, markeredgecolor="black", linestyle="none",
          zorder=TURN_Z + 0.4)
    segments = los_segments(sit, o) if los else []
    for (x0, y0), (x1, y1) in segments:
        _line(ax, [x0, x1], [y0, y1], color=colour, linestyle="--", linewidth=1.2, zorder=TURN_Z + 0.2)
    return option_marks(sit, o, segments)


def _ring(ax: Any, x: float, y: float, r: float, **kw: Any) -> None:
    _line(ax, *circle_points(x, y, r), **kw)


def _line(ax: Any, xs: Any, ys: Any, **kw: Any) -> None:
    """A line added as it is (``ax.plot`` parses its arguments and updates data limits the map fixes)."""
    ax.add_artist(Line2D(xs, ys, **kw))
