"""Where things stand in a temple cell: one placement for the figures and the highlights' words.

Each cell keeps the boxes (in fractions of a cell, y down) that its map location, its word "empty", its
figures and its labels cover; a new thing takes the first of its spots that is inside the cell and clear of
them (else the one it overlaps least), and covers its own box for the things placed after it."""

from __future__ import annotations

from typing import Any

from matplotlib.font_manager import FontProperties

from floe_widgets.i18n import tr
from floe_widgets.views.word_line import Widths

from ..state import EMPTY, IceAndIdolsState, map_pos_of_cell
from .style import FONT, Style

Box = tuple[float, float, float, float]   # x0, y0, x1, y1 in a cell's fractions
Spot = tuple[float, float]                # where a box stands in the room its cell leaves it: 0 at the left
#                                         # (top), 1 at the right (bottom) edge

#: a map location's idols and altar: their row's height in a cell, the radius of an idol and the step between
#: two; each stands on a white disc LOCATION_DISC times its radius
LOCATION_Y, LOCATION_R, LOCATION_STEP, LOCATION_DISC = 0.8, 0.1, 0.23, 1.45
#: where the word "empty" stands in an empty space
EMPTY_WORD_Y = 0.2
#: a figure's disc radius, and half the side of the square round its initial that no other figure's may cover
#: (figures on one cell may overlap a little; their initials never)
FIGURE_R, FIGURE_KEEP = 0.15, 0.11
#: where a figure may step from its path to find room (fractions of a cell): a grid of steps, nearest first
FIGURE_STEPS = tuple(sorted(((dx * 0.08, dy * 0.08) for dx in range(-6, 7) for dy in range(-6, 7)),
                            key=lambda d: (round(d[0] ** 2 + d[1] ** 2, 6), d[1], d[0])))
#: the spots a label may take, in order: a move's cost at the top right first, a choice's word in the middle
MOVE_SPOTS: tuple[Spot, ...] = tuple((x, y) for y in (0.0, 0.5, 0.25, 0.75, 1.0) for x in (1.0, 0.0, 0.5))
CHOICE_SPOTS: tuple[Spot, ...] = ((0.5, 0.5), (0.5, 0.0), (1.0, 1.0), *MOVE_SPOTS)
#: how far inside its cell's edge a label or figure stays
EDGE = 0.02


def location_spots(state: IceAndIdolsState, cell: int) -> list[tuple[str, bool, float, float]]:
    """The map location under ``cell`` as drawn: each idol (filled) and the altar (hollow), with its centre in
    the cell's fractions; in a row along the cell's foot, from its left on a tile, centred in an empty space."""
    pos = map_pos_of_cell(cell, state.rotation)
    idols = list(state.map_idols[pos]) if state.map_idols else []
    altar = state.map_altars[pos] if state.map_altars else ""
    items = [(i, True) for i in idols] + ([(altar, False)] if altar else [])
    empty = (state.grid[cell] if state.grid else EMPTY) == EMPTY
    x = 0.5 - (len(items) - 1) * LOCATION_STEP / 2 if empty else 0.2
    return [(idol, filled, x + i * LOCATION_STEP, LOCATION_Y) for i, (idol, filled) in enumerate(items)]


class LabelSizes:
    """The size of a label in a cell's fractions, as matplotlib draws it (the text's line and its box's pad),
    each text measured once."""

    def __init__(self, fig: Any, ax: Any, st: Style) -> None:
        (x0, _y0), (x1, _y1) = ax.transData.transform([(0.0, 0.0), (1.0, 0.0)])
        self.cell_px = float(abs(x1 - x0))
        self.px_per_pt = fig.dpi / 72.0
        self.st = st
        self.widths = {style: Widths(fig, FontProperties(family=FONT, size=st.small, **dict(style)))
                       for style in ((), (("weight", "bold"),), (("style", "italic"),))}
        self.sizes: dict[tuple[str, Any, float], tuple[float, float]] = {}

    def __call__(self, text: str, style: tuple[tuple[str, str], ...] = (), pad: float = 0.0) -> tuple[float, float]:
        key = (text, style, pad)
        if key not in self.sizes:
            measure = self.widths[style]
            width, height, _descent = measure.metrics(text)
            height = max(height, measure.metrics("lp")[1])   # a line is at least as high as "lp" (matplotlib)
            edge = 2 * pad * self.st.small * self.px_per_pt + 2.0   # the box's pad each side and its edge line
            self.sizes[key] = ((width + edge) / self.cell_px, (height + edge) / self.cell_px)
        return self.sizes[key]


