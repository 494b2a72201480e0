"""A small lesson on the demo game, and a walk over any lesson's steps, shared by the tutor tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from floe_widgets.tutor import Lesson, Mistake, Quiz, Step
from floe_widgets.widgets.demo import Hop, PenguinDash, Slide


def start() -> PenguinDash:
    game = PenguinDash(players=2, seed=3)
    game.chance.fix("slide-die", "4")
    return game


def dash_words(name: str, value: Any) -> str | None:
    return f"a hop to floe {value}" if name == "to" else None


#: sliding instead of hopping: the mistake names the slide rule only
SLID = Mistake(lambda action, game: isinstance(action, Slide),
               lambda _action, game: f"You slid to floe {game.state.positions[0]}: a slide goes as far as the die "
                                     "says, and this step asks for a hop of exactly two floes.",
               ("DASH-SLIDE",))


def dash_lesson() -> Lesson:
    return Lesson(
        "Penguin Dash in three steps",
        [
            Step("Hop **two** floes ahead.", start, expect=Hop(2), hints=["Hops go one or two floes.", "Floe 2."],
                 explanation="You hopped two floes.", rules=("DASH-HOP",), title="Hop",
                 mistakes=[SLID]),
            Step("Penguin 2: slide! The die is fixed to show 4.", expect=Slide(), rules=("DASH-SLIDE",),
                 explanation="Four floes in one go."),
            Step("Get penguin 1 past floe 3 (any way you like).", check=lambda g: g.state.positions[0] > 3,
                 solution=[Hop(4)], hints=["Two floes from floe 2 is floe 4."]),
            Quiz("How far can a hop take you?", ["One or two floes", "Up to four floes"], 0,
                 explanation="Sliding can go further.", rules=("DASH-HOP",),
                 reasons=["", "Four floes is as far as a slide can go, not a hop."]),
            Quiz("Which end a turn?", ["A hop", "A slide", "Nothing"], [0, 1]),
        ],
        recap="You met **hops** and **slides**.",
        words=dash_words,
        follow_on=dash_sequel,
    )


def dash_sequel() -> Lesson:
    return Lesson("Penguin Dash: the race", [Step("Hop one floe.", start, expect=Hop(1), rules=("DASH-HOP",))])


def check_quizzes(lesson: Lesson) -> None:
    """Every quiz of ``lesson`` refuses a wrong answer and accepts the right one, in the LessonWidget."""
    from floe_widgets.tutor import LessonWidget

    first = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Quiz))
    lw = LessonWidget(lesson, start=first)
    for index in range(first, len(lesson.steps)):
        quiz = lesson.steps[index]
        if not isinstance(quiz, Quiz):
            continue
        lw.go(index)
        check_quiz(lw, quiz)


def check_quiz(lw: Any, quiz: Quiz) -> None:
    """The quiz open in LessonWidget ``lw`` refuses a wrong answer and accepts the right one."""
    wrong = next(i for i in range(len(quiz.options)) if i not in quiz.answers)
    assert lw.answer([wrong] if quiz.multiple else wrong) is False and not lw.done
    right = sorted(quiz.answers)
    assert lw.answer(right if quiz.multiple else right[0]) is True and lw.done


_PLAYED: dict[str, tuple] = {}


def played(lesson: Lesson) -> list[Any]:
    """The game as each step of ``lesson`` ends when every solution so far is played (check_all, once per
    lesson title)."""
    if lesson.title not in _PLAYED:
        _PLAYED[lesson.title] = (lesson, lesson.check_all())
    return _PLAYED[lesson.title][1]


def ended(lesson: Lesson, title: str) -> Any:
    """The game as the step called ``title`` ends when every solution so far is played."""
    games = played(lesson)
    lesson = _PLAYED[lesson.title][0]
    index = next(i for i, s in enumerate(lesson.steps) if getattr(s, "title", "") == title)
    return games[index]


def at_step(lesson: Lesson, title: str) -> Any:
    """A LessonWidget of ``lesson`` opened at the step called ``title``."""
    from floe_widgets.tutor import LessonWidget

    index = next(i for i, s in enumerate(lesson.steps) if getattr(s, "title", "") == title)
    return LessonWidget(lesson, start=index)


def each_step_at_its_start(lesson: Lesson) -> Iterator[tuple[int, Step, Any]]:
    """(index, step, game) for each step of ``lesson`` that has a board, the game at the step's start (a step
    that continues the one before starts from where that one's solution left it: play it in the loop)."""
    game = None
    for index, item in enumerate(lesson.steps):
        if not isinstance(item, Step):
            continue
        game = lesson.start(index, game)
        if game is not None:
            yield index, item, game
