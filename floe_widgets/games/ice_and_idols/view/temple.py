"""The temple: borders, map, pathway tiles, then the characters and the highlights of the legal targets."""

from __future__ import annotations

import unicodedata
from typing import Any, NamedTuple

import numpy as np
from matplotlib.collections import LineCollection

from floe_widgets.core import Action
from floe_widgets.i18n import N_, tr

from .. import actions as A
from ..state import BORDER_ICONS, EMPTY, SIZE, IceAndIdolsState, map_pos_of_cell
from .cell_room import (
    CHOICE_SPOTS,
    EMPTY_WORD_Y,
    FIGURE_R,
    LOCATION_DISC,
    LOCATION_R,
    MOVE_SPOTS,
    CellRooms,
    location_spots,
)
from .shapes import QUEUED, ShapeCollection, add_shape, bezier, circle, draw_idol, rectangle
from .style import (
    ARROW,
    BORDER_COLOUR,
    BORDER_GLYPH,
    CORNER_VEC,
    CORRIDOR,
    IDOL_HL,
    MAP_COLOUR,
    MOVE_HL,
    SIDE_VEC,
    SIDES,
    TARGET_HL,
    TILE_COLOUR,
    WALL_COLOUR,
    Style,
)
from .targets import active_seat, move_cost, player_colour, player_initial, tile_sides
from .words import border_name

#: the font of a move's label (its cost), and the pad of a label's box (a fraction of its font size)
MOVE_FONT = (("weight", "bold"),)
LABEL_PAD = 0.15

#: where (data) the row numbers stand left of the grid, and the column numbers under it (SIZE minus this)
AXIS_NUMBERS = -0.6
#: how far (in cells) a wrap-around mark in the middle of a border stands aside from the border's name
BORDER_NAME_ROOM = 0.62
#: the short word on a highlighted cell for what an action does there
TARGET_WORDS = {"pass": N_("pass"), "rotate": N_("rotate"), "slide": N_("slide"), "key": N_("key"), "swap": N_("swap"),
                "shift": N_("shift"), "orient": N_("orient")}


def draw_map_squares(ax: Any) -> None:
    """The map's squares under the grid: the same in every game (the static layer)."""
    for cell in range(SIZE * SIZE):
        r, c = divmod(cell, SIZE)
        add_shape(ax, rectangle((c, r), 1, 1, facecolor=MAP_COLOUR, edgecolor="#C9B88E", lw=0.6, zorder=0))


def frame_key(state: IceAndIdolsState) -> tuple[Any, ...]:
    """What :func:`draw_temple_frame` shows (the map under every cell turns with the temple, too)."""
    return (tuple(state.borders or ()), state.rotation)


def cell_key(state: IceAndIdolsState, cell: int) -> tuple[Any, ...]:
    """What :func:`draw_cell` shows of ``cell``: its tile as it lies and the map location under it."""
    tile = state.grid[cell] if state.grid else EMPTY
    pos = map_pos_of_cell(cell, state.rotation)
    laid = (tile, state.tile_rot[tile], state.tile_kind[tile]) if tile != EMPTY else (EMPTY,)
    return (*laid, tuple(state.map_idols[pos]) if state.map_idols else (),
            state.map_altars[pos] if state.map_altars else "")