class CellRoom:
    """What covers one cell so far (boxes in its fractions) and the placement of what comes next: figures
    first, each on its path if there is room; then labels, each at its first spot clear of everything; a label
    that finds none has the cell's figures step aside (placed again after it) if they then all find room."""

    def __init__(self) -> None:
        self.fixed: list[Box] = []     # the map location and the word "empty"
        self.labels: list[Box] = []    # the labels placed so far
        self.paths: list[tuple[float, float]] = []   # each figure's place on its path, in the order placed
        self.spots: list[tuple[float, float]] = []   # where each figure stands

    def cover(self, box: Box) -> None:
        self.fixed.append(box)

    def figure(self, x: float, y: float) -> int:
        """Place a figure whose path is at (x, y); its index in :attr:`spots`."""
        self.paths.append((x, y))
        self.spots.append(self._figure_spot(x, y, self.spots))
        return len(self.spots) - 1

    def _figure_spot(self, x: float, y: float, others: list[tuple[float, float]]) -> tuple[float, float]:
        """The nearest of a figure's steps from its path clear of the map location, the labels and the initials
        of the figures ``others`` (else the one it overlaps least)."""
        initials = [_square(ox, oy, FIGURE_KEEP) for ox, oy in others]

        def clash(p: tuple[float, float]) -> float:
            disc, keep = _square(*p, FIGURE_R), _square(*p, FIGURE_KEEP)
            return (_overlap(disc, self.fixed) + _overlap(disc, self.labels) + 4 * _overlap(keep, initials)
                    + (0 if _inside(keep) else 8))

        tries = [(x + dx, y + dy) for dx, dy in FIGURE_STEPS]
        return next((p for p in tries if clash(p) == 0), None) or min(tries, key=clash)

    def label(self, width: float, height: float, spots: tuple[Spot, ...]) -> tuple[float, float]:
        """The middle of a label of this size at the first of ``spots`` where it is clear of what covers the
        cell; else the first clear of all but the figures, if the figures then all find room; else where it
        overlaps least.  It covers its box from now on."""
        def box(spot: Spot) -> Box:
            x0 = EDGE + spot[0] * max(0.0, 1 - 2 * EDGE - width)
            y0 = EDGE + spot[1] * max(0.0, 1 - 2 * EDGE - height)
            return (x0, y0, x0 + width, y0 + height)

        covered = self.fixed + self.labels
        discs = [_square(x, y, FIGURE_R) for x, y in self.spots]
        spot = next((s for s in spots if not _overlap(box(s), covered + discs)), None)
        if spot is None and self.spots:   # the figures step aside, if they can
            for aside in (s for s in spots if not _overlap(box(s), covered)):
                self.labels.append(box(aside))
                moved: list[tuple[float, float]] = []
                for x, y in self.paths:
                    moved.append(self._figure_spot(x, y, moved))
                if not any(_overlap(_square(*p, FIGURE_R), self.fixed + self.labels) for p in moved):
                    self.spots = moved
                    return _middle(self.labels[-1])
                self.labels.pop()
        if spot is None:
            spot = min(spots, key=lambda s: _overlap(box(s), covered + discs))
        self.labels.append(box(spot))
        return _middle(self.labels[-1])


class CellRooms(dict[int, CellRoom]):
    """The room of each cell of a position, made when first asked for: its map location (and the word "empty")
    already covered."""

    def __init__(self, state: IceAndIdolsState, sizes: LabelSizes) -> None:
        super().__init__()
        self.state, self.sizes = state, sizes

    def __missing__(self, cell: int) -> CellRoom:
        room = self[cell] = CellRoom()
        disc = LOCATION_R * LOCATION_DISC
        for _idol, _filled, x, y in location_spots(self.state, cell):
            room.cover((x - disc, y - disc, x + disc, y + disc))
        if (self.state.grid[cell] if self.state.grid else EMPTY) == EMPTY:
            w, h = self.sizes(tr("empty", context="temple square"), (("style", "italic"),))
            room.cover((0.5 - w / 2, EMPTY_WORD_Y - h / 2, 0.5 + w / 2, EMPTY_WORD_Y + h / 2))
        return room


def _middle(box: Box) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def _square(x: float, y: float, half: float) -> Box:
    return (x - half, y - half, x + half, y + half)


def _inside(box: Box) -> bool:
    return box[0] >= EDGE and box[1] >= EDGE and box[2] <= 1 - EDGE and box[3] <= 1 - EDGE


def _overlap(box: Box, others: list[Box]) -> float:
    """The area ``box`` shares with ``others``, added up."""
    x0, y0, x1, y1 = box
    return sum(max(0.0, min(x1, o[2]) - max(x0, o[0])) * max(0.0, min(y1, o[3]) - max(y0, o[1])) for o in others)
