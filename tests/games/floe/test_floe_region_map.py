"""The region map: six Region tiles in three columns of two, joined where they touch (FLOE-SETUP-REG-1).

Seas on the edge of a tile join the Sea of the tile beside it by open water; a tile above another is also
joined to it by two Shallows a Hero can hike across."""

from __future__ import annotations

import pytest
from floe_kit import edit, explore, game, me

from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe.world import POSITIONS, neighbour

#: the map as a player lays it out: left to right in each row, top row above the bottom row
EAST_OF = {"top-left": "top-centre", "top-centre": "top-right",
           "bottom-left": "bottom-centre", "bottom-centre": "bottom-right"}
SOUTH_OF = {"top-left": "bottom-left", "top-centre": "bottom-centre", "top-right": "bottom-right"}


@pytest.mark.rule("FLOE-SETUP-REG-1")
def test_each_tile_borders_the_tiles_beside_above_and_below_it() -> None:
    west_of = {east: west for west, east in EAST_OF.items()}
    north_of = {south: north for north, south in SOUTH_OF.items()}
    for position in POSITIONS:
        assert neighbour(position, "east") == EAST_OF.get(position), position
        assert neighbour(position, "west") == west_of.get(position), position
        assert neighbour(position, "south") == SOUTH_OF.get(position), position
        assert neighbour(position, "north") == north_of.get(position), position


@pytest.mark.rule("FLOE-MOVE-HIKE-1", "FLOE-SETUP-REG-1")
def test_a_hero_hikes_from_the_island_down_to_the_skull_iceberg() -> None:
    g = explore(game(), warmth=3, location="floe.I3")
    hikes = {(a.to, a.shallows) for a in g.legal_actions() if isinstance(a, A.Hike)}
    assert ("skull.I1", "edge.floe-skull.v1") in hikes
    g.apply(A.Hike("skull.I1", "edge.floe-skull.v1"))
    assert me(g).location == "skull.I1" and me(g).warmth == 2
    back = {a.to for a in g.legal_actions() if isinstance(a, A.Hike)}
    assert "floe.I3" in back


def sail_cost(dock: str) -> int:
    """The Warmth a Sail from the Island of Floe's west Dock to ``dock`` costs, every tile face up."""
    g = game()
    edit(g, lambda st: st.world.revealed.extend(["frostmere", "glimmerdeep", "hollowfen", "emberreach"]))
    explore(g, warmth=5, location="floe.I0")
    g.apply(A.Sail(dock))
    assert me(g).location.startswith(dock.split(".")[0])
    return 5 - me(g).warmth


@pytest.mark.rule("FLOE-MOVE-SAIL-2", "FLOE-SETUP-REG-1")
def test_ships_cross_tile_edges_by_open_water() -> None:
    assert sail_cost("frostmere.D0") == 0     # west, through the edge Seas
    assert sail_cost("hollowfen.D0") == 0     # west, then south
    assert sail_cost("glimmerdeep.D0") == 1   # east: one Shallows inside the Island's tile, then open water
