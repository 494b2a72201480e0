"""Frosthaven campaign and random-dungeon speed with random legal choices.

Run: python benchmarks/frosthaven_campaign.py [campaigns]

* campaigns: whole campaigns of ``weeks=20`` (scenarios reported with the quick results), actions/s;
* random dungeons: scenarios drawn with ``scenario="random-dungeon"`` and played to the end, rounds/s.
"""

from __future__ import annotations

import sys
import time

from floe_widgets.core import RandomBot
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


def play(game, seed: int) -> int:
    bot, actions = RandomBot(seed), 0
    while not game.is_over:
        game.apply(bot.choose(game))
        actions += 1
    return actions


def main(games: int = 10) -> None:
    start, actions = time.perf_counter(), 0
    for seed in range(1, games + 1):
        actions += play(FrosthavenCampaign(players=3, seed=seed, weeks=20), seed)
    elapsed = time.perf_counter() - start
    print(f"campaigns of 20 weeks, 3 characters: {games} in {elapsed:.2f} s -> {games / elapsed:.2f} campaigns/s, "
          f"{actions / elapsed:.0f} actions/s")
    start, actions, rounds = time.perf_counter(), 0, 0
    for seed in range(1, games + 1):
        game = Frosthaven(players=3, seed=seed, scenario="random-dungeon")
        actions += play(game, seed)
        rounds += game.state.round
    elapsed = time.perf_counter() - start
    print(f"random dungeons, 3 characters: {games} games, {rounds} rounds in {elapsed:.2f} s -> "
          f"{rounds / elapsed:.1f} rounds/s, {actions / elapsed:.0f} actions/s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
