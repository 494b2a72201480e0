"""The monster AI's focus, approach and targets in positions worked out by hand, as the party reads them:
the focus by fewest movement points, an enemy out of range but reachable by teleport, an approach
toward several equally near attack hexes one of which cannot be approached, a jump around a wall,
the damage of the negative hexes it accepts, extra targets, and a position with too many tied target
sets (FH-FOCUS-*, FH-MMOVE-3/4/9, FH-MACT-2)."""

from __future__ import annotations

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, TooManyTies, plan_turn
from floe_widgets.games.frosthaven.map.geometry import Area
from floe_widgets.games.frosthaven.map.hexmap import HexMap


def board(**kw) -> HexMap:
    return HexMap.radius(4, **kw)


def monster(h=(0, 0)) -> Figure:
    return Figure("M", "monsters", h, "monster")


def hero(fid: str, h, initiative: int) -> Figure:
    return Figure(fid, "characters", h, "character", initiative)


def explained(m: HexMap, figures: list[Figure], ability: Ability, **kw) -> list[str]:
    return plan_turn(m, figures, "M", ability, **kw).explanation


def destinations(m: HexMap, figures: list[Figure], ability: Ability) -> list:
    return [o.destination for o in plan_turn(m, figures, "M", ability).options]


FOCUS_ONLY = "Focus: A (the only enemy it can attack). (FH-FOCUS-7, FH-FOCUS-8)"
#: a wall of hexes down the middle of the board with a gap at its south end, (0,3) and (0,4)
WALL_WITH_A_GAP = {(0, r): "wall" for r in range(-4, 3)}


@pytest.mark.rule("FH-FOCUS-7")
def test_the_focus_is_the_enemy_reached_with_fewest_movement_points() -> None:
    # B acts first but needs 2 points to an attack hex, A only 1
    assert explained(board(), [monster(), hero("A", (0, 2), 10), hero("B", (-3, 0), 5)], Ability(move=1))[1:4] == [
        "A can be attacked after 1 movement point from hex 0,1; range 2. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "B can be attacked after 2 movement points from hex -2,0; range 3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        "Focus: A (fewest movement points to an attack hex). (FH-FOCUS-7, FH-FOCUS-8)"]


@pytest.mark.rule("FH-MOVE-6", "FH-FOCUS-6")
def test_an_enemy_beyond_a_wall_is_out_of_range_yet_a_teleport_reaches_it() -> None:
    # a wall across the whole board: no range between the two halves, but a teleport ignores walls
    walls = {(0, r): "wall" for r in range(-4, 5)}
    assert explained(board(overlays=walls), [monster((-2, 0)), hero("A", (2, 0), 10)],
                     Ability(move=5, movement="teleport")) == [
        "M focuses with its attack: melee. (FH-FOCUS-2)",
        "Paths use teleport movement. (FH-FOCUS-3, FH-MOVE-6)",
        "A can be attacked after 3 movement points from hex 1,0; range none. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M moves to hex 1,0: from there it can attack A (0 attacks with disadvantage; 3 movement points). (FH-MMOVE-3)",
        "Option from hex 1,0: attack A. (FH-MACT-2)"]


@pytest.mark.rule("FH-MMOVE-4", "FH-GEN-1")
def test_an_attack_hex_it_cannot_approach_leaves_staying_among_the_options() -> None:
    # a ring of six hexes around a hole: the monster and A stand opposite; each way round costs
    # 3 points, the difficult hex is the first step one way and the last the other way
    ring = list(hexgrid.neighbours((0, 0)))   # (1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1)
    m = HexMap(ring, overlays={(1, -1): "difficult", (-1, 1): "difficult"})
    figures = [monster((1, 0)), hero("A", (-1, 0), 10)]
    assert explained(m, figures, Ability(move=1))[3:] == [
        "M cannot attack A this turn; the nearest attack hexes are hex -1,1 and hex 0,-1 (3 movement points). "
        "(FH-MMOVE-4)",
        "Heading for hex -1,1, it moves to hex 0,1, leaving 2 movement points to go (shortest remaining path, no extra "
        "negative hexes). (FH-MMOVE-4)",
        "Heading for hex 0,-1, no hex within 1 movement point shortens its path without extra negative hexes: it would "
        "stay. (FH-MMOVE-4)",
        "The players pick which of the equally near attack hexes it heads for: every result is an option for the "
        "party. (FH-MMOVE-4, FH-GEN-1)"]
    assert destinations(m, figures, Ability(move=1)) == [(0, 1), (1, 0)]


