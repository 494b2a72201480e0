"""Drawing a tactical situation and the monster turn the AI solved for it (pure drawing, no pyplot).

It draws only through the methods of the Figure it is given, so it imports no plotting library.

``draw(situation, fig, plan=..., option=...)`` draws the map of an ``fh-situation/1`` situation
(hexes, thin walls, overlays, figures with their standee numbers, rank, hit points when the
document gives them as ``x-hp`` and conditions) and, over it, one solved turn:

* the **focus** (a ring around each focus figure),
* the **path** (arrows from the start hex, slides included) and the **destination** (a star),
* the **attacked hexes** (red hatch: the area hexes, or the hexes of the attacked figures),
* **line of sight** (a clear segment from the destination to each attacked figure's hex,
  found by :func:`los.exact_witness`, FH-LOS-2).

Tied options (FH-GEN-1: the party chooses) stay distinguishable: ``option=None`` draws every
option in its own colour on one map with a legend, ``option=i`` draws option ``i`` alone and
``option="all"`` draws small multiples, one map per option.  Same input, same picture.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from matplotlib.collections import PolyCollection
from matplotlib.patches import Polygon

from floe_widgets.core import hexgrid
from floe_widgets.views.contract import DEFAULT_THEME, LegendEntry, Target, Theme, View

from ..map.hexmap import Hex
from .scenario_view import COLOURS, OVERLAY

FIGSIZE = (9.5, 8.0)
#: the letter on each overlay kind (shapes besides colour)
LETTERS = {"trap": "T", "hazardous": "H", "difficult": "D", "icy": "I", "obstacle": "O", "pressure-plate": "P",
           "objective": "obj", "wall": "W", "corridor": "C", "treasure": "$", "door": "Dr"}
OVERLAY_COLOURS = {**OVERLAY, "wall": "#3b3b3b", "pressure-plate": "#c9c9a3", "corridor": "#e6dcc8",
                   "objective": "#b39ddb", "treasure": "#f1c40f"}
OPTION_COLOURS = ("#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#e377c2", "#8c564b", "#bcbd22")
FLOOR = "#f4f1ea"
SQ3 = math.sqrt(3.0)


def option_colour(i: int) -> str:
    return OPTION_COLOURS[i % len(OPTION_COLOURS)]


def standee_label(fig_id: str) -> str:
    """The label drawn on a figure: its id (a monster's id ends with its standee number)."""
    return fig_id if len(fig_id) <= 4 else fig_id[:3] + fig_id[-1]


def _lattice_to_xy(p: Any) -> tuple[float, float]:
    """The exact LOS module's lattice point (x = 3q, y = 2r + q, y down) in drawing coordinates."""
    return (float(p[0]) / 2.0, -float(p[1]) * SQ3 / 2.0)


def hex_at(x: float, y: float) -> Hex:
    """The hex under the drawing point (x, y) (used by the widget's canvas clicks)."""
    return hexgrid.from_point(x, y)


@dataclass(frozen=True)
class SolvedSituation:
    """What the tactics board shows: a situation, the turn solved for it and which option(s) to draw
    (None: every option on one map; ``i``: option i alone; "all": one small map per option)."""

    situation: Any
    plan: Any = None
    option: int | str | None = None
    los: bool = True
    title: str | None = None


class TacticsView(View):
    """The tactics board on the view contract.  The map, walls and figures are the static layer (built
    again only for another situation or layout); the solved turn is drawn over them (every overlay
    z-order is above the map's, so drawing it last is drawing it in order)."""

    figsize = FIGSIZE

    def layout_key(self, state: SolvedSituation) -> Any:
        n = len(state.plan.options) if state.plan is not None else 0
        # the situation itself (compared by value), not its id: an id can be reused by the next one
        return (state.situation, state.option == "all" and n > 1, n if state.option == "all" else 0, state.title)

    def build(self, state: SolvedSituation, fig: Any) -> None:
        self.overlay: list[Any] = []
        self._shown: Any = None
        sit, plan = state.situation, state.plan
        options = list(plan.options) if plan is not None else []
        self.maps = []
        if state.option == "all" and len(options) > 1:
            n = len(options)
            cols = min(n, 3)
            rows = (n + cols - 1) // cols
            for i in range(n):
                ax = fig.add_subplot(rows, cols, i + 1)
                ax.set_label(f"map:{i}")
                _draw_map(sit, ax, plan, small=True, theme=self.theme)
                _fit_map(sit, ax)
                self.maps.append(ax)
            fig.suptitle(state.title if state.title is not None else (sit.title or "situation"),
                         fontsize=self.theme.title)
            self.info = None
            return
        ax = fig.add_axes((0.02, 0.1, 0.96, 0.84))
        ax.set_label("map")
        _draw_map(sit, ax, plan, theme=self.theme)
        _fit_map(sit, ax)
        ax.set_title(state.title if state.title is not None else (sit.title or "situation"), fontsize=self.theme.title)
        self.maps = [ax]
        self.info = fig.add_axes((0.02, 0.0, 0.96, 0.09))
        self.info.set_label("info")
        self.info.axis("off")

    def update(self, state: SolvedSituation, *, viewer: int | None, highlight: list[Any]) -> None:
        key = (state.plan, state.option, state.los)
        if key == self._shown:
            return
        for artist in self.overlay:
            artist.remove()
        sit, plan, th = state.situation, state.plan, self.theme
        options = list(plan.options) if plan is not None else []
        added: list[Any] = []
        for k, ax in enumerate(self.maps):
            before = {id(a) for a in ax.get_children()}
            _draw_focus(sit, ax, plan)
            if len(self.maps) > 1:
                _draw_option(sit, ax, plan, k, option_colour(k), los=state.los)
                ax.set_title(f"option {k + 1}: {_option_text(options[k])}", fontsize=th.small)
            else:
                chosen = range(len(options)) if state.option in (None, "all") else [int(state.option)]
                for i in chosen:
                    if not 0 <= i < len(options):
                        raise IndexError(f"option {i} does not exist (the plan has {len(options)})")
                    _draw_option(sit, ax, plan, i, option_colour(i), los=state.los, shift=_shift(i, len(chosen)))
            added += [a for a in ax.get_children() if id(a) not in before]
        if self.info is not None:
            before = {id(a) for a in self.info.get_children()}
            _draw_info(self.info, plan, options, state.option, th)
            added += [a for a in self.info.get_children() if id(a) not in before]
        self.overlay = added
        self._shown = key

    def dynamic_artists(self) -> list[Any]:
        return list(self.overlay)

    def hit(self, x: float, y: float) -> list[Target]:
        for ax in self.maps:
            point = self.data_point(ax, x, y)
            if point is not None:
                return [Target("hex", hex_at(*point))]
        return []

    def describe_board(self, state: SolvedSituation, *, viewer: int | None = None) -> str:
        sit, plan = state.situation, state.plan
        words = [f"{sit.title or 'A situation'}: {len(sit.hexmap.hexes)} hexes."]
        words += [f"{f.id} ({f.team}) at {f.hex[0]},{f.hex[1]}." for f in sit.figures]
        if plan is None:
            words.append("Not solved.")
        elif not plan.focus:
            words.append("No focus: the monster neither moves nor attacks.")
        else:
            words.append(f"Focus {' or '.join(plan.focus)}.")
            words += [f"Option {i + 1}: {_option_text(o)}." for i, o in enumerate(plan.options)]
        return " ".join(words)

    def legend(self) -> list[LegendEntry]:
        kinds = [("floor", "floor", FLOOR, "")] + [(k, k.replace("-", " "), c, LETTERS.get(k, "")) for k, c in
                                                 OVERLAY_COLOURS.items() if k != "objective"]
        return [LegendEntry(*k) for k in kinds] + [
            LegendEntry("monster", "monster (gold edge: elite or boss)", COLOURS["monster"]),
            LegendEntry("character", "character", COLOURS["character"]),
            LegendEntry("focus", "focus (red ring)", "#e74c3c", "◯"),
            LegendEntry("attack", "attacked hex (red hatch)", "#c0392b", "///")]


def _fit_map(sit: Any, ax: Any) -> None:
    xs = [hexgrid.center(h)[0] for h in sit.hexmap.hexes]
    ys = [hexgrid.center(h)[1] for h in sit.hexmap.hexes]
    ax.set_xlim(min(xs) - 1.1, max(xs) + 1.1)
    ax.set_ylim(min(ys) - 1.1, max(ys) + 1.1)


def _draw_info(info: Any, plan: Any, options: list[Any], option: Any, th: Theme) -> None:
    if plan is None:
        text = "not solved"
    elif not plan.focus:
        text = "no focus: the monster neither moves nor attacks"
    else:
        text = f"focus {' or '.join(plan.focus)}; {len(options)} option(s)"
    info.text(0.0, 0.95, text, fontsize=th.small, transform=info.transAxes, va="top")
    chosen = range(len(options)) if option in (None, "all") else [int(option)]
    for k, i in enumerate(list(chosen)[:3]):
        info.text(0.0 + 0.34 * k, 0.42, f"■ {i + 1}: {_option_text(options[i])}"[:40], fontsize=th.small,
                  color=option_colour(i), transform=info.transAxes, va="top")


def draw(sit: Any, fig: Any, *, plan: Any = None, option: int | str | None = None, los: bool = True,
         title: str | None = None, theme: Theme = DEFAULT_THEME, **_options: Any) -> TacticsView:
    """Draw ``sit`` (a :class:`situation.Situation`) and, if given, the solved ``plan`` into ``fig``."""
    view = TacticsView(None)
    view.draw(SolvedSituation(sit, plan, option, los, title), fig, theme=theme)
    return view


def _shift(i: int, n: int) -> tuple[float, float]:
    """A small offset so tied paths drawn on one map do not hide each other."""
    if n <= 1:
        return (0.0, 0.0)
    angle = 2 * math.pi * i / n
    return (0.12 * math.cos(angle), 0.12 * math.sin(angle))


def _option_text(o: Any) -> str:
    attacks = ",".join(o.attacks) if o.attacks else "no attack"
    return f"to {list(o.destination)}, {attacks}"


def _circle_points(x: float, y: float, r: float, n: int = 32) -> tuple[list[float], list[float]]:
    angles = [2 * math.pi * k / n for k in range(n + 1)]
    return [x + r * math.cos(a) for a in angles], [y + r * math.sin(a) for a in angles]


def _disc(ax: Any, x: float, y: float, r: float, **kw: Any) -> None:
    ax.fill(*_circle_points(x, y, r), **kw)


def _ring(ax: Any, x: float, y: float, r: float, **kw: Any) -> None:
    ax.plot(*_circle_points(x, y, r), **kw)


def _draw_map(sit: Any, ax: Any, plan: Any, small: bool = False, theme: Theme = DEFAULT_THEME) -> None:
    """The situation's map, walls and figures (what does not depend on the solved plan)."""
    m = sit.hexmap
    ax.set_aspect("equal")
    ax.axis("off")
    hexes = sorted(m.hexes)
    faces = []
    for h in hexes:
        ov = m.overlay(h)
        colour = FLOOR
        if ov is not None:
            colour = OVERLAY_COLOURS.get(ov.kind, FLOOR)
            if ov.kind == "door" and ov.open:
                colour = "#c8a77a"
        faces.append(colour)
    ax.add_collection(PolyCollection([hexgrid.corners(h) for h in hexes], facecolors=faces, edgecolors="#888888",
                                     linewidths=0.6, zorder=1), autolim=False)
    small_text = theme.small
    for h in hexes:
        ov = m.overlay(h)
        cx, cy = hexgrid.center(h)
        if ov is not None and not small:
            mark = "" if ov.kind == "corridor" else LETTERS.get(ov.kind, "")
            if ov.kind == "door":
                mark = "" if ov.open else ("Dr·L" if ov.locked else "Dr")
            if mark:
                ax.text(cx, cy - 0.55, mark, ha="center", va="center", fontsize=small_text,
                        color="#333333", zorder=2)
        if not small and not any(f.hex == h for f in sit.figures):
            ax.text(cx, cy + 0.42, f"{h[0]},{h[1]}", ha="center", va="center", fontsize=small_text,
                    color=theme.muted, zorder=2)
    for edge in sorted(tuple(sorted(e)) for e in m.walls):
        a, b = edge
        (ax_, ay), (bx, by) = hexgrid.center(a), hexgrid.center(b)
        mx, my = (ax_ + bx) / 2, (ay + by) / 2
        dx, dy = (bx - ax_) / SQ3, (by - ay) / SQ3  # unit vector a -> b
        px, py = -dy * 0.5, dx * 0.5
        ax.plot([mx - px, mx + px], [my - py, my + py], color="black", linewidth=3.5, zorder=4,
                solid_capstyle="round")
    hp = sit.extras.get("x-hp", {}) if isinstance(sit.extras.get("x-hp"), dict) else {}
    for f in sit.figures:
        cx, cy = hexgrid.center(f.hex)
        colour = COLOURS.get(f.kind, "#c0392b" if f.team == "monsters" else "#3a78c2")
        if f.team == "characters" and f.kind == "ally":
            colour = "#16a085"
        elite = f.rank in ("elite", "boss")
        _disc(ax, cx, cy, 0.5, facecolor=colour, edgecolor="#f1c40f" if elite else "black",
              linewidth=2.5 if elite else 1.0, zorder=5)
        if f.id == sit.active:
            _ring(ax, cx, cy, 0.62, color="black", linestyle=":", linewidth=1.5, zorder=5)
        ax.text(cx, cy + 0.15, standee_label(f.id), ha="center", va="center", fontsize=small_text,
                color="white", weight="bold", zorder=7)
        sub = []
        if f.initiative is not None:
            sub.append(f"i{f.initiative:g}")
        if f.id in hp:
            sub.append(f"{hp[f.id]}hp")
        if sub and not small:
            ax.text(cx, cy - 0.22, " ".join(sub), ha="center", va="center", fontsize=small_text, color="white",
                    zorder=7)
        if f.conditions and not small:
            ax.text(cx, cy - 0.62, ",".join(c[:4] for c in sorted(f.conditions)), ha="center", va="center",
                    fontsize=small_text, color="#6c3483", zorder=8)
    xs = [hexgrid.center(h)[0] for h in m.hexes]
    ys = [hexgrid.center(h)[1] for h in m.hexes]
    ax.set_xlim(min(xs) - 1.1, max(xs) + 1.1)
    ax.set_ylim(min(ys) - 1.1, max(ys) + 1.1)


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


def _draw_focus(sit: Any, ax: Any, plan: Any) -> None:
    """A red ring around each focus figure of the plan."""
    for f in sit.figures:
        if plan is not None and f.id in plan.focus:
            cx, cy = hexgrid.center(f.hex)
            _ring(ax, cx, cy, 0.7, color="#e74c3c", linewidth=2.5, zorder=9)


def _draw_option(sit: Any, ax: Any, plan: Any, i: int, colour: str, *, los: bool = True,
                 shift: tuple[float, float] = (0.0, 0.0)) -> None:
    o = plan.options[i]
    sx, sy = shift
    for h in attacked_hexes(sit, o):
        ax.add_patch(Polygon(hexgrid.corners(h, 0.92), closed=True, facecolor="none", edgecolor="#c0392b",
                             hatch="///", linewidth=1.2, zorder=9))
    pts = [hexgrid.center(h) for h in o.path]
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        ax.annotate("", xy=(x1 + sx, y1 + sy), xytext=(x0 + sx, y0 + sy), zorder=10,
                    arrowprops={"arrowstyle": "->", "color": colour, "linewidth": 2.0})
    dx, dy = hexgrid.center(o.destination)
    if len(o.path) <= 1:  # it stays: the star goes to the hex's corner, off the figure's label
        dx, dy = dx + 0.45, dy + 0.45
    ax.plot([dx + sx], [dy + sy], marker="*", markersize=13, color=colour, markeredgecolor="black", zorder=11)
    if los:
        for (x0, y0), (x1, y1) in los_segments(sit, o):
            ax.plot([x0, x1], [y0, y1], color=colour, linestyle="--", linewidth=1.2, zorder=10)
