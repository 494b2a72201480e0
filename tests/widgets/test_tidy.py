"""Refreshes close the widgets they replace: a long game or lesson does not pile up widget models."""

from __future__ import annotations

import ipywidgets.widgets.widget as widget_module

from floe_widgets.tutor import LessonWidget
from floe_widgets.tutor.demo import dash_lesson
from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.demo import Hop, PenguinDash


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
