"""The path searches of the monster AI and of :mod:`.movement`, in one place to import from: the
cheapest-first search from a mover (:mod:`.ways`: :class:`Ways`, read lazily), the searches backwards
toward goal hexes (:mod:`.reverse_searches`) and the jumps, flights and teleports
(:mod:`.jumps_and_flights`).  Path costs are ``(neg, mp)``: negative hexes triggered (FH-FOCUS-5), then
movement points."""

from floe_widgets.games.frosthaven.map.jumps_and_flights import bfs_ends, steps_to_any, teleport_ends
from floe_widgets.games.frosthaven.map.reverse_searches import costs_to, costs_to_any
from floe_widgets.games.frosthaven.map.ways import Ways, resting_costs, safest_ways

__all__ = ["Ways", "bfs_ends", "costs_to", "costs_to_any", "resting_costs", "safest_ways", "steps_to_any",
           "teleport_ends"]
