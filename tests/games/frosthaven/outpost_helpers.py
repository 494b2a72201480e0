"""Builders for campaign tests: a campaign brought to a phase or outpost step, with hand-set state."""

from __future__ import annotations

import copy

from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
from floe_widgets.games.frosthaven.outpost.actions import ChooseScenario, ReportScenario


def campaign(players: int = 2, seed: int = 1, **options) -> FrosthavenCampaign:
    return FrosthavenCampaign(players=players, seed=seed, **options)


def report(game: FrosthavenCampaign, won: bool = True, *, xp=None, gold=None, checkmarks=None, loot=None,
           died=None) -> ReportScenario:
    n = len(game.state.characters)
    return ReportScenario(game.state.scenario, won, tuple(xp or (0,) * n), tuple(gold or (0,) * n),
                          tuple(checkmarks or (0,) * n), tuple(tuple(x) for x in (loot or ((),) * n)),
                          tuple(died or (False,) * n))


def at(game: FrosthavenCampaign, phase: str, step: str = "", **changes) -> FrosthavenCampaign:
    """The same campaign set to ``phase``/``step`` with the given state fields changed."""
    s = copy.deepcopy(game.state)
    s.phase, s.step = phase, step
    for key, value in changes.items():
        setattr(s, key, value)
    game.set_position(s)
    return game


def to_outpost(game: FrosthavenCampaign, number: int = 1) -> FrosthavenCampaign:
    """Play scenario ``number`` with a quick win: the campaign then stands at passage of time."""
    game.apply(ChooseScenario(number))
    game.apply(report(game, True))
    return game


def run_steps(game: FrosthavenCampaign, until: str) -> FrosthavenCampaign:
    """Apply the first legal action until the outpost phase reaches step ``until``."""
    for _ in range(50):
        if game.state.phase == "outpost" and game.state.step == until:
            return game
        game.apply(game.legal_actions()[0])
    raise AssertionError(f"never reached {until}")
