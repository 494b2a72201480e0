"""Ice and Idols: random full games per second for 2, 3 and 4 players (plain script, prints numbers).

    python benchmarks/ice_and_idols_games.py [games per player count]

Two lines per player count: uniformly random bots (default options, so games run to the engine's
60-round safeguard) and greedy-hint bots (which reach the rulebook's end conditions).
"""

from __future__ import annotations

import sys
import time

from floe_widgets.core import GreedyBot, RandomBot, play
from floe_widgets.games.ice_and_idols.bots import greedy_value
from floe_widgets.games.ice_and_idols.game import IceAndIdols


def run(players: int, games: int, greedy: bool) -> tuple[float, float, float]:
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = IceAndIdols(players=players, seed=seed)
        bot = GreedyBot(greedy_value, seed) if greedy else RandomBot(seed)
        play(game, bot)
        actions += len(game.history)
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / games, actions / elapsed


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    IceAndIdols(players=2)  # load the content once
    print(f"Ice and Idols, {games} games per line")
    for players in (2, 3, 4):
        for greedy in (False, True):
            per_s, length, aps = run(players, games, greedy)
            kind = "greedy" if greedy else "random"
            print(f"{players} players, {kind:6} bots: {per_s:7.1f} games/s, {length:6.0f} actions/game, "
                  f"{aps:7.0f} actions/s, {1000 / per_s:6.0f} ms/game")


if __name__ == "__main__":
    main()
