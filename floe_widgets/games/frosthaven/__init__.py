"""Frosthaven: scenario rules, hex map model, line of sight, movement and monster AI."""

from floe_widgets.games.frosthaven.hexmap import HexMap, Overlay

__all__ = ["HexMap", "Overlay"]
