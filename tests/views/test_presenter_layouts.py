"""Presenter layouts: every board a presenter lesson shows is drawn at the size the presenter page shows it
beside the task column on a 1920x1080 screen (at most :data:`PRESENTER_BOARD_PX`, so the browser does not
scale it down), and there every text is at least 18 px high, inside the picture and clear of every other
text, at positions of a seeded random game; in English and in Japanese (whose words are wider: the Japanese
cases walk fewer positions, to keep the run short)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from floe_widgets import i18n, rendering
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe_2024.game import Floe2024
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.views.contract import MIN_PRESENTER_TEXT_PX, PRESENTER_BOARD_PX, PRESENTER_THEME, Target
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import view_figure

from .conftest import positions
from .test_readable import overlaps

#: the largest map the random-dungeon variant builds (114 hexes; benchmarks/redraw.py)
LARGEST_DUNGEON = "dungeon:r6-r1-r4:s4-s6-s1"

#: board -> (a new game from a seed, the view's options, the seed)
BOARDS: dict[str, tuple[Callable[[int], Any], dict[str, Any], int]] = {
    "floe world": (lambda seed: Floe(players=4, seed=seed), {"view": "world"}, 1),
    "floe, the whole table (one area: where the turn is)": (lambda seed: Floe(players=4, seed=seed), {}, 7),
    "floe player boards": (lambda seed: Floe(players=4, seed=seed), {"view": "player"}, 2),
    "floe player boards, 3 players": (lambda seed: Floe(players=3, seed=seed), {"view": "player"}, 4),
    "floe one player's board": (lambda seed: Floe(players=2, seed=seed), {"view": "player", "player": 0}, 3),
    "floe cave": (lambda seed: Floe(players=4, seed=seed), {"view": "cave"}, 5),
    "floe village": (lambda seed: Floe(players=4, seed=seed), {"view": "village"}, 6),
    "floe 2024": (lambda seed: Floe2024(players=4, seed=seed), {}, 2),
    "ice and idols, 2 players": (lambda seed: IceAndIdols(players=2, seed=seed), {}, 5),
    "ice and idols, 4 players": (lambda seed: IceAndIdols(players=4, seed=seed), {}, 7),
    "frosthaven scenario": (lambda seed: Frosthaven(players=4, seed=seed), {}, 1),
    "frosthaven scenario with coordinates": (lambda seed: Frosthaven(players=2, seed=seed), {"coords": True}, 3),
    "frosthaven largest dungeon": (lambda seed: Frosthaven(players=4, seed=seed, scenario=LARGEST_DUNGEON), {}, 5),
    "frosthaven campaign": (lambda seed: FrosthavenCampaign(players=4, seed=seed), {}, 2),
}


#: language -> (every how many actions a position is checked, how many actions at most)
WALKS = {"en": (50, 300), "ja": (100, 200)}


@pytest.mark.parametrize("language", WALKS)
@pytest.mark.parametrize("board", BOARDS)
def test_presenter_layout_is_shown_at_its_own_size_with_big_clear_text(board, language):
    make, options, seed = BOARDS[board]
    with i18n.speaking(language):
        check_presenter_layout(make, options, seed, *WALKS[language])


def check_presenter_layout(make: Callable[[int], Any], options: dict[str, Any], seed: int, every: int,
                           most: int) -> None:
    for game in positions(make, seed, every, most):
        view = view_of(game, **options)
        fig = view_figure(view, PRESENTER_THEME)
        width, height = fig.canvas.get_width_height()
        assert width <= PRESENTER_BOARD_PX[0] and height <= PRESENTER_BOARD_PX[1], \
            f"{width}x{height} px is scaled down to fit the presenter page's board box"
        view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=PRESENTER_THEME)
        fig.draw_without_rendering()   # lays every text out as a drawing does; only the extents are read
        renderer = fig.canvas.get_renderer()
        texts = [(t, t.get_window_extent(renderer)) for t in fig.findobj(lambda a: type(a).__name__ == "Text")
                 if t.get_visible() and t.get_text().strip() and t.axes is not None]
        small = [(t.get_text(), round(box.height, 1)) for t, box in texts if box.height < MIN_PRESENTER_TEXT_PX]
        assert not small, f"texts under {MIN_PRESENTER_TEXT_PX} px: {small[:8]}"
        outside = [t.get_text() for t, box in texts
                   if box.x0 < -1 or box.x1 > width + 1 or box.y0 < -1 or box.y1 > height + 1]
        assert not outside, f"texts cut by the picture's edge: {outside[:8]}"
        clash = overlaps(texts)
        assert not clash, f"overlapping texts: {clash[:8]}"


def test_a_click_on_the_ice_and_idols_presenter_layout_finds_the_board_or_cell_under_it():
    game = IceAndIdols(players=4, seed=3)
    view = view_of(game)
    fig = view_figure(view, PRESENTER_THEME)
    view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=PRESENTER_THEME)
    for seat in range(4):
        x, y = view.figure_point(view.axes["players"], 10, (seat + 0.5) * view.style.board.height)
        assert view.hit(x, y) == [Target("board", seat)]
    x, y = view.figure_point(view.axes["temple"], 3.5, 1.5)
    assert view.hit(x, y) == [Target("cell", 1 * 5 + 3)]
