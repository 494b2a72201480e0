"""The Ice and Idols board in Japanese: at seeded random positions no drawn text, legend entry or board
description has an English word and no glyph is missing from the fonts; the presenter layout keeps its
texts at least 18 px high, inside the picture and clear of each other (Japanese labels are wider); and a
board drawn in English is drawn again in Japanese once the widget's language menu says so."""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from typing import Any

import pytest

from floe_widgets import i18n, rendering
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.views.contract import DEFAULT_THEME, MIN_PRESENTER_TEXT_PX, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import view_figure
from floe_widgets.widgets.language import LanguagePicker, tree

from .conftest import positions
from .test_readable import overlaps

#: Latin letters a Japanese reader sees on the board: AP (the action points, as the Japanese lessons
#: write them) and single letters (idol and character initials, seats P1-P4)
WORD = re.compile(r"[A-Za-z]{2,}")
KEPT = {"AP"}
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def walk(players: int, seed: int) -> Iterator[IceAndIdols]:
    """The game every 100 seeded random actions, up to 400, and at its end."""
    return positions(lambda seed: IceAndIdols(players=players, seed=seed), seed, every=100, most=400)


def drawn(game: IceAndIdols, theme: Any) -> tuple[Any, list[tuple[Any, Any]], list[str]]:
    """The view, its visible texts with their extents, and the warnings drawing them raised."""
    view = view_of(game)
    fig = view_figure(view, theme)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        view.draw(game.state, fig, highlight=rendering.highlighted(game), theme=theme)
        fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    texts = [(t, t.get_window_extent(renderer)) for t in fig.findobj(lambda a: type(a).__name__ == "Text")
             if t.get_visible() and t.get_text().strip() and t.axes is not None]
    return view, texts, [str(w.message) for w in caught]


def english(text: str) -> set[str]:
    return set(WORD.findall(text)) - KEPT


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (4, 7)])
def test_the_board_in_japanese_has_no_english_word(players: int, seed: int) -> None:
    with i18n.speaking("ja"):
        for game in walk(players, seed):
            for theme in (DEFAULT_THEME, PRESENTER_THEME):
                view, texts, said = drawn(game, theme)
                words = {w for t, _box in texts for w in english(t.get_text())}
                assert not words, f"English on the board: {sorted(words)}"
                assert not [s for s in said if "missing from font" in s]
            assert not english(view.describe_board(game.state))
            assert not {w for e in view.legend() for w in english(e.meaning)}
            assert JAPANESE.search(view.describe_board(game.state))


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 2)])
def test_the_presenter_layout_in_japanese_is_big_and_clear(players: int, seed: int) -> None:
    with i18n.speaking("ja"):
        for game in walk(players, seed):
            _view, texts, _said = drawn(game, PRESENTER_THEME)
            small = [(t.get_text(), round(box.height, 1)) for t, box in texts if box.height < MIN_PRESENTER_TEXT_PX]
            assert not small, f"texts under {MIN_PRESENTER_TEXT_PX} px: {small[:8]}"
            width, height = texts[0][0].figure.canvas.get_width_height()
            outside = [t.get_text() for t, box in texts
                       if box.x0 < -1 or box.x1 > width + 1 or box.y0 < -1 or box.y1 > height + 1]
            assert not outside, f"texts cut by the picture's edge: {outside[:8]}"
            clash = overlaps(texts)
            assert not clash, f"overlapping texts: {clash[:8]}"


def test_the_language_menu_redraws_the_board_in_japanese() -> None:
    from floe_widgets.widgets import GameWidget

    with i18n.speaking("en"):
        widget = GameWidget(IceAndIdols(players=2, seed=4))
        picture = widget.board.picture
        assert picture is not None

        def board_texts() -> str:
            return " ".join(t.get_text() for t in picture.fig.findobj(lambda a: type(a).__name__ == "Text")
                            if t.get_visible())

        assert "Research track" in board_texts() and not JAPANESE.search(board_texts())
        menu = next(item for item in tree(widget) if isinstance(item, LanguagePicker))
        menu.value = "ja"
        assert "研究トラック" in board_texts() and "Research track" not in board_texts()
        assert JAPANESE.search(widget.board.description)
