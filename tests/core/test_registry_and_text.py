from __future__ import annotations

import json

import pytest

from floe_widgets import games, i18n
from floe_widgets.core import FormatError, RulesReference


def test_available_lists_only_installed_games() -> None:
    names = games.available()
    assert set(names) <= set(games.REGISTRY)
    for name in names:
        assert games.game_class(name).name == name


def test_unknown_game_is_refused() -> None:
    with pytest.raises(KeyError, match="unknown game"):
        games.new("chess")


def test_load_refuses_other_documents() -> None:
    with pytest.raises(FormatError):
        games.load(json.dumps({"format": "floe-widgets/chess", "version": 1}))
    with pytest.raises(FormatError):
        games.load(json.dumps({"format": "something-else", "version": 1}))
    with pytest.raises(FormatError):
        games.load("/no/such/file.json")


def test_rules_reference_explains_and_searches() -> None:
    ref = RulesReference.from_yaml_text(
        "- id: X-MOVE-1\n  section: Moving\n  text: Each step costs one action point.\n"
        "- id: X-AMBIG-1\n  section: Edges\n  text: The text is unclear at the edge.\n  reading: Edges wrap.\n"
    )
    assert "one action point" in ref.explain("X-MOVE-1")
    assert "Our reading: Edges wrap." in ref.explain("X-AMBIG-1")
    assert [r.id for r in ref.search("action point")] == ["X-MOVE-1"]
    assert "CORE-NOT-LEGAL" in ref
    assert "no explanation" in ref.explain("X-NOPE")


@pytest.mark.parametrize("text", ["- id: X\n", "id: X", "- text: no id\n"])
def test_rules_reference_refuses_incomplete_entries(text: str) -> None:
    with pytest.raises(FormatError):
        RulesReference.from_yaml_text(text)


def test_translation_falls_back_to_english_and_fills_values() -> None:
    assert i18n.tr("Undo") == "Undo"
    assert i18n.tr("Step {n} of {total}", n=2, total=5) == "Step 2 of 5"
    assert "en" in i18n.languages()
    try:
        i18n.set_language("xx")
        assert i18n.tr("Undo") == "Undo"
    finally:
        i18n.set_language("en")
