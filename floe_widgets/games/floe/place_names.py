"""The names a person reads for the places of the Floe world (the engine keeps ids like ``floe.h0``).

Every tile has its four Icebergs at its corners, its four Seas at its sides, Shallows between two
Icebergs and Docks on an Iceberg's coast, so a place is named by the tile and where on it it lies:
``floe.I1`` is "Island of Floe, NE iceberg", ``floe.h0`` "Island of Floe, shallows NW-NE",
``skull.D1`` "Skull Reef, SW dock".  The board prints the short part ("NE", "NW-NE", "SW dock")
on the tile that carries the region's name.  Pure data naming: no rules, no drawing.  Names come in the
current language (:mod:`floe_widgets.i18n`); a Region's name is its content entry's (:func:`names.term`).
"""

from __future__ import annotations

from floe_widgets.i18n import N_, Term, render, text, tr

from .names import term
from .world import Geometry

CORNER = {"I0": N_("NW"), "I1": N_("NE"), "I2": N_("SW"), "I3": N_("SE")}
SIDE = {"S0": N_("north"), "S1": N_("east"), "S2": N_("south"), "S3": N_("west")}
POSITION = {"top-left": N_("top left"), "top-centre": N_("top centre"), "top-right": N_("top right"),
            "bottom-left": N_("bottom left"), "bottom-centre": N_("bottom centre"), "bottom-right": N_("bottom right")}


def position_spoken(position: str) -> str:
    """Where a face-down Region tile lies ("top-left"), in the board's words for it in either language ("top left";
    an unknown position stays as it is)."""
    if position not in POSITION:
        return position
    return Term(en=render(POSITION[position], {}, "en"), ja=render(POSITION[position], {}, "ja"))


def region_name(tile: str) -> str:
    """The printed name of a Region tile ("Island of Floe"), in the current language."""
    return text(term(tile))


def _local(place: str) -> tuple[str, str]:
    tile, _, local = place.partition(".")
    return tile, local


def _corner(place: str) -> str:
    return tr(CORNER[_local(place)[1]])


def short_name(g: Geometry, place: str) -> str:
    """The part of a place's name printed on its tile: "NE", "north sea", "NW-NE", "SW dock", "NE shrine 2"."""
    if place in POSITION:
        return tr(POSITION[place])
    tile, local = _local(place)
    if place in g.icebergs:
        return _corner(place)
    if place in g.seas:
        return tr("{side} sea", side=tr(SIDE[local]))
    if place in g.docks:
        return tr("{corner} dock", corner=_corner(g.docks[place].iceberg))
    if place in g.shallows:
        ices = g.shallows[place].icebergs
        if tile == "edge":  # between two tiles: name both ends
            return " - ".join(tr("{region} {corner}", region=region_name(_local(i)[0]), corner=_corner(i))
                              for i in ices)
        return "-".join(_corner(i) for i in ices)
    if ".shrine" in place:
        iceberg, _, n = place.rpartition(".shrine")
        return tr("{corner} shrine {n}", corner=_corner(iceberg), n=int(n) + 1)
    return place


def place_name(g: Geometry, place: str) -> str:
    """The whole name of a world place (Iceberg, Sea, Shallows, Dock, Shrine or tile position)."""
    if place in POSITION:
        return tr("the {position} region", position=tr(POSITION[place]))
    tile, _ = _local(place)
    if place in g.shallows and tile == "edge":
        return tr("shallows {where}", where=short_name(g, place))
    short = short_name(g, place)
    if short == place:
        return place
    if place in g.shallows:
        return tr("{region}, shallows {where}", region=region_name(tile), where=short)
    if place in g.icebergs:
        return tr("{region}, {corner} iceberg", region=region_name(tile), corner=short)
    return tr("{region}, {where}", region=region_name(tile), where=short)


__all__ = ["CORNER", "SIDE", "place_name", "region_name", "short_name"]
