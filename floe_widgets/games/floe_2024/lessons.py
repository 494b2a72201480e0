"""The four guided Floe 2024 lessons: files under ``tutorials/floe_2024/lessons/``.

The lessons are ``floe-widgets-lesson/1`` files (docs/lesson-format.md) in Japanese with English
translations; their positions and named checks are written in the words of :mod:`.vocabulary`, and the
battle's dice are fixed in the files.  ``lesson_01()`` .. ``lesson_04()`` load them; ``LESSONS`` lists
them; ``show(n)`` returns a LessonWidget for notebooks.
"""

from __future__ import annotations

from collections.abc import Callable

from floe_widgets.tutor import Lesson
from floe_widgets.tutor.lesson_set import LessonSet

FILES = ("01_setup_and_resources", "02_map_turn", "03_the_village", "04_cave_battle_and_scoring")

LESSON_SET = LessonSet("floe_2024", FILES)
LESSONS: tuple[Callable[[], Lesson], ...] = LESSON_SET.loaders()
lesson_01, lesson_02, lesson_03, lesson_04 = LESSONS
lesson_path, step_start, show = LESSON_SET.path, LESSON_SET.step_start, LESSON_SET.show


__all__ = ["FILES", "LESSONS", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "lesson_path", "show"]
