"""Floe (retail English edition): rules engine, content and bots.

``from floe_widgets.games.floe import Floe`` (loaded on first use, so the rule modules import cleanly).
"""

from __future__ import annotations

__all__ = ["Floe"]


def __getattr__(name: str):
    if name == "Floe":
        from .game import Floe

        return Floe
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
