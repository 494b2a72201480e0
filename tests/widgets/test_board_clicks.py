"""Board pictures answer clicks: the ipyevents message of a click on the image plays the action it means."""

from __future__ import annotations

import ipywidgets as w
import pytest

from floe_widgets import games
from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.image_clicks import listen_for_clicks

GAMES = ["ice-and-idols", "floe", "floe-2024", "frosthaven"]


def clickable_point(board, steps: int = 48) -> tuple[float, float, list] | None:
    """The first figure fraction (scanning a grid) where a click means at least one legal action."""
    for i in range(steps):
        for j in range(steps):
            x, y = (i + 0.5) / steps, (j + 0.5) / steps
            found = board.actions_at(x, y)
            if found:
                return x, y, found
    return None


def table_with_a_target(name: str, seed: int = 3) -> tuple[GameWidget, tuple[float, float, list]]:
    """A table of ``name`` played on (its last legal action each time) until its board has something
    to click: some games open with a choice made off the board (e.g. Floe's first pick)."""
    gw = GameWidget(games.new(name, seed=seed))
    for _ in range(10):
        point = clickable_point(gw.board)
        if point is not None:
            return gw, point
        gw.do(gw.game.legal_actions()[-1])
    raise AssertionError(f"{name}: no board target means a legal action")


def click_message(x: float, y: float, width: int = 640, height: int = 480) -> dict:
    """What ipyevents sends (the comm message's content) for a click at figure fraction (x, y) of an
    image shown width x height."""
    return {"type": "click", "relativeX": x * width, "relativeY": (1 - y) * height,
            "boundingRectWidth": width, "boundingRectHeight": height}


@pytest.mark.parametrize("name", GAMES)
def test_a_click_on_the_board_image_changes_the_game(name):
    gw, (x, y, found) = table_with_a_target(name)
    before = len(gw.game.actions)
    gw.board.image_events._handle_mouse_msg(None, click_message(x, y), [])
    if len(found) > 1:  # the click meant several actions: a menu of their texts, then the pick plays
        assert gw.controls.offered == [gw.game.action_to_string(a) for a in found]
        gw.controls.choice_box.children[1].children[0].click()
    assert gw.game.actions[before:] == [found[0]]


def test_a_click_outside_every_target_changes_nothing():
    gw = GameWidget(games.new("ice-and-idols", seed=3))
    empty = next((i / 40, j / 40) for i in range(1, 40) for j in range(1, 40)
                 if not gw.board.actions_at(i / 40, j / 40))
    gw.board.image_events._handle_mouse_msg(None, click_message(*empty), [])
    assert gw.game.history == [] and gw.controls.offered == []


def test_the_board_image_listens_for_clicks():
    gw = GameWidget(games.new("floe", seed=1))
    assert gw.board.image_events.source is gw.board.image
    assert "click" in gw.board.image_events.watched_events


def test_a_click_the_browser_sends_twice_counts_once():
    """ipyevents can deliver one click twice (its listeners attached twice; both copies carry the click's DOM
    ``timeStamp``): the board hears one click; a second click (a new ``timeStamp``) is heard again."""
    heard = []
    events = listen_for_clicks(w.Image(), lambda x, y: heard.append((round(x, 3), round(y, 3))))
    click = {**click_message(0.25, 0.75), "timeStamp": 1234.5}
    events._handle_mouse_msg(None, click, [])
    events._handle_mouse_msg(None, click, [])
    assert heard == [(0.25, 0.75)]
    events._handle_mouse_msg(None, {**click, "timeStamp": 1500.0}, [])
    assert heard == [(0.25, 0.75)] * 2
