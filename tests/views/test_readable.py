"""Every board view, at seeded random positions of its game: every text at least 11 px high at the
default size (18 px in presenter mode), no two texts overlapping, a legend for every kind it draws and
the board described in words."""

from __future__ import annotations

import itertools

import pytest

from floe_widgets.views.contract import DEFAULT_THEME, MIN_PRESENTER_TEXT_PX, MIN_TEXT_PX, PRESENTER_THEME
from floe_widgets.views.every_view import view_of
from floe_widgets.views.picture import view_figure
from tests.drawn_texts import overlap

from .conftest import contract_views, shown_at, view_id


def drawn_texts(shown, theme):
    view = view_of(shown.subject)
    fig = view_figure(view, theme)
    view.draw(shown.state, fig, highlight=shown.highlight, theme=theme)
    fig.draw_without_rendering()   # lays every text out as a drawing does; only the extents are read
    renderer = fig.canvas.get_renderer()
    texts = [t for t in fig.findobj(lambda a: type(a).__name__ == "Text")
             if t.get_visible() and t.get_text().strip() and t.axes is not None]
    return view, fig, [(t, t.get_window_extent(renderer)) for t in texts]


def overlaps(texts):
    return [(a.get_text(), b.get_text()) for (a, ba), (b, bb) in itertools.combinations(texts, 2) if overlap(ba, bb)]


POSITIONS = [(1, 0), (2, 12), (3, 40), (4, 120)]
#: more positions for the boards whose labels move with the game (a highlight's label in a cell, a
#: player board's key card and adrenaline token)
MORE_POSITIONS = {"ice-and-idols": [(5, 60), (6, 200), (8, 300), (9, 25), (10, 90), (11, 400)]}
#: positions of fewer players (players, seed, actions): a character standing in the middle of a cell whose
#: choice word stood there too (2 players, seed 6, 296 actions: the Architect's "orient")
FEWER_PLAYERS = {"ice-and-idols": [(2, 6, 296)]}


@pytest.mark.parametrize("kind", contract_views(), ids=view_id)
@pytest.mark.parametrize(("seed", "actions"), POSITIONS)
def test_texts_are_big_enough_and_never_overlap(kind, seed, actions):
    assert_readable(shown_at(kind, seed, actions))


@pytest.mark.parametrize(("kind", "seed", "actions"),
                         [(kind, *at) for kind in contract_views() for at in MORE_POSITIONS.get(view_id(kind), [])])
def test_texts_are_big_enough_and_never_overlap_at_more_positions(kind, seed, actions):
    assert_readable(shown_at(kind, seed, actions))


@pytest.mark.parametrize(("kind", "players", "seed", "actions"),
                         [(kind, *at) for kind in contract_views() for at in FEWER_PLAYERS.get(view_id(kind), [])])
def test_texts_are_big_enough_and_never_overlap_with_fewer_players(kind, players, seed, actions):
    assert_readable(shown_at(kind, seed, actions, players))


def assert_readable(shown):
    for theme, least in ((DEFAULT_THEME, MIN_TEXT_PX), (PRESENTER_THEME, MIN_PRESENTER_TEXT_PX)):
        _view, fig, texts = drawn_texts(shown, theme)
        small = [(t.get_text(), round(box.height, 1)) for t, box in texts if box.height < least]
        assert not small, f"texts under {least} px: {small[:8]}"
        edge = fig.bbox
        outside = [t.get_text() for t, box in texts
                   if box.x0 < edge.x0 - 1 or box.x1 > edge.x1 + 1 or box.y0 < edge.y0 - 1 or box.y1 > edge.y1 + 1]
        assert not outside, f"texts cut by the picture's edge: {outside[:8]}"
        clash = overlaps(texts)
        assert not clash, f"overlapping texts: {clash[:8]}"


@pytest.mark.parametrize("kind", contract_views(), ids=view_id)
def test_every_view_has_a_legend_and_describes_its_board(kind):
    shown = shown_at(kind, 2, 12)
    view = view_of(shown.subject)
    entries = view.legend()
    assert entries and len({e.kind for e in entries}) == len(entries)
    assert all(e.meaning for e in entries)
    words = view.describe_board(shown.state)
    assert len(words) > 40 and words == view.describe_board(shown.state)


def test_the_board_widget_sets_the_description_as_the_pictures_alternative_text():
    from floe_widgets.widgets import BoardView
    from floe_widgets.widgets.demo import PenguinDash

    board = BoardView(PenguinDash(players=2))
    assert board.description == view_of(board.game).describe_board(board.game.state)
    assert not board.image.tooltip  # a tooltip on an Image breaks its view in the browser (ipywidgets 8.1)
