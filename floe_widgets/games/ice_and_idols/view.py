"""The Ice and Idols board picture: a pure function of the game's state (matplotlib Figure API only).

Three areas, each an Axes with a label (used by :func:`actions_at` for clicks):

* ``"temple"``: the 5x5 temple grid seen from above, in the GRID frame (row 0 at the sun border on
  top, column 0 at the star border on the left), so the action names N/E/S/W always point the way
  they read.  Each cell shows its pathway tile (paths as light corridors, walls as dark edges),
  the map location lying under it (idols as filled shapes, altars as hollow outlines, each with its
  letter), the characters (discs with their initial) and empty spaces (the bare map).  The map is
  fixed to the table: after the temple turns, other locations lie under the cells.
* ``"track"``: the research track -- five columns of spaces (bottom-up), markers, symbols
  (event, shift, bonus, 2p/3p), the VP token of each column (below it, or above it once locked).
* ``"players"``: one board per seat -- AP left, adrenaline side, hand, powers, markers left, key card
  (secret: shown only to its owner, or to everyone once the game is over).
* ``"discard"``: the collapsed tiles (and the Keysmith's spare Roundabout).

Colours come from the Okabe-Ito palette and always travel with a shape or a letter.
"""

from __future__ import annotations

import weakref
from typing import Any, NamedTuple

import numpy as np
from matplotlib.collections import Collection, LineCollection, PatchCollection
from matplotlib.patches import FancyBboxPatch, PathPatch
from matplotlib.path import Path
from matplotlib.text import Text
from matplotlib.transforms import Affine2D

from floe_widgets.core import Action
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME, LegendEntry, Target, Theme, View, register_view

from . import actions as A
from .game import IceAndIdols
from .state import (
    BORDER_ICONS,
    EMPTY,
    IDOL_NAMES,
    IDOLS,
    NEUTRAL,
    SIZE,
    IceAndIdolsState,
    map_pos_of_cell,
)

FIGSIZE = (14.0, 8.6)
#: the font of every label (ships with matplotlib and has the arrows, sun, moon, star and comet glyphs).
FONT = "DejaVu Sans"

# -- palette (Okabe-Ito) and shapes --------------------------------------------------------------------
OKABE = {
    "orange": "#E69F00", "sky": "#56B4E9", "green": "#009E73", "yellow": "#F0E442",
    "blue": "#0072B2", "vermillion": "#D55E00", "purple": "#CC79A7", "black": "#000000", "grey": "#999999",
}
#: idol -> (colour, marker shape, letter).  Shapes: diamond, circle, triangle, square, hexagon.
IDOL_STYLE: dict[str, tuple[str, str, str]] = {
    "sapphire": (OKABE["blue"], "diamond", "S"),
    "ruby": (OKABE["vermillion"], "circle", "R"),
    "tigers-eye": (OKABE["orange"], "triangle", "T"),
    "gold": (OKABE["yellow"], "square", "G"),
    "jade": (OKABE["green"], "hexagon", "J"),
}
#: player colour name (content) -> drawing colour.
PLAYER_COLOURS = {
    "red": OKABE["vermillion"], "blue": OKABE["sky"], "yellow": OKABE["yellow"], "green": OKABE["green"],
    "purple": OKABE["purple"], "orange": OKABE["orange"],
}
NEUTRAL_COLOUR = "#BBBBBB"
MOVE_HL = OKABE["purple"]      # legal move destinations: dashed outline + arrow
TARGET_HL = OKABE["blue"]      # other legal targets (rotate, slide, swap, pass...): dotted outline + word
MAP_COLOUR = "#F3E7C9"
TILE_COLOUR = "#A9B7C6"
WALL_COLOUR = "#2F2A24"
CORRIDOR = "#FFFBF0"
BORDER_COLOUR = {"sun": "#FBE9A8", "moon": "#D8DCEF", "star": "#E4D3EA", "comet": "#CFE9F0"}
BORDER_GLYPH = {"sun": "☀", "moon": "☾", "star": "★", "comet": "☄"}
ARROW = {"N": "↑", "E": "→", "S": "↓", "W": "←"}
SIDES = ("N", "E", "S", "W")
# offsets of a side's midpoint from the cell centre, in data units (y grows downwards in the temple axes)
SIDE_VEC = {0: (0.0, -0.5), 1: (0.5, 0.0), 2: (0.0, 0.5), 3: (-0.5, 0.0)}
# corner between side s and side s+1 (clockwise)
CORNER_VEC = {0: (0.5, -0.5), 1: (0.5, 0.5), 2: (-0.5, 0.5), 3: (-0.5, -0.5)}


class Style:
    """Sizes for normal and presenter mode (bigger type, thicker lines, black edges), from a Theme."""

    def __init__(self, presenter: bool, theme: Theme | None = None) -> None:
        theme = theme if theme is not None else (PRESENTER_THEME if presenter else DEFAULT_THEME)
        self.presenter = theme.presenter
        self.k = theme.scale
        self.font = theme.text
        self.small = theme.small
        self.big = theme.title
        self.edge = "black" if self.presenter else "#333333"
        self.lw = 1.6 if self.presenter else 1.0


# -- helpers about the game ------------------------------------------------------------------------------

def content_of(game: Any) -> Any:
    content = getattr(game, "content", None)
    if content is not None:
        return content
    from .data import load_content

    return load_content(getattr(game, "options", {}).get("content"))


