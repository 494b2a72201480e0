"""The Frosthaven campaign and outpost phase (engine only; the view lives in :mod:`.view`)::

    from floe_widgets.games.frosthaven.outpost import FrosthavenCampaign
"""

from __future__ import annotations

from .game import FrosthavenCampaign

__all__ = ["FrosthavenCampaign"]
