"""The five guided Frosthaven lessons: files under ``tutorials/frosthaven/lessons/``.

The lessons are ``floe-widgets-lesson/1`` files (docs/lesson-format.md); their positions and named checks are
written in the words of :mod:`.vocabulary` (a scenario: figures, hands, decks, elements) and
:mod:`.outpost_vocabulary` (the campaign, for the outpost phase).  You play the Ironbark Warden (Character 1)
and the Emberwright (Character 2) in the sample scenario The Thawing Gate.  ``lesson_01()`` .. ``lesson_05()``
load them; ``LESSONS`` lists them; ``show(n)`` returns a LessonWidget for notebooks; ``step_start(n, title)`` is
the game a step starts from.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from floe_widgets.tutor import Lesson
from floe_widgets.tutor.files import tutorials_source
from floe_widgets.tutor.lesson_file import load_lesson

FILES = ("01_first_round", "02_attacks_and_modifiers", "03_monster_focus_and_movement",
         "04_rests_loot_and_the_end", "05_the_outpost_phase")


def lesson_path(number: int) -> Path:
    return tutorials_source() / "frosthaven" / "lessons" / f"{FILES[number - 1]}.yaml"


def step_start(number: int, title: str) -> Any:
    """The game the step called ``title`` of lesson ``number`` starts from."""
    return load_lesson(lesson_path(number)).start_of(title)


def lesson_01() -> Lesson:
    return load_lesson(lesson_path(1))


def lesson_02() -> Lesson:
    return load_lesson(lesson_path(2))


def lesson_03() -> Lesson:
    return load_lesson(lesson_path(3))


def lesson_04() -> Lesson:
    return load_lesson(lesson_path(4))


def lesson_05() -> Lesson:
    return load_lesson(lesson_path(5))


LESSONS: tuple[Callable[[], Lesson], ...] = (lesson_01, lesson_02, lesson_03, lesson_04, lesson_05)


def show(number: int, **kwargs: Any) -> Any:
    """A LessonWidget for lesson ``number`` (1..5): the one line a tutorial notebook needs."""
    from floe_widgets.tutor import LessonWidget

    return LessonWidget(LESSONS[number - 1](), **kwargs)


__all__ = ["LESSONS", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "lesson_05", "show", "step_start"]
