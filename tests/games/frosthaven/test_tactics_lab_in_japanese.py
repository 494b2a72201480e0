"""The tactics lab in Japanese: each shipped situation's title and lesson in the reader's language."""

from __future__ import annotations

import json
import re

import pytest

from floe_widgets import i18n
from floe_widgets.games.frosthaven.tactics import TacticsWidget, shipped_situations
from floe_widgets.games.frosthaven.tactics.widgets import situation_choices

SHIPPED = shipped_situations()
NAMES = list(SHIPPED)
#: what a Japanese reader reads as it is: the TC labels of the test cases, a figure's one-letter name
#: (A, B, M) and the situation format's own words (rect:W:H, x-negative)
AS_IS = re.compile(r"TC-\d+[ab]?|rect:W:H|x-negative|(?<![A-Za-z])[A-Z](?![A-Za-z])")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@pytest.mark.parametrize("name", NAMES)
def test_every_shipped_situation_has_its_title_and_lesson_in_japanese(name: str) -> None:
    doc = json.loads(SHIPPED[name])
    for key in ("x-title-ja", "x-lesson-ja"):
        said = doc.get(key)
        assert isinstance(said, str) and JAPANESE.search(said) and "\n" not in said, (name, key)
        assert re.findall(r"[A-Za-z]+", AS_IS.sub("", said)) == [], (name, key, said)
    # a TC label stays as the English title has it, so both menus name the same test case
    assert re.findall(r"TC-\d+[ab]?", doc["x-title-ja"]) == re.findall(r"TC-\d+[ab]?", doc["title"]), name


def test_the_lab_in_japanese_names_each_situation_and_its_lesson_in_japanese() -> None:
    with i18n.speaking("en"):
        tw = TacticsWidget()
        tw.picker.value = "44-own-equal-initiative.json"
        tw.mode.value, tw.hp.value = "set hit points", 9
        assert tw.click_hex((2, 0))          # the situation in hand is edited: A's hit points
        tw.option.value = 1
        edited = tw.export()
        tw.language_picker.value = "ja"
        docs = {name: json.loads(SHIPPED[name]) for name in NAMES}
        assert [value for _label, value in tw.picker.options] == NAMES   # the value stays the file name
        assert [label for label, _value in tw.picker.options] == [docs[n]["x-title-ja"] for n in NAMES]
        # the switch re-says the menus, each keeping its choice, and keeps the edited situation
        assert (tw.picker.value, tw.picker.label) == ("44-own-equal-initiative.json", "すべてが同点の敵")
        assert (tw.mode.value, tw.mode.label) == ("set hit points", "体力を設定")
        assert (tw.option.value, tw.option.label) == (1, "選択肢2")
        assert tw.export() == edited
        tw.picker.value = "05-tc05-trap-repels-focus.json"
        assert ("<b>状況ファイルのメモ(原文のまま):</b> <i>フォーカスの最初の基準は有害なヘクスの少なさで、"
                "移動ポイントはその次です。</i>") in tw.summary.value
        assert "Fewest negative hexes" not in tw.summary.value
        tw.option.value = "every"
        tw.language_picker.value = "en"
        assert tw.picker.label == "TC-05 a trap makes the nearer enemy unattractive"
        assert "<i>Fewest negative hexes is the first focus criterion, before movement points.</i>" in tw.summary.value


def test_a_situation_without_japanese_shows_its_english_title_and_lesson() -> None:
    first = json.loads(SHIPPED[NAMES[0]])
    twin = json.dumps(first)                                        # the same Japanese title: numbered
    mine = json.dumps({k: v for k, v in first.items() if not k.endswith("-ja")})   # written without Japanese
    with i18n.speaking("ja"):
        choices = situation_choices({NAMES[0]: SHIPPED[NAMES[0]], "twin.json": twin, "mine.json": mine})
        assert choices == [("TC-01 近さより経路", NAMES[0]), ("TC-01 近さより経路 (2)", "twin.json"),
                           ("TC-01 path beats proximity", "mine.json")]
        tw = TacticsWidget()
        assert tw.load_text(mine) and tw.error.value == ""
        assert f"<i>{first['x-lesson']}</i>" in tw.summary.value


def test_the_situations_say_a_term_with_the_kits_one_japanese_word() -> None:
    from tests.i18n.test_one_vocabulary import VOCABULARY, names

    said = [(doc[en], doc[ja]) for doc in map(json.loads, SHIPPED.values())
            for en, ja in (("title", "x-title-ja"), ("x-lesson", "x-lesson-ja"))]
    other = [(english, japanese) for english, japanese in said for term, word in VOCABULARY.items()
             if names(english, term) and word not in japanese]
    assert sum(names(english, "focus(es|ed)?") for english, _ja in said) >= 10 and other == [], other[:5]


def test_the_notebook_introduces_the_lab_in_japanese_with_the_labs_own_words() -> None:
    """The introduction's second half is Japanese; a word it sets in bold is a label the lab shows in Japanese."""
    from pathlib import Path

    from floe_widgets.widgets.language import tree

    path = Path(__file__).resolve().parents[3] / "tutorials" / "frosthaven" / "tactics_lab.ipynb"
    intro = "".join(json.loads(path.read_text(encoding="utf-8"))["cells"][0]["source"])
    english, japanese = intro.split("\n---\n")
    assert JAPANESE.search(japanese) and not JAPANESE.search(english)
    with i18n.speaking("ja"):
        tw = TacticsWidget()
        labels = {getattr(item, "description", "") for item in tree(tw)} | {tw.language_picker.label}
    bold = re.findall(r"\*\*(.+?)\*\*", japanese)
    assert len(bold) >= 4 and [word for word in bold if not any(label.startswith(word) for label in labels)] == []
