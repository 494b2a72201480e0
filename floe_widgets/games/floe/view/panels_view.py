"""The base of the Floe and Floe 2024 table views: a headline over panels, each panel (or each part of
one: a seat's board) a region of the retained picture, updated and drawn again only when what it shows
changed; the other regions keep their pixels, and the cached layer (tiles, boxes, names) is drawn once
per layout."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from floe_widgets.views.contract import View
from floe_widgets.views.word_line import WordLine

from .panel import Panel

#: the headline's strip at the top of the figure (the panels stand below 0.955)
HEADLINE_BOX = (0.0, 0.955, 1.0, 1.0)


class PanelsView(View):
    """Subclasses build ``headline`` and their panels and, in ``update``, call :meth:`show_headline` and
    :meth:`show` per panel or part."""

    headline: WordLine

    def show_headline(self, line: str) -> None:
        def update() -> list[Any]:
            self.headline.set_text(line)
            return self.headline.texts

        self.update_region("headline", HEADLINE_BOX, line, update)

    def show(self, name: str, panel: Panel, key: Hashable, update: Callable[[], Any],
             box: tuple[float, float, float, float] | None = None) -> None:
        """Region ``name`` (``panel``'s area, or ``box``): ``update()`` runs only when ``key`` (what the
        panel shows: the parts of the state it reads) differs from the last time."""
        self.update_region(name, box or panel.box(), key, lambda: panel.redrawn(update))
