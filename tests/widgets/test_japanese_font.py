"""Japanese text in pictures: the glossary's terms and the Floe 2024 names render with no missing glyph."""

from __future__ import annotations

import warnings

import pytest
import yaml
from matplotlib.figure import Figure
from matplotlib.ft2font import FT2Font

from floe_widgets.fonts import japanese_font_path, use_japanese_font
from floe_widgets.games.floe_2024 import data
from floe_widgets.rendering import encode_png
from tests.conftest import SHARED_RULES

GLOSSARY = SHARED_RULES / "floe-glossary-ja.yaml"


def floe_2024_names() -> list[str]:
    names = [card["ja"] for card in data.cards().values() if "ja" in card]
    names += list(data.JA.values()) + [b["ja"] for b in data.maps()["boards"].values()]
    names += [g["ja"] for g in data.components()["goals"].values()]
    return names


def glossary_terms() -> list[str]:
    if not GLOSSARY.exists():
        pytest.skip("../shared/rules is not present here")
    entries = yaml.safe_load(GLOSSARY.read_text(encoding="utf-8"))
    return [e["ja"] for e in entries] + [v for e in entries for v in e.get("variants", [])]


def render_without_missing_glyphs(texts: list[str]) -> bytes:
    """Draw every text; a glyph no font has makes matplotlib warn, which fails the test."""
    use_japanese_font()
    fig = Figure(figsize=(8, max(2, len(texts) * 0.12)), dpi=40)
    for i, text in enumerate(texts):
        fig.text(0.02, 1 - (i + 1) / (len(texts) + 1), text, fontsize=6)
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message=".*[Gg]lyph.*missing.*")
        return encode_png(fig)


def chars_missing_from_the_font(texts: list[str]) -> set[str]:
    cmap = FT2Font(str(japanese_font_path())).get_charmap()
    return {c for text in texts for c in text if not c.isspace() and ord(c) not in cmap}


def test_the_glossary_terms_render_without_missing_glyphs() -> None:
    terms = glossary_terms()
    assert len(terms) >= 200
    assert chars_missing_from_the_font(terms) == set()
    assert render_without_missing_glyphs(terms).startswith(b"\x89PNG")


def test_the_floe_2024_names_render_without_missing_glyphs() -> None:
    names = floe_2024_names()
    assert chars_missing_from_the_font(names) == set()
    render_without_missing_glyphs(names)


def test_a_missing_glyph_would_be_caught() -> None:
    """The check can fail: a character no installed font has is reported."""
    assert chars_missing_from_the_font(["\U0001F9CA"]) == {"\U0001F9CA"}
    with pytest.raises(UserWarning):
        render_without_missing_glyphs(["\U0001F9CA"])


def test_bold_labels_fall_back_to_the_japanese_font_quietly(caplog) -> None:
    use_japanese_font()
    fig = Figure(figsize=(3, 1), dpi=40)
    fig.text(0.1, 0.5, "洞窟 Cave", fontweight="bold")
    with caplog.at_level("WARNING", logger="matplotlib.font_manager"):
        encode_png(fig)
    assert not [r for r in caplog.records if "Failed to find font" in r.getMessage()]


def test_the_web_font_carries_every_character_the_lessons_write_in_japanese() -> None:
    """A browser without a Japanese font draws the lessons' Japanese and the tutorial notebooks' Markdown in the
    widgets' web font (a subset of IPAex Gothic): a kanji missing from the subset is a box (踏 of Ice and Idols 1,
    丈 of Floe 2024 2, 英 of the Floe 2024 notebook on what changed)."""
    import base64
    import io
    import re

    from fontTools.ttLib import TTFont

    from floe_widgets.fonts import html_font_face
    from floe_widgets.tutor.files import tutorials_source

    data = base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)\)", html_font_face()).group(1))
    carried = TTFont(io.BytesIO(data)).getBestCmap()
    in_the_font = FT2Font(str(japanese_font_path())).get_charmap()
    lessons = sorted(tutorials_source().glob("*/lessons/*.yaml"))
    assert len(lessons) >= 18
    lessons += sorted(tutorials_source().glob("*/*.ipynb"))
    missing = {c: f.name for f in lessons for c in f.read_text(encoding="utf-8")
               if ord(c) >= 0x2000 and ord(c) in in_the_font and ord(c) not in carried}
    assert not missing, f"characters of the lessons missing from the web font: {missing}"


def test_the_web_font_carries_every_frosthaven_name_in_japanese() -> None:
    """The Frosthaven cards, monsters, items and classes are named in Japanese from their own file: the card
    picker's buttons, the log and the controls write them in the widgets' web font, so a browser without a
    Japanese font drew a gap for each kanji the subset lacked (魂 of 灯された魂, 炭 of かき立てた炭火: 148 in all)."""
    import base64
    import io
    import re
    from importlib import resources

    from fontTools.ttLib import TTFont

    from floe_widgets.fonts import html_font_face

    data = base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)\)", html_font_face()).group(1))
    carried = TTFont(io.BytesIO(data)).getBestCmap()
    in_the_font = FT2Font(str(japanese_font_path())).get_charmap()
    names = resources.files("floe_widgets.games.frosthaven.content").joinpath("names_ja.yaml").read_text(
        encoding="utf-8")
    assert "灯された魂" in names and "かき立てた炭火" in names
    missing = sorted({c for c in names if ord(c) >= 0x2000 and ord(c) in in_the_font and ord(c) not in carried})
    assert not missing, f"Frosthaven names' characters missing from the web font: {''.join(missing)}"
