"""Charts of the labs (odds): drawn at the pixel size they are shown, text sized by the Theme,
probabilities as percentages."""

from __future__ import annotations

from typing import Any

from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, MaxNLocator

from floe_widgets.fonts import use_japanese_font

from .contract import DEFAULT_THEME, Theme

#: the width of a lab chart on screen: the picture is drawn at this size and shown at it (never stretched)
CHART_WIDTH_PX = 900


def chart_figure(height_px: int, width_px: int = CHART_WIDTH_PX, theme: Theme = DEFAULT_THEME) -> Figure:
    """A figure of exactly ``width_px`` x ``height_px`` screen pixels."""
    use_japanese_font()     # a chart may name a Monster or an item in Japanese
    return Figure(figsize=(width_px / theme.dpi, height_px / theme.dpi), dpi=theme.dpi, facecolor=theme.paper)


def percent(p: Any, digits: int = 1) -> str:
    """A probability (float or Fraction, 0..1) as a percentage: 0.3 -> "30.0%"."""
    return f"{float(p) * 100:.{digits}f}%"


def percent_axes(ax: Any, theme: Theme = DEFAULT_THEME) -> None:
    """Bars given in percent: the y axis says so, every label at the theme's sizes."""
    # ticks on round steps (1, 2, 5 or 10 times a power of ten), each written with the decimals it has: steps of
    # 2.5 % printed without decimals read "2%, 5%, 8%"
    ax.yaxis.set_major_locator(MaxNLocator(steps=[1, 2, 5, 10]))
    ax.yaxis.set_major_formatter(FuncFormatter(lambda y, _: f"{y:.6g}%"))
    ax.tick_params(labelsize=theme.small)
    ax.title.set_fontsize(theme.text)
    ax.xaxis.label.set_fontsize(theme.small)
    ax.yaxis.label.set_fontsize(theme.small)


def pixel_size(fig: Figure) -> tuple[int, int]:
    return round(fig.get_figwidth() * fig.dpi), round(fig.get_figheight() * fig.dpi)
