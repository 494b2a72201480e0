"""The Ice and Idols lessons, converted from Python to files, keep their positions and expected actions.

``data/ice_and_idols_lessons.json`` was recorded from the Python lessons before they were removed: for every
step, a digest of the starting game's ``to_json()``, the expected actions and the "show me" actions (as JSON).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from floe_widgets.tutor import Quiz
from floe_widgets.tutor.lesson_file import load_lesson

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "tutorials" / "ice_and_idols" / "lessons"
RECORDED = Path(__file__).with_name("data") / "ice_and_idols_lessons.json"


def record(lesson) -> list[dict]:
    """What a lesson's steps start from and ask for, comparable across versions."""
    out, game = [], None
    for index, item in enumerate(lesson.steps):
        if isinstance(item, Quiz):
            out.append({"quiz": item.question, "options": item.options, "answers": sorted(item.answers)})
            continue
        game = lesson.start(index, game)
        out.append({"position": hashlib.sha256(game.to_json().encode()).hexdigest(),
                    "expect": [a.to_dict() for a in item.expected],
                    "show me": [a.to_dict() for a in item.solution_actions()],
                    "narration": item.narration, "rules": list(item.rules)})
        for action in item.solution_actions():
            game.apply(action)
    return out


@pytest.mark.parametrize("name", json.loads(RECORDED.read_text(encoding="utf-8")).keys())
def test_converted_lesson_matches_the_python_lesson(name: str) -> None:
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))[name]
    mine = record(load_lesson(LESSONS / name))
    assert len(mine) == len(recorded)
    for number, (got, want) in enumerate(zip(mine, recorded, strict=True), 1):
        assert got == want, f"{name} step {number} differs from the Python lesson"
