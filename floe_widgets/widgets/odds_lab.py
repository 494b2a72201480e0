"""The frame the odds labs share: a title bar with the presenter and language buttons, a summary and a chart.

Floe's battle odds (``games/floe/odds_widget.py``) and Frosthaven's attack odds
(``games/frosthaven/widgets/odds_widget.py``) lay out their own controls and compute their own odds; this
class gives both the rest: the presenter mode (the chart redrawn larger), the presenter keys, the
language switch and the chart drawn at the size it is shown.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w
import traitlets as t
from matplotlib.figure import Figure

from floe_widgets.rendering import encode_png, theme_for
from floe_widgets.views.chart import CHART_WIDTH_PX, chart_figure, pixel_size
from floe_widgets.views.contract import Theme

from .language import language_switch
from .presenter import follow_presenter, key_handlers, listen_for_keys, presenter_toggle

CHART_HEIGHT_PX = 320


class OddsLab(w.VBox):
    """An odds lab: its controls, then ``summary`` (HTML lines) and ``chart`` (the bar chart's picture).

    A lab defines ``recompute()``, which computes its odds and shows them; presenter mode calls it again."""

    #: presenter mode: larger type, the chart drawn bigger
    presenter = t.Bool(False)

    def title_bar(self, title: str, relabel: Callable[[], Any]) -> w.HBox:
        """Make the summary, the chart, the presenter button and keys and the language picker (``relabel``
        runs in a new language); returns the bar that shows ``title`` with the two buttons."""
        self.summary = w.HTML()
        self.chart = w.Image(format="png")
        self.presenter_toggle = presenter_toggle()
        follow_presenter(self, self.presenter_toggle, lambda: self.recompute())
        self.key_events = listen_for_keys(self.chart, key_handlers(self))
        self.figure: Figure | None = None
        self.add_class("fw-lab")
        self.language_picker = language_switch(self, relabel)
        return w.HBox([w.HTML(f"<b>{html.escape(title)}</b>"), self.presenter_toggle, self.language_picker])

    def show_chart(self, draw: Callable[[Figure, Theme], None]) -> None:
        """Draw the chart with ``draw(figure, theme)`` in the theme of the presenter mode, at the size it is shown."""
        theme = theme_for(self.presenter)
        fig = chart_figure(round(CHART_HEIGHT_PX * theme.scale), round(CHART_WIDTH_PX * theme.scale), theme)
        draw(fig, theme)
        self.figure = fig
        self.chart.value = encode_png(fig)
        self.chart.width, self.chart.height = pixel_size(fig)   # shown at the size it is drawn
