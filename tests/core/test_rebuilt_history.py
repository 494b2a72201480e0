"""A history rebuilt by ``load`` or ``replay`` undoes and redoes exactly like the one that was played.

Rebuilding checks every recorded action as ``apply`` does but keeps no position per step; the first undo
works them out from the initial position. Each position reached by undo and redo must be the played one.
"""

from __future__ import annotations

import json

import pytest

from floe_widgets import games
from floe_widgets.core import IllegalAction, RandomBot, encode

from .toy import Race, Roll

NAMES = games.available()


def played(name: str, seed: int, steps: int):
    game = games.new(name, players=2 if name != "floe" else 1, seed=seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(bot.choose(game))
    return game


def position(game) -> tuple:
    return json.dumps(encode(game.state)), game.chance.getstate(), len(game.history), game.legal_actions()


@pytest.mark.parametrize("name", NAMES)
def test_undo_and_redo_of_a_loaded_or_replayed_game_give_the_played_positions(name: str) -> None:
    game = played(name, 5, 40)
    loaded = type(game).from_json(game.to_json())
    replayed = games.replay(name, game.seed, game.actions, players=game.players, **game.options)
    steps = len(game.history)
    assert steps > 10
    twin = loaded.copy()
    for rebuilt in (loaded, replayed):
        assert position(rebuilt) == position(game)
    seen = [position(game)]
    while game.can_undo:
        action = game.undo()
        assert loaded.undo() == replayed.undo() == action
        seen.append(position(game))
        assert position(loaded) == position(replayed) == seen[-1]
    assert not loaded.can_undo and not replayed.can_undo
    while game.can_redo:
        action = game.redo()
        assert loaded.redo() == replayed.redo() == action
        assert position(loaded) == position(replayed) == position(game)
    assert seen[0] == position(loaded)
    # the copy taken before the first undo shares the rebuilt steps and undoes on its own
    assert twin.undo() == game.history[-1].action and len(twin.history) == steps - 1
    assert position(loaded) == seen[0]


def test_a_rebuilt_game_played_on_then_undone_passes_through_the_rebuilt_part() -> None:
    game = Race(players=2, seed=3)
    game.chance.fix("race-die", "2", "3", "4")
    for _ in range(3):
        game.apply(Roll())
    loaded = Race.from_json(game.to_json())
    loaded.apply(Roll())
    game.apply(Roll())
    for _ in range(4):
        assert loaded.undo() == game.undo()
        assert (loaded.state, loaded.chance.getstate()) == (game.state, game.chance.getstate())
    assert loaded.undo() is None


def test_a_replay_still_refuses_an_illegal_recorded_action() -> None:
    game = played("ice-and-idols", 2, 12)
    at_start = games.new("ice-and-idols", players=game.players, seed=game.seed).legal_actions()
    later = next(a for a in game.actions if a not in at_start)
    with pytest.raises(IllegalAction):
        games.replay("ice-and-idols", game.seed, [later], players=game.players)
