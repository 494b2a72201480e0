"""The four guided Floe lessons: files under ``tutorials/floe/lessons/``.

The lessons are ``floe-widgets-lesson/1`` files (docs/lesson-format.md); their positions and named checks
are written in the words of :mod:`.vocabulary`.  You are player 1 (orange in the rulebook's examples).
``lesson_01()`` .. ``lesson_04()`` load them; ``LESSONS`` lists them; ``show(n)`` returns a LessonWidget for
notebooks; ``step_start(n, title)`` is the game a step starts from; ``practice_battle(seed)`` is the battle
to practise after lesson 3 (``tutorials/floe/positions/practice_battle.yaml``), with real dice.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable

from floe_widgets.games.position_files import build_position, read_yaml, vocabulary
from floe_widgets.tutor import Lesson
from floe_widgets.tutor.files import tutorials_source
from floe_widgets.tutor.lesson_set import LessonSet

from . import battle_actions as B
from .actions import Delve
from .battle_content import potion_icons
from .game import Floe

FILES = ("01_first_turns", "02_the_village", "03_cave_battles", "04_floe_stones_quests_and_scoring")

LESSON_SET = LessonSet("floe", FILES)
LESSONS: tuple[Callable[[], Lesson], ...] = LESSON_SET.loaders()
lesson_01, lesson_02, lesson_03, lesson_04 = LESSONS
lesson_path, step_start, show = LESSON_SET.path, LESSON_SET.step_start, LESSON_SET.show


def rockeer_position() -> Floe:
    """The rulebook's Rockeer battle, about to delve (lesson 3, its dice fixed)."""
    return step_start(3, "Delve into the Cave")


def crit_position() -> Floe:
    """The Crit example: five dice rolled against the Drift Crab, in the Roll phase (lesson 3)."""
    return step_start(3, "Arrows or Swords?")


def rockeer_without_boots() -> tuple[int, int]:
    """The Rockeer battle played as in the book but keeping the Arrow: (Warmth lost, Damage dealt)."""
    game = rockeer_position()
    sword_potion = next(t for t in game.state.players[0].tokens if potion_icons(t) == ("sword",))
    for action in (Delve(), B.BattleAlly("hilda-shieldmaiden"), B.BattleCrit("sword"), B.BattleContinue(),
                   B.BattleContinue(), B.BattleContinue(), B.BattlePotion(sword_potion), B.BattleContinue()):
        game.apply(action)
    battle = game.state.battle
    return battle.warmth_lost, battle.damage


def practice_battle(seed: int | None = None) -> Floe:
    """Practice after lesson 3: player 1 at the Cave facing Frostnip in chamber 1, with real (unfixed) dice.

    ``seed=None`` picks a fresh seed (kept in the game, so a save replays it), so every practice rolls its own.
    """
    path = tutorials_source() / "floe" / "positions" / "practice_battle.yaml"
    doc = read_yaml(path)
    doc["setup"]["seed"] = secrets.randbelow(1 << 30) if seed is None else seed
    return build_position(doc, vocabulary("floe"), path.parent, ())


__all__ = ["LESSONS", "crit_position", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "practice_battle",
           "rockeer_position", "rockeer_without_boots", "show", "step_start"]
