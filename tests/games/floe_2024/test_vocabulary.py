"""The Floe 2024 lesson vocabulary: edits in the game's words keep every component in one place, and a
wrong word is refused with a message naming the file, line and field."""

from __future__ import annotations

from collections import Counter

import pytest

from floe_widgets.games.floe_2024.game import Floe2024
from floe_widgets.games.floe_2024.vocabulary import Board, EditError, apply_edit, place
from floe_widgets.games.position_files import DocumentError, load_position


def edited(*edits: dict) -> tuple[Floe2024, Board]:
    game = Floe2024(players=2, seed=1)
    board = Board(game)
    for edit in edits:
        apply_edit(board, edit)
    return game, board


def test_places_are_written_as_the_boards_name_them():
    assert place("Main Island iceberg 1") == "floe.I0"
    assert place("Dragon Head dock 2") == "skull.D1"
    assert place("Main Island shallows 2 slot 2") == "floe.h1#1"
    with pytest.raises(EditError, match="is not a place"):
        place("floe.I0")


def test_a_patron_shown_in_the_tavern_is_swapped_with_the_deck():
    game, board = edited({"tavern": {3: "Fisher"}})
    before = Counter(game.state.tavern + game.state.tavern_deck)
    assert board.s.tavern[2] == "pt-1"
    assert Counter(board.s.tavern + board.s.tavern_deck) == before


def test_a_monster_put_in_a_room_leaves_its_deck_and_the_card_there_goes_back():
    game, board = edited({"monster": "洞窟ナメクジ", "room": 1})
    old = game.state.monsters["1"]

    def every_monster(state) -> Counter:
        return Counter(list(state.monsters.values()) + [c for d in state.monster_decks.values() for c in d])

    assert board.s.monsters["1"] == "m-g4" and old in board.s.monster_decks["green"]
    assert every_monster(board.s) == every_monster(game.state)


def test_tokens_and_potions_come_from_their_bag_and_stock():
    game, board = edited({"tokens": {"Main Island iceberg 1": ["pearl 2"]}}, {"player": 1, "potions": ["sword"]})
    assert board.s.tokens["floe.I0"] == ["pearl:2"]
    assert Counter(board.s.bags["ice"] + board.s.tokens["floe.I0"]) == \
        Counter(game.state.bags["ice"] + game.state.tokens["floe.I0"])
    assert Counter(board.s.potion_stock + board.s.players[0].potions) == \
        Counter(game.state.potion_stock + game.state.players[0].potions)


def test_what_is_not_in_the_supply_cannot_be_put_on_the_table():
    with pytest.raises(EditError, match="no 'dragon:9' is left in the bag"):
        edited({"tokens": {"Main Island iceberg 1": ["dragon 9"]}})
    with pytest.raises(EditError, match="no card is called 'Nobody'"):
        edited({"tavern": {1: "Nobody"}})
    with pytest.raises(EditError, match="there is no player 3"):
        edited({"player": 3, "warmth": 2})


def test_a_position_file_with_a_wrong_word_is_refused_at_its_line_and_field(tmp_path):
    path = tmp_path / "table.yaml"
    path.write_text("format: floe-widgets-position/1\ngame: floe-2024\nsetup: {players: 2, seed: 1}\nedits:\n"
                    "- {villagers: {academy: 2}}\n- {player: 1, at: Atlantis iceberg 1}\n", encoding="utf-8")
    with pytest.raises(DocumentError) as refused:
        load_position(path)
    assert refused.value.problems[0].startswith(f"{path}:6: edit 2: 'Atlantis iceberg 1' is not a place")
    path.write_text(path.read_text(encoding="utf-8").replace("Atlantis", "Main Island"), encoding="utf-8")
    assert load_position(path).state.players[0].location == "floe.I0"
