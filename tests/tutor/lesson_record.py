"""What a lesson's steps start from and ask for, comparable across versions (Python lesson vs lesson file).

``record(lesson)`` gives, for every step, a digest of the starting game's ``to_json()`` and of what lies on
the table, the expected and "show me" actions (as JSON), the narration, hints, explanation and rule ids;
for every quiz, its question, options, answers and each option's reason.
``tests/tutor/data/<game>_lessons.json`` holds what the Python lessons gave before they were converted
(``python -m tests.tutor.lesson_record GAME LANGUAGE``).
"""

from __future__ import annotations

import hashlib
import json
import sys
from importlib import import_module
from pathlib import Path
from typing import Any

from floe_widgets.core import encode
from floe_widgets.tutor import Quiz

DATA = Path(__file__).with_name("data")
#: state fields that hold the supply (decks, bags, stocks): a position edit that puts a card or token on the
#: table takes it from there, where a Python lesson may have conjured it (see test_lesson_file_conversion.py)
SUPPLY = ("tavern_deck", "monster_decks", "bags", "potion_stock")


def table(game: Any) -> str:
    """A digest of what lies on the table (the state less its supply) and the actions played."""
    state = {k: v for k, v in encode(game.state).items() if k not in SUPPLY}
    text = json.dumps([state, [a.to_dict() for a in game.actions]], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def record(lesson: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    game = None
    for index, item in enumerate(lesson.steps):
        if isinstance(item, Quiz):
            out.append({"quiz": item.question, "options": item.options, "answers": sorted(item.answers),
                        "reasons": [item.reason(i) for i in range(len(item.options))], "rules": list(item.rules)})
            continue
        game = lesson.start(index, game)
        out.append({"position": hashlib.sha256(game.to_json().encode()).hexdigest(), "table": table(game),
                    "expect": [a.to_dict() for a in item.expected],
                    "show me": [a.to_dict() for a in item.solution_actions()],
                    "narration": item.narration, "rules": list(item.rules), "title": item.title,
                    "hints": list(item.hints), "explanation": item.explanation})
        for action in item.solution_actions():
            game.apply(action)
    return out


def main(game: str, language: str) -> None:
    """Record ``floe_widgets.games.<game>.lessons.LESSONS`` into data/<game>_lessons.json (in ``language``)."""
    from floe_widgets import i18n

    i18n.set_language(language)
    module = import_module(f"floe_widgets.games.{game}.lessons")
    files = module.FILES
    data = {f"{name}.yaml": record(make()) for name, make in zip(files, module.LESSONS, strict=True)}
    (DATA / f"{game}_lessons.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                               encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
