"""A Floe 2024 widget in Japanese shows no English word, and in English no Japanese character, at seeded random
positions, pending choices among them (the widget tree is walked)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest

from floe_widgets import games, i18n
from floe_widgets.widgets import GameWidget
from floe_widgets.widgets.language import tree

#: words a Japanese reader sees in Latin letters too: the game's name, "ID", English named in the language menu,
#: and the pen name of the rules summary's author (cited in the rules reference).
PROPER_NOUNS = {"Floe", "ID", "English", "jurong"}
WORD = re.compile(r"[A-Za-z]{2,}")
RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b")



def shown_texts(widget: Any) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a person reads in the widget: labels, buttons, options, tooltips, HTML."""
    for item in tree(widget):
        name = type(item).__name__
        for trait in ("description", "tooltip", "placeholder"):
            value = getattr(item, trait, None)
            if isinstance(value, str) and value and item.trait_metadata(trait, "sync"):  # what reaches the page
                yield f"{name}.{trait}", value
        if isinstance(item, (w.HTML, w.Label)) and not {"fw-style", "fw-page-font"} & set(item._dom_classes):
            yield f"{name}.value", re.sub(r"<[^>]*>|&\w+;", " ", item.value)
        for label in getattr(item, "_options_labels", ()) or ():
            yield f"{name}.option", label
        for title in getattr(item, "titles", ()) or ():
            yield f"{name}.title", title


def english_words(text: str) -> set[str]:
    text = RULE_ID.sub(" ", text)
    return {word for word in WORD.findall(text)
            if word not in PROPER_NOUNS and not re.fullmatch(r"[IVX]+", word)}  # roman numerals: ability levels


def positions(seed: int, count: int) -> Iterator[Any]:
    chooser = random.Random(seed)
    game = games.new("floe-2024", players=2, seed=seed)
    for _ in range(count):
        legal = game.legal_actions()
        if not legal:
            return
        for _ in range(chooser.randrange(1, 12)):
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(chooser.choice(legal))
        yield game


def choice_positions(seed: int, count: int) -> Iterator[Any]:
    """Random positions at which a choice waits (each kind of choice at most once), up to ``count``: the one
    game, yielded at each such position and played on when the next is asked for (as :func:`positions`), so a
    widget shown it redraws its board as in play instead of drawing a new board for a copy."""
    chooser = random.Random(seed)
    game = games.new("floe-2024", players=2, seed=seed)
    kinds: set[str] = set()
    for _ in range(3000):
        if game.is_over or len(kinds) >= count:
            return
        if game.state.pending and game.state.pending[-1].kind not in kinds:
            kinds.add(game.state.pending[-1].kind)
            yield game
        game.apply(chooser.choice(game.legal_actions()))


def shown_at(widget: GameWidget, games_to_show: Iterator[Any]) -> Iterator[tuple[str, str]]:
    for game in games_to_show:
        widget.game = game
        widget.refresh()
        yield from shown_texts(widget)


@pytest.mark.parametrize("seed", [3, 17])
def test_no_english_word_in_a_japanese_floe_2024_widget(seed: int) -> None:
    with i18n.speaking("ja"):
        widget = GameWidget(games.new("floe-2024", players=2, seed=seed))
        shown = [*shown_at(widget, positions(seed, 4)), *shown_at(widget, choice_positions(seed, 8))]
        found = {(where, text): english_words(text) for where, text in shown}
        assert not {k: v for k, v in found.items() if v}


JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")
#: a Japanese text an English reader is shown on purpose: the name of the language in the language menu
JAPANESE_ON_PURPOSE = {"日本語"}
#: the rules reference cites the section of the Japanese source a rule comes from by its own heading
CITED_SECTION = re.compile(r"\(Rulebook: [^\n]*\)")


@pytest.mark.parametrize("seed", [3, 17])
def test_no_japanese_character_in_an_english_floe_2024_widget(seed: int) -> None:
    with i18n.speaking("en"):
        widget = GameWidget(games.new("floe-2024", players=2, seed=seed))
        shown = [*shown_at(widget, positions(seed, 4)), *shown_at(widget, choice_positions(seed, 8))]
        choices = [text for where, text in shown if text.startswith("Choose: ")]
        found = {(where, text) for where, text in shown
                 if text not in JAPANESE_ON_PURPOSE and JAPANESE.search(CITED_SECTION.sub("", text))}
    assert len(choices) >= 8 and not found, sorted(found)[:10]


def test_the_rules_reference_explains_in_japanese() -> None:
    with i18n.speaking("ja"):
        rules = games.new("floe-2024", players=2, seed=3).rules()
        untranslated = {r.id for r in rules if r.id.startswith("FLOEJA-") and english_words(r.explain())}
    assert not untranslated
    with i18n.speaking("en"):
        assert "Icebergs joined by shallows" in rules.explain("FLOEJA-MOVE-HIKE-1")
