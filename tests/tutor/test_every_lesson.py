"""Every lesson of every game: hints never contradict the check, every quiz option has its reason, lessons chain.

Hints: the actions a step's hints name, played in order, are what the step asks."""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest

from floe_widgets import games
from floe_widgets.core import Action
from floe_widgets.tutor import Lesson, Quiz, Step, play_solution

#: a hint names an action by its button text, in *italics* or 'quotes' ("..." ends a shortened name)
NAMED = re.compile(r"\*([^*]+)\*|(?<![A-Za-z])'([^']+)'(?![A-Za-z])")


def courses() -> dict[str, tuple[Any, ...]]:
    """Each game's lessons in order (the LESSONS of its lessons module), by package name."""
    found = {}
    for package in sorted({games.game_class(name).__module__.rpartition(".")[0] for name in games.available()}):
        # a game in sub-packages (Frosthaven: scenario/, outpost/) keeps its lessons beside them
        for where in (package, package.rpartition(".")[0]):
            try:
                module = importlib.import_module(f"{where}.lessons")
            except ImportError:
                continue
            if getattr(module, "LESSONS", ()):
                found[where.rpartition(".")[2]] = tuple(module.LESSONS)
            break
    return found


def every_lesson() -> list[Any]:
    return [pytest.param(make, id=f"{name}.{make.__name__}") for name, lessons in courses().items()
            for make in lessons]


def named_actions(game: Any, phrase: str, step: Step) -> list[Action]:
    """The legal actions ``phrase`` names: its exact button text, or every button it starts (a name cut short)."""
    phrase = phrase.strip()
    legal = game.legal_actions()
    exact = [a for a in legal if game.action_to_string(a) == phrase]
    stem = phrase.removesuffix("...").removesuffix("…").strip()
    if exact or stem == phrase:
        return exact
    return [a for a in legal if game.action_to_string(a).startswith(stem)]


def play_hints(step: Step, game: Any) -> list[Action]:
    """Play on ``game`` what the hints name, in order; each must be an action the step accepts."""
    played = []
    for hint in step.hints:
        for match in NAMED.finditer(hint):
            phrase = match.group(1) or match.group(2)
            candidates = named_actions(game, phrase, step)
            if not candidates:
                continue  # not an action's name here (a group's title, or an action that is not legal yet)
            accepted = [a for a in candidates if step.accepts(a)]
            assert accepted, f"the hint names {phrase!r}, which this step would refuse"
            game.apply(accepted[0])
            played.append(accepted[0])
    return played


@pytest.mark.parametrize("make", every_lesson())
def test_each_steps_hints_lead_to_what_the_step_asks(make: Any) -> None:
    lesson: Lesson = make()
    previous = None
    for index, item in enumerate(lesson.steps):
        if not isinstance(item, Step):
            continue
        game = lesson.start(index, previous)
        if game is None:
            continue
        trial = game.copy()
        played = play_hints(item, trial)
        if item.has_task and played and len(played) >= len(item.solution_actions()):
            assert item.is_done(trial, played), \
                f"step {index + 1}: the hints' actions {[a.describe() for a in played]} do not complete it"
        play_solution(item, game)
        previous = game


def test_a_hint_that_names_a_move_the_step_refuses_is_caught() -> None:
    from .lessons import dash_lesson

    lesson = dash_lesson()
    step = lesson.steps[0]
    step.hints = ["Choose 'Hop to floe 1'."]
    with pytest.raises(AssertionError, match="would refuse"):
        play_hints(step, lesson.start(0))


@pytest.mark.parametrize("make", every_lesson())
def test_every_quiz_option_says_why_it_is_right_or_wrong(make: Any) -> None:
    lesson: Lesson = make()
    for index, item in enumerate(lesson.steps):
        if isinstance(item, Quiz):
            silent = [option for i, option in enumerate(item.options) if not item.reason(i)]
            assert not silent, f"step {index + 1}: no reason for {silent}"


def test_each_lesson_leads_on_to_the_next_one_of_its_game() -> None:
    for lessons in courses().values():
        made = [make() for make in lessons]
        for lesson, following in zip(made, made[1:]):
            assert lesson.follow_on is not None and lesson.follow_on().title == following.title
        assert made[-1].follow_on is None
