"""A retained picture (cached static layer, regions kept, texts pasted from sprites) shows what a
from-scratch drawing of the same state shows."""

from __future__ import annotations

import numpy as np
import pytest

from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import Picture, full_png, view_figure

from .conftest import contract_views, pixels, shown_sequence, view_id

#: Tolerance.  A sprite is rasterised at the same quarter-pixel offset as the text's anchor and blended
#: with the same straight-alpha formula as Agg's own text drawing, so the only differences are
#: one-level rounding in the blend and, rarely, a glyph edge where the quarter-pixel snap rounds the
#: other way (measured: under 0.001% of pixels, mean difference under 0.2 levels).  A wrong or missing
#: artist changes far more: one figure disc is about 0.3% of a board, one moved word about 0.05%
#: twice.  So: at most 0.02% of pixels may differ by more than 40 levels, mean difference under 0.5.
MAX_CHANGED_SHARE = 0.0002
CHANGED = 40
MAX_MEAN = 0.5


@pytest.mark.parametrize("theme", [DEFAULT_THEME, PRESENTER_THEME], ids=["default", "presenter"])
@pytest.mark.parametrize("kind", contract_views(), ids=view_id)
def test_retained_picture_after_random_changes_matches_a_fresh_drawing(kind, theme):
    picture = None
    for shown in shown_sequence(kind, 7, 30):
        if picture is None:
            picture = Picture(view_of(shown.subject), theme)
        retained = picture.png(shown.state, highlight=shown.highlight)
    fresh_view = view_of(shown.subject)
    fig = view_figure(fresh_view, theme)
    fresh_view.draw(shown.state, fig, highlight=shown.highlight, theme=theme)
    a, b = pixels(retained), pixels(full_png(fig))
    assert a.shape == b.shape
    diff = np.abs(a - b).max(axis=2)
    print(f"{view_id(kind)}: {(diff > CHANGED).mean():.4%} of pixels differ, mean {diff.mean():.3f}")
    assert (diff > CHANGED).mean() <= MAX_CHANGED_SHARE, f"{(diff > CHANGED).mean():.4%} of pixels differ"
    assert diff.mean() <= MAX_MEAN
