"""The names a person reads for the places of the Floe world (the engine keeps ids like ``floe.h0``).

Every tile has its four Icebergs at its corners, its four Seas at its sides, Shallows between two
Icebergs and Docks on an Iceberg's coast, so a place is named by the tile and where on it it lies:
``floe.I1`` is "Island of Floe, NE iceberg", ``floe.h0`` "Island of Floe, shallows NW-NE",
``skull.D1`` "Skull Reef, SW dock".  The board prints the short part ("NE", "NW-NE", "SW dock")
on the tile that carries the region's name.  Pure data naming: no rules, no drawing.
"""

from __future__ import annotations

from functools import cache

from . import data as content
from .world import Geometry

CORNER = {"I0": "NW", "I1": "NE", "I2": "SW", "I3": "SE"}
SIDE = {"S0": "north", "S1": "east", "S2": "south", "S3": "west"}
POSITION = {"top-left": "top left", "top-centre": "top centre", "top-right": "top right",
            "bottom-left": "bottom left", "bottom-centre": "bottom centre", "bottom-right": "bottom right"}


@cache
def region_name(tile: str) -> str:
    """The printed name of a Region tile ("Island of Floe")."""
    tiles = content.regions()["tiles"]
    return str(tiles[tile]["name"]) if tile in tiles else tile.replace("-", " ").title()


def _local(place: str) -> tuple[str, str]:
    tile, _, local = place.partition(".")
    return tile, local


def short_name(g: Geometry, place: str) -> str:
    """The part of a place's name printed on its tile: "NE", "north sea", "NW-NE", "SW dock", "NE shrine 2"."""
    if place in POSITION:
        return POSITION[place]
    tile, local = _local(place)
    if place in g.icebergs:
        return CORNER[local]
    if place in g.seas:
        return f"{SIDE[local]} sea"
    if place in g.docks:
        return f"{CORNER[_local(g.docks[place].iceberg)[1]]} dock"
    if place in g.shallows:
        ices = g.shallows[place].icebergs
        if tile == "edge":  # between two tiles: name both ends
            return " - ".join(f"{region_name(_local(i)[0])} {CORNER[_local(i)[1]]}" for i in ices)
        return "-".join(CORNER[_local(i)[1]] for i in ices)
    if ".shrine" in place:
        iceberg, _, n = place.rpartition(".shrine")
        return f"{CORNER[_local(iceberg)[1]]} shrine {int(n) + 1}"
    return place


def place_name(g: Geometry, place: str) -> str:
    """The whole name of a world place (Iceberg, Sea, Shallows, Dock, Shrine or tile position)."""
    if place in POSITION:
        return f"the {POSITION[place]} region"
    tile, _ = _local(place)
    if place in g.shallows and tile == "edge":
        return f"shallows {short_name(g, place)}"
    kind = "iceberg" if place in g.icebergs else "shallows" if place in g.shallows else ""
    short = short_name(g, place)
    if short == place:
        return place
    if kind == "shallows":
        return f"{region_name(tile)}, shallows {short}"
    return f"{region_name(tile)}, {short}" + (" iceberg" if kind == "iceberg" else "")


__all__ = ["CORNER", "SIDE", "place_name", "region_name", "short_name"]
