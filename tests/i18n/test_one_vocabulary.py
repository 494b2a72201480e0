"""One thing, one Japanese word: a game term is written the same way on the board, the buttons, the log, the
rules reference and the lessons.

Each term below is checked in every catalogue entry whose English names it (placeholders, a message's context
and the games' titles left out), and in the Japanese form of every lesson text whose English form names it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from floe_widgets import i18n
from tests.i18n.message_ids import PACKAGE, ids_in

TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"

#: English term (a regular expression, matched as whole words, any case) -> its one Japanese word
VOCABULARY = {
    # Ice and Idols
    r"idols?": "偶像",
    r"roundabouts?": "ロータリー",
    r"altars?": "祭壇",
    r"adrenaline": "アドレナリン",
    # Frosthaven
    r"long rests?": "大休憩",
    r"short rests?": "小休憩",
    r"outposts?": "前哨地",
    r"downtime": "休息期間",
    r"hit points?": "体力",
    r"initiative": "イニシアチブ",
    r"retaliate": "報復",
    r"focus(es|ed)?": "フォーカス",
    # Floe
    r"pearls?": "真珠",
    r"familiars?": "使い魔",
    r"relics?": "遺物",
    r"crystals?": "クリスタル",
    r"warmth": "暖",
    r"sail(s|ing|ed)?": "航海",
    r"hik(e|es|ing|ed)": "徒歩",
}
#: terms whose word depends on the game: a Floe Ally card is a companion (仲間), while Frosthaven's allies are
#: figures on the players' side (味方); checked in the texts of Floe's code and Floe's lessons
FLOE_VOCABULARY = {r"all(y|ies)": "仲間"}
#: the games' titles, which carry a term as a name ("Ice and Idols")
TITLES = re.compile(r"Ice and Idols")
#: entries that name a term as a word to type (a position file's keys), not as the game thing
TYPED = re.compile(r"known: |write a board|expected normal, elite|name one of")
#: Floe's Merit named Focus (the red Merit of the 2024 edition's cards), not Frosthaven's focus
MERIT = re.compile(r"\bFame\b|merit symbols")


def _english(text: str) -> str:
    return TITLES.sub("", re.sub(r"\{[^}]*\}", "", text))


def names(english: str, term: str) -> bool:
    return re.search(rf"\b(?:{term})\b", _english(english), re.IGNORECASE) is not None


def catalogue_pairs() -> Iterator[tuple[str, str]]:
    for key, japanese in i18n.catalogue("ja").items():
        english = key.split("|", 1)[-1]
        if not TYPED.search(english) and not MERIT.search(english):
            yield english, japanese


def floe_pairs() -> Iterator[tuple[str, str]]:
    said = i18n.catalogue("ja")
    for path in sorted((PACKAGE / "games" / "floe").rglob("*.py")):
        for key in ids_in(ast.parse(path.read_text(encoding="utf-8"))):
            if key in said:
                yield key.split("|", 1)[-1], said[key]
    yield from lesson_pairs("floe")


def lesson_pairs(game: str = "*") -> Iterator[tuple[str, str]]:
    def walk(node: object) -> Iterator[tuple[str, str]]:
        if isinstance(node, dict):
            if isinstance(node.get("en"), str) and isinstance(node.get("ja"), str):
                yield node["en"], node["ja"]
            for value in node.values():
                yield from walk(value)
        elif isinstance(node, list):
            for value in node:
                yield from walk(value)

    for path in sorted(TUTORIALS.glob(f"{game}/lessons/*.yaml")):
        yield from walk(yaml.safe_load(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("term", list(VOCABULARY))
def test_a_term_has_one_japanese_word(term: str) -> None:
    word = VOCABULARY[term]
    said = [(english, japanese) for english, japanese in [*catalogue_pairs(), *lesson_pairs()]
            if names(english, term)]
    other = [(english[:80], japanese[:60]) for english, japanese in said if word not in japanese]
    assert len(said) >= 3 and not other, other[:5]


@pytest.mark.parametrize("term", list(FLOE_VOCABULARY))
def test_a_floe_term_has_one_japanese_word(term: str) -> None:
    word = FLOE_VOCABULARY[term]
    said = [(english, japanese) for english, japanese in floe_pairs()
            if names(english, term) and not TYPED.search(english)]
    other = [(english[:80], japanese[:60]) for english, japanese in said if word not in japanese]
    assert len(said) >= 3 and not other, other[:5]


def test_the_check_finds_a_term_said_another_way() -> None:
    assert names("Pick up the {idol} idol", r"idols?") and not names("{idol}", r"idols?")
    assert not names("Ice and Idols", r"idols?")
