"""The four guided Floe 2024 lessons: files under ``tutorials/floe_2024/lessons/``.

The lessons are ``floe-widgets-lesson/1`` files (docs/lesson-format.md) in Japanese with English
translations; their positions and named checks are written in the words of :mod:`.vocabulary`, and the
battle's dice are fixed in the files.  ``lesson_01()`` .. ``lesson_04()`` load them; ``LESSONS`` lists
them; ``show(n)`` returns a LessonWidget for notebooks.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from floe_widgets.tutor import Lesson
from floe_widgets.tutor.files import tutorials_source
from floe_widgets.tutor.lesson_file import load_lesson

FILES = ("01_setup_and_resources", "02_map_turn", "03_the_village", "04_cave_battle_and_scoring")


def lesson_path(number: int) -> Path:
    return tutorials_source() / "floe_2024" / "lessons" / f"{FILES[number - 1]}.yaml"


def lesson_01() -> Lesson:
    return load_lesson(lesson_path(1))


def lesson_02() -> Lesson:
    return load_lesson(lesson_path(2))


def lesson_03() -> Lesson:
    return load_lesson(lesson_path(3))


def lesson_04() -> Lesson:
    return load_lesson(lesson_path(4))


LESSONS: tuple[Callable[[], Lesson], ...] = (lesson_01, lesson_02, lesson_03, lesson_04)


def show(number: int, **kwargs: Any) -> Any:
    """A LessonWidget for lesson ``number`` (1..4): the one line a tutorial notebook needs."""
    from floe_widgets.tutor import LessonWidget

    return LessonWidget(LESSONS[number - 1](), **kwargs)


__all__ = ["FILES", "LESSONS", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "lesson_path", "show"]
