"""Bots finish Floe 2024 games: random and greedy, 1 to 4 players."""

from __future__ import annotations

from floe_widgets.core import GreedyBot, RandomBot, play
from floe_widgets.games.floe_2024.bots import greedy_value

from .helpers import new


def test_random_and_greedy_bots_finish_games() -> None:
    for players in (1, 2, 3, 4):
        game = play(new(players, seed=players, round_limit=8), [RandomBot(players + s) for s in range(players)])
        assert game.is_over and game.winner()
    greedy = play(new(2, seed=5, round_limit=6), [GreedyBot(greedy_value, 5), GreedyBot(greedy_value, 6)])
    assert greedy.is_over and greedy.winner()
