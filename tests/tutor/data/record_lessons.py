"""Record what a game's Python lessons hold, so their conversion to lesson files can be compared with them.

    PYTHONPATH=. python tests/tutor/data/record_lessons.py floe 01_first_turns 02_the_village ...
    PYTHONPATH=. python tests/tutor/data/record_lessons.py frosthaven:frosthaven.lessons.guided 01_first_round ...

(``game:module`` when the lessons are not in ``floe_widgets.games.<game>.lessons``)

writes ``tests/tutor/data/<game>_lessons.json``: for every lesson (by the name of its file to be) and every
step, a digest of the starting game's ``to_json()``, the expected and "show me" actions (as JSON; the expected
ones without repeats, in order), the texts (title, narration, hints, explanation) and the rule ids; for every
quiz its question, options, answers and explanation; and each lesson's title, intro and recap.
Run once, before the Python lessons were removed.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import sys
from pathlib import Path
from typing import Any

from floe_widgets.tutor import Lesson, Quiz


def unique(actions: list[Any]) -> list[Any]:
    out: list[Any] = []
    for action in actions:
        if action not in out:
            out.append(action)
    return out


def record(lesson: Lesson) -> dict[str, Any]:
    steps, game = [], None
    for index, item in enumerate(lesson.steps):
        if isinstance(item, Quiz):
            steps.append({"quiz": item.question, "options": item.options, "answers": sorted(item.answers),
                          "explanation": item.explanation, "reasons": list(item.reasons),
                          "rules": list(item.rules)})
            continue
        game = lesson.start(index, game)
        steps.append({"position": hashlib.sha256(game.to_json().encode()).hexdigest(),
                      "expect": [a.to_dict() for a in unique(item.expected)],
                      "show me": [a.to_dict() for a in item.solution_actions()],
                      "title": item.title, "narration": item.narration, "hints": list(item.hints),
                      "explanation": item.explanation, "rules": list(item.rules),
                      "widget options": dict(item.widget_options), "mistakes": len(item.mistakes)})
        for action in item.solution_actions():
            game.apply(action)
    return {"title": lesson.title, "intro": lesson.intro, "recap": lesson.recap, "steps": steps}


def main(game: str, names: list[str]) -> None:
    game, _, where = game.partition(":")
    module = importlib.import_module(f"floe_widgets.games.{where or game + '.lessons'}")
    data = {f"{name}.yaml": record(make()) for name, make in zip(names, module.LESSONS, strict=True)}
    out = Path(__file__).with_name(f"{game}_lessons.json")
    out.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{out}: {sum(len(v['steps']) for v in data.values())} steps and quizzes")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
