"""The English texts of every lesson file read as sentences: no word said twice in a row ("the the") and no place
named twice over ("lies in the Sea the N sea of Skull Iceberg", where a place's name was pasted after its kind);
and a Frosthaven step's explanation quotes its log without the log's step numbers."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from floe_widgets.tutor import load_lesson
from floe_widgets.tutor.lesson import play_solution

from .lessons import each_step_at_its_start

TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"
LESSONS = sorted(TUTORIALS.glob("*/lessons/*.yaml"))
ROUGH = {
    "says a word twice": re.compile(r"\b(\w+) \1\b"),
    "names a place twice": re.compile(r"\b(?:in|on|at|to|from) the \w+ the\b"),
}


def english(node: Any) -> Iterator[str]:
    """Every English text of a lesson file (the ``en`` of each text in both languages)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "en" and isinstance(value, str):
                yield value
            else:
                yield from english(value)
    elif isinstance(node, list):
        for value in node:
            yield from english(value)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_a_lesson_reads_as_sentences(path: Path) -> None:
    texts = list(english(yaml.safe_load(path.read_text(encoding="utf-8"))))
    assert texts
    for said in texts:
        for mistake, pattern in ROUGH.items():
            assert not pattern.search(said), (mistake, said)


#: a log line numbered by its step of a longer procedure ("6. The party of 2 gains 2 inspiration (now 2).")
NUMBERED = re.compile(r"^(\d+)\. (.+)$")


@pytest.mark.parametrize("path", sorted(TUTORIALS.glob("frosthaven/lessons/*.yaml")), ids=lambda p: p.stem)
def test_an_explanation_quotes_the_log_without_its_step_numbers(path: Path) -> None:
    """A step's explanation that quotes a numbered log line leaves the number out: read alone, "... unlocked. 6. The
    party ..." counts nothing the learner was shown."""
    lesson = load_lesson(path)
    for index, item, game in each_step_at_its_start(lesson):
        before = len(game.events())
        play_solution(item, game)
        for event in game.events()[before:]:
            numbered = NUMBERED.match(str(event.text))
            if numbered:
                assert numbered.group(0) not in item.explanation, (index + 1, numbered.group(0))
