"""Scenario maps read from their rows, starting hexes, the recommended level and the scenario list."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.scenario import book as SC


@pytest.mark.rule("FH-MAP-START-1", "FH-OVERLAY-DOOR-1", "FH-OVERLAY-TRAP-1", "FH-OVERLAY-HAZARD-1",
                  "FH-OVERLAY-DIFFICULT-1", "FH-OVERLAY-ICY-1")
def test_a_map_is_read_from_its_tile_and_overlay_rows() -> None:
    tiles = ["111",
             "1D2",
             "22",
             "2"]
    overlays = ["THL",
                "SIR",
                "X"]            # shorter rows and a missing last row mean featureless hexes
    b = SC.parse_board("t", tiles, overlays, {"treasures": [{"at": [2, 1], "id": "t1"}]})
    # odd-q offset (col, row) -> axial (q, r): r = row - (col - (col & 1)) // 2
    assert b.rooms == {(0, 0): 1, (1, 0): 1, (2, -1): 1, (0, 1): 1, (1, 1): 0, (2, 0): 2, (0, 2): 2, (1, 2): 2,
                       (0, 3): 2}
    assert b.doors == {(1, 1)} and b.starts == ((0, 1),)
    assert (b.traps, b.hazards, b.loot) == ({(0, 0)}, {(1, 0)}, {(2, -1)})
    assert (b.icy, b.difficult, b.obstacles) == ({(1, 1)}, {(2, 0)}, {(0, 2)})
    assert b.treasures == {(2, 0): {"at": [2, 1], "id": "t1"}} and b.sid == "t"
    assert b.data == {"treasures": [{"at": [2, 1], "id": "t1"}]}
    bare = SC.parse_board("u", ["1"], [])
    assert bare.treasures == {} and bare.data == {}


@pytest.mark.rule("FH-MAP-START-1")
def test_starting_hexes_are_listed_row_by_row() -> None:
    b = SC.parse_board("s", ["111", "111"], ["..S", "SS."])
    assert b.starts == ((2, -1), (0, 1), (1, 1))


@pytest.mark.rule("FH-LEVEL-CALC-1")
def test_the_recommended_level_halves_the_average_rounding_up() -> None:
    assert SC.recommended_level([5, 5]) == 3 and SC.recommended_level([6, 6, 6]) == 3
    assert SC.recommended_level([9, 9, 9, 9]) == 5


@pytest.mark.rule("FH-SCEN-ENTRY-1")
def test_every_listed_scenario_can_be_looked_up() -> None:
    ids = SC.scenario_ids()
    assert len(ids) == len(set(ids)) and "thaw-gate" in ids
    assert [SC.scenario_data(i)["id"] for i in ids] == ids
    with pytest.raises(KeyError, match="no-such-scenario"):
        SC.scenario_data("no-such-scenario")
