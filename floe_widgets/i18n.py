"""All user-facing text of the widgets and tutor goes through :func:`tr`.

Catalogues live in ``floe_widgets/locale/<lang>.json`` and map an English
message id to its translation (``{name}`` placeholders are filled with
``str.format``).  English is the source language, so a missing entry falls
back to the id itself.  Choose the language with :func:`set_language` or the
``FLOE_WIDGETS_LANG`` environment variable.
"""

from __future__ import annotations

import json
import os
from functools import cache
from importlib import resources
from typing import Any

_language = os.environ.get("FLOE_WIDGETS_LANG", "en")


@cache
def catalogue(language: str) -> dict[str, str]:
    try:
        text = resources.files("floe_widgets.locale").joinpath(f"{language}.json").read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    return json.loads(text)


def set_language(language: str) -> None:
    global _language
    _language = language


def language() -> str:
    return _language


def languages() -> list[str]:
    return sorted(p.name.removesuffix(".json") for p in resources.files("floe_widgets.locale").iterdir()
                  if p.name.endswith(".json"))


def tr(message: str, /, **values: Any) -> str:
    """Translate ``message`` into the current language and fill in ``values``."""
    text = catalogue(_language).get(message) or message
    return text.format(**values) if values else text
