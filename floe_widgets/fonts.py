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
