"""Legality written once, for every registered game: ``why_not`` agrees with ``legal_actions()``.

Seeded random games are stopped at random points; there, for a sample of the offered actions and of
actions varied from them (fields changed to other values, in range and out of range), ``why_not(a)`` is
None exactly when ``a`` is legal (free actions excepted, which ``why_not`` alone decides), and applying a
refused action raises IllegalAction with ``why_not``'s rule id and leaves the game as it was.
"""

from __future__ import annotations

import random

import pytest

from floe_widgets.core import IllegalAction

from .action_variants import NAMES, offered, positions, snapshot, variants, vocabulary

SAMPLE = 10


def check_agreement(game, action) -> None:
    refused = game.why_not(action)
    legal = game.legal_actions()
    if not isinstance(action, type(game).free_actions):
        assert (refused is None) == (action in legal), (action, refused)
    if refused is None:
        return
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert (info.value.rule_id, info.value.reason) == (refused[0], refused[1].rstrip())
    assert snapshot(game) == before


@pytest.mark.parametrize("name", NAMES)
def test_why_not_agrees_with_the_legal_actions(name: str) -> None:
    rng = random.Random(name)
    checked = 0
    for game in positions(name):
        actions = offered(game)
        vocab = vocabulary(actions)
        sample = rng.sample(actions, min(SAMPLE, len(actions)))
        for action in sample:
            check_agreement(game, action)
            for varied in variants(action, vocab, rng, 2):
                check_agreement(game, varied)
                checked += 1
            checked += 1
    assert checked > 50
