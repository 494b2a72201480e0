"""A game's guided lessons: lesson files under ``tutorials/<folder>/lessons/``, numbered from 1 in the order
given.  Each game's ``lessons`` module makes one and names its parts (``lesson_01`` .. , ``LESSONS``,
``show``, ``step_start``, ``lesson_path``), so notebooks and tests use the same names for every game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .files import tutorials_source
from .lesson import Lesson


@dataclass(frozen=True)
class LessonSet:
    folder: str               # the game's folder under tutorials/
    files: tuple[str, ...]    # the lesson files' names (without .yaml), lesson 1 first

    def path(self, number: int) -> Path:
        """The file of lesson ``number`` (1-based)."""
        return tutorials_source() / self.folder / "lessons" / f"{self.files[number - 1]}.yaml"

    def load(self, number: int) -> Lesson:
        from .lesson_file import load_lesson  # reads the file and imports the game's vocabulary

        return load_lesson(self.path(number))

    def step_start(self, number: int, title: str) -> Any:
        """The game the step called ``title`` of lesson ``number`` starts from."""
        return self.load(number).start_of(title)

    def loaders(self) -> tuple[Callable[[], Lesson], ...]:
        """One function per lesson, ``lesson_01`` first: each loads its lesson anew."""
        return tuple(self._loader(number) for number in range(1, len(self.files) + 1))

    def _loader(self, number: int) -> Callable[[], Lesson]:
        def lesson() -> Lesson:
            return self.load(number)

        lesson.__name__ = lesson.__qualname__ = f"lesson_{number:02d}"
        lesson.__doc__ = f"Lesson {number} of {len(self.files)}: {self.folder}/lessons/{self.files[number - 1]}.yaml."
        return lesson

    def show(self, number: int, **kwargs: Any) -> Any:
        """A LessonWidget for lesson ``number`` (from 1): the one line a tutorial notebook needs."""
        from .widget import LessonWidget

        return LessonWidget(self.load(number), **kwargs)
