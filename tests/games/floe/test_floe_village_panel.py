"""The Village panel as a learner reads it (measured as drawn: matplotlib's own text extents at the size each
theme shows the view): at seeded positions of played games, in the Village view and the table overview, in the
normal and the presenter layout, in English and in Japanese, no line of the displays (Items, Tavern, Allies,
Buildings, Landmarks, Elders, Achievements) is cut short with an ellipsis, every text stays inside the panel and
no two texts overlap."""

from __future__ import annotations

from typing import Any

import pytest
from floe_kit import seeded_positions

from floe_widgets import i18n, rendering
from floe_widgets.games.floe.view.table import FloeView
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.picture import view_figure

THEMES = {"normal": DEFAULT_THEME, "presenter": PRESENTER_THEME}


def overlap(a: Any, b: Any) -> bool:
    return min(a.x1, b.x1) - max(a.x0, b.x0) > 1 and min(a.y1, b.y1) - max(a.y0, b.y0) > 1


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("area", "theme"), [("village", "normal"), ("village", "presenter"), ("all", "normal")])
def test_every_village_line_whole_inside_the_panel_and_apart_at_seeded_positions(area, theme, language):
    with i18n.speaking(language):
        for seed in (1, 2):
            games = seeded_positions(4, seed, every=200)
            view = FloeView(games[0], {"view": area})
            for k, game in enumerate(games):
                view.game = game
                fig = view.fig if view.fig is not None else view_figure(view, THEMES[theme])
                view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=THEMES[theme])
                fig.draw_without_rendering()
                renderer = fig.canvas.get_renderer()
                ax = next(a for a in fig.axes if a.get_label() == "village")
                texts = [(t.get_text(), t.get_window_extent(renderer)) for t in ax.texts
                         if t.get_visible() and t.get_text().strip()]
                for n, (words, box) in enumerate(texts):
                    assert "…" not in words, (seed, k, words, "cut short")
                    assert (ax.bbox.x0 - 1 <= box.x0 and box.x1 <= ax.bbox.x1 + 1 and ax.bbox.y0 - 1 <= box.y0
                            and box.y1 <= ax.bbox.y1 + 1), (seed, k, words, "leaves the panel")
                    for other, other_box in texts[n + 1:]:
                        assert not overlap(box, other_box), (seed, k, words, "overlaps", other)
