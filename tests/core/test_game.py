"""The Game base: atomic apply, undo/redo, history, chance, persistence, replay."""

from __future__ import annotations

import json

import pytest

from floe_widgets.core import FormatError, IllegalAction, RandomBot, SetupError, play

from .toy import Bank, Race, Roll


def test_apply_returns_events_with_rule_ids() -> None:
    game = Race(players=2, seed=1)
    game.chance.fix("race-die", "4")
    events = game.apply(Roll())
    assert [e.text for e in events] == ["Rolled 4."]
    assert events[0].rules == ("RACE-ROLL",)
    assert game.state.pot == 4


def test_refused_action_names_its_rule_and_changes_nothing() -> None:
    game = Race(players=2, seed=1)
    game.chance.fix("race-die", "3")
    game.apply(Roll())
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(Bank(7))
    assert info.value.rule_id == "RACE-BANK"
    assert "3 points" in info.value.reason
    assert isinstance(info.value, ValueError)
    assert game.to_json() == before
    assert len(game.history) == 1


def test_advance_plays_straight_through_and_the_game_starts_again_from_the_position_reached() -> None:
    game = Race(players=2, seed=1)
    game.chance.fix("race-die", "3")
    game.apply(Roll())
    with pytest.raises(IllegalAction) as info:
        game.advance(Bank(7))
    assert info.value.rule_id == "RACE-BANK"
    events = game.advance(Bank(3))
    assert events and game.history == [] and not game.can_undo
    reached = game.to_json()
    assert json.loads(reached)["initial"]["set_position"] is True
    assert Race.from_json(reached).to_json() == reached
    game.apply(Roll())
    game.undo()
    assert game.to_json() == reached


def test_exception_inside_a_rule_leaves_the_game_unchanged() -> None:
    class Broken(Race):
        def _apply(self, action):
            self.state.pot = 99
            self.chance.roll("race-die", ("1", "2"))
            raise RuntimeError("bug in a rule")

    game = Broken(players=2, seed=1)
    before = game.to_json()
    with pytest.raises(RuntimeError):
        game.apply(Roll())
    assert game.to_json() == before
    assert game.state.pot == 0


def test_undo_and_redo_walk_the_history() -> None:
    game = Race(players=2, seed=2)
    game.chance.fix("race-die", "2", "5")
    start = game.to_json()
    game.apply(Roll())
    after_one = game.to_json()
    game.apply(Roll())
    assert game.state.pot == 7
    assert game.undo() == Roll()
    assert game.to_json() == after_one
    assert game.undo() == Roll()
    assert game.to_json() == start
    assert game.undo() is None
    assert game.redo() == Roll()
    assert game.redo() == Roll()
    assert game.state.pot == 7
    assert game.redo() is None
    assert game.actions == [Roll(), Roll()]
    assert game.undo() == Roll()
    assert game.to_json() == after_one


def test_a_new_action_clears_the_redo_stack() -> None:
    game = Race(players=2, seed=2)
    game.chance.fix("race-die", "2", "3")
    game.apply(Roll())
    game.undo()
    assert game.can_redo
    game.apply(Roll())
    assert not game.can_redo
    assert game.state.pot == 3


def test_history_records_player_action_events_and_chance() -> None:
    game = Race(players=2, seed=3)
    first = game.current_player
    game.chance.fix("race-die", "bust")
    game.apply(Roll())
    step = game.history[0]
    assert step.player == first
    assert step.action == Roll()
    assert step.chance == [("race-die", "bust", False)]
    assert game.current_player == 1 - first


def test_chance_outcomes_come_from_the_seed() -> None:
    a, b = Race(players=3, seed=11), Race(players=3, seed=11)
    for game in (a, b):
        for _ in range(6):
            game.apply(Roll())
    assert a.to_json() == b.to_json()
    assert [s.chance for s in a.history] == [s.chance for s in b.history]
    c = Race(players=3, seed=12)
    for _ in range(6):
        c.apply(Roll())
    assert [s.chance for s in c.history] != [s.chance for s in a.history]


def test_replay_reproduces_a_whole_game() -> None:
    game = play(Race(players=3, seed=9), RandomBot(4))
    again = Race.replay(9, game.actions, players=3)
    assert again.to_json() == game.to_json()
    assert again.winner() == game.winner()


def test_save_and_load_round_trip(tmp_path) -> None:
    game = Race(players=2, seed=5)
    game.chance.fix("race-die", "5")  # a fixed outcome is replayed too
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    path = tmp_path / "race.json"
    game.save(path)
    loaded = Race.load(path)
    assert loaded.to_json() == game.to_json()
    assert loaded.history[0].chance == [("race-die", "5", False)]
    loaded.undo()
    game.undo()
    assert loaded.to_json() == game.to_json()


def test_document_carries_format_and_version() -> None:
    doc = json.loads(Race(players=2).to_json())
    assert doc["format"] == "floe-widgets/race"
    assert doc["version"] == 1


