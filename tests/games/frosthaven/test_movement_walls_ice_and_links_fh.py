"""Movement around thin walls, on ice, through linked hexes, by teleport and by push, worked out by hand
(FH-HEX-4, FH-HEX-8, FH-TERR-1, FH-TERR-5, FH-TERR-7, FH-MOVE-2, FH-MOVE-6, FH-MOVE-7).  The search
follows slides only on a map with ice: maps with and without are checked."""

from __future__ import annotations

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.forced import forced_moves
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.map.movement import Mover, all_resting, reachable, within
from floe_widgets.games.frosthaven.map.searches import costs_to


def H4(**kw) -> HexMap:
    return HexMap.radius(4, **kw)


#: ice in a far corner makes the search follow slides
FAR_ICE = {(-4, 0): "icy"}


@pytest.mark.rule("FH-HEX-4", "FH-MOVE-2")
@pytest.mark.parametrize("overlays", [{}, FAR_ICE])
def test_thin_walls_on_two_sides_of_a_hex_both_block(overlays: dict) -> None:
    m = H4(walls=[((0, 0), (0, 1)), ((0, 0), (1, 0))], overlays=overlays)
    r = reachable(m, Mover((0, 0)), 2)
    assert r[(0, 1)].path == ((0, 0), (-1, 1), (0, 1)) and r[(1, 0)].path == ((0, 0), (1, -1), (1, 0))
    one = reachable(m, Mover((0, 0)), 1)
    assert (0, 1) not in one and (1, 0) not in one


@pytest.mark.rule("FH-HEX-4", "FH-MOVE-1")
def test_a_character_picking_its_own_path_goes_round_thin_walls() -> None:
    m = H4(walls=[((0, 0), (0, 1)), ((0, 0), (1, 0))])
    assert sorted(within(m, Mover((0, 0), character=True), 1)) == [(-1, 0), (-1, 1), (0, -1), (0, 0), (1, -1)]
    two = within(m, Mover((0, 0), character=True), 2)
    assert two[(0, 1)].path == ((0, 0), (-1, 1), (0, 1)) and two[(1, 0)].path == ((0, 0), (1, -1), (1, 0))


@pytest.mark.rule("FH-HEX-7")
def test_a_closed_door_is_entered_and_left_only_by_a_character_picking_its_own_path() -> None:
    door = H4(overlays={(0, 0): Overlay("door")})
    assert list(within(door, Mover((0, 0)), 2)) == [(0, 0)]
    assert sorted(within(door, Mover((0, 0), character=True), 1)) == sorted([(0, 0), *hexgrid.DIRECTIONS])
    # and entered only by one
    assert (0, 0) not in within(door, Mover((1, 0)), 3) and (0, 0) in within(door, Mover((1, 0), character=True), 1)


@pytest.mark.rule("FH-HEX-4")
@pytest.mark.parametrize("overlays", [{}, FAR_ICE])
def test_a_thin_wall_blocks_only_its_own_side(overlays: dict) -> None:
    m = H4(walls=[((0, 0), (-1, 1))], overlays=overlays)
    r = reachable(m, Mover((0, 0)), 1)
    assert sorted(r) == [(-1, 0), (0, -1), (0, 0), (0, 1), (1, -1), (1, 0)]
    assert reachable(m, Mover((0, 0)), 2)[(-1, 1)].mp == 2


@pytest.mark.rule("FH-TERR-5", "FH-TERR-1", "FH-TERR-7")
@pytest.mark.parametrize("stop", ["obstacle", "objective"])
def test_a_slide_stops_before_an_obstacle_or_an_objective(stop: str) -> None:
    m = H4(overlays={(0, 1): "icy", (0, 2): stop})
    r = reachable(m, Mover((0, 0)), 1)
    assert r[(0, 1)].path == ((0, 0), (0, 1)) and (0, 2) not in r
    picked = within(m, Mover((0, 0), character=True), 1)   # a character picking its own path
    assert picked[(0, 1)].path == ((0, 0), (0, 1)) and (0, 2) not in picked


@pytest.mark.rule("FH-HEX-8", "FH-TERR-5")
def test_a_linked_hex_is_entered_without_sliding_on_its_ice() -> None:
    # the link joins (0,0) and (2,0); (2,0) is icy, but a link step has no direction to slide in
    m = H4(overlays={(2, 0): "icy"}, links=[((0, 0), (2, 0))])
    r = reachable(m, Mover((0, 0)), 1)
    assert r[(2, 0)].path == ((0, 0), (2, 0)) and r[(2, 0)].mp == 1
    assert (3, 0) not in r and (4, 0) not in r
    picked = within(m, Mover((0, 0), character=True), 1)   # a character picking its own path
    assert picked[(2, 0)].path == ((0, 0), (2, 0)) and (4, 0) not in picked


@pytest.mark.rule("FH-MOVE-6", "FH-MOVE-2", "FH-TERR-7")
def test_a_teleport_lands_on_no_figure_and_no_objective_and_only_traps_hurt() -> None:
    m = H4(overlays={(2, 0): "objective", (0, 2): "trap"})
    r = reachable(m, Mover((0, 0), mode="teleport", blocking=frozenset({(-2, 0)})), 2)
    assert (2, 0) not in r and (-2, 0) not in r
    assert (r[(1, 1)].neg, r[(1, 1)].path) == (0, ((0, 0), (1, 1)))
    assert (r[(0, 2)].neg, r[(0, 2)].negatives) == (1, ((0, 2),))


