"""A difficult hex a scenario flags negative costs both: 2 movement points to enter (FH-TERR-2) and 1 negative
hex on the path (FH-FOCUS-5), beside a plain difficult hex (2 points, no negative) and a trap (1 point, 1
negative), on a map searched a whole cost at a time (no ice, no links)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.map.movement import Mover, reachable


@pytest.mark.rule("FH-TERR-2", "FH-FOCUS-5")
def test_a_difficult_hex_flagged_negative_costs_two_points_and_one_negative_hex() -> None:
    m = HexMap.radius(2, overlays={(1, 0): Overlay("difficult", negative=True), (-1, 0): "difficult",
                                   (0, 1): "trap"})
    reach = reachable(m, Mover((0, 0)), 3)
    assert [(reach[h].neg, reach[h].mp) for h in [(1, 0), (-1, 0), (0, 1)]] == [(1, 2), (0, 2), (1, 1)]
    assert reach[(1, 0)].negatives == ((1, 0),)
