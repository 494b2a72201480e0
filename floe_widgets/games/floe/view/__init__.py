"""The Floe table picture through the view contract: :class:`FloeView` (registered on :class:`Floe`).

* ``world``: the Region tiles (face-down ones narrow), each with its Icebergs (named NW/NE/SW/SE as in
  the controls), Seas, Shallows, Docks (beacons hatched) and Shrines; on top the tokens, Ships, Traders,
  Landmarks, Heroes (seat discs) and Familiars (triangles), and the legal targets ringed with the Warmth
  they cost (:func:`warmth_cost`, from the engine's own movement functions);
* ``village``: the five spaces with Villagers and figures, the displays, Elders, achievements, VP track;
* ``cave``: the chambers, loot and dive track, and during a battle the phase track and the dice;
* ``player``: the player boards; ``all``: everything.
"""

from __future__ import annotations

from typing import Any

from .places import place_xy, space_box, space_of, target_of, tile_boxes, village_targets, warmth_cost, world_targets
from .style import ICON_GLYPH, MOVE_HL, PALETTES, SEAT_COLOURS, nice
from .table import FIGSIZE, VIEWS, FloeView, describe, legend_entries


def draw(game: Any, fig: Any, *, presenter: bool = False, highlight: Any = True, viewer: int | None = None,
         **options: Any) -> FloeView:
    """Draw ``game`` into ``fig`` once (tests and quick looks); returns the view."""
    from floe_widgets.rendering import highlighted, theme_for

    view = FloeView(game, {"highlight": highlight, **options})
    view.draw(game.state, fig, viewer=viewer, highlight=highlighted(game, highlight), theme=theme_for(presenter))
    return view


__all__ = ["FIGSIZE", "ICON_GLYPH", "MOVE_HL", "PALETTES", "SEAT_COLOURS", "VIEWS", "FloeView", "describe", "draw",
           "legend_entries", "nice", "place_xy", "space_box", "space_of", "target_of", "tile_boxes", "village_targets",
           "warmth_cost", "world_targets"]
