"""Seeded Frosthaven games played by bots, recorded before the engine was reshaped (issue #11 item 5).

Each case names its players, seed, options, bot and (for the fixed-chance cases) which outcomes it
fixes on the way.  ``play_case`` plays it again through the public engine API only, so the same case
must give the same save text byte for byte whatever the engine's inner shape.  Run this module to
record the saves again (only when a rule change is meant to change them)::

    PYTHONPATH=$PWD python -m tests.games.frosthaven.recorded_games
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floe_widgets.core import Game
from floe_widgets.core.bots import GreedyBot, RandomBot
from floe_widgets.core.persistence import write_atomic
from floe_widgets.games.frosthaven.scenario.actions import ShortRest

RECORDED = Path(__file__).parent / "data" / "recorded_saves"


@dataclass(frozen=True)
class Case:
    name: str
    players: int
    seed: int
    bot: str                      # "greedy" or "random"
    options: dict[str, Any] = field(default_factory=dict)
    campaign: bool = False        # the outpost/campaign game instead of one scenario
    fix_short_rests: bool = False  # a short rest loses the last card of the discard pile
    fix_monster_reshuffles: bool = False  # the monster modifier deck reshuffles into sorted order
    max_actions: int = 600        # a smaller number saves the game in the middle (tasks and a decision pending)


MIDGAME = (10, 133, 47, 12, 13)   # action counts where steps and a decision with its data are pending
CASES = (
    Case("two-greedy-seed1", 2, 1, "greedy"),
    Case("three-random-level2-seed7", 3, 7, "random", {"level": 2}),
    Case("four-greedy-solo-seed3", 4, 3, "greedy", {"solo": True}),
    Case("two-greedy-dungeon-seed5", 2, 5, "greedy", {"scenario": "random-dungeon"}),
    Case("two-random-perks-seed11", 2, 11, "random",
         {"classes": ["warden", "emberwright"], "perks": {"0": ["drop-minus-ones", "heavy-swing"]}}),
    Case("three-greedy-fixed-seed2", 3, 2, "greedy", {"classes": ["tidecaller", "shadefang", "glintblade"]},
         fix_short_rests=True, fix_monster_reshuffles=True),
    Case("two-random-fixed-seed9", 2, 9, "random", {"level": 0}, fix_short_rests=True,
         fix_monster_reshuffles=True),
    Case("campaign-greedy-seed4", 2, 4, "greedy", {"weeks": 2}, campaign=True, max_actions=400),
    # saved in the middle of play: the queue of automatic steps and the waiting decision are in the save
    Case("two-greedy-seed1-midgame", 2, 1, "greedy", max_actions=MIDGAME[0]),
    Case("three-random-level2-seed7-midgame", 3, 7, "random", {"level": 2}, max_actions=MIDGAME[1]),
    Case("four-greedy-solo-seed3-midgame", 4, 3, "greedy", {"solo": True}, max_actions=MIDGAME[2]),
    Case("three-greedy-fixed-seed2-midgame", 3, 2, "greedy", {"classes": ["tidecaller", "shadefang", "glintblade"]},
         fix_short_rests=True, fix_monster_reshuffles=True, max_actions=MIDGAME[3]),
    Case("campaign-greedy-seed4-midgame", 2, 4, "greedy", {"weeks": 2}, campaign=True, max_actions=MIDGAME[4]),
)


def new_game(case: Case) -> Game:
    if case.campaign:
        from floe_widgets.games.frosthaven.outpost.game import FrosthavenCampaign

        return FrosthavenCampaign(players=case.players, seed=case.seed, **case.options)
    from floe_widgets.games.frosthaven.scenario.game import Frosthaven

    return Frosthaven(players=case.players, seed=case.seed, **case.options)


def new_bot(case: Case) -> RandomBot:
    if case.bot == "random":
        return RandomBot(case.seed)
    if case.campaign:
        from floe_widgets.games.frosthaven.outpost.bots import greedy_value
    else:
        from floe_widgets.games.frosthaven.scenario.bots import greedy_value
    return GreedyBot(greedy_value, case.seed)


def fix_chance(game: Game, case: Case, action: Any) -> None:
    """The fixed outcomes of a case, set just before the action that may draw them."""
    state = game.state
    if case.fix_short_rests and isinstance(action, ShortRest) and action.rest:
        discard = state.characters[action.seat].discard
        if discard:
            game.chance.fix("short-rest", discard[-1])
    if case.fix_monster_reshuffles and state.monster_deck.reshuffle and not game.chance.fixed("monster-deck"):
        deck = state.monster_deck   # FH-MOD-SHUFFLE-1: reshuffled at the end of this round
        game.chance.fix("monster-deck", sorted(deck.draw + deck.discard))


def play_case(case: Case) -> Game:
    """The case played from its seed to the end (or ``max_actions``), the same game every time."""
    game, bot = new_game(case), new_bot(case)
    for _ in range(case.max_actions):
        if game.is_over:
            break
        action = bot.choose(game)
        if case.fix_short_rests or case.fix_monster_reshuffles:
            fix_chance(game, case, action)
        game.apply(action)
    return game


def recorded_path(case: Case) -> Path:
    return RECORDED / f"{case.name}.json"


def record() -> None:
    RECORDED.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        game = play_case(case)
        write_atomic(recorded_path(case), game.to_json(indent=1))
        print(f"{case.name}: {len(game.actions)} actions, over={game.is_over}")


if __name__ == "__main__":
    record()
