"""The temple: borders, map, pathway tiles, then the characters and the highlights of the legal targets."""

from __future__ import annotations

from typing import Any

from matplotlib.collections import LineCollection

from floe_widgets.core import Action
from floe_widgets.i18n import N_, tr

from .. import actions as A
from ..state import BORDER_ICONS, EMPTY, SIZE, IceAndIdolsState, map_pos_of_cell
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

#: how far (in cells) a wrap-around mark in the middle of a border stands aside from the border's name
BORDER_NAME_ROOM = 0.62
#: the short word on a highlighted cell for what an action does there
TARGET_WORDS = {"pass": N_("pass"), "rotate": N_("rotate"), "slide": N_("slide"), "key": N_("key"), "swap": N_("swap"),
                "shift": N_("shift"), "orient": N_("orient")}


def draw_temple_ground(ax: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
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
        add_shape(ax, rectangle((c, r), 1, 1, facecolor=MAP_COLOUR, edgecolor="#C9B88E", lw=0.6, zorder=0))
        if tile == EMPTY:
            add_shape(ax, rectangle((c + 0.04, r + 0.04), 0.92, 0.92, facecolor="none", edgecolor="#B59F6B",
                                   hatch="..", lw=0.5, zorder=1))
            ax.text(c + 0.5, r + 0.2, tr("empty", context="temple square"), ha="center", va="center",
                    fontsize=st.small, color="#6B5B35",
                    style="italic", zorder=2)
            _draw_location(ax, state, pos, c + 0.5, r + 0.6, 1.6, st)
            continue
        layer.add(tile_sides(state, content, tile), state.tile_kind[tile], c, r, 1.0)
        _draw_location(ax, state, pos, c + 0.2, r + 0.8, 1.0, st)
    layer.draw(ax)


def character_spots(game: Any, state: IceAndIdolsState, content: Any, st: Style,
                    labelled: frozenset[int] = frozenset()) -> list[tuple[int, float, float, bool]]:
    """Where each character stands (seat, x, y, whether it is to play): on its path; in presenter mode those
    on a cell that carries a highlight's label or another character stand side by side in its middle, between
    the label at its top and the idols at its bottom."""
    seat = active_seat(game)
    occupants: dict[int, list[int]] = {}
    for s, p in enumerate(state.players):
        occupants.setdefault(p.cell, []).append(s)
    spots = []
    for cell, seats in occupants.items():
        r, c = divmod(cell, SIZE)
        tile = state.grid[cell] if state.grid else EMPTY
        for i, s in enumerate(seats):
            p = state.players[s]
            x, y = c + 0.5, r + 0.5
            if tile != EMPTY:
                paths = tile_sides(state, content, tile)
                if 0 <= p.path < len(paths):
                    dx, dy = path_anchor(paths, p.path)
                    x, y = c + 0.5 + dx, r + 0.5 + dy
            n = len(seats)
            x += (i - (n - 1) / 2) * 0.2
            y += ((i % 2) - 0.5) * 0.12 if n > 1 else 0.0
            if st.presenter and (cell in labelled or n > 1):
                x, y = c + 0.5 + (i - (n - 1) / 2) * 0.3, r + 0.45
            elif tile != EMPTY and _near_location(state, cell, x - c, y - r):
                y = r + 0.42   # off the idols and altar in the cell's lower-left corner: never cover them
            spots.append((s, x, y, s == seat))
    return spots


def draw_character(ax: Any, state: IceAndIdolsState, st: Style, spot: tuple[int, float, float, bool]) -> None:
    seat, x, y, active = spot
    draw_figure(ax, state, seat, x, y, 0.15, st, active=active)


def draw_highlights(ax: Any, game: Any, state: IceAndIdolsState, st: Style,
                     targets: dict[int, list[tuple[str, Action]]]) -> None:
    """The legal targets: dashed outlines where the character can move, dotted ones for other choices."""
    seat = active_seat(game)
    for cell, items in targets.items():
        r, c = divmod(cell, SIZE)
        labels = {label for label, _ in items}
        moves = [a for label, a in items if label in ("move", "jump")]
        if moves:
            add_shape(ax, rectangle((c + 0.05, r + 0.05), 0.9, 0.9, facecolor="none", edgecolor=MOVE_HL,
                                   lw=3.2 * st.lw, ls=(0, (4, 2)), zorder=8))
            glyphs = "".join(sorted({ARROW[a.side] for a in moves if hasattr(a, "side")}))
            costs = sorted({move_cost(a) for a in moves})
            if st.presenter and len(costs) > 2:   # as a range, short enough for a presenter's cell
                cost = tr("{low}–{high} AP", low=costs[0], high=costs[-1])
            else:
                cost = tr("{ap} AP", ap="/".join(str(x) for x in costs))
            ax.text(c + 0.93, r + 0.13, f"{glyphs} {cost}".strip(), ha="right", va="center", fontsize=st.small,
                    color="black", weight="bold", zorder=9,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": MOVE_HL, "lw": 1})
        others = sorted(labels - {"move", "jump", "idol"})
        if others:
            add_shape(ax, rectangle((c + 0.1, r + 0.1), 0.8, 0.8, facecolor="none", edgecolor=TARGET_HL,
                                   lw=2.6 * st.lw, ls=(0, (1, 1.5)), zorder=8))
            # alone: in the middle (a presenter's: at the top); under a move's label: at the bottom right, clear of
            # the map location's idols at the bottom left
            y = r + 0.5
            if st.presenter:
                y = r + 0.82 if moves else r + 0.15
            elif moves:
                y = r + 0.78
            ax.text(c + (0.93 if moves else 0.5), y, "/".join(tr(TARGET_WORDS[o]) for o in others),
                    ha="right" if moves else "center", va="center",
                    fontsize=st.small, color="black", zorder=9,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": TARGET_HL, "lw": 1})
        if "idol" in labels:   # a frame round the map location, not a word: the idols' letters fill the cell's foot
            add_shape(ax, rectangle((c + 0.04, r + 0.62), 0.92, 0.35, facecolor="none", edgecolor=IDOL_HL,
                                    lw=2.2 * st.lw, zorder=8))
    # wrap-around marks on the edge the active character would leave by (not in presenter mode: they would
    # cover the border's name; the far cell's label carries the arrow); beside the border's name, not on it
    if seat is not None and targets and not st.presenter:
        here = state.players[seat].cell
        hr, hc = divmod(here, SIZE)
        for cell, items in targets.items():
            for label, a in items:
                if label == "move" and isinstance(a, A.Move):
                    s = SIDES.index(a.side)
                    r, c = divmod(cell, SIZE)
                    if abs(r - hr) > 1 or abs(c - hc) > 1:
                        ex, ey = SIDE_VEC[s]
                        along = hc if ey else hr   # the mark's place along the border
                        shift = BORDER_NAME_ROOM if along == SIZE // 2 else 0.0
                        x, y = hc + 0.5 + ex * 1.55, hr + 0.5 + ey * 1.55
                        ax.text(x + shift if ey else x, y if ey else y + shift,
                                tr("{arrow} wraps", arrow=ARROW[a.side]), ha="center", va="center", fontsize=st.small,
                                color="black", zorder=9,
                                bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": MOVE_HL, "lw": 1})


def _near_location(state: IceAndIdolsState, cell: int, x: float, y: float) -> bool:
    """Would a character disc at (x, y) within the cell touch the map location drawn in its corner?"""
    pos = map_pos_of_cell(cell, state.rotation)
    count = len(state.map_idols[pos]) if state.map_idols else 0
    count += 1 if state.map_altars and state.map_altars[pos] else 0
    return any(abs(x - (0.2 + i * 0.23)) < 0.33 and abs(y - 0.8) < 0.33 for i in range(count))


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
        add_shape(ax, rectangle((x, y), bw, bh, facecolor=BORDER_COLOUR[icon], edgecolor=st.edge, lw=st.lw))
        cx, cy = x + bw / 2, y + bh / 2
        vertical = side in (1, 3)
        ax.text(cx, cy, f"{BORDER_GLYPH[icon]} {border_name(icon)}", ha="center", va="center", fontsize=st.font,
                rotation=(-90 if side == 1 else 90) if vertical else 0, color="black")
        # row / column numbers, so cells read as (row, col)
    for i in range(SIZE):
        ax.text(-0.62, i + 0.5, str(i), ha="center", va="center", fontsize=st.small, color="#555555")
        ax.text(i + 0.5, SIZE + 0.62, str(i), ha="center", va="center", fontsize=st.small, color="#555555")
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


def _draw_location(ax: Any, state: IceAndIdolsState, pos: int, x: float, y: float, scale: float, st: Style) -> None:
    """The map location under a cell: idols (filled) and an altar (hollow, on a plinth)."""
    idols = list(state.map_idols[pos]) if state.map_idols else []
    altar = state.map_altars[pos] if state.map_altars else ""
    r = 0.1 * scale
    items: list[tuple[str, bool]] = [(i, True) for i in idols] + ([(altar, False)] if altar else [])
    for i, (idol, filled) in enumerate(items):
        ix = x + i * 2.3 * r
        add_shape(ax, circle((ix, y), r * 1.45, facecolor="white", edgecolor="#7A6A45", lw=0.6, zorder=5))
        draw_idol(ax, idol, ix, y, r, st, filled=filled, zorder=6, letter=True)
        if not filled:
            plinth = [(ix - r * 1.1, y + r * 1.6), (ix + r * 1.1, y + r * 1.6)]
            QUEUED.setdefault(ax, {}).setdefault("plinths", []).append(plinth)


def labelled_cells(targets: dict[int, list[tuple[str, Action]]]) -> frozenset[int]:
    """The cells whose highlight carries a label in presenter mode (every target but an idol's)."""
    return frozenset(cell for cell, items in targets.items() if any(label != "idol" for label, _ in items))
