"""The tactics lab: load, edit and solve a monster turn (``fh-situation/1``) with its answer drawn.

``TacticsWidget`` lives in :mod:`.widgets` (it needs ipywidgets) and is imported on first use, so
importing this package loads no UI library.
"""

from __future__ import annotations

from typing import Any

__all__ = ["TacticsWidget", "shipped_situations"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import widgets

        return getattr(widgets, name)
    raise AttributeError(name)
