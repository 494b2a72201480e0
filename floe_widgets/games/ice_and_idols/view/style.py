"""Colours, glyphs and sizes of the Ice and Idols board (Okabe-Ito colours, each with a shape or a letter)."""

from __future__ import annotations

from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME, Theme

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
