"""The Ice and Idols presenter layout: drawn at the size a lesson shows it beside the task column on a
1920x1080 screen (so the browser does not scale it down), every text at least 18 px high and no two texts
overlapping, at seeded random positions of 2-4 player games."""

from __future__ import annotations

import pytest

from floe_widgets import rendering
from floe_widgets.core import RandomBot
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.views.contract import MIN_PRESENTER_TEXT_PX, PRESENTER_THEME

from .conftest import Shown
from .test_readable import drawn_texts, overlaps

#: the width the presenter CSS gives a lesson's board at 1920x1080 (the screen less the margins, the 520 px
#: task column and the gap beside it), measured in Chromium (tests/browser/test_voila_presenter.py)
SHOWN_WIDTH_PX = 1354
SCREEN_HEIGHT_PX = 1080


def positions(players: int, seed: int, every: int = 23, most: int = 300):
    """What the board shows every ``every`` seeded random actions of a game (and at its end)."""
    game, bot = IceAndIdols(players=players, seed=seed), RandomBot(seed)
    for n in range(most):
        if n % every == 0 or game.is_over:
            yield Shown(game, game.state, rendering.highlighted(game))
        if game.is_over:
            return
        game.apply(bot.choose(game))


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (3, 6), (4, 7), (4, 8)])
def test_presenter_texts_are_18_px_on_screen_and_never_overlap(players, seed):
    for shown in positions(players, seed):
        _view, fig, texts = drawn_texts(shown, PRESENTER_THEME)
        assert fig.bbox.width <= SHOWN_WIDTH_PX and fig.bbox.height < SCREEN_HEIGHT_PX, "scaled down when shown"
        small = [(t.get_text(), round(box.height, 1)) for t, box in texts if box.height < MIN_PRESENTER_TEXT_PX]
        assert not small, f"texts under {MIN_PRESENTER_TEXT_PX} px: {small[:8]}"
        edge = fig.bbox
        outside = [t.get_text() for t, box in texts
                   if box.x0 < edge.x0 - 1 or box.x1 > edge.x1 + 1 or box.y0 < edge.y0 - 1 or box.y1 > edge.y1 + 1]
        assert not outside, f"texts cut by the picture's edge: {outside[:8]}"
        clash = overlaps(texts)
        assert not clash, f"overlapping texts: {clash[:8]}"


def test_a_presenter_click_on_a_board_and_a_cell_finds_them():
    from floe_widgets.views.contract import Target
    from floe_widgets.views.every_view import view_of
    from floe_widgets.views.picture import new_figure

    game = IceAndIdols(players=4, seed=3)
    view = view_of(game)
    fig = new_figure(view.figsize, PRESENTER_THEME)
    view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=PRESENTER_THEME)
    for seat in range(4):
        x, y = view.figure_point(view.axes["players"], 10, (seat + 0.5) * view.style.board.height)
        assert view.hit(x, y) == [Target("board", seat)]
    x, y = view.figure_point(view.axes["temple"], 3.5, 1.5)
    assert view.hit(x, y) == [Target("cell", 1 * 5 + 3)]
