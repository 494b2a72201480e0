"""The five guided Ice and Idols lessons: files under ``tutorials/ice_and_idols/lessons/``.

The lessons are ``floe-widgets-lesson/1`` files (docs/lesson-format.md); their positions and named checks
are written in the words of :mod:`.vocabulary`.  ``lesson_01()`` .. ``lesson_05()`` load them; ``LESSONS``
lists them; ``show(n)`` returns a LessonWidget for notebooks; ``step_start(n, title)`` is the game a step
starts from (for tests and labs).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from floe_widgets.tutor import Lesson
from floe_widgets.tutor.lesson_set import LessonSet

from .game import IceAndIdols
from .state import SIZE
from .vocabulary import setup

FILES = ("01_setup", "02_your_turn", "03_idols_research_powers", "04_events_shifting_temple",
         "05_game_end_scoring")

LESSON_SET = LessonSet("ice_and_idols", FILES)
LESSONS: tuple[Callable[[], Lesson], ...] = LESSON_SET.loaders()
lesson_01, lesson_02, lesson_03, lesson_04, lesson_05 = LESSONS
lesson_path, step_start, show = LESSON_SET.path, LESSON_SET.step_start, LESSON_SET.show

#: the setup every lesson starts from: you are the green Architect (player 1), the red Curator is player 2
SETUP = {"players": 2, "seed": 11, "characters": ["architect", "curator"], "first player": 1}


def new_game() -> IceAndIdols:
    """A fresh 2-player lesson game in the key-card phase."""
    return setup(SETUP)


def started() -> IceAndIdols:
    """The lesson game once each player kept the first key card offered: player 1 to play."""
    return setup({**SETUP, "key cards": "first offered"})


def at(game: Any, seat: int, rc: tuple[int, int]) -> bool:
    """Does the figure of ``seat`` (0-based) stand on the grid space ``rc``?"""
    return game.state.players[seat].cell == rc[0] * SIZE + rc[1]


__all__ = ["LESSONS", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "lesson_05", "show", "started",
           "step_start"]
