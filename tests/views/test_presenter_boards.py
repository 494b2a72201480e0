"""Presenter mode on a projector, in-process, for the Frosthaven boards: each is drawn at the size the
presenter page shows it beside the task column at 1920x1080 (so the browser does not scale it down),
and at that size every text is at least 18 px high, inside the picture and clear of every other text,
at seeded random positions: the scenario board (also as lessons show it, with each hex's coordinates,
and on the largest random dungeon) and the campaign board."""

from __future__ import annotations

import pytest

from floe_widgets.core import RandomBot
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.views.contract import MIN_PRESENTER_TEXT_PX, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import new_figure

from .test_readable import overlaps

#: the board's box in presenter mode at 1920x1080, as Chromium lays out the presenter CSS
#: (widgets/style.py): the page less the 520 px side column, the gap and the margins is 1,350 px wide;
#: the picture is at most the viewport's height less 24 px (tests/browser/test_voila_presenter.py)
BOARD_BOX_PX = (1350, 1056)
#: the largest map the random-dungeon variant builds (114 hexes; benchmarks/redraw.py)
LARGEST_DUNGEON = "dungeon:r6-r1-r4:s4-s6-s1"

BOARDS = {
    "scenario": (lambda seed: Frosthaven(players=4, seed=seed), {}),
    "scenario with coordinates": (lambda seed: Frosthaven(players=2, seed=seed), {"coords": True}),
    "largest dungeon": (lambda seed: Frosthaven(players=4, seed=seed, scenario=LARGEST_DUNGEON), {}),
    "campaign": (lambda seed: FrosthavenCampaign(players=4, seed=seed), {}),
}


def played(make, seed: int, actions: int):
    game = make(seed)
    bot = RandomBot(seed)
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(bot.choose(game))
    return game


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize(("seed", "actions"), [(1, 0), (2, 15), (3, 45), (5, 90)])
def test_presenter_board_is_shown_at_its_own_size_with_big_clear_text(board, seed, actions):
    make, options = BOARDS[board]
    game = played(make, seed, actions)
    view = view_of(game, **options)
    fig = new_figure(view.figsize, PRESENTER_THEME)
    view.draw(game.state, fig, highlight=[] if game.is_over else game.legal_actions(), theme=PRESENTER_THEME)
    width, height = fig.canvas.get_width_height(physical=True)
    assert width <= BOARD_BOX_PX[0] and height <= BOARD_BOX_PX[1], \
        f"{width}x{height} px is scaled down to fit the {BOARD_BOX_PX[0]}x{BOARD_BOX_PX[1]} px board box"
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    texts = [(t, t.get_window_extent(renderer)) for t in fig.findobj(lambda a: type(a).__name__ == "Text")
             if t.get_visible() and t.get_text().strip() and t.axes is not None]
    small = [(t.get_text(), round(box.height, 1)) for t, box in texts if box.height < MIN_PRESENTER_TEXT_PX]
    assert not small, f"texts under {MIN_PRESENTER_TEXT_PX} px: {small[:8]}"
    outside = [t.get_text() for t, box in texts
               if box.x0 < -1 or box.y0 < -1 or box.x1 > width + 1 or box.y1 > height + 1]
    assert not outside, f"texts cut by the picture's edge: {outside[:8]}"
    clash = overlaps(texts)
    assert not clash, f"overlapping texts: {clash[:8]}"
