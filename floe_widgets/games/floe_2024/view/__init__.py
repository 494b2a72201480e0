"""The Floe 2024 table picture through the view contract: :class:`Floe2024View` (registered on
:class:`Floe2024`): the map (retail Floe's boards and drawing), the Village, the Cave and the players."""

from __future__ import annotations

from .table import FIGSIZE, Floe2024View, describe, headline

__all__ = ["FIGSIZE", "Floe2024View", "describe", "headline"]
