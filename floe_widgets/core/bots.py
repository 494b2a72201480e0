"""Bots that play by the legal actions: random, and greedy by a game's scoring hint."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .actions import Action
from .game import Game


class RandomBot:
    """Picks uniformly among the legal actions, with its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        return actions[self._rng.randrange(len(actions))]


class GreedyBot(RandomBot):
    """Takes the action a game's ``value(game, action)`` rates highest (ties at random)."""

    name = "greedy"

    def __init__(self, value: Callable[[Game, Action], float], seed: int = 0) -> None:
        super().__init__(seed)
        self.value = value

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        rated = [(self.value(game, a), i) for i, a in enumerate(actions)]
        best = max(v for v, _ in rated)
        tied = [actions[i] for v, i in rated if v == best]
        return tied[self._rng.randrange(len(tied))]


def play(game: Game, bots: Sequence[RandomBot] | RandomBot, max_actions: int = 100_000,
         on_step: Callable[[Game, Action, list], None] | None = None,
         on_choice: Callable[[Game, Action], None] | None = None) -> Game:
    """Let bots take every decision until the game ends (one bot, or one per seat); ``on_choice`` sees each
    action before it is applied (to name it in the position it was chosen in), ``on_step`` after."""
    for _ in range(max_actions):
        if game.is_over:
            return game
        seat = game.current_player or 0
        bot = bots if isinstance(bots, RandomBot) else bots[seat % len(bots)]
        action = bot.choose(game)
        if on_choice:
            on_choice(game, action)
        events = game.apply(action)
        if on_step:
            on_step(game, action, events)
    raise RuntimeError(f"{game.title} did not end within {max_actions} actions")
