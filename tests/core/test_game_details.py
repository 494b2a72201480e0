"""Details of the Game base that mutation testing showed were not pinned down."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

import pytest

from floe_widgets.core import Action, FormatError, IllegalAction, SetupError
from floe_widgets.core.actions import MALFORMED
from floe_widgets.core.game import NOT_LEGAL, OVER

from .toy import Bank, Race, Roll


def rolled(seed: int = 1, *faces: str) -> Race:
    game = Race(players=2, seed=seed)
    game.chance.fix("race-die", *faces)
    for _ in faces:
        game.apply(Roll())
    return game


def test_default_player_count_is_the_minimum() -> None:
    assert Race(seed=1).players == 2


def test_refusals_name_the_kit_rules() -> None:
    with pytest.raises(SetupError) as info:
        Race(players=4)
    assert info.value.rule_id == "CORE-PLAYERS"
    with pytest.raises(SetupError) as info:
        Race(players=2, colour="red")
    assert info.value.rule_id == "CORE-OPTIONS" and "colour" in info.value.reason


def test_an_action_why_not_lets_through_but_no_candidate_lists_is_refused_by_the_generic_rule() -> None:
    class Plain(Race):
        def why_not(self, action):
            return None

    game = Plain(players=2, seed=1)
    with pytest.raises(IllegalAction) as info:
        game.apply(Bank(3))
    assert info.value.rule_id == NOT_LEGAL
    assert "Bank 3" in info.value.reason
    assert not game.is_legal(Bank(3)) and game.is_legal(Roll())


def test_parse_errors_name_the_kit_rule() -> None:
    game = Race(players=2, seed=1)

    @dataclass(frozen=True)
    class Stranger(Action):
        kind: ClassVar[str] = "stranger"

    for bad, rule in ((Stranger(), MALFORMED), ("{oops", MALFORMED), ("Fly away", NOT_LEGAL),
                      ({"kind": "warp"}, MALFORMED), (Bank(3.0), MALFORMED), (Bank(True), MALFORMED)):
        before = game.to_json()
        with pytest.raises(IllegalAction) as info:
            game.apply(bad)
        assert info.value.rule_id == rule and info.value.reason
        assert game.to_json() == before
    with pytest.raises(IllegalAction, match="not an action of Dice Race"):
        game.apply(Stranger())
    with pytest.raises(IllegalAction, match="amount should be a whole number, not float 3.0"):
        game.apply(Bank(3.0))


def test_the_game_over_refusal() -> None:
    game = rolled(1, "5", "5")
    game.apply(Bank(10))
    with pytest.raises(IllegalAction) as info:
        game.apply(Roll())
    assert info.value.rule_id == OVER
    assert info.value.reason == "The game is over; no more actions can be taken."


def test_winners_are_the_seats_with_the_best_score() -> None:
    game = Race(players=3, seed=1)
    state = game.state
    state.banked = [10, 4, 10]
    game.set_position(state)
    assert game.is_over and game.winner() == (0, 2)
    state.banked = [3, 4, 2]
    game.set_position(state)
    assert not game.is_over and game.winner() == ()


def test_undo_restores_lists_changed_in_place() -> None:
    game = rolled(1, "4")
    seat = game.current_player
    game.apply(Bank(4))
    assert game.state.banked[seat] == 4 and game.state.log == ["bank 4"]
    game.undo()
    assert game.state.banked == [0, 0] and game.state.log == []
    game.redo()
    assert game.state.banked[seat] == 4


def test_a_refused_rule_change_to_a_list_is_rolled_back() -> None:
    class Leaky(Race):
        def _apply(self, action):
            self.state.banked[0] += 100
            self.state.log.append("half done")
            raise IllegalAction("RACE-X", "Refused half way.")

    game = Leaky(players=2, seed=1)
    with pytest.raises(IllegalAction):
        game.apply(Roll())
    assert game.state.banked == [0, 0] and game.state.log == []


def test_set_position_and_copy_take_their_own_copy() -> None:
    game = Race(players=2, seed=1)
    state = game.state
    game.set_position(state)
    state.banked[0] = 7
    assert game.state.banked == [0, 0]
    twin = game.copy()
    twin.state.banked[1] = 5
    twin.options["x"] = 1
    assert game.state.banked == [0, 0] and game.options == {}
    twin.chance.roll("race-die", ("1", "2"))
    assert game.chance.getstate() != twin.chance.getstate()


def test_history_steps_keep_their_events_and_setup_chance_is_recorded() -> None:
    game = rolled(1, "2")
    assert [e.text for e in game.history[0].events] == ["Rolled 2."]
    assert [e.text for e in game.events()] == ["Rolled 2."]
    assert game.actions == [Roll()]
    assert game.setup_chance and game.setup_chance[0][0] == "first-player"


def test_legal_actions_follow_the_position() -> None:
    game = Race(players=2, seed=1)
    assert game.legal_actions() == [Roll()]
    game.chance.fix("race-die", "3")
    game.apply(Roll())
    assert game.legal_actions() == [Roll(), Bank(3)]
    game.undo()
    assert game.legal_actions() == [Roll()]


def test_replay_passes_options_through() -> None:
    class WithOption(Race):
        def check_options(self, options):
            return {"target": int(options.get("target", 10))}

    game = WithOption.replay(4, [], players=3, target=20)
    assert game.options == {"target": 20} and game.players == 3


def test_saved_file_is_indented_utf8_json(tmp_path) -> None:
    game = rolled(1, "2")
    path = tmp_path / "g.json"
    game.save(path)
    text = path.read_bytes().decode("utf-8")
    assert text.startswith('{\n "format": "floe-widgets/race"')
    doc = json.loads(text)
    assert doc["game"] == "race" and doc["players"] == 2 and doc["seed"] == 1
    assert json.loads(game.to_json())["history"][0]["action"] == {"kind": "roll"}


@pytest.mark.parametrize(
    ("field", "value", "path"),
    [("players", True, "players"), ("players", 4, "players"), ("seed", "x", "seed"), ("seed", True, "seed"),
     ("options", [], "options"),
     ("history", {}, "history"), ("chance", {}, "chance"), ("initial", 3, "initial")],
)
def test_document_fields_are_checked_with_their_path(field, value, path) -> None:
    doc = json.loads(rolled(1, "2").to_json())
    doc[field] = value
    with pytest.raises(FormatError) as info:
        Race.from_json(json.dumps(doc))
    assert info.value.path == path


def test_history_entries_are_checked_with_their_path() -> None:
    doc = json.loads(rolled(1, "2", "3").to_json())
    doc["history"][1] = "roll"
    with pytest.raises(FormatError) as info:
        Race.from_json(json.dumps(doc))
    assert info.value.path == "history[1]"
    doc = json.loads(rolled(1, "2", "3").to_json())
    doc["history"][1]["chance"] = [["race-die", "6", False]]
    with pytest.raises(FormatError) as info:
        Race.from_json(json.dumps(doc))
    assert info.value.path == "history[1]" and "does not replay" in info.value.message
    doc = json.loads(rolled(1, "2").to_json())
    doc["history"][0]["chance"] = [["race-die", "2"]]
    with pytest.raises(FormatError) as info:
        Race.from_json(json.dumps(doc))
    assert info.value.path.startswith("history[0].chance")


def test_options_refused_on_load_are_a_format_error() -> None:
    doc = json.loads(rolled(1, "2").to_json())
    doc["options"] = {"speed": 3}
    with pytest.raises(FormatError) as info:
        Race.from_json(json.dumps(doc))
    assert (info.value.path, info.value.message) == ("options", "Dice Race has no option 'speed'.")


def load_error(edit) -> FormatError:
    doc = json.loads(rolled(1, "2").to_json())
    edit(doc)
    with pytest.raises(FormatError) as info:
        Race.from_json(json.dumps(doc))
    return info.value


def test_a_save_of_another_game_names_both_games() -> None:
    refused = load_error(lambda doc: doc.update(game="chess"))
    assert (refused.path, refused.message) == ("game", "expected 'race', got 'chess'")


def test_options_that_cannot_even_be_passed_on_are_named() -> None:
    refused = load_error(lambda doc: doc.update(options={"seed": 2}))
    assert refused.path == "options" and refused.message.startswith("cannot be read (TypeError: ")


@pytest.mark.parametrize("initial", [{"set_position": False}, {"moves": []}])
def test_an_initial_position_with_other_fields_is_refused(initial) -> None:
    refused = load_error(lambda doc: doc["initial"].update(initial))
    assert (refused.path, refused.message) == (
        "initial", "expected state, chance and (for a position set by hand) set_position: true")


def test_repr_and_str() -> None:
    game = rolled(3, "1")
    assert repr(game) == "<Race players=2 seed=3 actions=1>"
    assert str(game) == game.describe() == "Dice Race, 2 players, 1 action played."
    assert rolled(3, "1", "2").describe() == "Dice Race, 2 players, 2 actions played."
    assert game._repr_png_() is None  # the toy has no view


def test_the_description_says_one_player_and_one_action_in_the_singular() -> None:
    class Solo(Race):
        min_players = 1

    assert Solo(players=1, seed=1).describe() == "Dice Race, 1 player, 0 actions played."
    assert rolled(3, "1").describe() == "Dice Race, 2 players, 1 action played."
    assert rolled(3, "1", "2").describe() == "Dice Race, 2 players, 2 actions played."


def test_options_a_game_does_not_have_are_named_one_or_several() -> None:
    for options, said in (({"colour": "red"}, "Dice Race has no option 'colour'."),
                          ({"speed": 3, "colour": "red"}, "Dice Race has no options 'colour', 'speed'.")):
        with pytest.raises(SetupError) as info:
            Race(players=2, **options)
        assert (info.value.rule_id, info.value.reason) == ("CORE-OPTIONS", said)


def test_a_person_reads_the_seats_counted_from_one() -> None:
    game = Race(players=3, seed=1)
    assert [game.seat_name(seat) for seat in range(3)] == ["P1", "P2", "P3"]
