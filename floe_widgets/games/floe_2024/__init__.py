"""Floe, 2024 edition (the edition described by the Japanese rules summary): rules engine and content.

``from floe_widgets.games.floe_2024 import Floe2024`` (loaded on first use).  The differences from the
retail edition live in this package; the map geometry is shared with ``floe_widgets.games.floe.world``.
"""

from __future__ import annotations

__all__ = ["Floe2024"]


def __getattr__(name: str):
    if name == "Floe2024":
        from .game import Floe2024

        return Floe2024
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
