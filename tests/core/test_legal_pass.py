"""What ``legal_actions`` spares itself while it asks ``why_not`` about every candidate.

Only whether each candidate is refused matters there, so no refusal sentence is written
(``i18n.unread``), and a question several candidates ask of one position is answered once
(``core.one_position``); ``apply`` and ``refusal`` still give the whole sentence, and an action
``why_not`` lets through is legal only if it is a candidate, known or not.
"""

from __future__ import annotations

import pytest

from floe_widgets import games, i18n
from floe_widgets.core import Action, IllegalAction, RandomBot
from floe_widgets.core.game import NOT_LEGAL
from floe_widgets.core.one_position import one_position, per_position
from floe_widgets.i18n import UNREAD, message, unread

from .toy import Bank, Race, Roll

asked: list[object] = []


@per_position
def pot_of(state, extra: int = 0) -> int:
    asked.append(state)
    return state.pot + extra


class Counted(Race):
    """The dice race, its refusal a message and its legality asking ``pot_of`` for each candidate."""

    def candidates(self) -> list[Action]:
        return [Roll(), *(Bank(n) for n in range(6))]

    def why_not(self, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Bank) and (not pot_of(self.state) or action.amount != pot_of(self.state)):
            return "RACE-BANK", message("You can only bank the {pot} points in the pot.", pot=self.state.pot)
        return None


def test_a_message_written_while_nobody_reads_it_is_not_written() -> None:
    with unread():
        assert message("You can only bank the {pot} points in the pot.", pot=3) is UNREAD
        with unread():
            assert message("Undo") is UNREAD
        assert message("Undo") is UNREAD
    assert UNREAD  # a caller asking "is there a sentence?" still hears yes
    assert message("You can only bank the {pot} points in the pot.", pot=3) == \
        "You can only bank the 3 points in the pot."


def test_the_messages_are_written_again_after_an_error_inside_the_block() -> None:
    with pytest.raises(RuntimeError), unread():
        raise RuntimeError("a rule failed")
    assert message("Undo") == "Undo"


def test_legal_actions_writes_no_refusal_but_apply_says_the_whole_sentence(monkeypatch) -> None:
    written: list[str] = []
    render = i18n.render

    def counting(text, values, language, context=None):
        written.append(text)
        return render(text, values, language, context)

    monkeypatch.setattr(i18n, "render", counting)
    game = Counted(players=2, seed=1)
    game.chance.fix("race-die", "3")
    game.apply(Roll())
    written.clear()
    assert game.legal_actions() == [Roll(), Bank(3)]
    assert written == []  # five refused Banks, no sentence written
    with pytest.raises(IllegalAction) as info:
        game.apply(Bank(2))
    assert (info.value.rule_id, info.value.reason) == ("RACE-BANK", "You can only bank the 3 points in the pot.")
    assert game.refusal(Bank(4)).reason == "You can only bank the 3 points in the pot."
    assert game.why_not(Bank(5)) == ("RACE-BANK", "You can only bank the 3 points in the pot.")


def test_a_question_about_the_position_is_answered_once_per_legal_actions() -> None:
    game = Counted(players=2, seed=1)
    game.chance.fix("race-die", "3", "2")
    game.apply(Roll())
    asked.clear()
    game.legal_actions()
    assert asked == [game.state]  # six Banks asked, answered once
    game.apply(Roll())
    asked.clear()
    assert game.legal_actions() == [Roll(), Bank(5)]  # a new position: asked anew
    assert asked == [game.state]
    asked.clear()
    game.why_not(Bank(1))
    game.why_not(Bank(2))
    assert len(asked) == 4  # outside legal_actions every call computes (each Bank asks twice)


def test_only_the_position_of_the_block_is_remembered() -> None:
    game = Counted(players=2, seed=1)
    other = Counted(players=2, seed=2)
    asked.clear()
    with one_position(game.state):
        assert pot_of(game.state) == pot_of(game.state) == 0
        assert pot_of(game.state, 4) == 4  # other arguments, another answer
        assert pot_of(game.state, extra=4) == pot_of(game.state, extra=4) == 4  # by keyword too, asked once
        pot_of(other.state)
        pot_of(other.state)
        game.state.pot = 7  # a rule never does this inside the block; what was said stays said
        assert pot_of(game.state) == 0
    assert asked == [game.state, game.state, game.state, other.state, other.state]
    assert pot_of(game.state) == 7  # the block is closed: nothing remembered


def test_an_action_let_through_is_legal_only_as_a_candidate_known_or_not() -> None:
    class Lenient(Race):
        def why_not(self, action):
            return None

    game = Lenient(players=2, seed=1)
    assert game.refusal(Bank(3)).rule_id == NOT_LEGAL  # legal actions not worked out yet: the candidates say
    assert game.refusal(Bank(0)) is None
    assert game.legal_actions() == [Roll(), Bank(0)]
    assert game.refusal(Bank(3)).rule_id == NOT_LEGAL  # worked out: they say
    assert game.refusal(Bank(0)) is None


@pytest.mark.parametrize("name", ["floe", "ice-and-idols", "floe-2024"])
def test_the_legal_actions_are_the_candidates_why_not_lets_through(name: str) -> None:
    """The derived definition, asked outside ``legal_actions`` (sentences written, nothing remembered)."""
    game = games.new(name, players=2, seed=11)
    bot = RandomBot(11)
    for _ in range(150):
        if game.is_over:
            break
        refusals = [(a, game.why_not(a)) for a in game.candidates()]
        assert game.legal_actions() == [a for a, refused in refusals if refused is None]
        assert all(refused[1] and refused[1] is not UNREAD for _, refused in refusals if refused is not None)
        game.advance(bot.choose(game))


def test_an_action_legal_actions_offered_is_applied_without_asking_why_not_again(monkeypatch) -> None:
    game = Counted(players=2, seed=1)
    game.chance.fix("race-die", "3", "2")
    game.apply(Roll())
    offered = game.legal_actions()
    asked_why: list[Action] = []
    why_not = game.why_not
    monkeypatch.setattr(game, "why_not", lambda action: asked_why.append(action) or why_not(action))
    assert game.refusal(Bank(3)) is None and asked_why == []  # offered in this very position
    assert game.refusal(Bank(4)).rule_id == "RACE-BANK" and asked_why == [Bank(4)]
    assert game.refusal(Bank(3.0)).rule_id != "RACE-BANK"  # equal to an offered one, but malformed: refused first
    game.apply(offered[0])
    assert asked_why == [Bank(4)]
    assert game.refusal(Bank(3)) is not None and asked_why[-1] == Bank(3)  # a new position: asked again