def cell_rc(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def step_cell(cell: int, side: int) -> int:
    """Neighbour across ``side`` with wrap-around (drawing only: where an action lands)."""
    r, c = divmod(cell, SIZE)
    dr, dc = ((-1, 0), (0, 1), (1, 0), (0, -1))[side]
    return ((r + dr) % SIZE) * SIZE + (c + dc) % SIZE


def tile_sides(state: IceAndIdolsState, content: Any, tile: int) -> list[tuple[int, ...]]:
    rot = state.tile_rot[tile]
    return [tuple((s + rot) % 4 for s in path) for path in content.tile_paths[state.tile_kind[tile]]]


def player_colour(state: IceAndIdolsState, seat: int) -> str:
    if seat == NEUTRAL or seat < 0:
        return NEUTRAL_COLOUR
    return PLAYER_COLOURS.get(state.players[seat].colour, OKABE["grey"])


def player_initial(state: IceAndIdolsState, seat: int) -> str:
    if seat == NEUTRAL or seat < 0:
        return "·"
    return state.players[seat].character[:1].upper()


def character_name(content: Any, key: str) -> str:
    return str(content.characters.get(key, {}).get("name", key.title()))


def active_seat(game: Any) -> int | None:
    state = game.state
    if getattr(state, "phase", "play") == "over" or game.is_over:
        return None
    return state.turn


def action_targets(game: Any, actions: list[Action] | None = None) -> dict[int, list[tuple[str, Action]]]:
    """Grid cell -> [(short label, action)] for ``actions`` (default: the legal ones) aimed at a cell."""
    seat = active_seat(game)
    if seat is None:
        return {}
    return targets_of_actions(game.state, game.legal_actions() if actions is None else actions)


def targets_of_actions(state: IceAndIdolsState, actions: list[Action]) -> dict[int, list[tuple[str, Action]]]:
    """Grid cell -> [(short label, action)] for the actions aimed at a cell, for the seat to play."""
    out: dict[int, list[tuple[str, Action]]] = {}
    if state.phase == "over":
        return out
    here = state.players[state.turn].cell

    def add(cell: int, label: str, action: Action) -> None:
        out.setdefault(cell, []).append((label, action))

    for a in actions:
        if isinstance(a, A.Move):
            add(step_cell(here, SIDES.index(a.side)), "move", a)
        elif a.kind == "move-to":   # several tiles along connected paths (cell, path, ap)
            add(a.cell[0] * SIZE + a.cell[1], "move", a)
        elif isinstance(a, A.Jump):
            s = SIDES.index(a.side)
            add(step_cell(step_cell(here, s), s), "jump", a)
        elif isinstance(a, A.PassTo):
            add(a.cell[0] * SIZE + a.cell[1], "pass", a)
        elif isinstance(a, A.RotateTile):
            add(a.cell[0] * SIZE + a.cell[1], "rotate", a)
        elif isinstance(a, A.SlideTile):
            src = a.cell[0] * SIZE + a.cell[1]
            add(src, "slide", a)
            add(step_cell(src, SIDES.index(a.side)), "slide", a)
        elif isinstance(a, A.KeysmithTile):
            add(a.cell[0] * SIZE + a.cell[1], "key", a)
        elif isinstance(a, A.ArchitectSwap):
            add(step_cell(here, SIDES.index(a.side)), "swap", a)
        elif isinstance(a, A.SculptorShift):
            add(step_cell(here, SIDES.index(a.side)), "shift", a)
        elif isinstance(a, A.OrientTile):
            add(a.cell[0] * SIZE + a.cell[1], "orient", a)
        elif isinstance(a, (A.PickUp, A.PlaceIdol)):
            add(here, "idol", a)
    return out


# -- the public drawing function --------------------------------------------------------------------------

def draw(game: Any, fig: Any, *, presenter: bool = False, highlight: Any = True, player: int | None = None,
         **options: Any) -> TempleView:
    """Draw ``game`` into ``fig`` once (tests, quick looks).  ``player``: the seat looking (None = hot
    seat: the seat to play sees its own key card).  ``highlight``: mark the legal targets of the seat to
    play.  Returns the view."""
    view = TempleView(game, dict(options))
    marked = list(game.legal_actions()) if highlight and not game.is_over else []
    view.draw(game.state, fig, viewer=player, highlight=marked, theme=PRESENTER_THEME if presenter else DEFAULT_THEME)
    return view


# -- temple -------------------------------------------------------------------------------------------------

def _draw_temple(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style,
                 targets: dict[int, list[tuple[str, Action]]]) -> None:
    """The whole temple: tiles, map and borders, then the characters and highlights."""
    _draw_temple_ground(ax, state, content, st)
    _draw_temple_marks(ax, game, state, content, st, targets)


def _draw_temple_ground(ax: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
    """The borders, the map and the tiles (what changes only when the temple does)."""
    ax.set_xlim(-0.75, SIZE + 0.75)
    ax.set_ylim(SIZE + 0.75, -0.95)
    ax.set_aspect("equal")
    _draw_borders(ax, state, st)
    layer = TileLayer(st)
    for cell in range(SIZE * SIZE):
        r, c = divmod(cell, SIZE)
        pos = map_pos_of_cell(cell, state.rotation)
        tile = state.grid[cell] if state.grid else EMPTY
        _add(ax, rectangle((c, r), 1, 1, facecolor=MAP_COLOUR, edgecolor="#C9B88E", lw=0.6, zorder=0))
        if tile == EMPTY:
            _add(ax, rectangle((c + 0.04, r + 0.04), 0.92, 0.92, facecolor="none", edgecolor="#B59F6B",
                                   hatch="..", lw=0.5, zorder=1))
            ax.text(c + 0.5, r + 0.2, "empty", ha="center", va="center", fontsize=st.small, color="#6B5B35",
                    style="italic", zorder=2)
            _draw_location(ax, state, pos, c + 0.5, r + 0.6, 1.6, st)
            continue
        layer.add(tile_sides(state, content, tile), state.tile_kind[tile], c, r, 1.0)
        _draw_location(ax, state, pos, c + 0.2, r + 0.8, 1.0, st)
    layer.draw(ax)


def _draw_temple_marks(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style,
                       targets: dict[int, list[tuple[str, Action]]]) -> None:
    """What changes with nearly every action, drawn over the temple: the characters and the highlights of
    the legal targets."""
    _draw_characters(ax, game, state, content, st)
    _draw_highlights(ax, game, state, st, targets)


def _draw_characters(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
    seat = active_seat(game)
    occupants: dict[int, list[int]] = {}
    for s, p in enumerate(state.players):
        occupants.setdefault(p.cell, []).append(s)
    for cell, seats in occupants.items():
        r, c = divmod(cell, SIZE)
        tile = state.grid[cell] if state.grid else EMPTY
        for i, s in enumerate(seats):
            p = state.players[s]
            x, y = c + 0.5, r + 0.5
            if tile != EMPTY:
                paths = tile_sides(state, content, tile)
                if 0 <= p.path < len(paths):
                    dx, dy = _path_anchor(paths, p.path)
                    x, y = c + 0.5 + dx, r + 0.5 + dy
            n = len(seats)
            x += (i - (n - 1) / 2) * 0.2
            y += ((i % 2) - 0.5) * 0.12 if n > 1 else 0.0
            if tile != EMPTY and _near_location(state, cell, x - c, y - r):
                y = r + 0.42   # off the idols and altar in the cell's lower-left corner: never cover them
            _draw_figure(ax, state, s, x, y, 0.15, st, active=(s == seat))


def _draw_highlights(ax: Any, game: Any, state: IceAndIdolsState, st: Style,
                     targets: dict[int, list[tuple[str, Action]]]) -> None:
    """The legal targets: dashed outlines where the character can move, dotted ones for other choices."""
    seat = active_seat(game)
    for cell, items in targets.items():
        r, c = divmod(cell, SIZE)
        labels = {label for label, _ in items}
        moves = [a for label, a in items if label in ("move", "jump")]
        if moves:
            _add(ax, rectangle((c + 0.05, r + 0.05), 0.9, 0.9, facecolor="none", edgecolor=MOVE_HL,
                                   lw=3.2 * st.lw, ls=(0, (4, 2)), zorder=8))
            glyphs = "".join(sorted({ARROW[a.side] for a in moves if hasattr(a, "side")}))
            costs = sorted({_move_cost(a) for a in moves})
            cost = "/".join(str(x) for x in costs) + " AP"
            ax.text(c + 0.93, r + 0.13, f"{glyphs} {cost}".strip(), ha="right", va="center", fontsize=st.small,
                    color="black", weight="bold", zorder=9,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": MOVE_HL, "lw": 1})
        others = sorted(labels - {"move", "jump", "idol"})
        if others:
            _add(ax, rectangle((c + 0.1, r + 0.1), 0.8, 0.8, facecolor="none", edgecolor=TARGET_HL,
                                   lw=2.6 * st.lw, ls=(0, (1, 1.5)), zorder=8))
            ax.text(c + 0.5, r + 0.5 + (0.28 if moves else 0.0), "/".join(others), ha="center", va="center",
                    fontsize=st.small, color="black", zorder=9,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": TARGET_HL, "lw": 1})
        if "idol" in labels:
            ax.text(c + 0.5, r + 0.97, "idol here", ha="center", va="bottom", fontsize=st.small,
                    color="black", zorder=9,
                    bbox={"boxstyle": "round,pad=0.1", "fc": "#FFF6D5", "ec": OKABE["orange"], "lw": 1})
    # wrap-around marks on the edge the active character would leave by
    if seat is not None and targets:
        here = state.players[seat].cell
        hr, hc = divmod(here, SIZE)
        for cell, items in targets.items():
            for label, a in items:
                if label == "move" and isinstance(a, A.Move):
                    s = SIDES.index(a.side)
                    r, c = divmod(cell, SIZE)
                    if abs(r - hr) > 1 or abs(c - hc) > 1:
                        ex, ey = SIDE_VEC[s]
                        ax.text(hc + 0.5 + ex * 1.55, hr + 0.5 + ey * 1.55, f"{ARROW[a.side]} wraps",
                                ha="center", va="center", fontsize=st.small, color="black", zorder=9,
                                bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": MOVE_HL, "lw": 1})


def _near_location(state: IceAndIdolsState, cell: int, x: float, y: float) -> bool:
    """Would a character disc at (x, y) within the cell touch the map location drawn in its corner?"""
    pos = map_pos_of_cell(cell, state.rotation)
    count = len(state.map_idols[pos]) if state.map_idols else 0
    count += 1 if state.map_altars and state.map_altars[pos] else 0
    return any(abs(x - (0.2 + i * 0.23)) < 0.33 and abs(y - 0.8) < 0.33 for i in range(count))


def _move_cost(a: Action) -> int:
    if isinstance(a, A.Jump):
        return 4
    return int(getattr(a, "ap", 1))


def _headline(game: Any, state: IceAndIdolsState, content: Any) -> str:
    if game.is_over:
        return "Game over: final scores below"
    seat = state.turn
    p = state.players[seat]
    who = f"P{seat + 1} {character_name(content, p.character)}"
    if state.phase == "keys":
        return f"Set-up: {who} keeps one of two key cards"
    text = f"Round {state.round} · {who} to play · {state.ap} AP left"
    if state.quick:
        text = "Quick Play · " + text
    if state.pending is not None:
        text += f" · choose: {_pending_words(state.pending.kind)}"
    return text


def _pending_words(kind: str) -> str:
    return {
        "altar": "research or gain the power", "vp-shift": "shift the VP tokens?", "ruby": "tile to rotate",
        "gold": "tile to slide", "ability": "target of your ability", "orient": "orientation of the tile",
        "pass": "where to go",
    }.get(kind, kind)


def _draw_borders(ax: Any, state: IceAndIdolsState, st: Style) -> None:
    """The four borders (fixed to the grid, so they turn with it): sun, comet, moon, star."""
    w = 0.42
    boxes = {
        0: (0, -w - 0.03, SIZE, w), 1: (SIZE + 0.03, 0, w, SIZE),
        2: (0, SIZE + 0.03, SIZE, w), 3: (-w - 0.03, 0, w, SIZE),
    }
    icons = list(getattr(state, "borders", None) or BORDER_ICONS)   # grid side 0..3 -> border icon
    for side, (x, y, bw, bh) in boxes.items():
        icon = icons[side]
        _add(ax, rectangle((x, y), bw, bh, facecolor=BORDER_COLOUR[icon], edgecolor=st.edge, lw=st.lw))
        cx, cy = x + bw / 2, y + bh / 2
        vertical = side in (1, 3)
        ax.text(cx, cy, f"{BORDER_GLYPH[icon]} {icon}", ha="center", va="center", fontsize=st.font,
                rotation=(-90 if side == 1 else 90) if vertical else 0, color="black")
        # row / column numbers, so cells read as (row, col)
    for i in range(SIZE):
        ax.text(-0.62, i + 0.5, str(i), ha="center", va="center", fontsize=st.small, color="#555555")
        ax.text(i + 0.5, SIZE + 0.62, str(i), ha="center", va="center", fontsize=st.small, color="#555555")
    if state.rotation % 4:
        turns = state.rotation % 4
        ax.text(SIZE + 0.7, -0.55, f"↻ temple turned {turns * 90}° over the map", ha="right", va="center",
                fontsize=st.small, color="black")


class TileLayer:
    """Collects the tiles of one Axes and draws them as a few collections (fast)."""

    def __init__(self, st: Style) -> None:
        self.st = st
        self.squares: list[tuple[float, float, float]] = []
        self.corridors: list[tuple[list[tuple[float, float]], float]] = []
        self.walls: list[tuple[list[tuple[float, float]], float]] = []
        self.hubs: list[tuple[float, float, float]] = []

    def add(self, paths: list[tuple[int, ...]], kind: str, x0: float, y0: float, size: float) -> None:
        """A pathway tile: stone square, dark walls on its edges, light corridors for its paths."""
        self.squares.append((x0, y0, size))
        cx, cy = x0 + size / 2, y0 + size / 2
        is_arch = kind == "arch" or (len(paths) == 2 and all(len(p) == 2 and (p[1] - p[0]) % 2 == 0 for p in paths))
        for index, path in enumerate(paths):
            pts = [(cx + SIDE_VEC[s][0] * size * 0.96, cy + SIDE_VEC[s][1] * size * 0.96) for s in path]
            if len(path) == 2 and (path[1] - path[0]) % 4 in (1, 3):
                # a corner: a curve hugging the corner between the two sides
                a, b = path if (path[1] - path[0]) % 4 == 1 else (path[1], path[0])
                kx, ky = CORNER_VEC[a]
                ctrl = (cx + kx * size * 0.18, cy + ky * size * 0.18)
                self.corridors.append((_bezier(pts[path.index(a)], ctrl, pts[path.index(b)]), size))
            elif len(path) == 2:
                if is_arch and index == 1:   # the path under the arch: broken where the arch passes over
                    gap = 0.2 * size
                    for end in pts:
                        vx, vy = end[0] - cx, end[1] - cy
                        n = (vx * vx + vy * vy) ** 0.5 or 1
                        self.corridors.append(([(cx + vx / n * gap, cy + vy / n * gap), end], size))
                else:
                    self.corridors.append((list(pts), size))
            else:
                for end in pts:
                    self.corridors.append(([(cx, cy), end], size))
        if any(len(p) == 4 for p in paths):
            self.hubs.append((cx, cy, size))
        if len(paths) == 2 and not is_arch:
            # the wall between the two corner paths of a Double Corner
            a = paths[0][0] if (paths[0][1] - paths[0][0]) % 4 == 1 else paths[0][1]
            (ax1, ay1), (ax2, ay2) = CORNER_VEC[(a + 3) % 4], CORNER_VEC[(a + 1) % 4]
            self.walls.append(([(cx + ax1 * size * 0.8, cy + ay1 * size * 0.8),
                                (cx + ax2 * size * 0.8, cy + ay2 * size * 0.8)], size))

    def draw(self, ax: Any) -> None:
        st = self.st
        if not self.squares:
            return
        rects = [rectangle((x + 0.04 * s, y + 0.04 * s), s * 0.92, s * 0.92).path for x, y, s in self.squares]
        ax.add_collection(ShapeCollection(rects, facecolor=TILE_COLOUR, edgecolor=WALL_COLOUR,
                                          linewidths=[2.2 * st.lw * s for _, _, s in self.squares], zorder=2),
                          autolim=False)
        if self.corridors:
            segs = [seg for seg, _ in self.corridors]
            sizes = [s for _, s in self.corridors]
            ax.add_collection(LineCollection(segs, colors=WALL_COLOUR, linewidths=[11 * s * st.k for s in sizes],
                                             capstyle="butt", zorder=3), autolim=False)
            ax.add_collection(LineCollection(segs, colors=CORRIDOR, linewidths=[7 * s * st.k for s in sizes],
                                             capstyle="butt", zorder=4), autolim=False)
        for cx, cy, s in self.hubs:
            _add(ax, circle((cx, cy), 0.17 * s, facecolor=CORRIDOR, edgecolor=WALL_COLOUR, lw=1.2 * st.lw,
                            zorder=4))
            _add(ax, circle((cx, cy), 0.06 * s, facecolor=TILE_COLOUR, edgecolor=WALL_COLOUR, lw=0.8, zorder=4))
        if self.walls:
            ax.add_collection(LineCollection([seg for seg, _ in self.walls], colors=WALL_COLOUR,
                                             linewidths=[2.4 * st.lw * s for _, s in self.walls], zorder=5),
                              autolim=False)


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
_QUEUED: weakref.WeakKeyDictionary[Any, dict[str, list[Any]]] = weakref.WeakKeyDictionary()


def _add(ax: Any, shape: Any) -> Any:
    """Queue a :class:`Shape` (or a Patch); :func:`_flush` draws the queue as one collection per z-order."""
    if not isinstance(shape, Shape):
        shape = Shape(shape.get_transform().transform_path(shape.get_path()), shape.get_facecolor(),
                      shape.get_edgecolor(), shape.get_linewidth(), shape.get_linestyle(), shape.get_hatch(),
                      shape.get_zorder())
    _QUEUED.setdefault(ax, {}).setdefault("shapes", []).append(shape)
    return shape


def _flush(ax: Any) -> None:
    queued = _QUEUED.pop(ax, {})
    plinths = queued.get("plinths", [])
    if plinths:   # under the altars (same z-order, added first)
        ax.add_collection(LineCollection(plinths, colors="#7A6A45", linewidths=1.5, capstyle="projecting", zorder=6),
                          autolim=False)
    by_z: dict[float, list[Shape]] = {}
    for shape in queued.get("shapes", []):
        by_z.setdefault(shape.zorder, []).append(shape)
    for z, shapes in sorted(by_z.items()):
        plain = [sh for sh in shapes if not sh.hatch]
        if plain:
            ax.add_collection(ShapeCollection([sh.path for sh in plain], facecolors=[sh.facecolor for sh in plain],
                                              edgecolors=[sh.edgecolor for sh in plain],
                                              linewidths=[sh.lw for sh in plain],
                                              linestyles=[sh.ls for sh in plain], zorder=z), autolim=False)
        for sh in shapes:   # a collection has a single hatch: hatched shapes go on top, one by one
            if sh.hatch:
                ax.add_artist(PathPatch(sh.path, facecolor=sh.facecolor, edgecolor=sh.edgecolor, lw=sh.lw,
                                        ls=sh.ls, hatch=sh.hatch, zorder=z))


def _bezier(p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float],
            n: int = 12) -> list[tuple[float, float]]:
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def _path_anchor(paths: list[tuple[int, ...]], index: int) -> tuple[float, float]:
    """Where a figure standing on path ``index`` is drawn, relative to the cell centre."""
    path = paths[index]
    if len(path) >= 3:
        return (0.0, 0.0)
    (x1, y1), (x2, y2) = SIDE_VEC[path[0]], SIDE_VEC[path[1]]
    if (path[1] - path[0]) % 2 == 0:   # straight (archway): over-path at the centre, under-path off centre
        if index == 0:
            return (0.0, 0.0)
        return (x1 * 0.55, y1 * 0.55)
    return ((x1 + x2) * 0.45, (y1 + y2) * 0.45)


def _draw_figure(ax: Any, state: IceAndIdolsState, seat: int, x: float, y: float, radius: float, st: Style,
                 active: bool = False) -> None:
    colour = player_colour(state, seat)
    if active:
        _add(ax, circle((x, y), radius * 1.35, facecolor="none", edgecolor="black", lw=1.6 * st.lw,
                            ls=(0, (2, 1)), zorder=10))
    _add(ax, circle((x, y), radius, facecolor=colour, edgecolor="black", lw=(2.2 if active else 1.2) * st.lw,
                        zorder=11))
    ax.text(x, y, player_initial(state, seat), ha="center", va="center", fontsize=st.font * 1.05,
            weight="bold", color="black", zorder=12)


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
    _add(ax, idol_shape(idol, x, y, r, filled=filled, lw=st.lw, zorder=zorder, flip=flip))
    if not letter:
        return
    ax.text(x, y, IDOL_STYLE[idol][2], ha="center", va="center", fontsize=st.small, weight="bold",
            color="black", zorder=zorder + 1)


def _draw_location(ax: Any, state: IceAndIdolsState, pos: int, x: float, y: float, scale: float, st: Style) -> None:
    """The map location under a cell: idols (filled) and an altar (hollow, on a plinth)."""
    idols = list(state.map_idols[pos]) if state.map_idols else []
    altar = state.map_altars[pos] if state.map_altars else ""
    r = 0.1 * scale
    items: list[tuple[str, bool]] = [(i, True) for i in idols] + ([(altar, False)] if altar else [])
    for i, (idol, filled) in enumerate(items):
        ix = x + i * 2.3 * r
        _add(ax, circle((ix, y), r * 1.45, facecolor="white", edgecolor="#7A6A45", lw=0.6, zorder=5))
        draw_idol(ax, idol, ix, y, r, st, filled=filled, zorder=6, letter=True)
        if not filled:
            plinth = [(ix - r * 1.1, y + r * 1.6), (ix + r * 1.1, y + r * 1.6)]
            _QUEUED.setdefault(ax, {}).setdefault("plinths", []).append(plinth)


# -- discard pile of tiles ----------------------------------------------------------------------------------

def _draw_discard(ax: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
    ax.set_xlim(0, 14)
    ax.set_ylim(1.25, -0.25)
    ax.set_aspect("equal")
    ax.text(0.05, 0.02, "Discarded tiles", ha="left", va="top", fontsize=st.font, weight="bold")
    shown = [(t, "") for t in state.discard] + [(t, "spare") for t in state.spare]
    if not shown:
        ax.text(0.05, 0.6, "none yet", ha="left", va="center", fontsize=st.small, style="italic")
    layer = TileLayer(st)
    for i, (tile, note) in enumerate(shown[:16]):
        x = 3.0 + i * 0.68
        layer.add(tile_sides(state, content, tile), state.tile_kind[tile], x, 0.25, 0.62)
        ax.text(x + 0.31, 1.02, note or f"#{tile}", ha="center", va="center", fontsize=st.small)
    layer.draw(ax)
    if len(shown) > 16:
        ax.text(13.9, 0.55, f"+{len(shown) - 16}", ha="right", va="center", fontsize=st.small)


# -- research track ------------------------------------------------------------------------------------------

def _draw_track(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
    heights = [content.height(c) for c in range(len(IDOLS))]
    top = max(heights)
    ax.set_xlim(-0.1, len(IDOLS) + 0.1)
    ax.set_ylim(-1.35, top + 2.15)
    ax.text(len(IDOLS) / 2, top + 1.95, "Research track", ha="center", va="center", fontsize=st.big,
            weight="bold")
    for col, idol in enumerate(IDOLS):
        x = col + 0.5
        draw_idol(ax, idol, x, top + 1.42, 0.14, st)
        ax.text(x, top + 1.0, IDOL_NAMES[idol].replace("Tiger's Eye", "T. Eye"), ha="center",
                va="center", fontsize=st.small, color="black")
        markers = state.track[col] if state.track else []
        for h in range(heights[col]):
            space = content.space(col, h)
            y = h
            _add(ax, rectangle((col + 0.08, y + 0.06), 0.84, 0.88, facecolor="#F7F7F7", edgecolor=st.edge,
                                   lw=st.lw, zorder=1))
            marks = []
            if space.get("event"):
                marks.append("⚡ev")
            if space.get("shift"):
                marks.append("⇄")
            if space.get("bonus"):
                marks.append(f"+{space['bonus']}")
            if marks:
                ax.text(col + 0.9, y + 0.84, " ".join(marks), ha="right", va="center", fontsize=st.small,
                        color="black", zorder=2)
            if space.get("icon") and col == 0:   # the 2p/3p icons: one column shows them for all
                ax.text(col + 0.12, y + 0.16, str(space["icon"]), ha="left", va="center", fontsize=st.small,
                        color="#444444", zorder=2)
            if h < len(markers):
                owner = markers[h]
                _add(ax, regular_polygon((x, y + 0.45), 4, radius=0.27, orientation=0.785398,
                                            facecolor=player_colour(state, owner), edgecolor="black",
                                            lw=st.lw, zorder=3))
                ax.text(x, y + 0.45, player_initial(state, owner), ha="center", va="center",
                        fontsize=st.font, weight="bold", zorder=4)
        value = state.vp_tokens[col] if state.vp_tokens else 0
        locked = bool(state.locked[col]) if state.locked else False
        ty = heights[col] + 0.45 if locked else -0.7
        _add(ax, regular_polygon((x, ty), 6, radius=0.36, facecolor="#FFFFFF" if not locked else "#E8E8E8",
                                    edgecolor="black", lw=(2.2 if locked else 1.2) * st.lw, zorder=3))
        if locked:   # locked above its full column: the value and the word inside the token
            ax.text(x, ty + 0.09, f"{value}", ha="center", va="center", fontsize=st.font, weight="bold", zorder=4)
            ax.text(x, ty - 0.17, "locked", ha="center", va="center", fontsize=st.small, zorder=4)
        else:
            ax.text(x, ty, f"{value}", ha="center", va="center", fontsize=st.big, weight="bold", zorder=4)
            if col == 0:
                ax.text(x - 0.45, ty - 0.5, "VP tokens", ha="left", va="center", fontsize=st.small, zorder=4)
    if getattr(state, "pending", None) is not None and state.pending.kind == "vp-shift":
        ax.text(len(IDOLS) / 2, -1.25, "⇄ you may shift the unlocked VP tokens left or right", ha="center",
                va="center", fontsize=st.small, color="black",
                bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": TARGET_HL, "lw": 1})


# -- info panel: events, supply ------------------------------------------------------------------------------

def _draw_info(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 10)
    y = 9.6
    ax.text(0.1, y, "Events", ha="left", va="center", fontsize=st.big, weight="bold")
    y -= 0.8
    ax.text(0.1, y, f"deck {len(state.event_deck)} · discard {len(state.event_discard)}", ha="left", va="center",
            fontsize=st.font)
    y -= 0.8
    ax.text(0.1, y, "last: " + event_words(content, state.last_event), ha="left", va="center", fontsize=st.font,
            wrap=True)
    y -= 1.2
    ax.text(0.1, y, "Idol supply", ha="left", va="center", fontsize=st.big, weight="bold")
    y -= 0.95
    for i, idol in enumerate(IDOLS):
        x = 0.5 + i * 1.95
        draw_idol(ax, idol, x, y, 0.32, st)
        ax.text(x + 0.45, y, f"×{state.supply.get(idol, 0)}", ha="left", va="center", fontsize=st.font)
    y -= 1.3
    ax.text(0.1, y, "Key", ha="left", va="center", fontsize=st.big, weight="bold")
    legend = ("filled shape = idol to pick up\nhollow shape on a plinth = altar\n"
              "disc with initial = character\ndashed purple square = you can move there\n"
              "dotted blue square = target of a choice\n⚡ev event · ⇄ shift · +n bonus VP")
    ax.text(0.2, y - 0.4, legend, ha="left", va="top", fontsize=st.small, linespacing=1.6)


def event_words(content: Any, card: int) -> str:
    if card is None or card < 0:
        return "none yet"
    spec = content.events.get(card, {})
    kind = spec.get("type", "?")
    if kind == "collapse":
        where = ("ahead", "right", "behind", "left")[int(spec.get("x", 0)) % 4]
        return f"Collapse (X {where})"
    if kind == "rotate":
        return "Rotate ruins " + ("clockwise" if spec.get("clockwise", True) else "counter-clockwise")
    if kind == "shift":
        return f"Shift {spec.get('from', '?')} → {spec.get('to', '?')}"
    return "Chill (no effect)"


# -- player boards ---------------------------------------------------------------------------------------------

def _draw_players(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, viewer: int | None) -> None:
    for seat in range(len(state.players)):
        _draw_player(ax, game, state, content, st, viewer, seat)


def _draw_player(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, viewer: int | None,
                 seat: int) -> None:
    _draw_player_board(ax, game, state, content, st, viewer, seat)
    _draw_player_turn(ax, game, state, st, seat)


def _draw_player_turn(ax: Any, game: Any, state: IceAndIdolsState, st: Style, seat: int) -> None:
    """Over the board of the seat to play (nothing for the others): a thick frame, the arrow before its
    name, the ring around its character and the AP it has left."""
    if seat != active_seat(game):
        return
    y0 = seat * 2.5
    _add(ax, FancyBboxPatch((0.1, y0 + 0.1), 19.8, 2.25, boxstyle="round,pad=0.02,rounding_size=0.2",
                            facecolor="none", edgecolor="black", lw=2.6 * st.lw, zorder=2))
    _add(ax, circle((0.75, y0 + 0.75), 0.42 * 1.35, facecolor="none", edgecolor="black", lw=1.6 * st.lw,
                    ls=(0, (2, 1)), zorder=10))   # the ring _draw_figure draws around the character to play
    ax.text(1.27, y0 + 0.5, "▶", ha="center", va="center", fontsize=st.small, weight="bold")
    ap_left = state.ap if state.phase == "play" else 0
    for i in range(min(ap_left, 6)):
        x = 7.0 + i * 0.55
        _add(ax, rectangle((x, y0 + 0.25), 0.45, 0.4, facecolor=OKABE["sky"], edgecolor="black", lw=0.8 * st.lw,
                           zorder=2))
        ax.text(x + 0.225, y0 + 0.45, "●", ha="center", va="center", fontsize=st.small)
    if state.ap > 6:
        ax.text(10.35, y0 + 0.45, f"+{state.ap - 6}", ha="left", va="center", fontsize=st.small)


def _draw_player_board(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, viewer: int | None,
                       seat: int) -> None:
    """One player's board as it stands between turns (whose turn it is: :func:`_draw_player_turn`)."""
    ax.set_xlim(0, 20)
    ax.set_ylim(10, 0)   # room for 4 boards whatever the player count, so circles stay round
    over = game.is_over
    scores = game.scores() if over else None
    p = state.players[seat]
    y0 = seat * 2.5
    _add(ax, FancyBboxPatch((0.1, y0 + 0.1), 19.8, 2.25, boxstyle="round,pad=0.02,rounding_size=0.2",
                            facecolor="#FFFFFF", edgecolor="#999999", lw=1.0 * st.lw))
    _draw_figure(ax, state, seat, 0.75, y0 + 0.75, 0.42, st, active=False)
    ax.text(1.5, y0 + 0.5, f"P{seat + 1} {character_name(content, p.character)}", ha="left", va="center",
            fontsize=st.font, weight="bold")
    ability = content.characters.get(p.character, {}).get("ability_ap")
    ax.text(1.5, y0 + 1.05, f"{p.colour} · ability {ability} AP", ha="left", va="center", fontsize=st.small)
    if seat == state.first_player:
        ax.text(1.5, y0 + 1.55, "first player", ha="left", va="center", fontsize=st.small, style="italic")
    # AP track: 6 spaces, the 6th covered until the Sapphire power; filled (over it) = AP left this turn
    ax.text(6.3, y0 + 0.45, "AP", ha="left", va="center", fontsize=st.small, weight="bold")
    for i in range(6):
        x = 7.0 + i * 0.55
        covered = i == 5 and p.ap_cover
        _add(ax, rectangle((x, y0 + 0.25), 0.45, 0.4, facecolor="#555555" if covered else "white",
                           edgecolor="black", lw=0.8 * st.lw, hatch="xx" if covered else None))
    # adrenaline token
    adr = {"ready": ("+", "adrenaline ready"), "pending": ("−", "−2 AP next turn"),
           "penalty": ("−", "−2 AP this turn")}
    sign, words = adr.get(p.adrenaline, ("?", p.adrenaline))
    _add(ax, circle((11.3, y0 + 0.45), 0.24, facecolor="white" if sign == "+" else "#FFD9C2",
                        edgecolor="black", lw=st.lw))
    ax.text(11.3, y0 + 0.45, sign, ha="center", va="center", fontsize=st.font, weight="bold")
    ax.text(11.65, y0 + 0.45, words, ha="left", va="center", fontsize=st.small)
    # hand: two spaces, the left one covered until the Tiger's Eye power
    ax.text(6.3, y0 + 1.1, "hand", ha="left", va="center", fontsize=st.small, weight="bold")
    hand = list(p.hand)
    slots = [None, None]
    if p.hand_cover:
        slots[1] = hand[0] if hand else None
    else:
        for i, idol in enumerate(hand[:2]):
            slots[i] = idol
    for i in range(2):
        x = 7.75 + i * 0.7
        covered = i == 0 and p.hand_cover
        _add(ax, rectangle((x - 0.3, y0 + 0.85), 0.6, 0.5, facecolor="#555555" if covered else "white",
                               edgecolor="black", lw=0.8 * st.lw, hatch="xx" if covered else None))
        if slots[i]:
            draw_idol(ax, slots[i], x, y0 + 1.1, 0.17, st, zorder=7)
    # powers: the five altars of the board, filled once gained
    ax.text(9.0, y0 + 1.1, "powers", ha="left", va="center", fontsize=st.small, weight="bold")
    for i, idol in enumerate(IDOLS):
        x = 10.9 + i * 0.62
        draw_idol(ax, idol, x, y0 + 1.1, 0.17, st, filled=idol in p.powers or state.quick, zorder=7)
    # markers left
    ax.text(6.3, y0 + 1.8, f"markers left {p.markers_left}", ha="left", va="center", fontsize=st.small,
            weight="bold")
    for i in range(p.markers_left):
        _add(ax, regular_polygon((9.95 + i * 0.3, y0 + 1.8), 4, radius=0.13, orientation=0.785398,
                                    facecolor=player_colour(state, seat), edgecolor="black", lw=0.5))
    # key card (secret, IAI-KEY-SECRET-1)
    _draw_key(ax, game, state, content, st, seat, viewer, 15.4, y0 + 0.2)
    if over and scores is not None:
        ax.text(19.7, y0 + 1.95, f"{scores[seat]} VP", ha="right", va="center", fontsize=st.big, weight="bold")
        if seat in game.winner():
            ax.text(19.7, y0 + 1.45, "winner", ha="right", va="center", fontsize=st.font, weight="bold",
                    color="black", bbox={"boxstyle": "round,pad=0.15", "fc": OKABE["yellow"], "ec": "black"})


def _draw_key(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, seat: int,
              viewer: int | None, x: float, y: float) -> None:
    p = state.players[seat]
    looking = viewer if viewer is not None else active_seat(game)
    visible = game.is_over or looking == seat
    if p.key_card < 0:
        if p.key_offer and visible:
            x = 13.7   # before a key card is kept, the board has room further left (no marker placed yet)
            ax.text(15.5, y + 0.25, "key cards offered:", ha="left", va="center", fontsize=st.small)
            for i, card in enumerate(p.key_offer):
                _draw_key_card(ax, content, card, x + i * 3.1, y + 0.55, st, cell=0.34)
        else:
            ax.text(x, y + 0.6, "key card:", ha="left", va="center", fontsize=st.small)
            ax.text(x, y + 1.1, "not chosen yet", ha="left", va="center", fontsize=st.small)
        return
    if not visible:
        _add(ax, rectangle((x, y + 0.2), 1.0, 1.6, facecolor="#6F6F6F", edgecolor="black", hatch="//"))
        ax.text(x + 1.2, y + 1.0, "key card\n(secret)", ha="left", va="center", fontsize=st.small)
        return
    _draw_key_card(ax, content, p.key_card, x, y + 0.2, st)


def _draw_key_card(ax: Any, content: Any, card: int, x: float, y: float, st: Style, cell: float = 0.4) -> None:
    vp, cubes = content.key_cards[card]
    _add(ax, rectangle((x, y), cell * 3 + 0.2, cell * 3 + 0.35, facecolor="#FFFDF4", edgecolor="black",
                           lw=st.lw))
    for gx in range(3):
        for gy in range(3):
            filled = (gx, gy) in cubes
            _add(ax, rectangle((x + 0.1 + gx * cell, y + 0.1 + (2 - gy) * cell), cell * 0.9, cell * 0.9,
                                   facecolor="#333333" if filled else "white", edgecolor="#888888", lw=0.5))
    ax.text(x + cell * 3 + 0.3, y + 0.4, f"#{card}", ha="left", va="center", fontsize=st.small)
    ax.text(x + cell * 3 + 0.3, y + 1.0, f"{vp} VP", ha="left", va="center", fontsize=st.font, weight="bold")


# -- clicks ------------------------------------------------------------------------------------------------------

def cell_at(x: float, y: float) -> tuple[int, int] | None:
    """The grid cell (row, col) under a point of the ``temple`` axes, or None."""
    if not (0 <= x < SIZE and 0 <= y < SIZE):
        return None
    return (int(y), int(x))


def actions_at(game: Any, axes_label: str, x: float, y: float) -> list[Action]:
    """The legal actions a click at (x, y) in the axes ``axes_label`` could mean.

    Temple: every legal action aimed at the clicked tile (move or jump there, rotate / slide / swap /
    orient it, pass to it; on your own tile: pick up or place an idol).  Research track: the VP-token
    shift choices when one is pending.  Player boards: adrenaline on your board.
    """
    legal = game.legal_actions()
    if axes_label == "temple":
        rc_ = cell_at(x, y)
        if rc_ is None:
            return []
        cell = rc_[0] * SIZE + rc_[1]
        return [a for _, a in action_targets(game).get(cell, [])]
    if axes_label == "track":
        return [a for a in legal if isinstance(a, (A.ShiftTokens, A.Research))]
    if axes_label == "players":
        seat = active_seat(game)
        if seat is not None and seat * 2.5 <= y < (seat + 1) * 2.5:
            return [a for a in legal if isinstance(a, (A.UseAdrenaline, A.ChooseKey, A.GainPower, A.Drop))]
    return []


def cell_center(row: int, col: int) -> tuple[float, float]:
    """Data coordinates (x, y) of the centre of grid cell (row, col) in the ``temple`` axes."""
    return (col + 0.5, row + 0.5)


# -- the view object ----------------------------------------------------------------------------------------

HEADLINE_Y = -0.8
HEADLINE_EDGE = -0.66   # data y of the line between the headline and the temple


@register_view(IceAndIdols)
class TempleView(View):
    """The Ice and Idols board on the view contract.  Each part of the board is a region rebuilt only
    when what it shows changed: the headline, the temple, the discarded tiles, the research track, the
    events and supply, and one region per player board."""

    figsize = FIGSIZE

    def layout_key(self, state: IceAndIdolsState) -> Any:
        return (len(state.players), self.options.get("player"))

    def build(self, state: IceAndIdolsState, fig: Any) -> None:
        self.content = content_of(self.game)
        self.style = Style(self.theme.presenter, self.theme)
        self.marks: dict[str, tuple[Any, list[Any]]] = {}   # group -> (what it shows, its artists)
        fig.set_facecolor("white")
        self.axes = {}
        for label, rect in (("temple", (0.005, 0.13, 0.49, 0.86)), ("discard", (0.005, 0.005, 0.49, 0.12)),
                            ("track", (0.50, 0.43, 0.25, 0.56)), ("info", (0.755, 0.43, 0.24, 0.56)),
                            ("players", (0.50, 0.005, 0.495, 0.42))):
            ax = self.axes[label] = fig.add_axes(rect)
            ax.set_label(label)
            ax.axis("off")
        top = max(self.content.height(c) for c in range(len(IDOLS)))
        limits = {"temple": ((-0.75, SIZE + 0.75), (SIZE + 0.75, -0.95)), "discard": ((0, 14), (1.25, -0.25)),
                  "track": ((-0.1, len(IDOLS) + 0.1), (-1.35, top + 2.15)), "info": ((0, 10), (0, 10)),
                  "players": ((0, 20), (10, 0))}
        for label, (xlim, ylim) in limits.items():
            ax = self.axes[label]
            ax.set_xlim(*xlim)
            ax.set_ylim(*ylim)
            if label in ("temple", "discard"):
                ax.set_aspect("equal")
            ax.apply_aspect()
        temple = self.axes["temple"]
        self.boxes = {
            "headline": self._box(temple, (-0.75, -0.95), (SIZE + 0.75, HEADLINE_EDGE)),
            "temple": self._box(temple, (-0.75, HEADLINE_EDGE), (SIZE + 0.75, SIZE + 0.75)),
            "discard": self._axes_box(self.axes["discard"]), "track": self._axes_box(self.axes["track"]),
            "info": self._axes_box(self.axes["info"]),
        }
        for seat in range(len(state.players)):
            self.boxes[f"player {seat + 1}"] = self._box(self.axes["players"], (0, seat * 2.5), (20, seat * 2.5 + 2.5))

    def _box(self, ax: Any, a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float, float, float]:
        (x0, y0), (x1, y1) = self.figure_point(ax, *a), self.figure_point(ax, *b)
        return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))

    def _axes_box(self, ax: Any) -> tuple[float, float, float, float]:
        p = ax.get_position()
        return (p.x0, p.y0, p.x1, p.y1)

    def _drawn(self, ax: Any, draw_part: Any) -> list[Any]:
        """The artists ``draw_part()`` adds to ``ax`` (drawn in one font: no fallback chain to search)."""
        before = {id(a) for a in ax.get_children()}
        draw_part()
        _flush(ax)
        new = [a for a in ax.get_children() if id(a) not in before]
        to_px = ax.transData.get_matrix()
        from_px = np.linalg.inv(to_px)
        for artist in new:
            if type(artist) is Text:
                artist.set_fontfamily(FONT)
                if artist.get_transform() is ax.transData:
                    # anchored on a whole pixel: a retained picture pastes one cached sprite of this text
                    # wherever it stands (a figure's letter moves with the figure)
                    px, py, _ = to_px @ (*artist.get_position(), 1.0)
                    x, y, _ = from_px @ (round(px), round(py), 1.0)
                    artist.set_position((float(x), float(y)))
        return new

    def update(self, state: IceAndIdolsState, *, viewer: int | None, highlight: list[Any]) -> None:
        game, content, st = self.game, self.content, self.style
        viewer = self.options.get("player", viewer)
        seat = active_seat(game)
        targets = targets_of_actions(state, highlight) if seat is not None else {}
        temple = self.axes["temple"]
        headline = _headline(game, state, content)
        self.set_region("headline", self.boxes["headline"], headline, lambda: self._drawn(temple, lambda: temple.text(
            SIZE / 2, HEADLINE_Y, headline, ha="center", va="center", fontsize=st.big, weight="bold", color="black")))
        temple_key = (tuple(state.grid), tuple(state.tile_rot), tuple(state.tile_kind), state.rotation,
                      tuple(state.borders), repr(state.map_idols), tuple(state.map_altars))
        self.set_region("temple", self.boxes["temple"], temple_key, lambda: self._drawn(
            temple, lambda: _draw_temple_ground(temple, state, content, st)))
        # drawn over the rest on every picture, each group rebuilt when what it shows changed
        players = self.axes["players"]
        self._marks("characters", (tuple((p.cell, p.path, p.colour, p.character) for p in state.players), seat,
                                   temple_key),
                    lambda: self._drawn(temple, lambda: _draw_characters(temple, game, state, content, st)))
        self._marks("highlights", tuple(sorted((cell, tuple(sorted((label, repr(a)) for label, a in items)))
                                               for cell, items in targets.items())),
                    lambda: self._drawn(temple, lambda: _draw_highlights(temple, game, state, st, targets)))
        self._marks("turn", (seat, state.ap, state.phase), lambda: self._drawn(
            players, lambda: _draw_player_turn(players, game, state, st, seat) if seat is not None else None))
        discard = self.axes["discard"]
        pile = tuple(state.discard) + tuple(state.spare)
        self.set_region("discard", self.boxes["discard"], (pile, tuple(state.tile_rot[t] for t in pile)),
                        lambda: self._drawn(discard, lambda: _draw_discard(discard, state, content, st)))
        track = self.axes["track"]
        track_key = (repr(state.track), tuple(state.vp_tokens), tuple(state.locked),
                     state.pending.kind if state.pending else "", tuple(p.colour for p in state.players))
        self.set_region("track", self.boxes["track"], track_key,
                        lambda: self._drawn(track, lambda: _draw_track(track, game, state, content, st)))
        info = self.axes["info"]
        info_key = (len(state.event_deck), len(state.event_discard), state.last_event,
                    tuple(sorted(state.supply.items())))
        self.set_region("info", self.boxes["info"], info_key,
                        lambda: self._drawn(info, lambda: _draw_info(info, game, state, content, st)))
        players = self.axes["players"]
        over = game.is_over
        looking = viewer if viewer is not None else seat
        for s, p in enumerate(state.players):
            shown = (p.character, p.colour, tuple(p.hand), tuple(p.powers), p.markers_left, p.adrenaline,
                     tuple(p.key_offer), p.key_card, p.hand_cover, p.ap_cover)   # not where the figure stands
            key = (shown, state.phase, state.first_player, state.quick, over, tuple(game.scores()) if over else (),
                   looking == s)
            self.set_region(f"player {s + 1}", self.boxes[f"player {s + 1}"], key, lambda s=s: self._drawn(
                players, lambda: _draw_player_board(players, game, state, content, st, viewer, s)))

    def _marks(self, group: str, key: Any, build: Any) -> None:
        shown = self.marks.get(group)
        if shown is not None and shown[0] == key:
            return
        for artist in shown[1] if shown is not None else []:
            artist.remove()
        self.marks[group] = (key, build())

    def dynamic_artists(self) -> list[Any]:
        return [a for _key, artists in self.marks.values() for a in artists]

    # -- clicks -------------------------------------------------------------------------------
    def hit(self, x: float, y: float) -> list[Target]:
        if self.fig is None:
            return []
        point = self.data_point(self.axes["temple"], x, y)
        if point is not None:
            rc_ = cell_at(*point)
            return [Target("cell", rc_[0] * SIZE + rc_[1])] if rc_ is not None else []
        if self.data_point(self.axes["track"], x, y) is not None:
            return [Target("track", 0)]
        point = self.data_point(self.axes["players"], x, y)
        if point is not None and 0 <= point[1] < 10:
            return [Target("board", int(point[1] // 2.5))]
        return []

    def targets_of(self, action: Any) -> set[Target]:
        state = self.game.state
        if state.phase == "over":
            return set()
        if isinstance(action, (A.ShiftTokens, A.Research)):
            return {Target("track", 0)}
        if isinstance(action, (A.UseAdrenaline, A.ChooseKey, A.GainPower, A.Drop)):
            return {Target("board", state.turn)}
        return {Target("cell", cell) for cell in targets_of_actions(state, [action])}

    # -- words --------------------------------------------------------------------------------
    def describe_board(self, state: IceAndIdolsState, *, viewer: int | None = None) -> str:
        content = content_of(self.game)
        lines = [_headline(self.game, state, content) + "."]
        for s, p in enumerate(state.players):
            r, c = divmod(p.cell, SIZE)
            hand = ", ".join(IDOL_NAMES[i] for i in p.hand) or "nothing"
            powers = ", ".join(IDOL_NAMES[i] for i in p.powers) or "none"
            lines.append(f"Player {s + 1}, {character_name(content, p.character)} ({p.colour}), on row {r} column {c};"
                         f" carrying {hand}; powers {powers}; {p.markers_left} markers left;"
                         f" adrenaline {p.adrenaline}.")
        idols = []
        for cell in range(SIZE * SIZE):
            pos = map_pos_of_cell(cell, state.rotation)
            here = [IDOL_NAMES[i] for i in (state.map_idols[pos] if state.map_idols else [])]
            altar = state.map_altars[pos] if state.map_altars else ""
            r, c = divmod(cell, SIZE)
            if here:
                idols.append(f"{', '.join(here)} at row {r} column {c}")
            if altar:
                idols.append(f"the {IDOL_NAMES[altar]} altar at row {r} column {c}")
        if idols:
            lines.append("In the temple: " + "; ".join(idols) + ".")
        for col, idol in enumerate(IDOLS):
            owners = state.track[col] if state.track else []
            lines.append(f"{IDOL_NAMES[idol]} research: {len(owners)} markers, VP token {state.vp_tokens[col]}"
                         + (" (locked)" if state.locked[col] else "") + ".")
        return " ".join(lines)

    def legend(self) -> list[LegendEntry]:
        out = [LegendEntry(idol, f"{IDOL_NAMES[idol]} idol", colour, letter)
               for idol, (colour, _shape, letter) in IDOL_STYLE.items()]
        out += [LegendEntry("map", "map under the temple", MAP_COLOUR),
                LegendEntry("tile", "pathway tile", TILE_COLOUR),
                LegendEntry("corridor", "path on a tile", CORRIDOR), LegendEntry("wall", "wall", WALL_COLOUR),
                LegendEntry("move", "you can move there (dashed)", MOVE_HL, "→"),
                LegendEntry("choice", "target of a choice (dotted)", TARGET_HL, "…")]
        out += [LegendEntry(icon, f"{icon} border", BORDER_COLOUR[icon], BORDER_GLYPH[icon]) for icon in BORDER_COLOUR]
        return out


__all__ = ["FIGSIZE", "IDOL_STYLE", "TempleView", "actions_at", "cell_at", "cell_center", "draw", "event_words"]
