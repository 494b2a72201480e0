"""Legality written once: why_not answers for any well-typed action, and legal_actions is what it allows."""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest

from floe_widgets.core import IllegalAction, RandomBot, encode
from floe_widgets.games.floe_2024.actions import ACTION_TYPES, Choose, VisitVillage

from .helpers import new

TEXTS = ["", "junk", "floe.I0", "floe.I1", "floe.S3", "floe.D1", "skull.I1", "floe.h0#0", "floe.I1.shrine0",
         "pearl", "kelp", "crystal", "top", "bottom", "healing", "shop", "academy", "sword", "magic", "heal",
         "insight", "floestorm", "ice", "cave", "top-right", "maps", "merit", "spectral-key", "tr-1", "暖+4"]


def random_action(rng: random.Random, cls):
    values = {}
    for f in dataclasses.fields(cls):
        hint = typing.get_type_hints(cls)[f.name]
        if hint is int:
            values[f.name] = rng.randint(-2, 12)
        elif hint is str:
            values[f.name] = rng.choice(TEXTS)
        else:
            values[f.name] = tuple(rng.randint(-1, 5) for _ in range(rng.randint(0, 3)))
    return cls(**values)


def test_why_not_never_raises_and_refusals_change_nothing() -> None:
    rng = random.Random(3)
    for seed in range(3):
        game = new(players=seed + 2, seed=seed)
        bot = RandomBot(seed)
        for step in range(200):
            if game.is_over:
                break
            if step % 20 == 0:
                legal = set(game.legal_actions())
                for _ in range(30):
                    action = random_action(rng, rng.choice(ACTION_TYPES))
                    answer = game.why_not(action)
                    assert answer is None or (isinstance(answer[0], str) and answer[1])
                    if action not in legal:
                        before = (encode(game.state), len(game.history))
                        try:
                            game.apply(action)
                        except IllegalAction:
                            assert (encode(game.state), len(game.history)) == before
                        else:
                            raise AssertionError(f"{action} applied but was not legal")
            game.apply(bot.choose(game))


def test_an_answer_the_choice_does_not_offer_cites_the_rule_that_made_the_choice() -> None:
    game = new(players=2, seed=1)
    game.apply(VisitVillage("healing"))
    options = game.state.pending[-1].options
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(Choose("three Warmth"))
    assert info.value.rule_id == "FLOEJA-HEAL-CHOICE-1"
    assert all(option in str(info.value) for option in options)
    assert game.to_json() == before


def test_an_answer_with_no_choice_waiting_cites_the_turn_rule() -> None:
    game = new(players=2, seed=1)
    with pytest.raises(IllegalAction) as info:
        game.apply(Choose("暖+4"))
    assert info.value.rule_id == "FLOEJA-TURN-CHOICE-1"
