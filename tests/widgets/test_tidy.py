"""Refreshes close the widgets they replace: a long game or lesson does not pile up widget models."""

from __future__ import annotations

import ipywidgets.widgets.widget as widget_module

from floe_widgets.tutor import LessonWidget
from floe_widgets.tutor.demo import dash_lesson
from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.demo import Hop, PenguinDash
from floe_widgets.widgets.tidy import close_tree


def live() -> int:
    return len(widget_module._instances)


def test_refreshing_the_table_does_not_pile_up_widgets():
    gw = GameWidget(PenguinDash(players=2), log_limit=4)
    for _ in range(3):
        gw.do(Hop(1))
    before = live()
    for _ in range(10):
        gw.controls.offer(gw.game.legal_actions())  # a choice on screen, replaced by the next refresh
        gw.do(gw.game.legal_actions()[0])
        gw.undo()
        gw.redo()
    assert live() <= before + 2


def test_moving_through_a_lesson_closes_the_boards_it_leaves():
    lw = LessonWidget(dash_lesson())
    lw.show_me()
    lw.next()
    lw.go(0)
    before = live()
    for _ in range(3):
        lw.show_me()
        lw.next()
        lw.show_me()
        lw.next()
        lw.answer(0)
        lw.next()
        lw.go(0)
    assert live() <= before + 2


def test_closing_a_board_leaves_the_shared_page_font_whole():
    """Every top-level widget shows the one page-font widget; closing a past step's board must leave it, its layout
    and its style open, or a widget made later in the kernel shows "Loading widget..." in the browser."""
    from floe_widgets.widgets.style import page_font

    close_tree(GameWidget(PenguinDash(players=2)))
    font = page_font()
    assert font.comm is not None and font.layout.comm is not None and font.style.comm is not None
    later = LessonWidget(dash_lesson(), start=1)
    assert later.children[0].children[1] is font and font.layout.comm is not None