@pytest.mark.rule("FH-MMOVE-4", "FH-MOVE-4")
def test_a_jumping_monster_counts_its_way_around_a_wall_not_across_it() -> None:
    # A is just beyond the wall; a jump cannot cross wall hexes, so it heads for the gap
    figures = [monster((-1, 0)), hero("A", (1, 0), 10)]
    assert explained(board(overlays=WALL_WITH_A_GAP), figures, Ability(move=2, movement="jump"))[4:] == [
        "M cannot attack A this turn; the nearest attack hex is hex 1,1 (6 movement points). (FH-MMOVE-4)",
        "It moves to hex -1,2, leaving 4 movement points to go (shortest remaining path, no extra negative hexes). "
        "(FH-MMOVE-4)"]


@pytest.mark.rule("FH-MMOVE-3", "FH-MMOVE-9", "FH-TERR-3")
def test_a_hazard_it_must_cross_is_accepted_and_its_damage_quoted() -> None:
    corridor = HexMap([(0, 0), (0, 1), (0, 2), (0, 3)], overlays={(0, 1): "hazardous"})
    assert explained(corridor, [monster(), hero("A", (0, 3), 10)], Ability(move=2), scenario_level=4)[3:] == [
        "M moves to hex 0,2: from there it can attack A (0 attacks with disadvantage; 2 movement points). (FH-MMOVE-3)",
        "Every way to attack A crosses 1 negative hex; it accepts no more than that. (FH-MMOVE-3)",
        "Option from hex 0,2: attack A. (FH-MACT-2)",
        "Entering the hazardous terrain at hex 0,1 deals 3 damage (1 + scenario level / 3 rounded up). (FH-TERR-3, "
        "FH-MMOVE-9)"]


@pytest.mark.rule("FH-MOVE-4", "FH-MMOVE-9")
def test_a_jump_over_a_trap_does_not_spring_it() -> None:
    plan = plan_turn(board(overlays={(0, 1): "trap"}), [monster(), hero("A", (0, 3), 10)], "M",
                     Ability(move=2, movement="jump"))
    assert [(o.path, o.attacks) for o in plan.options] == [(((0, 0), (0, 1), (0, 2)), ("A",))]
    assert not any("trap" in line for line in plan.explanation)


@pytest.mark.rule("FH-MMOVE-3", "FH-FOCUS-11")
def test_a_second_target_is_counted_in_the_reason_for_the_destination() -> None:
    figures = [monster(), hero("A", (0, 3), 10), hero("B", (1, 2), 20)]
    assert explained(board(), figures, Ability(move=2, targets=2))[4:] == [
        "M moves to hex 0,2: from there it can attack A (2 targets; 0 attacks with disadvantage; 2 movement points). "
        "(FH-MMOVE-3)",
        "Option from hex 0,2: attack A and B. (FH-MACT-2, FH-FOCUS-11)"]


@pytest.mark.rule("FH-MACT-2")
def test_too_many_tied_target_sets_are_refused_with_their_count() -> None:
    # Target 5 at range 4 with 15 enemies two or three hexes away: 14 others to choose 4 from, 1001 ways
    far = [h for h in hexgrid.spiral((0, 0), 4) if hexgrid.distance((0, 0), h) in (2, 3)][:15]
    figures = [monster()] + [hero(f"H{i:02d}", h, 10 + i) for i, h in enumerate(far)]
    with pytest.raises(TooManyTies, match="^1001 equally good choices of 4 more targets; at most 1000 are listed$"):
        plan_turn(board(), figures, "M", Ability(range=4, targets=5))


@pytest.mark.rule("FH-FOCUS-12")
def test_the_extra_target_of_a_melee_area_must_be_adjacent_whatever_range_the_card_shows() -> None:
    area = Area(((1, 0),), melee=True)
    ability = Ability(range=3, targets=2, aoe=area)
    far = plan_turn(board(), [monster(), hero("A", (0, 1), 10), hero("B", (0, 3), 20)], "M", ability)
    assert [o.attacks for o in far.options] == [("A",)]
    assert far.explanation[2] == ("B can be attacked after 3 movement points from hex -1,3, hex 0,2 or hex 1,2; range "
                                  "3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)")
    near = plan_turn(board(), [monster(), hero("A", (0, 1), 10), hero("B", (-1, 0), 20)], "M", ability)
    assert [o.attacks for o in near.options] == [("A", "B")]


