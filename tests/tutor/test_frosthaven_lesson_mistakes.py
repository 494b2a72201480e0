"""Every common mistake a Frosthaven lesson step lists is reachable and said as the file writes it.

For each mistake, a legal action it is written for is taken at its step (after the step's first "show me" actions
where the mistake is about a later choice): the step refuses it, and the lesson's diagnosis, as the lesson widget
makes it, is that mistake's message (the file's text in each language, its fields filled with the action's) and
cites exactly its rules. No mistake matches an action its step accepts.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from floe_widgets import i18n
from floe_widgets.core import Action
from floe_widgets.games.frosthaven.lessons.vocabulary import value_words
from floe_widgets.tutor import Lesson, LessonWidget, Step, load_lesson
from floe_widgets.tutor.lesson import play_solution

from ..games.floe.test_floe_texts_name_no_ids import ids_in
from .lessons import each_step_at_its_start

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "tutorials" / "frosthaven" / "lessons"
LANGUAGES = ("en", "ja")

#: (lesson, step number as the file counts its steps from 1, "show me" actions played first (how many, or the
#: buttons pressed first), the wrong action's button, the index of the mistake it must be diagnosed as)
CASES = [
    ("01_first_round", 1, 0, "Ironbark Warden plays Bark Slam (52), leading, and Root Snare (33)", 0),
    ("01_first_round", 2, 0, "Emberwright plays Cinder Bolt (21), leading, and Ash Storm (67)", 0),
    ("01_first_round", 3, 0, "Use the top action of Root Snare (33)", 0),
    ("01_first_round", 3, 0, "Use the basic Attack 2 of Bark Slam (52)", 0),
    ("01_first_round", 3, 0, "Use the bottom action of Root Snare (33)", 1),
    ("01_first_round", 3, 0, "Use the basic Move 2 of Root Snare (33)", 1),
    ("01_first_round", 3, 0, "Use the basic Move 2 of Bark Slam (52)", 2),
    ("01_first_round", 4, 0, "Move to hex 4,0", 0),
    ("01_first_round", 4, 0, "Move to hex 0,2", 1),
    ("01_first_round", 4, 0, "Move to hex 0,3", 2),
    ("01_first_round", 4, 0, "Move to hex 1,2", 3),
    ("01_first_round", 4, 0, "Move to hex 2,-1", 4),
    ("01_first_round", 4, 0, "Move to hex 4,-2", 5),
    ("01_first_round", 4, 0, "Move to hex 4,-1", 6),
    ("01_first_round", 5, 0, "Use the basic Attack 2 of Root Snare (33)", 0),
    ("01_first_round", 5, 1, "Target Frost Hound 2 (without added effects)", 1),
    ("01_first_round", 6, 0, "Negate the damage by losing Rooted Guard (11)", 0),
    ("01_first_round", 6, 0, "Negate the damage by losing Bark Slam (52) and Root Snare (33)", 0),
    ("02_attacks_and_modifiers", 1, 0, "Use the top action of Bark Slam (52)", 0),
    ("02_attacks_and_modifiers", 2, 0, "Use the basic Attack 2 of Crushing Roots (48)", 0),
    ("02_attacks_and_modifiers", 2, 0, "Use the top action of Steady Stance (19)", 1),
    ("02_attacks_and_modifiers", 2, 0, "Use the basic Attack 2 of Steady Stance (19)", 1),
    ("02_attacks_and_modifiers", 3, 0, "Use the top action of Bark Slam (52)", 0),
    ("02_attacks_and_modifiers", 4, 0, "Use the top action of Bark Slam (52)", 0),
    # a step that only checks the position: the shot from beside the hound is refused all the same
    ("02_attacks_and_modifiers", 5, ("Use the top action of Cinder Bolt (21)",), "Target Frost Hound 2", 0),
    ("02_attacks_and_modifiers", 6, 1, "Do not consume fire", 0),
    ("02_attacks_and_modifiers", 6, 2, "Target Frost Hound 2 (without added effects)", 1),
    ("02_attacks_and_modifiers", 6, 0, "Use the basic Attack 2 of Flare Lance (44)", 2),
    ("03_monster_focus_and_movement", 1, 0, "Emberwright plays Smoke Veil (9), leading, and Cinder Bolt (21)", 0),
    ("03_monster_focus_and_movement", 4, 0, "Emberwright plays Cinder Bolt (21), leading, and Ash Storm (67)", 0),
    ("03_monster_focus_and_movement", 5, 0, "Emberwright plays Ash Storm (67), leading, and Cinder Bolt (21)", 0),
    ("03_monster_focus_and_movement", 8, 0, "Emberwright plays Blazing Step (15), leading, and Cinder Bolt (21)", 0),
    ("04_rests_loot_and_the_end", 1, 0, "Suffer the damage", 0),
    ("04_rests_loot_and_the_end", 4, 0, "Ironbark Warden does not short rest", 0),
    ("05_the_outpost_phase", 1, 0, "Scenario 1 lost (no gains)", 0),
    ("05_the_outpost_phase", 3, 1, "Event option B", 0),
    ("05_the_outpost_phase", 7, 0, "Spend 2 morale for a second construction", 0),
    ("05_the_outpost_phase", 7, 1, "Spend 2 morale for a second construction", 0),
]


def document(name: str) -> dict[str, Any]:
    return yaml.safe_load((LESSONS / f"{name}.yaml").read_text(encoding="utf-8"))


@cache
def starts(name: str) -> tuple[Lesson, dict[int, Any]]:
    """The lesson and the game each of its board steps starts from (by index), every earlier solution played."""
    lesson = load_lesson(LESSONS / f"{name}.yaml")
    games = {}
    for index, item, game in each_step_at_its_start(lesson):
        games[index] = game.copy()
        play_solution(item, game)
    return lesson, games


def at_step(name: str, number: int, played: int | tuple[str, ...]) -> tuple[Lesson, Step, Any]:
    lesson, games = starts(name)
    step = lesson.steps[number - 1]
    game = games[number - 1].copy()
    if isinstance(played, tuple):
        for said in played:
            game.apply(button(game, said))
    else:
        for action in step.solution_actions()[:played]:
            game.apply(action)
    return lesson, step, game


def button(game: Any, said: str) -> Action:
    found = [a for a in game.legal_actions() if game.action_to_string(a) == said]
    assert len(found) == 1, (said, [game.action_to_string(a) for a in game.legal_actions()])
    return found[0]


@pytest.mark.parametrize(("name", "number", "played", "wrong", "which"), CASES,
                         ids=[f"{c[0][:2]}-step{c[1]}-{c[3]}" for c in CASES])
def test_the_mistake_is_said_for_the_action_it_is_written_for(name: str, number: int, played: int, wrong: str,
                                                              which: int) -> None:
    lesson, step, game = at_step(name, number, played)
    action = button(game, wrong)
    after = game.copy()
    after.apply(action)
    assert not step.accepts(action, after)
    written = document(name)["steps"][number - 1]["mistakes"][which]
    fields = action.to_dict()
    for language in LANGUAGES:
        with i18n.speaking(language):
            lesson.use_language(language)
            try:
                said = step.diagnose(action, after, lesson.words, named=game.action_to_string)
                expected = written["message"][language].format(
                    **{k: i18n.text(value_words(k, v)) for k, v in fields.items()})
            finally:
                lesson.use_language("en")  # the lesson is shared by the cases (starts is cached)
        assert said.message == expected, (language, said.message)
        assert said.rules == tuple(written["rules"])
        assert "{" not in said.message and not ids_in(said.message)


def test_every_mistake_of_the_frosthaven_lessons_has_a_case_and_cites_rules_the_game_explains() -> None:
    listed = set()
    for path in sorted(LESSONS.glob("*.yaml")):
        lesson, games = starts(path.stem)
        for number, step in enumerate(document(path.stem)["steps"], 1):
            for which, mistake in enumerate(step.get("mistakes", [])):
                listed.add((path.stem, number, which))
                known = games[number - 1].rules()  # what the lesson widget explains beside the message
                assert all(rid in known for rid in mistake["rules"]), (path.stem, number, mistake["rules"])
                assert set(mistake["message"]) == set(LANGUAGES), (path.stem, number)
    assert listed == {(c[0], c[1], c[4]) for c in CASES}


@pytest.mark.parametrize("name", sorted({c[0] for c in CASES}))
def test_no_mistake_matches_an_action_its_step_accepts(name: str) -> None:
    lesson, games = starts(name)
    for index, game in games.items():
        step = lesson.steps[index]
        if not step.mistakes or not step.expected:
            continue
        game = game.copy()
        for then in [None, *step.solution_actions()[:-1]]:
            if then is not None:
                game.apply(then)
            for action in game.legal_actions():
                if step.accepts(action):
                    after = game.copy()
                    after.apply(action)
                    assert not any(m.matches(action, after) for m in step.mistakes), (name, index + 1, action)


def test_a_shot_from_beside_the_hound_is_taken_back_with_why_though_the_step_only_checks_the_hit_points() -> None:
    lesson = load_lesson(LESSONS / "02_attacks_and_modifiers.yaml")
    widget = LessonWidget(lesson, start=4)
    for said in ("Use the top action of Cinder Bolt (21)", "Target Frost Hound 2"):
        widget.game_widget.do(button(widget.game, said))
    assert widget.feedback_text.startswith("She shot with the hound right beside her: a ranged attack at an adjacent "
                                           "target has disadvantage")
    assert "It has been taken back: try again." in widget.feedback_text and not widget.done
    assert widget.game.fig("hound-2").hp == 12   # the shot is taken back: no damage
