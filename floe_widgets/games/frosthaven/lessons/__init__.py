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

from floe_widgets.tutor import Lesson
from floe_widgets.tutor.lesson_set import LessonSet

FILES = ("01_first_round", "02_attacks_and_modifiers", "03_monster_focus_and_movement",
         "04_rests_loot_and_the_end", "05_the_outpost_phase")

LESSON_SET = LessonSet("frosthaven", FILES)
LESSONS: tuple[Callable[[], Lesson], ...] = LESSON_SET.loaders()
lesson_01, lesson_02, lesson_03, lesson_04, lesson_05 = LESSONS
lesson_path, step_start, show = LESSON_SET.path, LESSON_SET.step_start, LESSON_SET.show


__all__ = ["LESSONS", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "lesson_05", "show", "step_start"]
