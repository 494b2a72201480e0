"""The tactics lab's map: the hexes, thin walls, overlays and figures of an ``fh-situation/1`` situation,
drawn into a kept :class:`MapLayer` (the static layer the solved turn is drawn over, :mod:`tactics_turn`),
and the names of what it draws (:func:`figure_kind`, :func:`hex_kind`: keys of the tactics key)."""

from __future__ import annotations

import functools
import math
from typing import Any

import numpy as np
from matplotlib.collections import LineCollection, PolyCollection

from floe_widgets.core import hexgrid
from floe_widgets.i18n import N_, tr
from floe_widgets.views.contract import DEFAULT_THEME, Theme
from floe_widgets.views.contrast import ink_on

from ..map.hex_names import coordinates
from ..map.hexmap import Hex
from .looks import COLOURS, LIGHT_MUTED, OVERLAY, TAG_INK, disc_corners

#: the letter on each overlay kind (shapes besides colour)
#: (message ids: a Japanese reader sees a kanji)
LETTERS = {"trap": N_("T"), "hazardous": N_("H"), "difficult": N_("D"), "icy": N_("I"), "obstacle": N_("O"),
           "pressure-plate": N_("P"), "objective": N_("obj"), "wall": N_("W"), "corridor": N_("C"), "treasure": "$",
           "door": N_("Dr")}
#: a condition under a figure's disc, cut short
CONDITION_MARKS = {"poison": N_("pois"), "wound": N_("woun"), "immobilize": N_("immo"), "disarm": N_("disa"),
                   "stun": N_("stun"), "muddle": N_("mudd"), "strengthen": N_("stre"), "invisible": N_("invi"),
                   "regenerate": N_("rege"), "ward": N_("ward"), "bane": N_("bane"), "brittle": N_("brit"),
                   "impair": N_("impa"), "safeguard": N_("safe")}
#: the colour of the condition marks under a figure
CONDITION_INK = "#6c3483"
OVERLAY_COLOURS = {**OVERLAY, "wall": "#3b3b3b", "pressure-plate": "#c9c9a3", "corridor": "#e6dcc8",
                   "objective": "#b39ddb", "treasure": "#f1c40f"}
#: a figure's disc: its fill by what it is (a character's ally teal)
FIGURE_COLOURS = {"character": COLOURS["character"], "summon": COLOURS["summon"], "objective": COLOURS["objective"],
                  "ally": "#16a085", "monster": COLOURS["monster"]}
OPEN_DOOR = "#c8a77a"
FLOOR = "#f4f1ea"
SQ3 = math.sqrt(3.0)
#: every text of the map lies above every shape of the map (so a retained picture pastes them as sprites)
MAP_TEXT_Z = 8


def figure_kind(f: Any) -> str:
    """What a figure's disc shows it to be: a key of :data:`FIGURE_COLOURS`."""
    if f.team == "characters" and f.kind == "ally":
        return "ally"
    if f.kind in FIGURE_COLOURS:
        return str(f.kind)
    return "monster" if f.team == "monsters" else "character"


def hex_kind(ov: Any) -> str:
    """What a hex's face shows: "floor", an overlay's kind, "door-open", "door-locked" or "objective-hex" (an
    objective figure is "objective")."""
    if ov is None or ov.kind not in OVERLAY_COLOURS:
        return "floor"
    if ov.kind == "objective":
        return "objective-hex"
    if ov.kind == "door":
        return "door-open" if ov.open else "door-locked" if ov.locked else "door"
    return str(ov.kind)


def condition_mark(condition: str) -> str:
    """A condition as the map writes it under a figure, cut short."""
    return tr(CONDITION_MARKS[condition]) if condition in CONDITION_MARKS else condition[:4]


def standee_label(fig_id: str) -> str:
    """The label drawn on a figure: its id (a monster's id ends with its standee number)."""
    return fig_id if len(fig_id) <= 4 else fig_id[:3] + fig_id[-1]


def hex_at(x: float, y: float) -> Hex:
    """The hex under the drawing point (x, y) (used by the widget's canvas clicks)."""
    return hexgrid.from_point(x, y)