@pytest.mark.rule("FH-MMOVE-3", "FH-MMOVE-5")
def test_a_ranged_monster_with_target_2_keeps_its_extra_target_out_of_disadvantage_too() -> None:
    # from (-2, 0) it would reach both, but the extra target A would stand beside it (disadvantage); from
    # (-1, -1), two points away, neither attack has disadvantage
    m = HexMap.radius(3)
    figures = [monster(), hero("A", (-3, 1), 10), hero("B", (-1, 1), 20)]
    plan = plan_turn(m, figures, "M", Ability(move=2, range=2, targets=2))
    assert [(o.focus, o.destination, o.attacks) for o in plan.options] == [("B", (-1, -1), ("B", "A"))]
    assert ("M moves to hex -1,-1: from there it can attack B (stepping away from B avoids disadvantage; 2 targets; "
            "0 attacks with disadvantage; 2 movement points). (FH-MMOVE-3, FH-MMOVE-5)") in plan.explanation


@pytest.mark.rule("FH-FOCUS-12", "FH-MMOVE-3")
def test_an_area_with_an_extra_target_may_be_placed_on_the_other_enemy_with_the_focus_as_the_extra() -> None:
    # from (1, -1) B is 3 hexes away, too far for an extra target, but the triangle reaches it (a red hex within
    # range 2) with the focus A as the extra target: two targets, as from (0, -1)
    m = HexMap.radius(3, overlays={(2, -3): "wall", (2, 1): "wall"})
    figures = [monster(), hero("A", (3, -2), 10), hero("B", (-1, -2), 11)]
    area = Area(((0, 0), (1, 0), (0, 1)), melee=False)
    plan = plan_turn(m, figures, "M", Ability(move=2, range=2, targets=2, aoe=area))
    assert [(o.focus, o.destination, o.attacks) for o in plan.options] == [("A", (0, -1), ("A", "B")),
                                                                          ("A", (1, -1), ("A", "B"))]


@pytest.mark.rule("FH-MMOVE-5", "FH-HEX-4")
@pytest.mark.parametrize("side", range(6))
def test_a_ranged_monster_steps_away_from_an_enemy_beside_it_on_any_side(side: int) -> None:
    # the enemy stands on each of the six sides in turn: one step away, out of disadvantage, to any hex two
    # from the enemy
    dq, dr = hexgrid.DIRECTIONS[side]
    enemy = (-dq, -dr)
    plan = plan_turn(HexMap.radius(3), [monster(), hero("B", enemy, 10)], "M", Ability(move=1, range=3))
    away = {h for h in hexgrid.neighbours((0, 0)) if hexgrid.distance(h, enemy) == 2}
    assert {o.destination for o in plan.options} == away and len(away) == 3


@pytest.mark.rule("FH-MMOVE-4", "FH-GEN-1")
def test_two_first_steps_equally_near_its_one_attack_hex_are_both_options() -> None:
    # A's only neighbour on the map is hex 2,-1; the monster's two neighbours are each one step from it
    m = HexMap([(0, 0), (1, 0), (1, -1), (2, -1), (3, -1)])
    figures = [monster((0, 0)), hero("A", (3, -1), 10)]
    assert explained(m, figures, Ability(move=1))[3:] == [
        "M cannot attack A this turn; the nearest attack hex is hex 2,-1 (2 movement points). (FH-MMOVE-4)",
        "It moves to hex 1,-1 or hex 1,0, leaving 1 movement point to go (shortest remaining path, no extra negative "
        "hexes). (FH-MMOVE-4)",
        "These hexes tie: each is an option for the party. (FH-GEN-1)"]
    assert destinations(m, figures, Ability(move=1)) == [(1, -1), (1, 0)]


@pytest.mark.rule("FH-FOCUS-12", "FH-MMOVE-3")
@pytest.mark.parametrize("side", range(6))
def test_a_melee_area_turns_to_reach_its_focus_two_hexes_away_on_any_side(side: int) -> None:
    # a line of two red hexes: only the turn that points at A reaches it; with Target 2 the other turns are
    # tried too (an extra target could be beside the monster), and none of them stops the search
    area = Area(((1, 0), (2, 0)), melee=True)
    a = hexgrid.add(hexgrid.DIRECTIONS[side], hexgrid.DIRECTIONS[side])
    plan = plan_turn(board(), [monster(), hero("A", a, 10)], "M", Ability(targets=2, aoe=area))
    assert [(o.focus, o.destination, o.attacks) for o in plan.options] == [("A", (0, 0), ("A",))]


