"""Every message id the code uses is in both catalogues, and every entry is used (found by reading the code)."""

from __future__ import annotations

import ast
import re

import pytest

from floe_widgets import i18n
from tests.i18n.message_ids import literal_first_arguments_missing, sources, used_ids


def test_the_walk_finds_ids_through_every_entry_point() -> None:
    found = used_ids()
    assert {"Undo", "Step {n} of {total}", "Show me"} <= found  # tr() and the _button helpers
    assert "Movement (step by step)" in found  # N_() in a game widget's group titles
    assert "The game is over; no more actions can be taken." in found  # message() in the engine kit
    assert "Battle-dice" in found  # an action class's group
    assert {"You leave {left} Lantern unused.", "You leave {left} Lanterns unused."} <= found  # message(plural=)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_used_id_is_in_the_catalogue(language: str) -> None:
    missing = sorted(used_ids() - set(i18n.catalogue(language)))
    assert not missing, f"{language}.json lacks {missing}"


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_catalogue_entry_is_unused(language: str) -> None:
    unused = sorted(set(i18n.catalogue(language)) - used_ids())
    assert not unused, f"{language}.json has entries no code uses: {unused}"


def test_ids_given_later_are_literals_where_they_are_marked() -> None:
    bad = [f"{path.name}:{line}" for path in sources()
           for line in literal_first_arguments_missing(ast.parse(path.read_text(encoding="utf-8")))]
    assert not bad


PLACEHOLDER = re.compile(r"\{([A-Za-z_]\w*)(?::[^{}\s]*)?\}")


def test_placeholders_are_the_same_in_every_language() -> None:
    for language in i18n.languages():
        for mid, text in i18n.catalogue(language).items():
            assert set(PLACEHOLDER.findall(mid)) == set(PLACEHOLDER.findall(text)), (language, mid)


def test_the_japanese_catalogue_is_japanese() -> None:
    kana_or_kanji = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    english_only = [mid for mid, text in i18n.catalogue("ja").items()
                    if re.search(r"[A-Za-z]{3,}", re.sub(r"{[^}]*}|<[^>]*>|AP|HP|URL", "", text))
                    and not kana_or_kanji.search(text)]
    assert not english_only


def test_a_message_is_written_again_in_the_reader_s_language() -> None:
    said = i18n.message("{title} ({low}-{high} players)", title=i18n.Term(en="Floe", ja="フロー"), low=1, high=4)
    assert said == "Floe (1-4 players)"
    with i18n.speaking("ja"):
        assert i18n.text(said) == "フロー(1〜4人)"
    assert i18n.text(said) == "Floe (1-4 players)"
