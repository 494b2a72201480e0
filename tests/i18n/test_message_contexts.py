"""One English word, two meanings: a message said in a context has its own catalogue entry
(``"context|id"``, see floe_widgets/i18n.py), and the real views say each meaning in its own words."""

from __future__ import annotations

import ast
import copy
import pickle

from matplotlib.figure import Figure

from floe_widgets import games, i18n
from floe_widgets.fonts import use_japanese_font
from floe_widgets.games.floe import view as floe_view
from floe_widgets.games.ice_and_idols.actions import side_word
from floe_widgets.games.ice_and_idols.state import EMPTY
from floe_widgets.games.ice_and_idols.view.board import draw as draw_temple
from floe_widgets.games.ice_and_idols.view.words import adrenaline_words
from floe_widgets.games.ice_and_idols.widgets import TempleWidget
from tests.i18n.message_ids import ids_in


def drawn_texts(fig: Figure) -> list[str]:
    return [t.get_text() for t in [*fig.texts, *(t for ax in fig.axes for t in ax.texts)] if t.get_text()]


def test_a_context_has_its_own_entry_and_falls_back_to_the_bare_id() -> None:
    with i18n.speaking("ja"):
        assert i18n.tr("ready", context="adrenaline") == "使える"
        assert i18n.tr("ready", context="elder") == "未使用"
        assert i18n.tr("Undo", context="a context nobody wrote") == i18n.tr("Undo") == "取り消し"
    assert i18n.tr("ready", context="elder") == "ready"     # English: the id after the bar


def test_a_message_remembers_its_context_through_copies_and_pickles() -> None:
    said = i18n.message("W", context="side")
    assert said == "W" and said.context == "side"
    for again in (pickle.loads(pickle.dumps(said)), copy.deepcopy(said)):
        with i18n.speaking("ja"):
            assert i18n.text(again) == "西"
    marked = i18n.N_("W", context="side")
    with i18n.speaking("ja"):
        assert i18n.tr(marked) == "西" and i18n.tr("W") == "壁"   # the bare id is Frosthaven's wall letter


def test_the_code_walk_finds_the_key_of_a_context() -> None:
    found = set(ids_in(ast.parse('tr("empty", context="cave chamber"); N_("ready"); message("W", context="side")')))
    assert found == {"cave chamber|empty", "ready", "side|W"}


def test_a_side_and_a_wall_read_differently_in_japanese() -> None:
    """The Ice and Idols move pad and its events' side words say west; the bare "W" stays a wall letter."""
    with i18n.speaking("ja"):
        widget = TempleWidget(games.new("ice-and-idols", players=2, seed=3))
        assert widget.pad_buttons["W"].description.startswith("西")
        assert i18n.text(side_word("W")) == "西"
    with i18n.speaking("en"):
        widget = TempleWidget(games.new("ice-and-idols", players=2, seed=3))
        assert widget.pad_buttons["W"].description.startswith("W ")
        widget.language_picker.value = "ja"                  # the menu: the pad is said again
        assert widget.pad_buttons["W"].description.startswith("西")
        assert widget.pad_buttons["W"].tooltip == "西へ移動"


def test_ready_and_empty_in_ice_and_idols_and_in_floe() -> None:
    """The same English words on two boards, drawn in Japanese: an adrenaline token that is ready and an
    elder not yet used; an empty temple square and an empty cave chamber."""
    use_japanese_font()
    temple_game = games.new("ice-and-idols", players=2, seed=3)
    floe_game = games.new("floe", players=2, seed=3)
    floe_game.state.cave.chambers[0].monster = ""          # a chamber whose Monster is gone
    grid = temple_game.state.grid
    grid[grid.index(next(t for t in grid if t != EMPTY))] = EMPTY   # a square whose tile collapsed
    with i18n.speaking("ja"):
        assert temple_game.state.players[0].adrenaline == "ready" and adrenaline_words("ready") == "使える"
        temple = Figure(figsize=(12, 8), dpi=30)
        draw_temple(temple_game, temple)
        floe_words = []
        for area in ("village", "cave"):
            floe = Figure(figsize=floe_view.FIGSIZE, dpi=30)
            floe_view.draw(floe_game, floe, view=area)
            floe_words += drawn_texts(floe)
        temple_words = drawn_texts(temple)
        described = floe_view.describe(floe_game.state)
    assert "空きマス" in temple_words and "空き" not in temple_words
    assert "空き" in floe_words and "空きマス" not in floe_words and "空き1" in described
    assert any("(未使用)" in t for t in floe_words) and not any("(使える)" in t for t in floe_words)