@pytest.mark.rule("FH-MMOVE-3", "FH-MMOVE-5", "FH-FOCUS-12")
def test_an_area_attack_steps_away_from_its_extra_target_too() -> None:
    # A and B stand on opposite sides of it: the two-hex area holds one, the other is the extra target, and
    # both would be attacked with disadvantage from beside them; one step takes it two hexes from each
    area = Area(((0, 0), (1, 0)), melee=False)
    plan = plan_turn(HexMap.radius(3), [monster(), hero("A", (-1, 1), 10), hero("B", (1, 0), 20)], "M",
                     Ability(move=2, range=2, targets=2, aoe=area))
    assert [(o.focus, o.destination, o.attacks) for o in plan.options] == [("A", (0, -1), ("A", "B"))]
    assert ("M moves to hex 0,-1: from there it can attack A (stepping away from A avoids disadvantage; 2 targets; "
            "0 attacks with disadvantage; 1 movement point). (FH-MMOVE-3, FH-MMOVE-5)") in plan.explanation


@pytest.mark.rule("FH-MMOVE-4", "FH-MOVE-4")
def test_a_jumper_heads_for_its_one_attack_hex_though_landing_there_springs_a_trap() -> None:
    # A's one open neighbour is a trap: every way to attack A lands on it (one negative hex), and a jump
    # triggers only the hex it lands on, so the jumper still closes in, as a walker does
    a = (0, 3)
    around = [h for h in hexgrid.neighbours(a) if hexgrid.distance(h, (0, 0)) <= 4]
    m = board(overlays={h: "wall" for h in around[1:]} | {around[0]: "trap"})
    figures = [monster((0, -3)), hero("A", a, 10)]
    closer = [(0, -1), (1, -2), (2, -3)]
    assert destinations(m, figures, Ability(move=2, movement="jump")) == closer
    assert destinations(m, figures, Ability(move=2)) == closer


#: a corridor of four hexes, the monster at one end (0,0) and A at the other (3,0): its only attack hex,
#: 2,0, is 2 steps away through 1,0
CORRIDOR = [(0, 0), (1, 0), (2, 0), (3, 0)]
NO_WAY_TO_A = ["A cannot be attacked from any hex M can reach. (FH-FOCUS-6)",
               "M has no focus: it neither moves nor attacks. (FH-FOCUS-10)"]


@pytest.mark.rule("FH-MOVE-2")
def test_a_monster_passes_through_its_ally_but_not_through_an_objective_of_its_own_side() -> None:
    # the hex between holds a figure of the monsters' side (the game puts its objectives on that side)
    def plan(kind: str) -> list[str]:
        return explained(HexMap(CORRIDOR), [monster(), Figure("O", "monsters", (1, 0), kind), hero("A", (3, 0), 10)],
                         Ability(move=2))[1:]

    assert plan("monster") == [
        "A can be attacked after 2 movement points from hex 2,0; range 3. (FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)",
        FOCUS_ONLY,
        "M moves to hex 2,0: from there it can attack A (0 attacks with disadvantage; 2 movement points). (FH-MMOVE-3)",
        "Option from hex 2,0: attack A. (FH-MACT-2)"]
    assert plan("objective") == NO_WAY_TO_A


@pytest.mark.rule("FH-MOVE-2", "FH-MOVE-4")
@pytest.mark.parametrize("ice", [{}, {(3, 0): "icy"}])   # ice anywhere on the map: the search that slides
def test_an_objective_on_the_map_blocks_a_walk_and_a_jump_passes_over_it(ice: dict) -> None:
    corridor = HexMap(CORRIDOR, overlays={(1, 0): "objective"} | ice)
    figures = [monster(), hero("A", (3, 0), 10)]
    assert explained(corridor, figures, Ability(move=2))[1:] == NO_WAY_TO_A
    assert destinations(corridor, figures, Ability(move=2, movement="jump")) == [(2, 0)]


@pytest.mark.rule("FH-ADV-RANGED-1", "FH-HEX-4")
@pytest.mark.parametrize(("thin_wall", "last_words", "range_words"), [
    (((0, 0), (0, 1)), " (A with disadvantage)", "range 1"),   # on another side of A's hex: still adjacent
    (((0, 0), (1, 0)), "", "range 2"),                          # between them: not adjacent
])
def test_a_ranged_attack_on_a_target_adjacent_past_its_thin_walls_has_disadvantage(
        thin_wall: tuple, last_words: str, range_words: str) -> None:
    # an immobile ranged monster beside A; a wall hex behind A
    m = board(walls=[thin_wall], overlays={(-1, 0): "wall"})
    figures = [monster((1, 0)), hero("A", (0, 0), 10)]
    said = explained(m, figures, Ability(move=0, attack=True, range=3))
    assert said[1] == (f"A can be attacked after 0 movement points from where it stands; {range_words}. "
                       "(FH-FOCUS-5, FH-FOCUS-6, FH-HEX-6)")
    assert said[-1] == f"Option: attack A{last_words}. (FH-MACT-2)"
