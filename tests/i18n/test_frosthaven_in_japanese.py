"""Frosthaven in Japanese: the solver's explanations (``fh solve --lang ja``) and the pictures of the
scenario, tactics and campaign views hold no English word."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from floe_widgets import i18n
from floe_widgets.cli import main

WORD = re.compile(r"[A-Za-z]{2,}")
RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b")
SITUATIONS = resources.files("floe_widgets.games.frosthaven.content") / "situations"


def english_words(text: str) -> set[str]:
    return set(WORD.findall(RULE_ID.sub(" ", text)))


def test_fh_solve_explains_every_shipped_situation_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    with i18n.speaking(i18n.language()):   # the command sets the language: set it back afterwards
        assert main(["fh", "solve", str(SITUATIONS), "--lang", "ja"]) == 0
    answers = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    sentences = [s for a in answers for s in a["explanation"]]
    assert len(answers) == len(list(SITUATIONS.glob("*.json"))) and len(sentences) > 5 * len(answers)
    english = {s for s in sentences if english_words(s)}
    assert not english, sorted(english)[:5]


def test_fh_solve_still_explains_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    first = sorted(SITUATIONS.glob("*.json"))[0]
    with i18n.speaking("en"):
        assert main(["fh", "solve", str(first)]) == 0
    explanation = json.loads(capsys.readouterr().out)["explanation"]
    assert explanation[0] == "M focuses with its attack: melee (FH-FOCUS-2)"
