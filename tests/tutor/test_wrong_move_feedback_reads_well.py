"""A wrong move in a Floe or Frosthaven lesson is answered in a person's words: for every step with a task, every
legal move the step does not accept is diagnosed as the lesson widget diagnoses it, and the message names no
internal id ("token:skull.S0:sea-start-1") and no bare field value ("take print")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from floe_widgets.tutor import LessonWidget, load_lesson
from floe_widgets.tutor.lesson import play_solution

from ..games.floe.test_floe_texts_name_no_ids import ids_in
from .lessons import each_step_at_its_start

TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"
LESSONS = sorted(TUTORIALS.glob("floe/lessons/*.yaml")) + sorted(TUTORIALS.glob("frosthaven/lessons/*.yaml"))
#: a field's value said by the generic fallback, "<field> <value>" (e.g. "take print", "take token:...")
BARE_FIELD = re.compile(r"\byou chose take\b|\bneeds take\b")


def wrong_move_messages(path: Path) -> list[tuple[int, str]]:
    """(step number, message) for every legal move that a step of the lesson at ``path`` does not accept."""
    lesson = load_lesson(path)
    said: list[tuple[int, str]] = []
    for index, item, game in each_step_at_its_start(lesson):
        if item.has_task:
            for action in game.legal_actions():
                if item.accepts(action):
                    continue
                after = game.copy()
                after.apply(action)
                diagnosis = item.diagnose(action, after, lesson.words, named=game.action_to_string)
                said.append((index + 1, diagnosis.message))
        play_solution(item, game)
    return said


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_a_wrong_move_is_named_in_words(path: Path) -> None:
    for number, message in wrong_move_messages(path):
        assert not ids_in(message), (number, message)
        assert not BARE_FIELD.search(message), (number, message)


def test_the_familiar_sent_to_the_wrong_shallows_is_told_which_button_to_press() -> None:
    lw = LessonWidget(load_lesson(TUTORIALS / "floe/lessons/03_cave_battles.yaml"), start=8)
    wrong = next(a for a in lw.game.legal_actions()
                 if lw.game.action_to_string(a) == "Familiar on the NE shallows of Skull Iceberg: gather the "
                                                   "printed resources")
    lw.game_widget.do(wrong)
    assert lw.feedback_text == (
        "You chose “Familiar on the NE shallows of Skull Iceberg: gather the printed resources”; this step asks for "
        "“Familiar on the N shallows of Skull Iceberg collects 2 Kelp from the N sea of Skull Iceberg”. "
        "It has been taken back: try again.")


def test_suffering_the_hit_that_would_exhaust_the_warden_is_told_why_not() -> None:
    """Frosthaven lesson 4, step 1: the Warden has 3 hit points and the hit is 3; suffering it is the mistake the
    step is about, so its feedback says what would happen and cites the rules, not only "a different kind of move"."""
    lw = LessonWidget(load_lesson(TUTORIALS / "frosthaven/lessons/04_rests_loot_and_the_end.yaml"))
    suffer = next(a for a in lw.game.legal_actions() if lw.game.action_to_string(a) == "Suffer the damage")
    warden = lw.game.fig(lw.game.char(0).fid)
    hp = warden.hp
    lw.game_widget.do(suffer)
    assert lw.feedback_text.startswith(f"Suffering the 3 damage with {hp} hit points left would exhaust the Warden")
    assert "FH-EXHAUST-HP-1" in lw.feedback_text and "FH-DAMAGE-NEGATE-1" in lw.feedback_text
    assert lw.game.fig(lw.game.char(0).fid).hp == hp  # taken back
