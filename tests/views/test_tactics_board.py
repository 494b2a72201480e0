"""The tactics lab's board follows the same rules as the game boards: retained equals fresh, texts
readable and apart, a legend and words."""

from __future__ import annotations

import numpy as np
import pytest

from floe_widgets.games.frosthaven.situations.situation import parse_situation, solve
from floe_widgets.games.frosthaven.tactics import shipped_situations
from floe_widgets.games.frosthaven.views.tactics_view import SolvedSituation, TacticsView
from floe_widgets.views.contract import DEFAULT_THEME, MIN_TEXT_PX
from floe_widgets.views.picture import Picture, full_png, new_figure

from .conftest import pixels
from .test_readable import overlaps
from .test_retained import CHANGED, MAX_CHANGED_SHARE, MAX_MEAN

SHIPPED = list(shipped_situations().values())


def solved(k: int, option=None) -> SolvedSituation:
    sit = parse_situation(SHIPPED[k])
    return SolvedSituation(sit, solve(sit), option)


def test_retained_tactics_picture_matches_a_fresh_drawing():
    picture = Picture(TacticsView(None), DEFAULT_THEME)
    for k in range(4):
        picture.png(solved(k))
    last = solved(4)
    plan_options = len(last.plan.options)
    retained = picture.png(SolvedSituation(last.situation, last.plan, plan_options - 1 if plan_options else None))
    fresh_state = SolvedSituation(last.situation, last.plan, plan_options - 1 if plan_options else None)
    view = TacticsView(None)
    fig = new_figure(view.figsize, DEFAULT_THEME)
    view.draw(fresh_state, fig)
    diff = np.abs(pixels(retained) - pixels(full_png(fig))).max(axis=2)
    assert (diff > CHANGED).mean() <= MAX_CHANGED_SHARE and diff.mean() <= MAX_MEAN


@pytest.mark.parametrize("k", [0, 3, 7])
def test_tactics_texts_are_readable_and_apart(k):
    state = solved(k)
    view = TacticsView(None)
    fig = new_figure(view.figsize, DEFAULT_THEME)
    view.draw(state, fig)
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    texts = [(t, t.get_window_extent(renderer)) for t in fig.findobj(lambda a: type(a).__name__ == "Text")
             if t.get_visible() and t.get_text().strip() and t.axes is not None]
    assert all(box.height >= MIN_TEXT_PX for _t, box in texts)
    assert not overlaps(texts)
    assert view.legend() and state.situation.figures[0].id in view.describe_board(state)