@pytest.mark.rule("FH-MOVE-1")
def test_an_unknown_movement_mode_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="^unknown movement mode 'swim'$"):
        Mover((0, 0), mode="swim")


@pytest.mark.rule("FH-MOVE-7")
def test_a_forced_move_is_a_push_unless_said_otherwise() -> None:
    pushed = forced_moves(H4(), (0, 0), Mover((0, 1)), 1)
    assert [f.final for f in pushed] == [(-1, 2), (0, 1), (0, 2), (1, 1)]
    with pytest.raises(ValueError, match="^kind must be 'push' or 'pull'$"):
        forced_moves(H4(), (0, 0), Mover((0, 1)), 1, "shove")


@pytest.mark.rule("FH-MOVE-1")
@pytest.mark.parametrize("mode", ["normal", "jump", "flying"])
def test_a_figure_off_the_map_can_only_stay_where_it_is_at_no_cost(mode: str) -> None:
    r = reachable(H4(), Mover((9, 9), mode=mode), 3)
    assert {h: (x.neg, x.mp, x.path) for h, x in r.items()} == {(9, 9): (0, 0, ((9, 9),))}


@pytest.mark.rule("FH-HEX-8")
@pytest.mark.parametrize("link", [((0, 0), (9, 9)), ((9, 9), (0, 0))])
def test_a_link_to_a_hex_off_the_map_takes_no_one_anywhere(link: tuple) -> None:
    linked = HexMap.radius(2, links=[link])
    assert reachable(linked, Mover((0, 0)), 2) == reachable(HexMap.radius(2), Mover((0, 0)), 2)


@pytest.mark.rule("FH-HEX-8")
def test_a_link_joins_its_two_hexes_both_ways() -> None:
    m = HexMap.radius(4, links=[((-4, 0), (4, 0))])
    assert reachable(m, Mover((-4, 0)), 1)[(4, 0)].mp == 1
    assert reachable(m, Mover((4, 0)), 1)[(-4, 0)].mp == 1


@pytest.mark.rule("FH-HEX-8", "FH-TERR-7", "FH-HEX-7")
@pytest.mark.parametrize("overlays", [{}, FAR_ICE])
def test_a_link_is_entered_as_a_neighbour_is(overlays: dict) -> None:
    link = [((-4, 4), (4, -4))]
    objective = H4(overlays={**overlays, (4, -4): "objective"}, links=link)
    assert (4, -4) not in all_resting(objective, Mover((-4, 4), character=True))
    door = H4(overlays={**overlays, (4, -4): Overlay("door")}, links=link)
    assert reachable(door, Mover((-4, 4), character=True), 1)[(4, -4)].path == ((-4, 4), (4, -4))
    assert (4, -4) not in all_resting(door, Mover((-4, 4)))
    # the search back toward the door takes the link too
    assert costs_to(door, Mover((0, 0), character=True), (4, -4)).get((-4, 4)) == (0, 1)
    # and a closed door is left only by a character (FH-HEX-7), by its link as by its sides
    assert list(all_resting(door, Mover((4, -4)))) == [(4, -4)]
    assert costs_to(door, Mover((0, 0)), (-4, 4)).get((4, -4)) is None


@pytest.mark.rule("FH-TERR-5", "FH-FOCUS-5")
@pytest.mark.parametrize(("top", "bottom"), [(-2, -1), (-2, -3)])
def test_each_negative_hex_slid_into_counts_on_slides_side_by_side(top: int, bottom: int) -> None:
    # two rows of ice (q -3..-1), entered side by side from the same cost, each with one negative hex
    # (the first one entered, or one slid into); each slide rests at the row's east end
    ice = {(q, r): "icy" for q in (-3, -2, -1) for r in (0, 1)}
    ice[(top, 0)] = ice[(bottom, 1)] = Overlay("icy", negative=True)
    m = HexMap([(q, r) for q in range(-5, 1) for r in (0, 1)], overlays=ice)
    ways = all_resting(m, Mover((-5, 1)))
    assert ways[(0, 0)].path == ((-5, 1), (-4, 0), (-3, 0), (-2, 0), (-1, 0), (0, 0))
    assert (ways[(0, 0)].cost, ways[(0, 0)].negatives, ways[(0, 0)].steps) == ((1, 2), ((top, 0),), ((-4, 0), (-3, 0)))
    assert ways[(0, 1)].path == ((-5, 1), (-4, 1), (-3, 1), (-2, 1), (-1, 1), (0, 1))
    assert (ways[(0, 1)].cost, ways[(0, 1)].negatives) == ((1, 2), ((bottom, 1),))


@pytest.mark.rule("FH-TERR-5", "FH-FOCUS-5")
def test_a_slide_across_two_negative_hexes_counts_both() -> None:
    m = HexMap([(q, 0) for q in range(-3, 2)],
               overlays={(-2, 0): "icy", (-1, 0): Overlay("icy", negative=True), (0, 0): Overlay("icy", negative=True)})
    end = all_resting(m, Mover((-3, 0)))[(1, 0)]
    assert end.path == ((-3, 0), (-2, 0), (-1, 0), (0, 0), (1, 0)) and end.steps == ((-2, 0),)
    assert (end.cost, end.negatives) == ((2, 1), ((-1, 0), (0, 0)))
