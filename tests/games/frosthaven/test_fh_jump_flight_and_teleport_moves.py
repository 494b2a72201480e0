"""Jumps, flights and teleports as a figure makes them and as the monster AI plans them: a jumping
character may land on an unlocked door but never jump through one, the steps back toward a hex are
the steps of the move from each hex, a teleport lands straight in its end hex, and a monster that
teleports or jumps heads for the cheapest attack hex and is told what it lands on (FH-MOVE-4..6,
FH-HEX-7, FH-MMOVE-4)."""

from __future__ import annotations

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, plan_turn
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.map.movement import FLYING, JUMP, NORMAL, TELEPORT, Mover, reachable
from floe_widgets.games.frosthaven.map.searches import steps_to_any

#: an unlocked closed door east of the centre, a locked one west of it
DOORS = {(1, 0): Overlay("door"), (-1, 0): Overlay("door", locked=True)}


def monster(h) -> Figure:
    return Figure("M", "monsters", h, "monster")


def hero(h) -> Figure:
    return Figure("A", "characters", h, "character", 10)


@pytest.mark.rule("FH-HEX-7", "FH-MOVE-4")
def test_a_jumping_character_may_land_on_an_unlocked_door_but_not_jump_through_it() -> None:
    m = HexMap.radius(2, overlays=DOORS)
    jumped = {h: r.mp for h, r in reachable(m, Mover((0, 0), JUMP, character=True), 3).items()}
    assert jumped[(1, 0)] == 1                    # lands on the unlocked door
    assert (-1, 0) not in jumped                  # a locked door is a wall to it
    assert jumped[(2, 0)] == 3                    # beyond the door: around it, not through it
    assert all(jumped[h] == 2 for h in hexgrid.ring((0, 0), 2) if h != (2, 0) and h != (-2, 0))
    # a monster lands on neither door and goes round both
    monster_jump = {h: r.mp for h, r in reachable(m, Mover((0, 0), JUMP), 3).items()}
    assert (1, 0) not in monster_jump and (-1, 0) not in monster_jump
    assert monster_jump[(2, 0)] == monster_jump[(-2, 0)] == 3


@pytest.mark.rule("FH-MOVE-4", "FH-MOVE-5", "FH-HEX-7", "FH-MMOVE-4")
@pytest.mark.parametrize("mode", [JUMP, FLYING])
@pytest.mark.parametrize("character", [False, True])
def test_the_steps_back_toward_a_hex_are_the_steps_of_the_move_from_each_hex(mode: str, character: bool) -> None:
    m = HexMap.radius(3, walls=[((0, 1), (1, 1)), ((0, 1), (0, 2))],
                      overlays={**DOORS, (0, -1): "obstacle", (1, -2): "wall", (-2, 2): "trap"})
    mover = Mover((0, 0), mode, character=character)
    for goal in ((2, 0), (1, 0), (0, 2), (-3, 3)):
        back = steps_to_any(m, mover, (goal,))
        for h in sorted(m.hexes):
            if not m.is_playable(h):
                continue
            ahead = reachable(m, mover.at(h))
            assert back.get(h) == (ahead[goal].mp if goal in ahead else None), (goal, h)


def test_the_steps_back_toward_a_hex_are_refused_for_a_walk_or_a_teleport() -> None:
    m = HexMap.radius(2)
    for mode in (NORMAL, TELEPORT):
        with pytest.raises(ValueError, match="^steps_to_any is for jump and flying moves$"):
            steps_to_any(m, Mover((0, 0), mode), [(1, 0)])


@pytest.mark.rule("FH-MOVE-6")
def test_a_teleport_lands_straight_in_its_end_hex_and_triggers_only_that_hex() -> None:
    # walls ignored, only the landing hex counts: no steps on the way
    m = HexMap.radius(3, walls=[((0, 0), (1, 0))], overlays={(1, 0): "trap", (0, 1): "wall", (0, 2): "obstacle"})
    start = (0, 0)
    ends = reachable(m, Mover(start, TELEPORT), 2)
    assert set(ends) == {h for h in m.hexes if hexgrid.distance(start, h) <= 2} - {(0, 1), (0, 2)}
    for h, r in ends.items():
        assert r.hex == h and r.mp == hexgrid.distance(start, h)
        if h == start:
            assert (r.path, r.steps, r.negatives) == ((start,), (), ())
        else:
            assert (r.path, r.steps) == ((start, h), (h,))
            assert r.negatives == ((h,) if h == (1, 0) else ())


@pytest.mark.rule("FH-MOVE-6", "FH-FOCUS-5")
def test_a_teleporting_monster_heads_for_the_cheapest_attack_hex_not_the_first_in_hex_order() -> None:
    # the hexes around A: (-1,0) comes first in hex order but lies 4 hexes away, (1,0) only 2
    plan = plan_turn(HexMap.radius(4), [monster((3, 0)), hero((0, 0))], "M", Ability(move=5, movement="teleport"))
    assert plan.explanation[2] == ("A can be attacked after 2 movement points from hex 1,0; range 3. (FH-FOCUS-5, "
                                   "FH-FOCUS-6, FH-HEX-6)")
    assert [(o.path, o.steps) for o in plan.options] == [(((3, 0), (1, 0)), ((1, 0),))]


@pytest.mark.rule("FH-MOVE-4", "FH-TERR-4", "FH-MMOVE-9")
def test_a_jumping_monster_that_must_land_on_a_trap_is_told_it_springs_it() -> None:
    corridor = HexMap([(0, 0), (0, 1), (0, 2), (0, 3)], overlays={(0, 2): "trap"})
    plan = plan_turn(corridor, [monster((0, 0)), hero((0, 3))], "M", Ability(move=2, movement="jump"),
                     scenario_level=2)
    assert plan.explanation[-1] == ("Entering the trap at hex 0,2 springs it: 4 damage (2 + scenario level), then it "
                                    "is removed. (FH-TERR-4, FH-MMOVE-9)")
    assert [(o.path, o.steps) for o in plan.options] == [(((0, 0), (0, 1), (0, 2)), ((0, 1), (0, 2)))]


@pytest.mark.rule("FH-MOVE-4")
def test_a_jump_that_starts_on_a_trap_triggers_nothing_by_staying_or_leaving() -> None:
    m = HexMap.radius(2, overlays={(0, 0): "trap", (0, 2): "trap"})
    jumped = reachable(m, Mover((0, 0), JUMP), 2)
    assert (jumped[(0, 0)].neg, jumped[(0, 0)].negatives) == (0, ())
    assert (jumped[(0, 1)].neg, jumped[(0, 1)].negatives) == (0, ())
    assert (jumped[(0, 2)].neg, jumped[(0, 2)].negatives) == (1, ((0, 2),))   # only the hex it lands in
