""""What changed" (tutorials/floe_2024/what_changed.ipynb) in Japanese: each topic's own texts (title, summary,
the retail notes, what each table shows), the 2024 board beside it and the overview table show no English word,
made in Japanese or switched to it with the comparison's language menu.  The retail board's own controls and log
are the retail engine's texts (translated with that engine, not checked here)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from floe_widgets import i18n
from floe_widgets.games.floe_2024.editions_widget import TOPICS, boards, overview_html
from tests.i18n.test_floe_2024_in_japanese import english_words, shown_texts


def own_texts(comparison: Any) -> Iterator[tuple[str, str]]:
    """The comparison's texts outside the retail board: header, notes, what each table shows, the 2024 board."""
    header, _tables = comparison.children
    for part in (header, comparison.retail_title, comparison.new_title, comparison.new_board):
        yield from shown_texts(part)


@pytest.mark.parametrize("key", [t.key for t in TOPICS])
def test_a_topic_reads_in_japanese(key: str) -> None:
    with i18n.speaking("ja"):
        comparison = boards(key)
        said = list(own_texts(comparison))
    english = {text: english_words(text) for _where, text in said if english_words(text)}
    assert len(said) > 20 and not english, sorted(english.items())[:5]
    assert "製品版との違い" in comparison.heading.value


def test_the_language_menu_switches_a_topic_to_japanese() -> None:
    with i18n.speaking("en"):
        comparison = boards("crystal")
        assert "In the retail edition two basic resources" in comparison.heading.value
        assert "Crystals come from spending 2 basic resources" in comparison.heading.value   # a retail note
        comparison.language_picker.value = "ja"
        assert i18n.language() == "ja"
        switched = list(own_texts(comparison))
    assert "クリスタルはバブルではなく基本資源2個を払って得ます" in comparison.heading.value
    english = {text: english_words(text) for _where, text in switched if english_words(text)}
    assert not english, sorted(english.items())[:5]


def test_the_overview_of_every_difference_reads_in_japanese() -> None:
    with i18n.speaking("ja"):
        table = re.sub(r"<[^>]*>", " ", overview_html())
    assert table.count("製品版") > 100 and not english_words(table), english_words(table)
