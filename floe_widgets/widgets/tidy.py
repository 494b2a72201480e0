"""Closing widgets a refresh replaced, so a long game does not pile up widget models in the kernel and page."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as w


def close_tree(widget: Any) -> None:
    """Close ``widget`` and every widget inside it (Box children, layouts and styles)."""
    stack = [widget]
    while stack:
        item = stack.pop()
        if not isinstance(item, w.Widget) or getattr(item, "kept_open", False):
            continue   # a widget shared by every top-level widget (the page font) stays open with its parts
        stack.extend(getattr(item, "children", ()) or ())
        for part in ("layout", "style"):
            sub = getattr(item, part, None)
            if isinstance(sub, w.Widget):
                sub.close()
        item.close()


def close_all(widgets: Iterable[Any]) -> None:
    for widget in widgets:
        close_tree(widget)
