"""A panel laid out in screen pixels (at the default size): x to the right, y down, so rows of text are
placed by their height in pixels; presenter mode scales the whole panel."""

from __future__ import annotations

from typing import Any

from matplotlib.patches import Circle

from floe_widgets.games.floe.view import style as S
from floe_widgets.games.floe.view.panel import Panel


class PixelPanel(Panel):
    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any) -> None:
        self.width = rect[2] * fig.get_figwidth() * fig.dpi / theme.scale
        self.height = rect[3] * fig.get_figheight() * fig.dpi / theme.scale
        super().__init__(fig, rect, theme, (0, self.width), (self.height, 0))

    def fit(self, text: str, width: float, px: float | None = None) -> str:
        return S.clip_to(text, width, px or self.theme.small_px)

    def seat_disc(self, x: float, y: float, seat: int, radius: float = 9.0) -> None:
        """A hero: a disc in the seat's colour with the seat number (1-based) on it."""
        self.patch(Circle((x, y), radius, facecolor=S.SEAT_COLOURS[seat], edgecolor="black", linewidth=0.8,
                          zorder=6))
        self.text(x, y, str(seat + 1), bold=True, ha="center", va="center", zorder=7)
