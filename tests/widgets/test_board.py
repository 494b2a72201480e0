"""BoardView: static PNG by default, ipympl canvas; clicks go through the view's hit and targets_of."""

from __future__ import annotations

import time

import pytest

from floe_widgets.widgets import BoardView, GameWidget, ipympl_available
from floe_widgets.widgets.demo import Hop, PenguinDash, Slide


def test_static_board_is_a_png_image():
    board = BoardView(PenguinDash(players=2))
    assert board.children == (board.image,)
    assert bytes(board.image.value).startswith(b"\x89PNG") and "fw-board" in board._dom_classes


def test_same_state_same_picture_and_highlight_changes_it():
    game = PenguinDash(players=2)
    board = BoardView(game)
    first = board.image.value
    board.refresh()
    assert board.image.value == first
    board.highlight = False
    assert board.image.value != first


def test_click_on_a_floe_applies_the_single_action_it_means():
    gw = GameWidget(PenguinDash(players=2))
    assert gw.click("floes", 2.05, 0.1) == [Hop(2)]
    assert gw.game.state.positions == [2, 0]


def test_click_on_nothing_does_nothing():
    gw = GameWidget(PenguinDash(players=2))
    assert gw.click("floes", 7.0, 0.0) == []
    assert gw.click("elsewhere", 1.0, 0.0) == []
    assert gw.game.history == [] and gw.error == ""


def test_click_meaning_several_actions_offers_a_choice(monkeypatch):
    from floe_widgets.views import Target
    from floe_widgets.widgets.demo import DashView

    # a view where sliding also belongs to floe 1: a click there means two actions
    monkeypatch.setattr(DashView, "targets_of",
                        lambda self, a: {Target("floe", 1)} if a in (Hop(1), Slide()) else set())
    gw = GameWidget(PenguinDash(players=2))
    gw.click("floes", 1.0, 0.0)
    assert gw.game.history == []
    assert gw.controls.offered == ["Hop to floe 1", "Slide (roll the slide die)"]
    choice = gw.controls.choice_box.children[1].children[0]
    choice.click()
    assert gw.game.state.positions == [1, 0] and gw.controls.offered == []


@pytest.mark.skipif(not ipympl_available(), reason="ipympl is not installed")
def test_interactive_board_is_an_ipympl_canvas_and_its_click_handler_plays():
    gw = GameWidget(PenguinDash(players=2), interactive=True)
    assert gw.board.canvas is not None and gw.board.children == (gw.board.canvas,)

    class Press:   # a press on floe 1, in the canvas' pixels
        x, y = gw.board.figure.axes[0].transData.transform((1.0, 0.0))

    gw.board._on_press(Press())
    assert gw.game.state.positions == [1, 0]
    # redrawn into the same canvas; switching back gives the PNG again
    assert gw.board.canvas.figure.axes[0].get_label() == "floes"
    gw.interactive = False
    assert gw.board.children == (gw.board.image,)


def test_a_redraw_is_quick():
    board = BoardView(PenguinDash(players=3))
    start = time.perf_counter()
    for _ in range(5):
        board.refresh()
    per_redraw = (time.perf_counter() - start) / 5
    print(f"redraw: {per_redraw * 1000:.0f} ms")  # a number for the report; not an assertion