def cell_box(cell: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """Two corners (data) of the box a cell's own drawing stays in (its region).  The map square's edge on
    the cell's border is in the static layer, and nothing a cell draws comes near it (a tile is inset by 0.04
    of a cell), so a redrawn cell restores its border's pixels from the static layer, as they were."""
    r, c = divmod(cell, SIZE)
    return (c, r), (c + 1, r + 1)


def draw_cell(ax: Any, state: IceAndIdolsState, content: Any, st: Style, cell: int) -> None:
    """One cell of the grid over its map square: its tile (or an empty space) and the map location under it."""
    r, c = divmod(cell, SIZE)
    tile = state.grid[cell] if state.grid else EMPTY
    if tile == EMPTY:
        add_shape(ax, rectangle((c + 0.04, r + 0.04), 0.92, 0.92, facecolor="none", edgecolor="#B59F6B",
                               hatch="..", lw=0.5, zorder=1))
        ax.text(c + 0.5, r + EMPTY_WORD_Y, tr("empty", context="temple square"), ha="center", va="center",
                fontsize=st.small, color="#6B5B35", style="italic", zorder=2)
        _draw_location(ax, state, cell, st)
        return
    layer = TileLayer(st)
    layer.add(tile_sides(state, content, tile), state.tile_kind[tile], c, r, 1.0)
    _draw_location(ax, state, cell, st)
    layer.draw(ax)


def place_characters(game: Any, state: IceAndIdolsState, content: Any,
                     rooms: CellRooms) -> list[tuple[int, int, int, bool]]:
    """Each character placed in its cell's room (the one to play first): on its path, else as near it as the
    cell has room clear of the map location and of the other figures' initials.  Returns (seat, cell, its index
    in the cell's room, whether it is to play); :func:`character_spots` reads where each stands once the
    highlights' labels are placed too (a label with no room may have the figures step aside)."""
    seat = active_seat(game)
    placed = []
    for s in sorted(range(len(state.players)), key=lambda s: s != seat):
        p = state.players[s]
        tile = state.grid[p.cell] if state.grid else EMPTY
        x, y = 0.5, 0.5
        if tile != EMPTY:
            paths = tile_sides(state, content, tile)
            if 0 <= p.path < len(paths):
                dx, dy = path_anchor(paths, p.path)
                x, y = 0.5 + dx, 0.5 + dy
        placed.append((s, p.cell, rooms[p.cell].figure(x, y), s == seat))
    return placed


def character_spots(placed: list[tuple[int, int, int, bool]],
                    rooms: CellRooms) -> list[tuple[int, float, float, bool]]:
    """Where each character stands (seat, x, y in data, whether it is to play), in seat order."""
    spots = []
    for s, cell, index, active in placed:
        r, c = divmod(cell, SIZE)
        x, y = rooms[cell].spots[index]
        spots.append((s, c + x, r + y, active))
    return sorted(spots)


def draw_character(ax: Any, state: IceAndIdolsState, st: Style, spot: tuple[int, float, float, bool]) -> None:
    seat, x, y, active = spot
    draw_figure(ax, state, seat, x, y, FIGURE_R, st, active=active)


class CellMark(NamedTuple):
    """What the highlight of one target cell shows (its key among the kept marks: a mark that shows the same
    is drawn from the same artists): the move label ("↑ 1 AP"; "" when no move ends there) and where it
    stands, the other choices' words and where they stand, the idol frame, and the wrap-around marks of its
    moves."""

    cell: int
    moves: str
    moves_at: tuple[float, float]    # the middle (data) of the move label
    others: str
    others_at: tuple[float, float]   # the middle (data) of the choices' words
    idol: bool
    wraps: tuple[tuple[float, float, str], ...]


def cell_marks(game: Any, state: IceAndIdolsState, st: Style, targets: dict[int, list[tuple[str, Action]]],
               rooms: CellRooms) -> list[CellMark]:
    """The highlights of the legal targets: dashed outlines where the character can move (with the cost),
    dotted ones with a word for other choices, an orange frame round an idol to pick up or place.  Each
    label takes the room its cell has left (after the map location and the figures: :class:`CellRoom`)."""
    seat = active_seat(game)
    here = state.players[seat].cell if seat is not None else None
    marks = []
    for cell, items in targets.items():
        r, c = divmod(cell, SIZE)
        labels = {label for label, _ in items}
        moves = [a for label, a in items if label in ("move", "jump")]
        move_label = ""
        if moves:
            glyphs = "".join(sorted({ARROW[a.side] for a in moves if hasattr(a, "side")}))
            move_label = move_words(glyphs, sorted({move_cost(a) for a in moves}), st.presenter)
        others = "/".join(tr(TARGET_WORDS[o]) for o in sorted(labels - {"move", "jump", "idol"}))
        room, sizes = rooms[cell], rooms.sizes
        moves_at = others_at = (0.0, 0.0)
        if move_label:
            x, y = room.label(*sizes(move_label, MOVE_FONT, LABEL_PAD), MOVE_SPOTS)
            moves_at = (c + x, r + y)
        if others:
            x, y = room.label(*sizes(others, (), LABEL_PAD), CHOICE_SPOTS)
            others_at = (c + x, r + y)
        wraps = _wrap_marks(here, cell, items) if here is not None and not st.presenter else ()
        marks.append(CellMark(cell, move_label, moves_at, others, others_at, "idol" in labels, wraps))
    return marks


def move_words(glyphs: str, costs: list[int], presenter: bool) -> str:
    """A move target's label: the arrows of the sides it is reached by and what it costs ("↑ 1 AP")."""
    if presenter and len(costs) > 2:   # as a range, short enough for a presenter's cell
        cost = tr("{low}–{high} AP", low=costs[0], high=costs[-1])
    else:
        cost = tr("{ap} AP", ap="/".join(str(x) for x in costs))
    return f"{glyphs} {cost}".strip()


def _wrap_marks(here: int, cell: int, items: list[tuple[str, Action]]) -> tuple[tuple[float, float, str], ...]:
    """Wrap-around marks on the edge the active character would leave by (not in presenter mode: they would
    cover the border's name; the far cell's label carries the arrow); beside the border's name, not on it."""
    hr, hc = divmod(here, SIZE)
    out = []
    for label, a in items:
        if label != "move" or not isinstance(a, A.Move):
            continue
        s = SIDES.index(a.side)
        r, c = divmod(cell, SIZE)
        if abs(r - hr) > 1 or abs(c - hc) > 1:
            ex, ey = SIDE_VEC[s]
            along = hc if ey else hr   # the mark's place along the border
            shift = BORDER_NAME_ROOM if along == SIZE // 2 else 0.0
            x, y = hc + 0.5 + ex * 1.55, hr + 0.5 + ey * 1.55
            out.append((x + shift if ey else x, y if ey else y + shift, tr("{arrow} wraps", arrow=ARROW[a.side])))
    return tuple(out)


class HighlightLayer:
    """The highlights of the legal targets drawn from kept artists: one outline collection per kind (moves
    dashed, other choices dotted, idol frames) and a pool of labels per kind, all set again to each
    position's :class:`CellMark` list (a new label with its box cost more than the rest of a redraw)."""

    #: label kind -> its text style (font, alignment and box)
    LABELS = {
        "moves": {**dict(MOVE_FONT), "bbox": {"boxstyle": f"round,pad={LABEL_PAD}", "fc": "white", "ec": MOVE_HL,
                                              "lw": 1}},
        "others": {"bbox": {"boxstyle": f"round,pad={LABEL_PAD}", "fc": "white", "ec": TARGET_HL, "lw": 1}},
        "wraps": {"ha": "center", "bbox": {"boxstyle": "round,pad=0.1", "fc": "white", "ec": MOVE_HL, "lw": 1}},
    }

    def __init__(self, ax: Any, st: Style, font: Any) -> None:
        self.ax, self.st, self.font = ax, st, font
        outline = {"facecolor": "none", "zorder": 8}
        self.outlines = {
            "moves": ShapeCollection([], edgecolor=MOVE_HL, linewidths=3.2 * st.lw, linestyles=[(0, (4, 2))],
                                     **outline),
            "others": ShapeCollection([], edgecolor=TARGET_HL, linewidths=2.6 * st.lw, linestyles=[(0, (1, 1.5))],
                                      **outline),
            "idol": ShapeCollection([], edgecolor=IDOL_HL, linewidths=2.2 * st.lw, **outline),
        }
        for collection in self.outlines.values():
            ax.add_collection(collection, autolim=False)
        self.pools: dict[str, list[Any]] = {kind: [] for kind in self.LABELS}
        self.shown: list[CellMark] | None = None
        self.labels: list[Any] = []

    def show(self, marks: list[CellMark]) -> None:
        if marks == self.shown:
            return
        self.shown = marks
        boxes: dict[str, list[Any]] = {kind: [] for kind in self.outlines}
        labels: dict[str, list[tuple[float, float, str, str]]] = {kind: [] for kind in self.LABELS}
        for mark in marks:
            r, c = divmod(mark.cell, SIZE)
            if mark.moves:
                boxes["moves"].append(rectangle((c + 0.05, r + 0.05), 0.9, 0.9).path)
                labels["moves"].append((*mark.moves_at, mark.moves, "center"))
            if mark.others:
                boxes["others"].append(rectangle((c + 0.1, r + 0.1), 0.8, 0.8).path)
                labels["others"].append((*mark.others_at, mark.others, "center"))
            if mark.idol:   # a frame round the map location, not a word: the idols' letters fill the cell's foot
                boxes["idol"].append(rectangle((c + 0.04, r + 0.62), 0.92, 0.35).path)
            labels["wraps"] += [(x, y, text, "center") for x, y, text in mark.wraps]
        for kind, paths in boxes.items():
            self.outlines[kind].set_paths(paths)
        to_px = self.ax.transData.get_matrix()
        from_px = np.linalg.inv(to_px)
        self.labels = []
        for kind, wanted in labels.items():
            pool = self.pools[kind]
            while len(pool) < len(wanted):
                pool.append(self.ax.text(0, 0, "", zorder=9, fontfamily=self.font, **self.label_style(self.st, kind)))
            for text, (x, y, words, ha) in zip(pool, wanted):
                # anchored on a whole pixel: one cached sprite of a label serves every cell
                px, py, _ = to_px @ (x, y, 1.0)
                sx, sy, _ = from_px @ (round(px), round(py), 1.0)
                text.set_position((float(sx), float(sy)))
                text.set_text(words)
                text.set_horizontalalignment(ha)
                text.set_visible(True)
            for text in pool[len(wanted):]:
                text.set_visible(False)
            self.labels += pool[:len(wanted)]

    def artists(self) -> list[Any]:
        return [*self.outlines.values(), *self.labels]

    @classmethod
    def foreseen(cls, st: Style) -> list[tuple[str, dict[str, Any]]]:
        """Labels a game shows after set-up, with their styles: a move's cost (one or two costs, from each side
        or none), the wrap-around marks, the other choices' words."""
        costs = [[n] for n in range(1, 7)] + [[a, b] for a in range(1, 6) for b in range(a + 1, 6)]
        out = [(move_words(glyph, c, st.presenter), cls.label_style(st, "moves"))
               for c in costs for glyph in ("", *ARROW.values())]
        if not st.presenter:
            out += [(tr("{arrow} wraps", arrow=arrow), cls.label_style(st, "wraps")) for arrow in ARROW.values()]
        out += [(tr(word), cls.label_style(st, "others")) for word in TARGET_WORDS.values()]
        return out

    @classmethod
    def label_style(cls, st: Style, kind: str) -> dict[str, Any]:
        """The text style of a label of ``kind`` (its alignment, font and box)."""
        return {"ha": "center", "va": "center", "fontsize": st.small, "color": "black", **cls.LABELS[kind]}


def draw_temple_frame(ax: Any, state: IceAndIdolsState, st: Style) -> None:
    """What surrounds the grid: the four borders (fixed to the grid, so they turn with it: sun, comet, moon,
    star), the row and column numbers with their titles, the temple's turn over the map."""
    w = 0.42
    boxes = {
        0: (0, -w - 0.03, SIZE, w), 1: (SIZE + 0.03, 0, w, SIZE),
        2: (0, SIZE + 0.03, SIZE, w), 3: (-w - 0.03, 0, w, SIZE),
    }
    icons = list(getattr(state, "borders", None) or BORDER_ICONS)   # grid side 0..3 -> border icon
    for side, (x, y, bw, bh) in boxes.items():
        icon = icons[side]
        add_shape(ax, rectangle((x, y), bw, bh, facecolor=BORDER_COLOUR[icon], edgecolor=st.edge, lw=st.lw))
        cx, cy = x + bw / 2, y + bh / 2
        vertical = side in (1, 3)
        name, rotation = f"{BORDER_GLYPH[icon]} {border_name(icon)}", (-90 if side == 1 else 90) if vertical else 0
        if vertical and any(unicodedata.east_asian_width(c) in "WF" for c in name):
            # Japanese runs down a vertical border upright, a character under the other
            name, rotation = "\n".join(c for c in name if not c.isspace()), 0
        ax.text(cx, cy, name, ha="center", va="center", fontsize=st.font, rotation=rotation, color="black",
                linespacing=1.0)
    # the row numbers down the left, the column numbers along the foot, each with its title ("row" over the
    # rows' numbers, "column" before the columns'), so a cell reads as a tile is named: "tile 2,4" is row 2,
    # column 4 (state.tile_name)
    numbers = {"ha": "center", "va": "center", "fontsize": st.small, "color": "#555555"}
    for i in range(SIZE):
        ax.text(AXIS_NUMBERS, i + 0.5, str(i), **numbers)
        ax.text(i + 0.5, SIZE - AXIS_NUMBERS, str(i), **numbers)
    ax.text(-0.72, -0.25, tr("row", context="temple axis"), **{**numbers, "ha": "left", "style": "italic"})
    ax.text(-0.08, SIZE - AXIS_NUMBERS, tr("column", context="temple axis"),
            **{**numbers, "ha": "right", "style": "italic"})
    if state.rotation % 4:
        turns = state.rotation % 4
        ax.text(SIZE + 0.7, -0.55, tr("↻ temple turned {degrees}° over the map", degrees=turns * 90), ha="right",
                va="center", fontsize=st.small, color="black")


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
                self.corridors.append((bezier(pts[path.index(a)], ctrl, pts[path.index(b)]), size))
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
            add_shape(ax, circle((cx, cy), 0.17 * s, facecolor=CORRIDOR, edgecolor=WALL_COLOUR, lw=1.2 * st.lw,
                            zorder=4))
            add_shape(ax, circle((cx, cy), 0.06 * s, facecolor=TILE_COLOUR, edgecolor=WALL_COLOUR, lw=0.8, zorder=4))
        if self.walls:
            ax.add_collection(LineCollection([seg for seg, _ in self.walls], colors=WALL_COLOUR,
                                             linewidths=[2.4 * st.lw * s for _, s in self.walls], zorder=5),
                              autolim=False)



def path_anchor(paths: list[tuple[int, ...]], index: int) -> tuple[float, float]:
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


def draw_figure(ax: Any, state: IceAndIdolsState, seat: int, x: float, y: float, radius: float, st: Style,
                 active: bool = False) -> None:
    colour = player_colour(state, seat)
    if active:
        add_shape(ax, circle((x, y), radius * 1.35, facecolor="none", edgecolor="black", lw=1.6 * st.lw,
                            ls=(0, (2, 1)), zorder=10))
    add_shape(ax, circle((x, y), radius, facecolor=colour, edgecolor="black", lw=(2.2 if active else 1.2) * st.lw,
                        zorder=11))
    ax.text(x, y, player_initial(state, seat), ha="center", va="center", fontsize=st.font * 1.05,
            weight="bold", color="black", zorder=12)


def _draw_location(ax: Any, state: IceAndIdolsState, cell: int, st: Style) -> None:
    """The map location under a cell: idols (filled) and an altar (hollow, on a plinth), where
    :func:`location_spots` puts them."""
    r, c = divmod(cell, SIZE)
    radius = LOCATION_R
    for idol, filled, x, y in location_spots(state, cell):
        ix, iy = c + x, r + y
        add_shape(ax, circle((ix, iy), radius * LOCATION_DISC, facecolor="white", edgecolor="#7A6A45", lw=0.6,
                             zorder=5))
        draw_idol(ax, idol, ix, iy, radius, st, filled=filled, zorder=6, letter=True)
        if not filled:
            plinth = [(ix - radius * 1.1, iy + radius * 1.6), (ix + radius * 1.1, iy + radius * 1.6)]
            QUEUED.setdefault(ax, {}).setdefault("plinths", []).append(plinth)
