"""The temple's axes as drawn: the row numbers carry the title "row" over them, the column numbers the title
"column" before them (行 and 列 in Japanese), and the cell a tile's name points at ("tile 2,4": row 2, column 4)
is the one drawn at the crossing of the row and the column labelled so."""

from __future__ import annotations

from typing import Any

import pytest

from floe_widgets import i18n, rendering
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import SIZE, tile_name
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import view_figure


def drawn(game: IceAndIdols, presenter: bool) -> tuple[Any, dict[str, Any]]:
    """The view and its temple's visible texts by (kind, words): row and column numbers, and the others."""
    theme = PRESENTER_THEME if presenter else DEFAULT_THEME
    view = view_of(game)
    fig = view_figure(view, theme)
    view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=theme)
    fig.draw_without_rendering()
    renderer = fig.canvas.get_renderer()
    texts: dict[Any, Any] = {}
    for t in view.axes["temple"].texts:
        if t.get_visible() and t.get_text().strip():
            x, y = t.get_position()
            kind = "row" if x < 0 and 0 < y < SIZE else "column" if y > SIZE and 0 < x < SIZE else "other"
            texts[(kind, t.get_text())] = t.get_window_extent(renderer)
    return view, texts


@pytest.mark.parametrize("presenter", [False, True])
@pytest.mark.parametrize(("language", "row", "column"), [("en", "row", "column"), ("ja", "行", "列")])
def test_the_row_and_column_numbers_carry_their_titles_and_name_the_tiles(language, row, column, presenter) -> None:
    game = IceAndIdols(players=3, seed=3)
    with i18n.speaking(language):
        view, texts = drawn(game, presenter)
    rows = [texts[("row", str(i))] for i in range(SIZE)]
    columns = [texts[("column", str(i))] for i in range(SIZE)]
    row_title, column_title = texts[("other", row)], texts[("other", column)]
    # "row" stands over the row numbers (in their column, above row 0); "column" on the column numbers' line,
    # before column 0
    assert row_title.x0 < rows[0].x1 and row_title.x1 > rows[0].x0 and row_title.y0 >= rows[0].y1
    assert column_title.y0 < columns[0].y1 and column_title.y1 > columns[0].y0 and column_title.x1 <= columns[0].x0
    fig = view.fig
    for r, c in [(2, 4), (0, 3), (4, 1)]:
        x, y = columns[c].x0 + columns[c].width / 2, rows[r].y0 + rows[r].height / 2
        fx, fy = fig.transFigure.inverted().transform((x, y))
        (target,) = view.hit(fx, fy)
        assert target.kind == "cell" and tile_name(target.key) == f"{r},{c}"   # the tile named "tile r,c"
