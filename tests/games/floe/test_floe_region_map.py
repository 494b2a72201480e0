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


def map_targets(token: str, landmarks: dict[str, str] | None = None) -> set[str]:
    """Where a Map moves the Hero from the Island of Floe's campfire Iceberg."""
    g = game()

    def holding(st):
        st.players[0].tokens = [token]
        st.supply.maps.draw_pile.remove(token)
        st.world.landmarks.update(landmarks or {})
    explore(edit(g, holding), location="floe.I0")
    return {a.to for a in g.legal_actions() if isinstance(a, A.UseMap)}


@pytest.mark.rule("FLOE-MOVE-MAP-1", "FLOE-TOKENS-MAP-1")
def test_a_map_leads_to_an_iceberg_showing_its_location() -> None:
    assert map_targets("map-04") == {"floe.I1", "skull.I2"}          # Shrines
    assert map_targets("map-08") == set()                            # no Landmark placed yet
    assert map_targets("map-08", {"skull.I2": "frozen-falls"}) == {"skull.I2"}
    assert map_targets("map-10") == {"floe.I2", "skull.I3"}          # Monoliths
    assert map_targets("map-06") == {"skull.I1"}                     # the Cave
    assert map_targets("map-01") == {"skull.I0"}                     # the other Campfire
