"""The map model's edits and attack patterns as the engine and the AI use them: a door opened, a room
revealed, overlays moved or exchanged (and why a change is refused), the placements of a ranged area
(FH-HEX-3, FH-HEX-7, FH-TILES-MANIP-1, FH-FOCUS-12)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, plan_turn
from floe_widgets.games.frosthaven.map.geometry import Area
from floe_widgets.games.frosthaven.map.hexmap import HexMap
from floe_widgets.games.frosthaven.map.movement import FLYING, JUMP, Mover, Reach, reachable, within
from floe_widgets.games.frosthaven.map.tiles import exchange_overlays, move_overlay, place_overlay

LINE = [(0, 0), (1, -1), (2, -1), (3, -2), (4, -2)]  # five hexes in a row


@pytest.mark.rule("FH-HEX-7")
def test_a_door_is_open_only_once_opened() -> None:
    m = HexMap.radius(2, overlays={(1, 0): "door", (0, 1): "trap"})
    assert not m.is_open_door((1, 0)) and not m.is_open_door((0, 1)) and not m.is_open_door((0, 0))
    assert m.with_door_opened((1, 0)).is_open_door((1, 0))


@pytest.mark.rule("FH-HEX-3")
def test_a_revealed_room_becomes_playable_and_the_rooms_seen_stay_so() -> None:
    m = HexMap.radius(2, rooms={"a": [(0, 0)], "b": [(2, 0)]}, revealed=["a"])
    assert m.is_playable((0, 0)) and not m.is_playable((2, 0))
    both = m.with_revealed("b")
    assert both.is_playable((2, 0)) and both.is_playable((0, 0)) and both.revealed == {"a", "b"}


@pytest.mark.rule("FH-TILES-MANIP-1", "FH-HEX-3")
def test_a_refused_overlay_change_says_what_it_would_do() -> None:
    m = HexMap(LINE, overlays={(4, -2): "obstacle", (0, 0): "trap"})
    with pytest.raises(ValueError) as off_map:
        move_overlay(m, (0, 0), (9, 9))
    assert str(off_map.value) == "[9, 9] is not a playable hex (FH-HEX-3)"
    with pytest.raises(ValueError) as swap:
        exchange_overlays(m, (4, -2), (1, -1))
    assert str(swap.value) == ("exchanging the overlays of [4, -2] and [1, -1] would cut [2, -1] off from the rest "
                               "of the map (FH-TILES-MANIP-1)")
    with pytest.raises(ValueError) as move:
        move_overlay(m, (4, -2), (2, -1))
    assert str(move.value) == ("moving the obstacle from [4, -2] to [2, -1] would cut [3, -2] off from the rest of "
                               "the map (FH-TILES-MANIP-1)")


@pytest.mark.rule("FH-FOCUS-12")
def test_a_ranged_area_covers_a_hex_in_each_distinct_placement_once() -> None:
    line = Area(((0, 0), (0, 1)), melee=False).placements_covering((0, 0))
    assert sorted(sorted(p) for p in line) == [[(-1, 0), (0, 0)], [(-1, 1), (0, 0)], [(0, -1), (0, 0)],
                                               [(0, 0), (0, 1)], [(0, 0), (1, -1)], [(0, 0), (1, 0)]]
    triangle = Area(((0, 0), (1, 0), (0, 1)), melee=False).placements_covering((0, 0))
    assert len(triangle) == len(set(triangle)) == 6 and all((0, 0) in p for p in triangle)


@pytest.mark.rule("FH-FOCUS-12")
def test_a_ranged_area_needs_one_red_hex_within_range() -> None:
    line = Area(((0, 0), (0, 1)), melee=False)
    figures = [Figure("M", "monsters", (0, 0), "monster"), Figure("A", "characters", (0, 4), "character", 10)]
    short = plan_turn(HexMap.radius(4), figures, "M", Ability(move=0, range=2, aoe=line))
    assert [(o.destination, o.attacks) for o in short.options] == [((0, 0), ())]    # its nearest red hex: 3 away
    assert short.explanation[-1] == ("M has no move ability and cannot attack A from where it stands: it does "
                                     "nothing. (FH-MMOVE-7)")
    enough = plan_turn(HexMap.radius(4), figures, "M", Ability(move=0, range=3, aoe=line))
    assert [(o.destination, o.attacks) for o in enough.options] == [((0, 0), ("A",))]


@pytest.mark.rule("FH-HEX-7")
def test_a_closed_door_is_a_wall_to_a_monster_and_a_character_steps_through_it() -> None:
    line = HexMap(LINE, overlays={(2, -1): "door"})
    monster = reachable(line, Mover((0, 0)), None)
    assert sorted(monster) == [(0, 0), (1, -1)]
    hero = reachable(line, Mover((0, 0), character=True), 3)
    assert hero[(2, -1)].path == ((0, 0), (1, -1), (2, -1)) and hero[(3, -2)].mp == 3


@pytest.mark.rule("FH-MOVE-1")
def test_each_reachable_hex_is_reported_with_its_own_hex() -> None:
    reach = reachable(HexMap.radius(2), Mover((0, 0)), 2)
    assert len(reach) == 19 and all(r.hex == h for h, r in reach.items())


@pytest.mark.rule("FH-MOVE-1", "FH-FOCUS-5")
def test_a_short_path_through_a_trap_or_a_safe_way_round_as_asked() -> None:
    m = HexMap.radius(3, overlays={(0, 1): "trap"})
    short = reachable(m, Mover((0, 0)), prefer="short")[(0, 2)]
    safe = reachable(m, Mover((0, 0)))[(0, 2)]
    assert (short.neg, short.mp, short.path) == (1, 2, ((0, 0), (0, 1), (0, 2)))
    assert (safe.neg, safe.mp, safe.path) == (0, 3, ((0, 0), (-1, 1), (-1, 2), (0, 2)))


def test_a_jumping_or_flying_figure_off_the_map_stays_where_it_is() -> None:
    for mode in (JUMP, FLYING):
        assert reachable(HexMap.radius(1), Mover((5, 5), mode), 2) == {(5, 5): Reach((5, 5), 0, 0, ((5, 5),))}


@pytest.mark.rule("FH-TERR-4")
def test_a_trap_is_not_placed_in_an_occupied_hex() -> None:
    with pytest.raises(ValueError) as occupied:
        place_overlay(HexMap.radius(2), (0, 1), "trap", occupied=[(0, 1)])
    assert str(occupied.value) == "a trap cannot be placed in the occupied hex [0, 1] (FH-TERR-4)"
    assert place_overlay(HexMap.radius(2), (0, 1), "difficult", occupied=[(0, 1)]).is_difficult((0, 1))


@pytest.mark.rule("FH-HEX-5")
def test_no_range_can_be_counted_into_a_walled_off_part() -> None:
    walled = HexMap.radius(4, overlays={h: "wall" for h in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]})
    assert walled.range((0, 0), (0, 3)) == float("inf") and walled.range((0, 2), (0, 3)) == 1


@pytest.mark.rule("FH-MOVE-1")
def test_a_characters_move_reports_each_hex_with_no_negative_hex_on_open_ground() -> None:
    reach = within(HexMap.radius(2), Mover((0, 0), character=True), 2)
    assert len(reach) == 19 and all(r.hex == h and r.neg == 0 for h, r in reach.items())
