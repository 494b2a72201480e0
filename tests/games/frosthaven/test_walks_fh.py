"""Walks a figure chooses step by step and the moves a character picks its own path for: points spent,
entry effects, refusals with their rule, doors reached through a link (FH-MOVE-1..5, FH-TERR-1/6,
FH-HEX-7, FH-HEX-8)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.map.movement import Mover, follow, reachable, within


@pytest.mark.rule("FH-MOVE-1", "FH-FOCUS-5")
def test_a_character_may_walk_over_a_trap_when_the_safe_way_is_too_long() -> None:
    m = HexMap.radius(3, overlays={(0, 1): "trap"})
    hero = Mover((0, 0), character=True)
    over = within(m, hero, 2)[(0, 2)]
    assert (over.neg, over.mp, over.path) == (1, 2, ((0, 0), (0, 1), (0, 2)))
    assert (0, 2) not in reachable(m, hero, 2)      # the monsters' safe way round needs 3 points


@pytest.mark.rule("FH-MOVE-1")
def test_of_two_paths_of_equal_points_a_character_takes_the_one_without_a_trap() -> None:
    m = HexMap.radius(3, overlays={(1, 0): "trap"})
    way = within(m, Mover((0, 0), character=True), 2)[(1, 1)]
    assert (way.neg, way.mp, way.path) == (0, 2, ((0, 0), (0, 1), (1, 1)))


@pytest.mark.rule("FH-MOVE-4")
def test_a_jump_spends_one_point_a_hex() -> None:
    m = HexMap.radius(4, overlays={(0, 1): "obstacle", (0, 2): "difficult"})
    walk = follow(m, Mover((0, 0), mode="jump"), [(0, 1), (0, 2), (0, 3)])
    assert (walk.final, walk.points) == ((0, 3), 3)


@pytest.mark.rule("FH-MOVE-5", "FH-TERR-6")
def test_a_flying_figure_still_presses_a_pressure_plate() -> None:
    m = HexMap.radius(4, overlays={(0, 1): "pressure-plate", (0, 2): "trap"})
    walk = follow(m, Mover((0, 0), mode="flying"), [(0, 1), (0, 2), (0, 3)])
    assert walk.triggered == ((0, 1),) and walk.points == 3


@pytest.mark.rule("FH-TERR-1", "FH-MOVE-2")
def test_a_walk_into_an_obstacle_is_refused_with_its_rule() -> None:
    with pytest.raises(ValueError) as refused:
        follow(HexMap.radius(2, overlays={(0, 1): "obstacle"}), Mover((0, 0)), [(0, 1)])
    assert str(refused.value) == "cannot enter (0, 1): obstacle (FH-TERR-1)"


@pytest.mark.rule("FH-HEX-7", "FH-HEX-8")
def test_a_monster_led_through_a_link_into_a_closed_door_goes_no_further() -> None:
    m = HexMap.radius(4, overlays={(3, 0): Overlay("door")}, links=[((0, 0), (3, 0))])
    with pytest.raises(ValueError) as through:
        follow(m, Mover((0, 0)), [(3, 0), (4, 0)])
    assert str(through.value) == "cannot pass the closed door on (3, 0) (FH-HEX-7)"
    with pytest.raises(ValueError) as ending:
        follow(m, Mover((0, 0)), [(3, 0)])
    assert str(ending.value) == "cannot end the move on (3, 0) (FH-MOVE-2)"


@pytest.mark.rule("FH-TERR-5", "FH-MOVE-1")
def test_a_character_stepping_onto_ice_slides_on_for_the_same_point() -> None:
    m = HexMap.radius(3, overlays={(0, 1): "icy"})
    hero = Mover((0, 0), character=True)
    slid = within(m, hero, 1)
    assert (0, 1) not in slid                      # nobody rests on the ice it slid over
    assert (slid[(0, 2)].mp, slid[(0, 2)].path) == (1, ((0, 0), (0, 1), (0, 2)))
    assert follow(m, hero, [(0, 1)]).final == (0, 2)


@pytest.mark.rule("FH-MOVE-4", "FH-MOVE-5")
def test_a_character_jumping_or_flying_reaches_what_the_jump_or_flight_reaches() -> None:
    m = HexMap.radius(3, overlays={(0, 1): "obstacle", (0, 2): "trap"})
    for mode in ("jump", "flying"):
        mover = Mover((0, 0), mode=mode, character=True)
        assert within(m, mover, 2) == reachable(m, mover, 2)
    jumped = within(m, Mover((0, 0), mode="jump", character=True), 2)
    assert (0, 1) not in jumped and (jumped[(0, 2)].neg, jumped[(0, 2)].mp) == (1, 2)   # lands on the trap