@pytest.mark.parametrize(
    "mangle",
    [
        lambda d: {**d, "version": 2},
        lambda d: {**d, "format": "floe-widgets/other"},
        lambda d: {**d, "players": "two"},
        lambda d: {**d, "players": 9},
        lambda d: {**d, "history": [{"action": {"kind": "fly"}, "chance": []}]},
        lambda d: {**d, "history": [{"action": {"kind": "bank", "amount": 5}, "chance": []}]},
        lambda d: {**d, "state": {**d["state"], "pot": "lots"}},
        lambda d: {**d, "state": {**d["state"], "pot": 40}},
        lambda d: {**d, "state": {**d["state"], "extra": 1}},
        lambda d: {**d, "chance": [3, [1, 2], None]},
        lambda d: {k: v for k, v in d.items() if k != "initial"},
    ],
)
def test_broken_documents_are_refused_whole(mangle) -> None:
    game = Race(players=2, seed=5)
    game.apply(Roll())
    doc = json.loads(game.to_json())
    with pytest.raises(FormatError):
        Race.from_json(json.dumps(mangle(doc)))


def test_truncated_and_non_json_text_is_refused() -> None:
    text = Race(players=2).to_json()
    for broken in (text[:-10], "{", "{]", "[1, 2]"):
        with pytest.raises(FormatError):
            Race.from_json(broken)


def test_player_count_is_checked() -> None:
    with pytest.raises(SetupError) as info:
        Race(players=5)
    assert info.value.reason == "Dice Race is played by 2 to 3 players, not 5."


def test_unknown_options_are_refused() -> None:
    with pytest.raises(SetupError):
        Race(players=2, speed="fast")


def test_set_position_starts_a_lesson_from_a_hand_made_state() -> None:
    game = Race(players=2, seed=1)
    state = game.state
    state.banked = [9, 0]
    state.pot = 0
    game.set_position(state)
    assert game.history == []
    game.chance.fix("race-die", "2")
    game.apply(Roll())
    game.apply(Bank(2))
    assert game.is_over
    assert game.winner() == (state.turn,) or game.scores()[state.turn] >= 10
    loaded = Race.from_json(game.to_json())
    assert loaded.scores() == game.scores()


def test_game_over_refuses_everything() -> None:
    game = play(Race(players=2, seed=1), RandomBot(1))
    assert game.legal_actions() == []
    with pytest.raises(IllegalAction) as info:
        game.apply(Roll())
    assert info.value.rule_id == "CORE-GAME-OVER"


def test_actions_parse_from_dict_json_and_text() -> None:
    game = Race(players=2, seed=1)
    game.chance.fix("race-die", "3")
    game.apply({"kind": "roll"})
    assert game.parse_action('{"kind": "bank", "amount": 3}') == Bank(3)
    assert game.parse_action("Bank 3") == Bank(3)
    for bad in ({"kind": "bank", "amount": "3"}, {"kind": "bank", "amount": 3, "x": 1}, "Bank 4", "{oops"):
        with pytest.raises(IllegalAction):
            game.parse_action(bad)


def test_copy_is_independent() -> None:
    game = Race(players=2, seed=1)
    twin = game.copy()
    twin.apply(Roll())
    assert game.history == [] and len(twin.history) == 1


def test_legal_actions_list_is_a_fresh_list() -> None:
    game = Race(players=2, seed=1)
    game.legal_actions().clear()
    assert game.legal_actions() == [Roll()]


def test_a_game_can_accept_payload_actions_that_legal_actions_cannot_list() -> None:
    class GenerousRace(Race):
        free_actions = (Bank,)

        def why_not(self, action):
            if isinstance(action, Bank) and 0 < action.amount <= self.state.pot:
                return None
            return super().why_not(action)

    game = GenerousRace(players=2, seed=1)
    game.chance.fix("race-die", "4")
    game.apply(Roll())
    assert Bank(3) not in game.legal_actions()
    game.apply(Bank(3))
    assert game.actions[-1] == Bank(3)
    game.apply(Roll())
    before = game.to_json()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Bank(99))
    assert refused.value.rule_id == "RACE-BANK"
    assert game.to_json() == before


class ShuffledRace(Race):
    """The race with a shuffle inside an action, so a save records a permutation."""

    name = "shuffled-race"

    def _apply(self, action):
        if isinstance(action, Roll):
            self.state.log.append("".join(self.chance.shuffle("order", ["a", "b", "c"])))
        return super()._apply(action)


class RaceWithOptions(Race):
    name = "race-with-options"

    def check_options(self, options):
        return options


def test_a_save_with_a_shuffle_in_its_history_replays() -> None:
    game = ShuffledRace(players=2, seed=4)
    game.chance.fix("order", ["c", "a", "b"])
    game.apply(Roll())
    game.apply(Roll())
    loaded = ShuffledRace.from_json(game.to_json())
    assert loaded.state.log[0] == "cab"
    assert loaded.to_json() == game.to_json()


def test_a_copy_has_its_own_options() -> None:
    game = RaceWithOptions(players=2, seed=1, house={"limit": [10]})
    twin = game.copy()
    twin.options["house"]["limit"].append(20)
    assert game.options == {"house": {"limit": [10]}}
