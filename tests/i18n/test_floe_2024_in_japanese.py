"""A Floe 2024 widget in Japanese shows no English word, at seeded random positions (the widget tree is walked)."""

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

#: words a Japanese reader sees in Latin letters too: the game's name, "ID", and English named in the language menu.
PROPER_NOUNS = {"Floe", "ID", "English"}
WORD = re.compile(r"[A-Za-z]{2,}")
RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b")
#: the Floe 2024 rules reference (the "why?" texts and the search's results) is English only for now:
#: checked apart, in the strict xfail test below, so the rest stays checked.
RULES_REFERENCE = {"fw-why-text", "fw-rules-results"}


def shown_texts(widget: Any) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a person reads in the widget: labels, buttons, options, tooltips, HTML."""
    for item in tree(widget):
        if RULES_REFERENCE & set(getattr(item, "_dom_classes", ())):
            continue
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
    return {word for word in WORD.findall(text) if word not in PROPER_NOUNS and not re.fullmatch(r"P\d?", word)}


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


@pytest.mark.parametrize("seed", [3, 17])
def test_no_english_word_in_a_japanese_floe_2024_widget(seed: int) -> None:
    with i18n.speaking("ja"):
        widget = GameWidget(games.new("floe-2024", players=2, seed=seed))
        for game in positions(seed, 4):
            widget.game = game
            widget.refresh()
            found = {(where, text): english_words(text) for where, text in shown_texts(widget)}
            assert not {k: v for k, v in found.items() if v}


@pytest.mark.xfail(strict=True, reason="the Floe 2024 rules reference explanations are not translated yet")
def test_the_rules_reference_explains_in_japanese() -> None:
    with i18n.speaking("ja"):
        game = games.new("floe-2024", players=2, seed=3)
        explanation = game.rules().explain("FLOEJA-MOVE-HIKE-1")
        assert not english_words(explanation)
