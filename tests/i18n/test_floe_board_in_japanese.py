"""A retail Floe board drawn in Japanese shows no English word, in any area (world, Village, Cave, player
boards, all) at seeded random positions (a battle and waiting choices among them), nor in its words
(describe_board); and a switch of language redraws the cached layer in the new language."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from matplotlib.figure import Figure

from floe_widgets import games, i18n
from floe_widgets.fonts import use_japanese_font
from floe_widgets.games.floe import view
from floe_widgets.rendering import theme_for
from floe_widgets.views.picture import Picture
from tests.i18n.test_floe_2024_in_japanese import english_words


def positions(seed: int, every: int = 40, limit: int = 600) -> Iterator[Any]:
    """A seeded random game: a copy every ``every`` actions, the first battle and the first choice of each kind."""
    chooser = random.Random(seed)
    game = games.new("floe", players=2, seed=seed)
    kinds: set[str] = set()
    battle = False
    for n in range(limit):
        st = game.state
        if n % every == 0 or (st.battle is not None and not battle) or \
                (st.pending is not None and st.pending.kind not in kinds):
            battle = battle or st.battle is not None
            if st.pending is not None:
                kinds.add(st.pending.kind)
            yield game.copy()
        legal = game.legal_actions()
        if not legal:
            return
        game.apply(chooser.choice(legal))


@pytest.fixture(autouse=True)
def japanese_font() -> None:
    use_japanese_font()   # as a Picture does: the headline measures its words in the font that draws them


def drawn_texts(fig: Figure) -> list[str]:
    return [t.get_text() for t in [*fig.texts, *(t for ax in fig.axes for t in ax.texts)]
            if t.get_visible() and t.get_text()]


@pytest.mark.parametrize("seed", [3, 17])
def test_a_japanese_floe_board_draws_and_describes_no_english_word(seed: int) -> None:
    found: dict[tuple[str, str], set[str]] = {}
    seen = {"battle": False, "choice": False}
    with i18n.speaking("ja"):
        for game in positions(seed):
            seen["battle"] |= game.state.battle is not None
            seen["choice"] |= game.state.pending is not None
            for name in view.VIEWS:
                fig = Figure(figsize=view.FIGSIZE, dpi=30)
                drawn = view.draw(game, fig, view=name)
                for text in [*drawn_texts(fig), drawn.describe_board(game.state)]:
                    if english_words(text):
                        found[(name, text)] = english_words(text)
    assert seen == {"battle": True, "choice": True}, "the walk reaches neither a battle nor a choice"
    assert not found, sorted(found.items())[:10]


def test_the_board_is_drawn_again_in_the_language_the_menu_sets() -> None:
    game = games.new("floe", players=2, seed=3)
    picture = Picture(view.FloeView(game, {"view": "world"}), theme_for(False))
    picture.draw(game.state)
    before = picture.view.static_version
    english = set(drawn_texts(picture.fig))
    with i18n.speaking("ja"):
        picture.draw(game.state)
        japanese = set(drawn_texts(picture.fig))
    assert picture.view.static_version > before         # the cached layer (region names, legend) is new
    assert "Island of Floe" in english and "本島" in japanese and "Island of Floe" not in japanese
