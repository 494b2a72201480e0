"""TempleWidget driven through its Python API and its buttons (``Button.click()``), no kernel needed."""

from __future__ import annotations

import json

from floe_widgets.core import RandomBot
from floe_widgets.games.ice_and_idols import lessons as L
from floe_widgets.games.ice_and_idols.actions import (
    ChooseKey,
    GainPower,
    Move,
    PickUp,
    PlaceIdol,
    RotateTile,
    UsePower,
)
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.widgets import TempleWidget, play


def image(tw: TempleWidget) -> bytes:
    return bytes(tw.board.image.value)


def test_key_card_buttons_come_from_the_legal_actions_and_change_the_game_and_picture():
    game = L.new_game()
    tw = TempleWidget(game)
    offer = game.state.players[0].key_offer
    assert set(tw.buttons) == {game.action_to_string(ChooseKey(c)) for c in offer}   # as the board shows them
    titles = [c.value for c in tw.controls.children if "fw-group-label" in c._dom_classes]
    assert titles == ["Key card: keep one"]
    before = image(tw)
    tw.press(game.action_to_string(ChooseKey(offer[1])))
    assert game.state.players[0].key_card == offer[1]
    assert image(tw) != before and tw.error == ""
    assert "P2" in tw.turn_info.value


def test_the_move_pad_enables_only_legal_moves_and_moves_the_figure():
    tw = TempleWidget(L.step_start(2, 'Paths must meet'))
    enabled = {side for side, b in tw.pad_buttons.items() if not b.disabled}
    assert enabled == {"N", "S"}
    before = image(tw)
    tw.pad_buttons["N"].click()
    assert L.at(tw.game, 0, (1, 2)) and tw.game.state.ap == 4
    assert image(tw) != before and tw.error == ""
    assert "IAI-MOVE-STEP-1" in tw.event_log.entries[-1].text.value


def test_the_tile_picker_acts_like_a_board_click():
    tw = TempleWidget(L.step_start(2, 'Paths must meet'))
    assert not tw.tile_buttons[(3, 2)].disabled and tw.tile_buttons[(2, 2)].disabled
    tw.tile_buttons[(3, 2)].click()     # one meaning: done at once
    assert L.at(tw.game, 0, (3, 2))
    before = tw.game.to_json()
    idle = [rc for rc, b in tw.tile_buttons.items() if b.disabled]
    assert idle and tw.tile_click(*idle[0]) == []   # a tile with nothing to do: nothing happens
    assert tw.game.to_json() == before


def test_a_click_with_several_meanings_is_offered_as_a_choice():
    game = L.step_start(4, 'Collapse')
    game.apply(PlaceIdol("ruby"))
    game.apply(GainPower())
    tw = TempleWidget(game)
    tw.do(UsePower("ruby"))
    found = tw.tile_click(2, 1)
    assert set(found) == {RotateTile((2, 1), True), RotateTile((2, 1), False)}
    assert set(tw.controls.offered) == {a.describe() for a in found}
    rot = game.state.tile_rot[game.state.grid[2 * 5 + 1]]
    tw.controls.choice_box.children[1].children[0].click()
    assert game.state.tile_rot[game.state.grid[2 * 5 + 1]] != rot


def test_board_clicks_on_the_temple_axes_go_through_the_view():
    tw = TempleWidget(L.step_start(3, 'Pick up an idol'))
    assert tw.click("temple", 1.5, 2.5) == [PickUp("jade")]   # own tile (2,1), over the Jade idol
    assert tw.game.state.players[0].hand == ["jade"] and tw.game.state.ap == 4


def test_an_illegal_action_shows_its_rule_and_changes_nothing():
    tw = TempleWidget(L.step_start(2, 'Paths must meet'))
    state, picture = json.dumps(tw.game.to_dict()), image(tw)
    assert tw.do(Move("E")) is False
    assert "IAI-MOVE-BLOCK-1" in tw.error
    assert json.dumps(tw.game.to_dict()) == state and image(tw) == picture


def test_play_with_bots_hands_the_table_back_to_the_human_seat():
    tw = play(players=3, seed=4, bots=2)
    assert tw.game.current_player == 0 and set(tw.bots) == {1, 2}
    tw.do(tw.game.legal_actions()[0])   # P1 keeps a key card; the bots keep theirs
    assert tw.game.state.phase == "play" and tw.game.current_player == 0
    assert tw.view_options() == {"player": 0}


def test_a_seeded_game_is_played_to_the_end_through_the_widget():
    game = IceAndIdols(players=2, seed=7)
    tw = TempleWidget(game)
    bot = RandomBot(7)
    for _ in range(6):                                   # the first actions by hand, through the API
        assert tw.do(bot.choose(game))
    tw.bots = {0: RandomBot(1), 1: RandomBot(2)}         # then both seats to bots, to the end
    assert tw.do(bot.choose(game))
    assert game.is_over and tw.error == ""
    assert "Game over" in tw.status.value and "Final scores" in tw.turn_info.value
    seats = [f"P{seat + 1} {p.character.title()}: {points} VP"   # each seat named as the log names it
             for seat, (p, points) in enumerate(zip(game.state.players, game.scores()))]
    assert tw.turn_info.value == "<b>Final scores</b>: " + ", ".join(seats)
    assert not tw.buttons and all(b.disabled for b in tw.pad_buttons.values())
    tw.undo()
    assert not game.is_over
