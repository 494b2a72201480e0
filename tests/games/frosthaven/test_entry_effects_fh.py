"""The entry effects the map reports for the hexes a move entered (``map/entries.py``): a pressure plate
and a scenario's own harmful overlay report their hex and kind, a closed door opens, while an open door
and difficult terrain report nothing.

No rule is named here: the scenario engine resolves what a figure enters itself
(``scenario/abilities.py``, ``relocate``) and does not call ``resolve_entries``."""

from __future__ import annotations

from floe_widgets.games.frosthaven.map.entries import resolve_entries
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay


def test_plates_harmful_overlays_and_closed_doors_report_their_hex_and_kind() -> None:
    m = HexMap.radius(4, overlays={(0, 1): "pressure-plate", (0, 2): Overlay("door", open=True), (0, 3): "difficult",
                                   (1, 1): Overlay("corridor", negative=True), (1, 2): "door"})
    after, effects = resolve_entries(m, [(0, 1), (0, 2), (0, 3), (1, 1), (1, 2)], level=2)
    assert [(e.hex, e.kind, e.damage, e.conditions) for e in effects] == [
        ((0, 1), "pressure-plate", 0, ()), ((1, 1), "corridor", 0, ()), ((1, 2), "door", 0, ())]
    assert after.is_open_door((1, 2)) and not m.is_open_door((1, 2)) and after.is_pressure_plate((0, 1))
