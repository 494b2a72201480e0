"""Every campaign event is worded and cites rules the reference explains."""

from __future__ import annotations

import pytest

from floe_widgets.core import RandomBot
from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign


def events(game) -> list:
    return list(game.history[-1].events)


SEAT_ACTIONS = ("level-up", "craft", "brew", "sell", "take-perk", "create-character")


@pytest.mark.rule("FH-OUTPOST-STEPS-1", "FH-DOWNTIME-ORDER-1", "FH-COMPLETE-LOOT-1")
@pytest.mark.parametrize("seed", [1, 2, 3, 6])
def test_every_campaign_event_is_worded_and_cites_known_rules(seed: int) -> None:
    """Random campaigns: each event has words, cites rule ids of the reference and, for one character's
    downtime action, names that character's player."""
    players = 2 + seed % 3
    g = FrosthavenCampaign(players=players, seed=seed, weeks=6, permadeath=seed % 2 == 1)
    known = g.rules().ids()
    bot = RandomBot(seed)
    while not g.is_over:
        action = bot.choose(g)
        g.apply(action)
        for ev in events(g):
            assert isinstance(ev.text, str) and ev.text and "None" not in ev.text, (action, ev)
            assert isinstance(ev.rules, tuple) and ev.rules and set(ev.rules) <= known, (action, ev)
            assert isinstance(ev.kind, str) and ev.player in (None, *range(players)), (action, ev)
            if action.kind in SEAT_ACTIONS:
                assert ev.player == action.seat, (action, ev)