class MapLayer:
    """One map of the board: its axes, kept, and the artists of the situation it shows (texts reused
    from one situation to the next: a new Text costs far more than setting one)."""

    def __init__(self, ax: Any, small: bool) -> None:
        self.ax, self.small = ax, small
        ax.set_aspect("equal")
        ax.axis("off")
        ax.set_autoscale_on(False)
        # the map's shapes, kept and given the next situation's geometry and colours (a new collection
        # costs far more than setting one)
        self.cells = self.add(PolyCollection([], edgecolors="#888888", linewidths=0.6, zorder=1))
        self.walls = self.add(LineCollection([], colors="black", linewidths=3.5, zorder=4, capstyle="round"))
        self.active = self.add(LineCollection([], colors="black", linestyles=":", linewidths=1.5, zorder=5))
        self.discs = self.add(PolyCollection([], zorder=5))
        self.texts: list[Any] = []
        self._styles: list[dict[str, Any]] = []
        # a text of its own above the map, not the axes' title: placing that measures the (hidden) axis
        self.title = ax.text(0.5, 1.005, "", transform=ax.transAxes, ha="center", va="bottom", zorder=MAP_TEXT_Z)

    def show(self, sit: Any, theme: Theme) -> None:
        _fit_map(sit, self.ax)
        self.ax.apply_aspect()    # the final transform, so texts can sit on whole pixels
        # the data -> pixel scale and offset as plain numbers (the map's transform has no rotation)
        m = self.ax.transData.get_affine().get_matrix()
        self._to_px = (float(m[0, 0]), float(m[0, 2]), float(m[1, 1]), float(m[1, 2]))
        used = _draw_map(sit, self, theme)
        for t in self.texts[used:]:
            t.set_visible(False)

    def add(self, collection: Any) -> Any:
        self.ax.add_collection(collection, autolim=False)
        return collection

    def text(self, k: int, x: float, y: float, s: str, **props: Any) -> None:
        """Text slot ``k`` set to ``s`` at (x, y), anchored on a whole pixel: a retained picture pastes texts
        from sprites rasterised at the anchor's sub-pixel offset, so one sprite serves every hex."""
        sx, ox, sy, oy = self._to_px
        x, y = (round(sx * x + ox) - ox) / sx, (round(sy * y + oy) - oy) / sy
        props = {"ha": "center", "va": "center", **props}
        if k < len(self.texts):
            t = self.texts[k]
            t.set_position((x, y))
            if t.get_text() != s:
                t.set_text(s)
            if self._styles[k] != props:
                t.update(props)
                self._styles[k] = props
            t.set_visible(True)
        else:
            self.texts.append(self.ax.text(x, y, s, **props))
            self._styles.append(props)


@functools.cache
def _corners(h: Hex) -> list[tuple[float, float]]:
    return hexgrid.corners(h)


def _outlines(hexes: list[Hex]) -> np.ndarray:
    """The hexes' corners as one (hexes, 6, 2) array: a collection given an array builds its paths in one go."""
    return np.array([_corners(h) for h in hexes], dtype=float)


@functools.cache
def disc_of(h: Hex) -> np.ndarray:
    """A figure's disc on hex ``h`` (:func:`looks.disc_corners`), made once per hex."""
    return np.array(disc_corners(*hexgrid.center(h), 0.5))


def _fit_map(sit: Any, ax: Any) -> None:
    xs = [hexgrid.center(h)[0] for h in sit.hexmap.hexes]
    ys = [hexgrid.center(h)[1] for h in sit.hexmap.hexes]
    ax.set_xlim(min(xs) - 1.1, max(xs) + 1.1)
    ax.set_ylim(min(ys) - 1.1, max(ys) + 1.1)


def circle_points(x: float, y: float, r: float, n: int = 32) -> tuple[list[float], list[float]]:
    angles = [2 * math.pi * k / n for k in range(n + 1)]
    return [x + r * math.cos(a) for a in angles], [y + r * math.sin(a) for a in angles]


