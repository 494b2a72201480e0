"""Answers to a decision given when no decision waits: each is refused with the rule that says when that
answer comes, in a sentence a person reads (a capital, a full stop, not in capitals)."""

from __future__ import annotations

import pytest

from floe_widgets.core import IllegalAction
from floe_widgets.games.ice_and_idols.actions import (
    ArchitectSwap,
    Cancel,
    EndTurn,
    GainPower,
    KeysmithTile,
    OrientTile,
    PassTo,
    Research,
    RotateTile,
    ShiftTokens,
    SlideTile,
    UseAbility,
)
from floe_widgets.games.ice_and_idols.game import IceAndIdols

from .helpers import refresh, roundabout_board


def board(chars=("curator", "keysmith"), **options):
    game = roundabout_board(2, chars=chars, **options)
    refresh(game)
    return game


def refusal(game, action) -> tuple[str, str]:
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert game.to_json() == before
    rule, sentence = info.value.rule_id, info.value.reason
    assert rule in IceAndIdols.rules(), rule
    return rule, sentence


def reads_as_a_sentence(sentence: str) -> bool:
    return sentence[:1].isupper() and sentence.endswith(".") and sentence != sentence.upper()


@pytest.mark.rule("IAI-ALTAR-CHOICE-1")
def test_research_and_powers_come_only_after_placing_an_idol() -> None:
    rule, text = refusal(board(), Research())
    assert rule == "IAI-ALTAR-CHOICE-1" and "after placing an idol" in text and reads_as_a_sentence(text)
    rule, text = refusal(board(), GainPower())
    assert rule == "IAI-ALTAR-CHOICE-1" and "gain a power only" in text and reads_as_a_sentence(text)


@pytest.mark.rule("IAI-QUICK-RESEARCH-1")
def test_quick_play_never_gains_a_power() -> None:
    rule, text = refusal(board(variant="quick"), GainPower())
    assert rule == "IAI-QUICK-RESEARCH-1" and "always researched" in text and reads_as_a_sentence(text)


@pytest.mark.rule("IAI-SHIFT-VP-1")
def test_tokens_shift_only_after_a_shift_space() -> None:
    rule, text = refusal(board(), ShiftTokens(1))
    assert rule == "IAI-SHIFT-VP-1" and "Shift space" in text and reads_as_a_sentence(text)


@pytest.mark.rule("IAI-POWER-RUBY-1", "IAI-POWER-GOLD-1")
@pytest.mark.parametrize(("action", "rule", "name"), [
    (RotateTile((0, 0), True), "IAI-POWER-RUBY-1", "Ruby"),
    (SlideTile((0, 0), "N"), "IAI-POWER-GOLD-1", "Gold"),
])
def test_a_ruby_or_gold_target_needs_the_power_then_its_use(action, rule, name) -> None:
    game = board()
    assert refusal(game, action) == (rule, f"You have not gained the {name} power.")
    game.state.players[0].powers = [name.lower()]
    refresh(game)
    said = refusal(game, action)
    assert said[0] == rule and f"'Use the {name} power' first" in said[1] and reads_as_a_sentence(said[1])


@pytest.mark.rule("IAI-ABILITY-KEYSMITH-1", "IAI-ABILITY-ARCHITECT-1")
@pytest.mark.parametrize(("action", "owner", "rule", "title"), [
    (KeysmithTile(0, (1, 2)), "keysmith", "IAI-ABILITY-KEYSMITH-1", "Keysmith"),
    (ArchitectSwap("N"), "architect", "IAI-ABILITY-ARCHITECT-1", "Architect"),
])
def test_an_ability_target_needs_the_character_then_its_use(action, owner, rule, title) -> None:
    assert refusal(board(("curator", owner)), action) == (rule, f"Only the {title} has that ability.")
    said = refusal(board((owner, "curator")), action)
    assert said[0] == rule and "'Use your character ability' first" in said[1] and reads_as_a_sentence(said[1])


@pytest.mark.rule("IAI-ABILITY-ARCHITECT-1")
def test_a_tile_is_oriented_only_after_an_ability_moved_it() -> None:
    rule, text = refusal(board(("architect", "curator")), OrientTile((2, 2), 1))
    assert rule == "IAI-ABILITY-ARCHITECT-1" and "after an ability moved it" in text and reads_as_a_sentence(text)


@pytest.mark.rule("IAI-TRAPPED-PASS-1")
def test_a_pass_target_needs_a_pass_announced() -> None:
    rule, text = refusal(board(), PassTo((0, 0), 0))
    assert rule == "IAI-TRAPPED-PASS-1" and "Announce a pass first" in text and reads_as_a_sentence(text)


@pytest.mark.rule("IAI-AP-SPEND-1")
def test_nothing_to_cancel() -> None:
    rule, text = refusal(board(), Cancel())
    assert rule == "IAI-AP-SPEND-1" and "nothing to cancel" in text and reads_as_a_sentence(text)


@pytest.mark.rule("IAI-ABILITY-KEYSMITH-1", "IAI-ABILITY-ARCHITECT-1")
@pytest.mark.parametrize(("owner", "rule"), [("keysmith", "IAI-ABILITY-KEYSMITH-1"),
                                             ("architect", "IAI-ABILITY-ARCHITECT-1")])
def test_an_ability_in_progress_is_finished_first(owner, rule) -> None:
    game = board((owner, "curator"))
    game.apply(UseAbility())
    said = refusal(game, EndTurn())
    assert said[0] == rule and "target of your ability" in said[1] and reads_as_a_sentence(said[1])
