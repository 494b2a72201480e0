"""Frosthaven scenario engine speed: rounds per second with random legal choices.

Run: python benchmarks/frosthaven_rounds.py [games]
"""

from __future__ import annotations

import sys
import time

from floe_widgets.core import RandomBot
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


def main(games: int = 30) -> None:
    for players in (2, 3, 4):
        rounds = actions = 0
        start = time.perf_counter()
        for seed in range(1, games + 1):
            g = Frosthaven(players=players, seed=seed)
            bot = RandomBot(seed)
            while not g.is_over:
                g.apply(bot.choose(g))
                actions += 1
            rounds += g.state.round
        elapsed = time.perf_counter() - start
        print(f"{players} characters: {games} games, {rounds} rounds, {actions} actions in {elapsed:.2f} s "
              f"-> {rounds / elapsed:.1f} rounds/s, {actions / elapsed:.0f} actions/s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
