"""Colours, glyphs and sizes of the Ice and Idols board (Okabe-Ito colours, each with a shape or a letter)."""

from __future__ import annotations

from typing import Any

from floe_widgets.fonts import JAPANESE_FONT
from floe_widgets.views.contract import DEFAULT_THEME, MIN_PRESENTER_TEXT_PX, PRESENTER_THEME, Theme

FIGSIZE = (14.0, 8.6)
#: the fonts of every label: one that ships with matplotlib and has the arrows, sun, moon, star and comet
#: glyphs, then the Japanese font for the kana and kanji of a Japanese reader's labels
FONT = ("DejaVu Sans", JAPANESE_FONT)

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
IDOL_HL = OKABE["orange"]      # an idol to pick up or place on your own cell: a frame round the map location
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


#: the presenter layout's size in pixels: the board's width beside the task column of a lesson in presenter
#: mode on a 1920x1080 screen (so the picture is shown at its own size, not scaled down), and a height that
#: leaves the board inside the screen.
PRESENTER_PX = (1350, 990)
#: text heights of the presenter layout in pixels on screen (small, text, titles): the smallest at least
#: MIN_PRESENTER_TEXT_PX.
PRESENTER_TEXT_PX = (MIN_PRESENTER_TEXT_PX + 0.5, 20.0, 24.0)


class Style:
    """Sizes for normal and presenter mode (bigger type, thicker lines, black edges), from a Theme.

    Presenter mode has a layout of its own (see :data:`PRESENTER_PX`): its texts are sized in screen pixels
    of that layout, which is shown unscaled."""

    def __init__(self, presenter: bool, theme: Theme | None = None) -> None:
        theme = theme if theme is not None else (PRESENTER_THEME if presenter else DEFAULT_THEME)
        self.presenter = theme.presenter
        self.k = theme.scale
        if self.presenter:
            self.small, self.font, self.big = (px * 72.0 / theme.dpi for px in PRESENTER_TEXT_PX)
        else:
            self.font, self.small, self.big = theme.text, theme.small, theme.title
        self.edge = "black" if self.presenter else "#333333"
        #: where the parts of a player board stand (set by the view for its layout)
        self.board: Any = None
        self.lw = 1.6 if self.presenter else 1.0
