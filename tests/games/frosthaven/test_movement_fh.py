"""Movement: points and terrain, passing and ending, jump, flying, teleport, icy slides, forced
movement and doors (FH-MOVE, FH-TERR)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.map.forced import forced_moves
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.map.movement import Mover, reachable
from tests.games.frosthaven.walking import follow


def H4(**kw) -> HexMap:
    return HexMap.radius(4, **kw)


@pytest.mark.rule("FH-MOVE-1", "FH-TERR-2", "FH-MOVE-POINTS-1", "FH-OVERLAY-DIFFICULT-1")
def test_points_and_difficult_terrain():
    m = H4(overlays={(0, 1): "difficult"})
    r = reachable(m, Mover((0, 0)), 3, prefer="short")
    assert r[(0, 1)].mp == 2 and r[(0, 2)].mp == 3
    assert (0, 3) not in r and (3, 0) in r and (4, 0) not in r


@pytest.mark.rule("FH-MOVE-2", "FH-MOVE-PASS-1")
def test_pass_allies_not_enemies_and_end_unoccupied():
    mover = Mover((0, 0), occupied=frozenset({(0, 1)}), blocking=frozenset({(1, 0)}))
    r = reachable(H4(), mover, 3)
    assert (0, 2) in r and r[(0, 2)].path == ((0, 0), (0, 1), (0, 2))  # through the ally
    assert (0, 1) not in r and (1, 0) not in r                          # cannot end on figures
    assert r[(2, 0)].mp == 3 and (1, 0) not in r[(2, 0)].path            # around the enemy


@pytest.mark.rule("FH-MOVE-3", "FH-TERR-3", "FH-OVERLAY-HAZARD-1")
def test_entering_hazardous_terrain_counts_and_leaving_it_does_not():
    m = H4(overlays={(0, 1): "hazardous"})
    entered = reachable(m, Mover((0, 0)), 1)[(0, 1)]
    assert (entered.neg, entered.negatives) == (1, ((0, 1),))
    left = reachable(m, Mover((0, 1)), 1)[(0, 2)]
    assert (left.neg, left.negatives) == (0, ())    # leaving the hex it starts in triggers nothing


@pytest.mark.rule("FH-MOVE-4", "FH-JUMP-PATH-1")
def test_jump_ignores_everything_but_the_landing_hex():
    m = H4(overlays={(0, 1): "trap", (0, 2): "obstacle", (0, 3): "difficult", (1, 2): "hazardous", (-1, 2): "icy"})
    mover = Mover((0, 0), mode="jump", blocking=frozenset({(1, 1)}))
    r = reachable(m, mover, 3)
    assert r[(0, 3)].mp == 3 and r[(0, 3)].neg == 0        # difficult ignored, even on landing
    assert r[(1, 2)].neg == 1                              # landing on hazardous terrain
    assert (0, 2) not in r                                 # cannot land on an obstacle
    assert r[(-1, 2)].path[-1] == (-1, 2)                   # no slide when landing on ice
    assert r[(1, 2)].negatives == ((1, 2),)                # only the landing hex counts


@pytest.mark.rule("FH-MOVE-5")
def test_flying_ignores_terrain_and_may_end_on_an_obstacle():
    m = H4(overlays={(0, 1): "trap", (0, 2): "obstacle", (1, 1): "hazardous", (1, 0): "wall"})
    mover = Mover((0, 0), mode="flying", occupied=frozenset({(-1, 1)}))
    r = reachable(m, mover, 2)
    assert r[(0, 2)].mp == 2 and r[(1, 1)].neg == 0 and (-1, 1) not in r and (1, 0) not in r
    assert reachable(m, Mover((0, 0), mode="flying"), None)[(2, 0)].mp == 3  # cannot cross the wall


@pytest.mark.rule("FH-MOVE-6")
def test_teleport_counts_hex_distance_through_walls():
    walls = {h: "wall" for h in [(1, 0), (1, -1), (0, 1), (1, 1), (0, -1), (-1, 0), (-1, 1)]}
    m = H4(overlays={**walls, (2, 0): "icy", (2, -1): "trap"})
    r = reachable(m, Mover((0, 0), mode="teleport"), 2)
    assert (2, 0) in r and r[(2, 0)].path == ((0, 0), (2, 0))   # no slide off the ice
    assert r[(2, -1)].neg == 1 and (3, 0) not in r


@pytest.mark.rule("FH-TERR-5", "FH-OVERLAY-ICY-1")
def test_icy_slides_and_what_stops_them():
    ice = {(0, 1): "icy", (0, 2): "icy"}
    r = reachable(H4(overlays=ice), Mover((0, 0)), 1)
    assert (0, 3) in r and r[(0, 3)].path == ((0, 0), (0, 1), (0, 2), (0, 3)) and r[(0, 3)].mp == 1
    assert (0, 1) not in r and (0, 2) not in r                      # cannot stop on the ice
    blocked = reachable(H4(overlays=ice), Mover((0, 0), occupied=frozenset({(0, 3)})), 1)
    assert (0, 2) in blocked                                        # stopped by a figure
    walled = reachable(H4(overlays=ice, walls=[((0, 2), (0, 3))]), Mover((0, 0)), 1)
    assert (0, 2) in walled                                         # stopped by a wall line
    trap = H4(overlays={(0, 1): "icy", (0, 2): "trap"})
    assert reachable(trap, Mover((0, 0)), 1)[(0, 2)].neg == 1        # slid-into traps trigger


@pytest.mark.rule("FH-HEX-7", "FH-MOVE-8", "FH-OVERLAY-DOOR-1")
def test_only_characters_enter_closed_doors():
    walls = {(0, r): "wall" for r in range(-4, 5) if r != 0}
    m = H4(overlays={**walls, (0, 0): Overlay("door")})
    assert (0, 0) in reachable(m, Mover((-1, 0), character=True), 2)
    assert (1, 0) in reachable(m, Mover((-1, 0), character=True), 2)
    assert (0, 0) not in reachable(m, Mover((-1, 0)), 2) and (1, 0) not in reachable(m, Mover((-1, 0)), None)


@pytest.mark.rule("FH-MOVE-7", "FH-FORCED-PUSHPULL-1", "FH-FORCED-CHOICE-1")
def test_push_moves_farther_each_step_and_monsters_push_full_distance():
    opts = forced_moves(H4(), (0, 0), Mover((0, 1)), 2, "push")
    finals = {f.final for f in opts}
    assert (0, 1) in finals and (0, 3) in finals and (1, 2) in finals and (-1, 3) in finals
    assert all(H4().range((0, 0), f.final) >= 1 for f in opts)
    full = forced_moves(H4(), (0, 0), Mover((0, 1)), 2, "push", full=True)
    assert {f.steps for f in full} == {2} and all(H4().range((0, 0), f.final) == 3 for f in full)
    pulls = forced_moves(H4(), (0, 0), Mover((0, 3)), 2, "pull", full=True)
    assert [f.path for f in pulls] == [((0, 3), (0, 2), (0, 1))]  # the only way closer at each step


@pytest.mark.rule("FH-MOVE-7", "FH-OVERLAY-DOOR-2")
def test_forced_movement_ignores_difficult_never_enters_doors_and_slides_for_free():
    m = H4(overlays={(0, 2): "difficult", (0, 3): Overlay("door"), (1, 2): "icy", (1, 1): "trap"})
    opts = forced_moves(m, (0, 0), Mover((0, 1)), 1, "push")
    finals = {f.final: f for f in opts}
    assert (0, 2) in finals                       # difficult terrain costs nothing extra
    assert (1, 1) in finals and finals[(1, 1)].triggered == ((1, 1),)
    two = forced_moves(m, (0, 0), Mover((0, 1)), 2, "push")
    assert not any((0, 3) in f.path for f in two)  # never into a closed door
    slid = [f for f in two if f.path[:3] == ((0, 1), (1, 1), (1, 2))]
    assert slid and slid[0].path[3] == (1, 3) and slid[0].steps == 2  # slide free, push goes on


@pytest.mark.rule("FH-MOVE-7")
def test_forced_movement_blocked_by_enemies_passes_allies():
    mover = Mover((0, 1), occupied=frozenset({(0, 2)}), blocking=frozenset({(1, 1), (-1, 2)}))
    opts = forced_moves(H4(), (0, 0), mover, 2, "push")
    finals = {f.final for f in opts}
    assert (0, 3) in finals and (0, 2) not in finals  # through the ally, not ending on it
    assert not any((1, 1) in f.path or (-1, 2) in f.path for f in opts)


@pytest.mark.rule("FH-TERR-6", "FH-OVERLAY-PLATE-1")
def test_a_pressure_plate_counts_as_an_empty_hex():
    m = H4(overlays={(0, 1): "pressure-plate"})
    for mode in ("normal", "jump", "flying"):
        r = reachable(m, Mover((0, 0), mode=mode), 2)
        assert r[(0, 1)].neg == 0 and r[(0, 1)].mp == 1   # a figure may end on it; not a negative hex
        assert r[(0, 2)].mp == 2                          # and it costs what an empty hex costs


@pytest.mark.rule("FH-TERR-1", "FH-OVERLAY-OBSTACLE-1")
def test_obstacles_block_walking_and_landing_but_not_sight_or_range():
    m = H4(overlays={(0, 1): "obstacle"})
    assert (0, 1) not in reachable(m, Mover((0, 0)), 3)
    assert reachable(m, Mover((0, 0)), 3)[(0, 2)].mp == 3             # around it
    assert reachable(m, Mover((0, 0), mode="jump"), 2)[(0, 2)].mp == 2  # over it
    assert (0, 1) not in reachable(m, Mover((0, 0), mode="jump"), 2)
    assert (0, 1) in reachable(m, Mover((0, 0), mode="flying"), 2)
    assert m.range((0, 0), (0, 2)) == 2 and m.los((0, 0), (0, 2))


@pytest.mark.rule("FH-TERR-3", "FH-TERR-4")
def test_trap_and_hazard_damage_grow_with_the_scenario_level():
    from floe_widgets.games.frosthaven.map.entries import hazard_damage, trap_damage

    assert [hazard_damage(lv) for lv in range(8)] == [1, 2, 2, 2, 3, 3, 3, 4]
    assert [trap_damage(lv) for lv in range(8)] == [2, 3, 4, 5, 6, 7, 8, 9]


@pytest.mark.rule("FH-MOVE-1", "FH-TERR-5", "FH-FOCUS-5")
def test_every_best_path_can_be_walked_for_its_cost_on_random_boards():
    import random

    from floe_widgets.core import hexgrid

    rng = random.Random(3)
    kinds = ["obstacle", "trap", "hazardous", "difficult", "icy", "icy", "icy"]
    walked = 0
    for _ in range(20):
        hexes = hexgrid.spiral((0, 0), 4)
        overlays = {h: rng.choice(kinds) for h in hexes[1:] if rng.random() < 0.35}
        m = HexMap(hexes, overlays=overlays, walls=[((0, 0), (0, 1))] if rng.random() < 0.5 else [])
        free = [h for h in hexes[1:] if h not in overlays]
        others = rng.sample(free, 3)
        mover = Mover((0, 0), occupied=frozenset(others), blocking=frozenset(others[:1]))
        for h, r in reachable(m, mover).items():
            if h == (0, 0):
                continue
            walk = follow(m, mover, r.steps)
            assert walk.final == h and walk.points == r.mp, (overlays, h, r)
            assert walk.entered == r.path[1:]
            assert sum(m.is_negative(x) for x in walk.entered) == r.neg
            walked += 1
    assert walked > 300


@pytest.mark.rule("FH-MOVE-6", "FH-TELEPORT-DOOR-1")
def test_characters_may_teleport_onto_a_closed_door_monsters_may_not():
    walls = {(0, r): "wall" for r in range(-4, 5) if r != 0}
    m = H4(overlays={**walls, (0, 0): Overlay("door"), (2, 0): "icy"})
    hero = reachable(m, Mover((-2, 0), mode="teleport", character=True), 4)
    assert (0, 0) in hero and (2, 0) in hero and hero[(2, 0)].path == ((-2, 0), (2, 0))
    assert (0, 0) not in reachable(m, Mover((-2, 0), mode="teleport"), 3)
