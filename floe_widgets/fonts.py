"""Japanese text in pictures: the IPAex Gothic font shipped by the ``matplotlib-fontja`` package.

The font is added as a fallback family behind the default one, so Latin text keeps its usual face and
every Japanese character falls back to IPAex Gothic (matplotlib picks a font per glyph along the families
of ``font.family``).  The package is
located without importing it, since importing it switches every picture to IPAex Gothic.
"""

from __future__ import annotations

import dataclasses
import importlib.util
from functools import cache
from pathlib import Path

JAPANESE_FONT = "IPAexGothic"


def japanese_font_path() -> Path:
    spec = importlib.util.find_spec("matplotlib_fontja")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("matplotlib-fontja is not installed (a dependency of floe-widgets)")
    return Path(next(iter(spec.submodule_search_locations))) / "fonts" / "ipaexg.ttf"


@cache
def use_japanese_font() -> str:
    """Register the Japanese font as the sans-serif fallback (once); returns its family name."""
    from matplotlib import font_manager, rcParams

    manager = font_manager.fontManager
    manager.addfont(str(japanese_font_path()))
    # The font has one weight; listing it as bold too lets bold labels fall back to it without a warning.
    regular = next(f for f in manager.ttflist if f.name == JAPANESE_FONT)
    manager.ttflist.append(dataclasses.replace(regular, weight=700))
    manager._findfont_cached.cache_clear()
    if JAPANESE_FONT not in rcParams["font.family"]:
        rcParams["font.family"] = [*rcParams["font.family"], JAPANESE_FONT]
    return JAPANESE_FONT


#: the CSS family name of the Japanese font in the widgets' HTML (see :func:`html_font_face`).
HTML_FAMILY = "floe-widgets-ja"
#: the characters the page takes from that font: kana, CJK punctuation, kanji and full-width forms. The stylesheet
#: names the family first (Latin text passes through to the page's own font): a page drew text laid out while the
#: font was on its way, with the family named last, as boxes for good (the start-here page's "日本語で" heading).
HTML_UNICODE_RANGE = "U+3000-30FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF"
_KANA_AND_PUNCTUATION = [(0x3000, 0x30FF), (0xFF01, 0xFF5E), (0x2010, 0x2027), (0x2190, 0x21FF)]


def japanese_text_sources() -> list[str]:
    """Every text the kit may show in Japanese: the catalogue, the Floe 2024 content and engine, the Japanese
    names in the retail Floe content and in the Frosthaven content (its cards, monsters, items and classes) and
    the guided lessons."""
    from importlib import resources

    texts = [resources.files("floe_widgets.locale").joinpath("ja.json").read_text(encoding="utf-8")]
    edition = resources.files("floe_widgets.games.floe_2024")
    for item in [*edition.iterdir(), *edition.joinpath("content").iterdir()]:
        if item.name.endswith((".py", ".yaml")):
            texts.append(item.read_text(encoding="utf-8"))
    retail = resources.files("floe_widgets.games.floe").joinpath("content")
    texts += [item.read_text(encoding="utf-8") for item in retail.iterdir() if item.name.endswith(".yaml")]
    texts.append(resources.files("floe_widgets.games.frosthaven.content").joinpath("names_ja.yaml")
                 .read_text(encoding="utf-8"))
    return texts + lesson_texts()


def lesson_texts() -> list[str]:
    """The guided lessons' files and the tutorial notebooks (their Japanese is shown in the widgets' HTML and in
    the notebooks' Markdown, which the widgets' stylesheet lets fall back to this font), when the tutorials are
    here."""
    from floe_widgets.tutor.files import tutorials_source

    try:
        root = tutorials_source()
    except FileNotFoundError:   # a package without its tutorials shows no lesson
        return []
    files = [*root.glob("*/lessons/*.yaml"), *root.glob("*.ipynb"), *root.glob("*/*.ipynb")]
    return [path.read_text(encoding="utf-8") for path in sorted(files)]


def font_cache() -> Path:
    """Where the cut-down font is kept between sessions (``FLOE_WIDGETS_CACHE``, else ~/.cache/floe-widgets)."""
    import os

    return Path(os.environ.get("FLOE_WIDGETS_CACHE") or Path.home() / ".cache" / "floe-widgets")


def japanese_subset(wanted: set[int]) -> str:
    """IPAex Gothic with only the ``wanted`` characters, in base64 (made once per set of characters, then read back)."""
    import base64
    import hashlib
    import io

    key = hashlib.sha256(",".join(map(str, sorted(wanted))).encode()).hexdigest()[:16]
    cached = font_cache() / f"ipaexg-{key}.b64"
    try:
        return cached.read_text(encoding="ascii")
    except FileNotFoundError:  # not cut yet (or pruned meanwhile by a copy of the kit with other texts)
        pass
    # imported only to cut the font: fontTools' subsetter takes about a second of CPU to import
    from fontTools import subset
    from fontTools.ttLib import TTFont

    from floe_widgets.core.persistence import write_atomic

    font = TTFont(str(japanese_font_path()))
    cutter = subset.Subsetter(subset.Options(hinting=False, layout_features=[], name_IDs=[1, 2]))
    cutter.populate(unicodes=sorted(wanted & set(font.getBestCmap())))
    cutter.subset(font)
    out = io.BytesIO()
    font.save(out)
    data = base64.b64encode(out.getvalue()).decode("ascii")
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(cached, data)
        for older in cached.parent.glob("ipaexg-*.b64"):  # cut for an older set of texts
            if older != cached:
                older.unlink(missing_ok=True)
    except OSError:  # a read-only home: the font is made again next time, nothing else changes
        pass
    return data


@cache
def html_font_face() -> str:
    """A CSS ``@font-face`` for IPAex Gothic cut down to the characters the kit writes in Japanese (a data URL).

    A browser without a Japanese system font draws such text as boxes; this rule brings the glyphs with the page.
    """
    # the distinct characters first (a set of the joined texts): 830 kB of texts, 0.06 -> 0.03 s of CPU
    wanted = {code for code in map(ord, set("".join(japanese_text_sources()))) if code >= 0x2000}
    wanted |= {code for low, high in _KANA_AND_PUNCTUATION for code in range(low, high + 1)}
    data = japanese_subset(wanted)
    return (f'@font-face {{ font-family: "{HTML_FAMILY}"; '
            f'src: url(data:font/ttf;base64,{data}) format("truetype"); unicode-range: {HTML_UNICODE_RANGE}; }}')
