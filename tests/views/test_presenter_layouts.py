"""Views with a presenter layout draw it at the size a presenter lesson shows the board on a 1920x1080
screen (so it is not scaled down), and there every text is at least 18 px high, inside the picture and
clear of every other text, at seeded random positions of the game."""

from __future__ import annotations

import pytest

from floe_widgets import rendering
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe_2024.game import Floe2024
from floe_widgets.views.contract import MIN_PRESENTER_TEXT_PX, PRESENTER_BOARD_PX, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import view_figure

from .conftest import game_at, view_id
from .test_readable import POSITIONS, overlaps

#: (game class, view options) of every view with a presenter layout
LAYOUTS = [(Floe, {"view": "world"}), (Floe, {"view": "player"}), (Floe, {"view": "cave"}),
           (Floe, {"view": "village"}), (Floe, {"view": "player", "player": 0}),
           (Floe2024, {})]


def layout_id(layout) -> str:
    game_type, options = layout
    return "-".join([view_id(game_type), *map(str, options.values())])


@pytest.mark.parametrize("layout", LAYOUTS, ids=layout_id)
@pytest.mark.parametrize(("seed", "actions"), POSITIONS)
def test_presenter_layout_fits_the_board_box_with_big_clear_texts(layout, seed, actions):
    game_type, options = layout
    game = game_at(game_type, seed, actions)
    view = view_of(game, **options)
    fig = view_figure(view, PRESENTER_THEME)
    width, height = fig.canvas.get_width_height()
    assert width <= PRESENTER_BOARD_PX[0] and height <= PRESENTER_BOARD_PX[1]
    view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=PRESENTER_THEME)
    fig.canvas.draw()
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
