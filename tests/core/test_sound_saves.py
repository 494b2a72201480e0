"""Loading takes only sound saves: each failure is a FormatError naming the field, and a save loads only
as the game its players, seed and options set up (or, for a position set by hand, one the game accepts).

Shown on Ice and Idols, whose set positions are checked (``check_position``).
"""

from __future__ import annotations

import json

import pytest

from floe_widgets import games
from floe_widgets.core import FormatError
from floe_widgets.games.ice_and_idols import data
from floe_widgets.games.ice_and_idols.actions import ChooseKey, EndTurn
from floe_widgets.games.ice_and_idols.game import IceAndIdols


def played() -> IceAndIdols:
    game = IceAndIdols(players=3, seed=4)
    while game.state.phase == "keys":
        game.apply(ChooseKey(game.state.players[game.state.turn].key_offer[1]))
    game.apply(EndTurn())
    return game


def refused(doc: dict | str) -> FormatError:
    with pytest.raises(FormatError) as info:
        IceAndIdols.from_json(doc if isinstance(doc, str) else json.dumps(doc))
    return info.value


def test_a_sound_save_loads_as_the_same_game() -> None:
    game = played()
    assert IceAndIdols.from_json(game.to_json()).to_json() == game.to_json()


@pytest.mark.parametrize(("field", "value"), [("seed", 5), ("players", 2), ("players", 4)])
def test_another_seed_or_player_count_does_not_load(field: str, value: int) -> None:
    doc = json.loads(played().to_json())
    doc[field] = value
    assert refused(doc).path.startswith(("initial", "history"))


def test_the_same_edit_to_the_initial_and_the_final_position_does_not_load() -> None:
    doc = json.loads(played().to_json())
    for root in (doc["initial"]["state"], doc["state"]):
        root["supply"]["ruby"] += 1
        root["players"][0]["markers_left"] = 99
    assert refused(doc).path == "initial.state"


def test_a_final_position_its_history_does_not_reach_does_not_load() -> None:
    doc = json.loads(played().to_json())
    doc["state"]["supply"]["ruby"] += 1
    error = refused(doc)
    assert (error.path, error.message) == ("state", "the saved position does not match its own history")


def test_options_that_set_up_another_game_do_not_load() -> None:
    doc = json.loads(played().to_json())
    doc["options"]["variant"] = "quick"
    assert refused(doc).path == "initial.state"


def test_a_position_set_by_hand_is_marked_in_the_save_and_loads() -> None:
    game = played()
    game.state.supply["gold"] -= 1
    game.state.players[0].hand = ["gold"]
    game.set_position(game.state)
    game.apply(EndTurn())
    doc = json.loads(game.to_json())
    assert doc["initial"]["set_position"] is True
    assert IceAndIdols.from_json(game.to_json()).to_json() == game.to_json()
    assert "set_position" not in json.loads(played().to_json())["initial"]


@pytest.mark.parametrize(("edit", "field"), [
    (lambda s: s["supply"].__setitem__("gold", 9), "initial.state.supply"),
    (lambda s: s["players"][0].__setitem__("cell", 99), "initial.state.players[0].cell"),
    (lambda s: s["players"][1].__setitem__("hand", ["opal"]), "initial.state.players[1].hand"),
    (lambda s: s["grid"].__setitem__(0, s["grid"][1]), "initial.state.grid"),
    (lambda s: s["event_deck"].pop(), "initial.state.event_deck"),
    (lambda s: s["players"].pop(), "initial.state.players"),
    (lambda s: s["track"][0].append(7), "initial.state.track[0]"),
])
def test_a_position_set_by_hand_that_no_game_could_reach_does_not_load(edit, field: str) -> None:
    game = played()
    game.set_position(game.state)
    doc = json.loads(game.to_json())
    for root in (doc["initial"]["state"], doc["state"]):
        edit(root)
    assert refused(doc).path == field


@pytest.mark.parametrize(("text", "field"), [
    (lambda t: t.replace('"seed": 4', '"seed": ' + "9" * 5000), ""),
    (lambda t: t.replace('"history": [', '"history": [' + "[" * 100_000), ""),
    (lambda t: t.replace('"chance": [', '"chance": [[1], ', 1), "initial.chance"),
    (lambda t: t.replace('"kind": "end-turn"', '"kind": "move-to", "cell": [9, 99], "ap": 2'), "history[3]"),
    (lambda t: t.replace('"kind": "end-turn"', '"kind": "move", "side": 2.0'), "history[3].action.side"),
    (lambda t: t.replace('"kind": "end-turn"', '"kind": "orient-tile", "cell": [0, 1' + '0' * 40 + ']'), "history[3]"),
])
def test_every_failure_is_a_format_error_naming_the_field(text, field: str) -> None:
    error = refused(text(played().to_json()))
    assert error.path == field


def test_a_file_that_is_not_utf8_is_a_format_error(tmp_path) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(played().to_json().encode() + b"\xff")
    with pytest.raises(FormatError):
        games.load(path)


def test_a_long_value_is_cut_short_in_the_message() -> None:
    doc = json.loads(played().to_json())
    doc["history"][0]["action"]["card"] = "x" * 1_000_000
    assert len(str(refused(doc))) < 500


CONTENT = "track:\n  columns:\n" + "".join(
    f"    - idol: {i}\n      spaces: [{{icon: 3p}}, {{icon: 2p}}, {{}}]\n"
    for i in ("sapphire", "ruby", "tigers-eye", "gold", "jade")) + "  vp_tokens: {values: [1, 2, 3, 4, 5]}\n"


def test_a_content_file_is_kept_as_data_and_a_save_never_names_a_file(tmp_path, monkeypatch) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(CONTENT)
    game = IceAndIdols(players=2, seed=1, content=str(path))
    text = game.to_json()
    assert json.loads(text)["options"]["content"]["track"]["vp_tokens"] == {"values": [1, 2, 3, 4, 5]}
    path.unlink()

    def no_file(_path):
        raise AssertionError("a file was read while loading")

    monkeypatch.setattr(data, "read_content_file", no_file)
    assert IceAndIdols.from_json(text).content.height(0) == 3
    doc = json.loads(text)
    doc["options"]["content"] = "/dev/zero"
    assert refused(doc).path == "options.content"  # refused unread (reading /dev/zero would never end)
