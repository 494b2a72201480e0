"""Ice and Idols: rules engine (state, actions, rules), content and bots.

``play`` and ``TempleWidget`` (the notebook table) are loaded on first use, so importing the engine
never imports ipywidgets or matplotlib.
"""

from typing import Any

from .actions import ACTION_TYPES
from .game import IceAndIdols
from .state import IDOLS, IceAndIdolsState, Pending, PlayerState

__all__ = ["ACTION_TYPES", "IDOLS", "IceAndIdols", "IceAndIdolsState", "Pending", "PlayerState", "TempleWidget",
           "play"]


def __getattr__(name: str) -> Any:
    if name in ("play", "TempleWidget"):
        from . import widgets

        return getattr(widgets, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
