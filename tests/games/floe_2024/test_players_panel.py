"""The Floe 2024 players panel shows what the lessons name on it: the icon of each potion a player holds, in the
default and the presenter layouts, whole and inside the player's row."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024 import data as C
from floe_widgets.games.floe_2024 import lessons as L
from floe_widgets.rendering import highlighted
from floe_widgets.views.contract import DEFAULT_THEME, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import view_figure
from tests.tutor.lessons import ended
from tests.views.test_readable import overlaps

from .helpers import edit, new

pytestmark = pytest.mark.usefixtures("japanese")   # (conftest.py)


def panel_texts(game, presenter: bool) -> tuple[list[tuple[str, object, int]], object]:
    """(words, box on the picture, seat whose row holds its middle or None) of each text drawn on the players
    panel, and the view."""
    theme = PRESENTER_THEME if presenter else DEFAULT_THEME
    view = view_of(game)
    fig = view_figure(view, theme)
    view.draw(game.state, fig, highlight=highlighted(game), theme=theme)
    fig.draw_without_rendering()
    renderer = fig.canvas.get_renderer()
    rows = [view.boards.row_box(p.seat) for p in game.state.players]
    found = []
    for t in view.boards.ax.texts:
        if not (t.get_visible() and t.get_text().strip()):
            continue
        box = t.get_window_extent(renderer)
        middle = fig.transFigure.inverted().transform(((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2))
        seat = next((s for s, (_x0, y0, _x1, y1) in enumerate(rows) if y0 <= middle[1] <= y1), None)
        found.append((t.get_text(), box, seat))
    return found, view


@pytest.mark.rule("FLOEJA-BATTLE-POTION-1")
@pytest.mark.parametrize("presenter", [False, True], ids=["default", "presenter"])
def test_the_potion_step_of_lesson_four_shows_the_potions_icon_on_the_players_panel(presenter):
    """Lesson 4 says 'yours shows a Sword': the learner's row names the icon of the potion held (the panel drew
    only a count, ポーション1), as the Cave names a die with that face."""
    lesson = L.lesson_04()
    index = next(i for i, s in enumerate(lesson.steps) if getattr(s, "title", "") == "ポーションで剣を足す (例)")
    game = ended(lesson, lesson.steps[index - 1].title)     # the potion step goes on from the one before
    (icon,) = game.state.players[0].potions
    assert C.ja(icon) in lesson.steps[index].narration
    texts, _view = panel_texts(game, presenter)
    mine = [words for words, _box, seat in texts if seat == 0]
    assert f"ポーション1: {C.ja(icon)}" in mine, mine
    used = ended(lesson, lesson.steps[index].title)
    texts, _view = panel_texts(used, presenter)
    assert "ポーション0" in [words for words, _box, seat in texts if seat == 0]


def test_potions_of_one_icon_are_named_once_with_their_count():
    game = edit(new(), lambda s: setattr(s.players[0], "potions", ["arrow", "crit", "arrow"]))
    words = [w for w, _box, seat in panel_texts(game, False)[0] if seat == 0 and w.startswith("ポーション")]
    assert words == [f"ポーション3: {C.ja('arrow')}×2・クリティカル"]


@pytest.mark.parametrize("presenter", [False, True], ids=["default", "presenter"])
def test_six_potions_of_six_icons_are_named_whole_inside_their_row_in_both_layouts(presenter):
    """The most a player may hold (FLOEJA-TOKEN-STOCK-1: six potions), one of each icon, beside four players'
    rows: every icon named in full, no text cut short, overlapping another or leaving its row."""
    def six(s) -> None:
        s.players[3].potions = list(C.ICONS)
        s.players[2].potions = ["crit"] * 6

    game = edit(new(players=4, seed=3), six)
    texts, view = panel_texts(game, presenter)
    row = " ".join(w for w, _box, seat in texts if seat == 3)
    assert all(C.ja(icon) in row or (icon == "crit" and "クリティカル" in row) for icon in C.ICONS), row
    assert "クリティカル×6" in " ".join(w for w, _box, seat in texts if seat == 2)
    assert not [w for w, _box, _seat in texts if "…" in w]
    fig = view.fig
    assert not [w for w, _box, seat in texts if seat is None], "texts below the last row"
    for words, box, seat in texts:
        x0, y0, x1, y1 = view.boards.row_box(seat)
        (left, bottom), (right, top) = fig.transFigure.transform([(x0, y0), (x1, y1)])
        assert left <= box.x0 and box.x1 <= right and bottom <= box.y0 and box.y1 <= top, (words, seat)
    drawn = [(t, t.get_window_extent(fig.canvas.get_renderer())) for t in view.boards.ax.texts
             if t.get_visible() and t.get_text().strip()]
    assert not overlaps(drawn)


@pytest.mark.rule("FLOEJA-BATTLE-ROLL-1")
@pytest.mark.parametrize("presenter", [False, True], ids=["default", "presenter"])
def test_the_hero_dice_a_player_rolls_are_counted_on_the_players_row(presenter):
    """Lesson 4 says you roll as many hero dice as your dice marker shows, 4 here: the row says how many (the
    panel did not), and the battle rolls that many."""
    from floe_widgets.games.floe_2024.actions import EnterCave

    lesson = L.lesson_04()
    game = lesson.start(0)
    texts, _view = panel_texts(game, presenter)
    assert "4個" in lesson.steps[0].narration
    assert "ダイス4" in [words for words, _box, seat in texts if seat == 0]
    game.apply(EnterCave())
    assert len(game.state.battle.dice) == 4


def test_the_presenter_names_the_floe_stones_where_a_row_has_room():
    """Lesson 1 points at the Pearl stone on space 4 (フローストーン: 真珠4): the presenter's rows of one or two
    players name every stone, an unlocked one's word wrapping onto a second line inside the row; four players'
    rows have no room for them (the default layout names them)."""
    from floe_widgets.games.floe_2024.state import ABOVE

    def stones(s) -> None:
        s.players[0].stones = {"pearl": ABOVE, "kelp": ABOVE, "mushroom": ABOVE, "wood": 4}

    game = edit(new(players=2), stones)
    texts, view = panel_texts(game, True)
    mine = [w for w, _box, seat in texts if seat == 0]
    lines = [w for w in mine if w.startswith("フローストーン")]
    lines += mine[mine.index(lines[0]) + 1:] if lines else []
    assert len(lines) == 2 and "・".join(lines).count("解放") == 3 and "木4" in lines[1], mine
    assert not [w for w, _box, _seat in texts if "…" in w]
    fig = view.fig
    for words, box, seat in texts:
        (left, bottom), (right, top) = fig.transFigure.transform(
            [view.boards.row_box(seat)[:2], view.boards.row_box(seat)[2:]])
        assert left <= box.x0 and box.x1 <= right and bottom <= box.y0 and box.y1 <= top, (words, seat)
    four = panel_texts(new(players=4, seed=3), True)[0]
    assert not [w for w, _box, _seat in four if w.startswith("フローストーン")]
