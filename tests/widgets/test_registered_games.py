"""The kit works with every registered game: build a table, play a legal action from its buttons, undo it."""

from __future__ import annotations

import pytest

from floe_widgets import games
from floe_widgets.widgets import GameWidget

NAMES = games.available()


@pytest.mark.skipif(not NAMES, reason="no game is registered yet")
@pytest.mark.parametrize("name", NAMES)
def test_a_registered_game_plays_in_a_game_widget(name):
    game = games.new(name, seed=1)
    gw = GameWidget(game, board_options={})
    assert gw.board.draw_error is None, f"the view failed: {gw.board.draw_error!r}"
    shown = set(gw.buttons) | {label for menu in gw.controls.dropdowns.values() for label, _ in menu.options}
    assert shown == {game.action_to_string(a) for a in game.legal_actions()}
    before = game.to_dict()
    first = game.legal_actions()[0]
    assert gw.do(first), gw.error
    assert gw.game.history[0].action == first and gw.log_texts
    gw.undo()
    assert gw.game.to_dict()["state"] == before["state"]
