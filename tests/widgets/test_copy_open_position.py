"""GameWidget's "Copy position" and "Open position": a table set up by playing becomes a document, and back."""

from __future__ import annotations

from floe_widgets.games.ice_and_idols import lessons as L
from floe_widgets.games.ice_and_idols.widgets import TempleWidget
from floe_widgets.games.position_files import position_document
from floe_widgets.widgets import GameWidget


def played() -> TempleWidget:
    widget = TempleWidget(L.new_game())
    for _ in range(4):
        widget.do(widget.game.legal_actions()[0])
    return widget


def test_a_game_reached_by_play_is_copied_as_its_setup_and_actions_and_opens_again():
    widget = played()
    text = widget.copy_position()
    assert widget.position_box.value == text and "format: floe-widgets-position/1" in text
    doc = position_document(widget.game)
    assert len(doc["play"]) == 4 and doc["setup"]["seed"] == 11
    other = TempleWidget(L.new_game())
    assert other.open_position(text)
    assert other.game.to_json() == widget.game.to_json()
    assert other.game.can_undo          # the actions are history: the teacher can step back through them


def test_a_position_set_by_hand_is_copied_whole_and_opens_again():
    widget = TempleWidget(L.step_start(4, "Trapped? Pass"))
    other = TempleWidget(L.new_game())
    other.position_box.value = widget.copy_position()
    assert other.open_position()
    assert other.game.to_json() == widget.game.to_json()


def test_a_broken_position_is_refused_and_the_game_kept():
    widget = played()
    before = widget.game.to_json()
    assert not widget.open_position("format: floe-widgets-position/1\ngame: ice-and-idols\nplay: [Fly away]\n")
    assert "position:3: play 1: cannot be played" in widget.error
    assert not widget.open_position("format: floe-widgets-position/1\ngame: ice-and-idols\n"
                                    "setup: {players: 2, seed: 1}\nedits:\n- {empty: [9, 9]}\n")
    assert "edit 1: [9, 9] is not a space" in widget.error
    assert widget.game.to_json() == before


def test_a_position_of_another_game_is_refused():
    from floe_widgets.games import game_class

    floe = GameWidget(game_class("floe")(players=2, seed=1))
    text = floe.copy_position()
    widget = played()
    assert not widget.open_position(text)
    assert "it is a position of" in widget.error