def _draw_map(sit: Any, layer: MapLayer, theme: Theme = DEFAULT_THEME) -> int:
    """The situation's map, walls and figures (what does not depend on the solved plan) into ``layer``;
    returns the number of texts used."""
    m, small = sit.hexmap, layer.small
    hexes = sorted(m.hexes)
    faces = []
    for h in hexes:
        ov = m.overlay(h)
        kind = hex_kind(ov)
        faces.append(FLOOR if kind == "floor" else OPEN_DOOR if kind == "door-open" else OVERLAY_COLOURS[ov.kind])
    layer.cells.set_verts(_outlines(hexes))
    layer.cells.set_facecolors(faces)
    face = dict(zip(hexes, faces))
    small_text = theme.small
    texts = 0

    def text(x: float, y: float, s: str, on: str, **kw: Any) -> None:
        """A label on a surface of colour ``on``, on a plate of that colour: the turn's lines pass under it."""
        nonlocal texts
        layer.text(texts, x, y, s, fontsize=small_text, zorder=MAP_TEXT_Z, bbox=_plate(on), **kw)
        texts += 1

    occupied = {f.hex for f in sit.figures}
    for h in hexes:
        ov = m.overlay(h)
        cx, cy = hexgrid.center(h)
        if ov is not None and not small:
            mark = "" if ov.kind == "corridor" or ov.kind not in LETTERS else tr(LETTERS[ov.kind])
            if ov.kind == "door":
                mark = "" if ov.open else (tr("{door}·L", door=mark) if ov.locked else mark)
            if mark:
                text(cx, cy - 0.55, mark, face[h], color=ink_on(face[h], "#333333", LIGHT_MUTED), weight="normal")
        if not small and h not in occupied:   # light on a dark face (an obstacle, a wall, a closed door)
            text(cx, cy + 0.42, coordinates(h), face[h], color=ink_on(face[h], theme.muted, theme.ink, LIGHT_MUTED),
                 weight="normal")
    walls = []
    for edge in sorted(tuple(sorted(e)) for e in m.walls):
        a, b = edge
        (ax_, ay), (bx, by) = hexgrid.center(a), hexgrid.center(b)
        mx, my = (ax_ + bx) / 2, (ay + by) / 2
        dx, dy = (bx - ax_) / SQ3, (by - ay) / SQ3  # unit vector a -> b
        px, py = -dy * 0.5, dx * 0.5
        walls.append([(mx - px, my - py), (mx + px, my + py)])
    layer.walls.set_segments(walls)
    hp = sit.extras.get("x-hp", {}) if isinstance(sit.extras.get("x-hp"), dict) else {}
    discs, fills, edge_colours, widths, rings = [], [], [], [], []
    for f in sit.figures:
        cx, cy = hexgrid.center(f.hex)
        colour = FIGURE_COLOURS[figure_kind(f)]
        elite = f.rank in ("elite", "boss")
        discs.append(disc_of(f.hex))
        fills.append(colour)
        edge_colours.append("#f1c40f" if elite else "black")
        widths.append(2.5 if elite else 1.0)
        if f.id == sit.active:
            rings.append(list(zip(*circle_points(cx, cy, 0.62))))
        ink = TAG_INK.get(f.kind, "white")   # dark on the light monster discs, white on the dark ones
        text(cx, cy + 0.15, standee_label(f.id), colour, color=ink, weight="bold")
        sub = []
        if f.initiative is not None:
            sub.append(tr("i{n}", n=f"{f.initiative:g}"))
        if f.id in hp:
            sub.append(tr("{n}hp", n=hp[f.id]))
        if sub and not small:
            text(cx, cy - 0.22, " ".join(sub), colour, color=ink, weight="normal")
        if f.conditions and not small:
            marks = ",".join(condition_mark(c) for c in sorted(f.conditions))
            text(cx, cy - 0.62, marks, face[f.hex], color=CONDITION_INK, weight="normal")
    layer.active.set_segments(rings)
    layer.discs.set_verts(np.array(discs) if discs else [])
    layer.discs.set_facecolors(fills)
    layer.discs.set_edgecolors(edge_colours)
    layer.discs.set_linewidths(widths)
    return texts


@functools.cache
def _plate(colour: str) -> dict[str, Any]:
    """The box behind a map label: the colour it stands on, no edge, a little wider than its letters."""
    return {"boxstyle": "square,pad=0.12", "facecolor": colour, "edgecolor": "none", "linewidth": 0}
