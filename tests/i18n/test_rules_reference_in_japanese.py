"""A game's rules reference read in Japanese: every explanation is Japanese (no English word), every adopted
reading is marked as ours in Japanese, and the rules browser names each rulebook section in Japanese."""

from __future__ import annotations

import html
import re

import pytest

from floe_widgets import games, i18n
from floe_widgets.widgets.rules import RulesSearch
from tests.i18n.test_floe_2024_in_japanese import english_words

#: Latin letters a Japanese reader of the rules sees on purpose: Ice and Idols' action points ("AP", as the Japanese
#: catalogue writes them) and an option's name as it is typed (max_rounds).
KEPT_IN_LATIN = {"AP"}
OPTION_NAME = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")

#: the games whose rules reference is translated, Floe first.
GAMES = ["floe", "floe-2024", "ice-and-idols", "frosthaven", "frosthaven-campaign"]
#: Floe 2024's reference quotes its Japanese source, and the English catalogue gives those quotes in English; the
#: others are written in English and read as written.
WRITTEN_IN_ENGLISH = [name for name in GAMES if name != "floe-2024"]


def english_in(text: str) -> set[str]:
    return english_words(OPTION_NAME.sub(" ", text)) - KEPT_IN_LATIN


@pytest.mark.parametrize("name", GAMES)
def test_every_explanation_is_japanese(name: str) -> None:
    with i18n.speaking("ja"):
        english = {rule.id: sorted(english_in(rule.explain())) for rule in games.game_class(name).rules()}
    english = {rid: words for rid, words in english.items() if words}
    assert not english, f"{len(english)} explanations keep English words: {dict(list(english.items())[:10])}"


@pytest.mark.parametrize("name", GAMES)
def test_every_reading_is_marked_as_ours_in_japanese(name: str) -> None:
    rules = [rule for rule in games.game_class(name).rules() if rule.reading]
    assert rules, "the reference adopts no reading"
    with i18n.speaking("ja"):
        marked = i18n.tr("Our reading: {reading}", reading="")
        unmarked = [rule.id for rule in rules if marked not in rule.explain() or i18n.tr(rule.reading) == rule.reading]
    assert not unmarked


@pytest.mark.parametrize("name", GAMES)
def test_the_rules_browser_names_the_section_in_japanese(name: str) -> None:
    rule = next(rule for rule in games.game_class(name).rules() if rule.section)
    with i18n.speaking("ja"):
        search = RulesSearch(games.new(name, seed=1))
        search.query = rule.id
        shown = search.results.value
    assert rule.id in search.ids
    with i18n.speaking("ja"):
        assert html.escape(i18n.tr(rule.section)) in shown
    assert not english_in(re.sub(r"<[^>]*>|&\w+;", " ", shown))


@pytest.mark.parametrize("name", WRITTEN_IN_ENGLISH)
def test_the_english_reference_reads_as_written(name: str) -> None:
    with i18n.speaking("en"):
        changed = [rule.id for rule in games.game_class(name).rules()
                   if any(i18n.tr(part) != part for part in (rule.text, rule.reading, rule.section) if part)]
    assert not changed
