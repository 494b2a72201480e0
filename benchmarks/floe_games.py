"""Random whole games of Floe per second, for 1-4 players (public API, with the kit's undo snapshots)
and straight through the rules (no per-action copy), plus a few greedy-bot games.

    python benchmarks/floe_games.py [games per player count]
"""

from __future__ import annotations

import random
import sys
import time

from floe_widgets.core import GreedyBot, RandomBot, play
from floe_widgets.games.floe.bots import greedy_value
from floe_widgets.games.floe.game import Floe


def direct(players: int, seed: int) -> int:
    g = Floe(players=players, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not g.state.over:
        acts = g._legal_actions()
        g.chance.begin()
        g._apply(acts[rng.randrange(len(acts))])
        g.chance.end()
        n += 1
    return n


def main(games: int = 10) -> None:
    Floe(players=1, seed=0)  # load the content once
    for players in (1, 2, 3, 4):
        t = time.perf_counter()
        actions = 0
        for seed in range(games):
            g = play(Floe(players=players, seed=seed), RandomBot(seed), max_actions=20_000)
            actions += len(g.history)
        public = time.perf_counter() - t
        t = time.perf_counter()
        for seed in range(games):
            direct(players, seed)
        fast = time.perf_counter() - t
        print(f"{players} player(s): {games / public:6.2f} random games/s via apply() "
              f"({actions / games:6.0f} actions/game, {1000 * public / actions:5.2f} ms/action); "
              f"{games / fast:6.2f} games/s straight through the rules")
    t = time.perf_counter()
    g = play(Floe(players=2, seed=1), [GreedyBot(greedy_value, 1), GreedyBot(greedy_value, 2)], max_actions=20_000)
    print(f"greedy 2-player game: {len(g.history)} actions, scores {g.scores()}, {time.perf_counter() - t:.1f} s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
