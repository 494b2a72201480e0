"""The English texts of every lesson file read as sentences: no word said twice in a row ("the the") and no place
named twice over ("lies in the Sea the N sea of Skull Iceberg", where a place's name was pasted after its kind)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

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
