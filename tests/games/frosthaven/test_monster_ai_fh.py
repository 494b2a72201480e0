"""Monster focus, movement and target choice through the Python API (FH-FOCUS, FH-MMOVE, FH-MACT-2)."""

from __future__ import annotations

import heapq
import random

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, find_focus, plan_turn
from floe_widgets.games.frosthaven.map.geometry import Area
from floe_widgets.games.frosthaven.map.hexmap import HexMap


def H4(**kw) -> HexMap:
    return HexMap.radius(4, **kw)


def M(h=(0, 0), *conds, fid="M"):
    return Figure(fid, "monsters", h, "monster", conditions=frozenset(conds))


def C(fid, h, init, *conds, kind="character", summoner=None):
    return Figure(fid, "characters", h, kind, init, summoner, frozenset(conds))


def outcome(plan):
    return {(o.focus, o.destination, tuple(sorted(o.attacks))) for o in plan.options}


@pytest.mark.rule("FH-FOCUS-1")
def test_stunned_monster_finds_no_focus():
    plan = plan_turn(H4(), [M((0, 0), "stun"), C("A", (0, 1), 10)], "M", Ability(move=2))
    assert plan.focus == [] and outcome(plan) == {(None, (0, 0), ())}
    assert any("FH-FOCUS-1" in s.rules for s in plan.trace)
    assert plan_turn(H4(), [M(), C("A", (0, 1), 10)], "M", Ability(move=2)).focus == ["A"]


@pytest.mark.rule("FH-FOCUS-2", "FH-MMOVE-2")
def test_focus_profile_is_the_card_attack_or_a_melee_proxy():
    figs = [M(), C("A", (0, 3), 10), C("B", (2, -1), 20)]
    ranged = find_focus(H4(), figs, "M", Ability(move=2, range=3))
    assert ranged.keys["A"][:2] == (0, 0) and ranged.focus == ["B"]  # both in range, B closer
    melee = find_focus(H4(), figs, "M", Ability(move=2, range=3, attack=False))
    assert melee.keys["A"][:2] == (0, 2) and melee.keys["B"][:2] == (0, 1) and melee.focus == ["B"]


@pytest.mark.rule("FH-FOCUS-3")
def test_focus_uses_unlimited_points_and_the_move_mode():
    figs = [M(), C("A", (0, 4), 10)]
    m = H4(overlays={(0, 1): "obstacle", (0, 2): "obstacle", (1, 1): "obstacle", (-1, 2): "obstacle"})
    walk = find_focus(m, figs, "M", Ability(move=1)).keys["A"]
    fly = find_focus(m, figs, "M", Ability(move=1, movement="flying")).keys["A"]
    assert fly[:2] == (0, 3) and walk[1] > 3
    stuck = find_focus(m, [M((0, 0), "immobilize"), C("A", (0, 4), 10)], "M", Ability(move=0)).keys["A"]
    assert stuck == walk  # neither the move value nor immobilize changes the focus


@pytest.mark.rule("FH-FOCUS-4", "FH-FOCUS-5")
def test_negative_hexes_are_legal_ends_and_counted_when_entered():
    around_a = [(1, 1), (1, 2), (0, 3), (-1, 3), (-1, 2)]
    m = H4(overlays={(0, 1): "trap", **{h: "obstacle" for h in around_a}})
    figs = [M(), C("A", (0, 2), 10)]
    fr = find_focus(m, figs, "M", Ability(move=1))
    assert fr.keys["A"][:2] == (1, 1) and fr.best_hexes["A"] == [(0, 1)]
    plan = plan_turn(m, figs, "M", Ability(move=1))
    assert outcome(plan) == {("A", (0, 1), ("A",))}
    # a hex holding a figure is never a legal end hex, even the only attack hex
    blocked = find_focus(m, figs + [Figure("a", "monsters", (0, 1), "monster")], "M", Ability(move=1))
    assert blocked.focus == []


@pytest.mark.rule("FH-FOCUS-6")
def test_focus_ignores_line_of_sight_from_the_start_hex():
    m = H4(overlays={(1, 0): "wall", (1, -1): "wall", (0, 1): "wall", (1, 1): "wall"})
    fr = find_focus(m, [M(), C("A", (2, 0), 10)], "M", Ability(move=2, range=2))
    assert not m.los((0, 0), (2, 0)) and fr.focus == ["A"] and fr.keys["A"][1] > 0


@pytest.mark.rule("FH-FOCUS-7", "FH-FOCUS-MAIN-1", "FH-FOCUS-HAZARD-1", "FH-FOCUS-TIE-1")
def test_focus_key_order():
    m = H4(overlays={(0, 1): "trap"})
    # A: 1 point through the trap's neighbour... B: same points but nearer by range
    figs = [M(), C("A", (0, 2), 5), C("B", (2, -2), 50), C("C", (-2, 0), 1)]
    fr = find_focus(m, figs, "M", Ability(move=2))
    assert fr.keys["A"][:2] == (0, 2)            # safe attack hexes (1,1) and (-1,2), 2 points away
    ordered = sorted(fr.keys, key=fr.keys.get)
    assert ordered[0] == fr.focus[0]
    assert fr.keys["C"][:3] == (0, 1, 2) and fr.keys["B"][:3] == (0, 1, 2)
    assert fr.focus == ["C"]                     # same path and range: initiative 1 beats 50


@pytest.mark.rule("FH-FOCUS-8", "FH-TERR-7")
def test_initiative_positions_summons_objectives_ties():
    figs = [M(), C("A", (2, 0), 30), C("S1", (-2, 0), None, kind="summon", summoner="A"),
            C("S2", (0, 2), None, kind="summon", summoner="A")]
    assert find_focus(H4(), figs, "M", Ability(move=2)).focus == ["S1"]
    objective = [M(), Figure("O", "characters", (2, 0), "objective"), C("A", (-2, 0), 98)]
    assert find_focus(H4(), objective, "M", Ability(move=2)).focus == ["A"]
    tied = [M(), C("A", (2, 0), 40), C("B", (-2, 0), 40)]
    assert find_focus(H4(), tied, "M", Ability(move=2)).focus == ["A", "B"]


@pytest.mark.rule("FH-FOCUS-9", "FH-COND-3", "FH-COND-INVIS-1")
def test_invisible_enemies_are_not_focused_not_targeted_passable():
    figs = [M(), C("A", (0, 1), 1, "invisible"), C("B", (0, 2), 2)]
    plan = plan_turn(H4(), figs, "M", Ability(move=1, targets=3))
    assert plan.focus == ["B"]
    assert all("A" not in o.attacks for o in plan.options)
    assert (0, 1) not in {o.destination for o in plan.options}  # may not end on A


@pytest.mark.rule("FH-FOCUS-10", "FH-FOCUS-NONE-1")
def test_no_enemy_reachable_means_no_focus():
    m = H4(walls=[((0, 2), n) for n in hexgrid.neighbours((0, 2))])
    plan = plan_turn(m, [M(), C("A", (0, 2), 1)], "M", Ability(move=3, range=0))
    assert plan.focus == [] and outcome(plan) == {(None, (0, 0), ())}
    # a ranged attack can still reach over the wall ring? no: range counts around walls
    assert plan_turn(m, [M(), C("A", (0, 2), 1)], "M", Ability(move=3, range=4)).focus == []


@pytest.mark.rule("FH-FOCUS-11", "FH-TARGET-X-1")
def test_extra_targets_do_not_change_the_focus():
    figs = [M(), C("A", (3, 0), 1), C("B", (-2, 0), 2), C("C", (-2, 1), 3)]
    one = find_focus(H4(), figs, "M", Ability(move=1, targets=1))
    two = find_focus(H4(), figs, "M", Ability(move=1, targets=2))
    assert one.focus == two.focus == ["B"]
    plan = plan_turn(H4(), figs, "M", Ability(move=1, targets=2))
    assert all(o.attacks[0] == "B" and len(o.attacks) == 2 for o in plan.options)


@pytest.mark.rule("FH-FOCUS-12", "FH-AOE-ORIENT-1", "FH-AOE-HEX-1")
def test_area_orientations_and_targets():
    ell = Area(((0, -1), (1, -2), (0, -2)), melee=True)
    assert len(ell.orientations) == 12
    line = Area(((0, -1), (0, -2)), melee=True)
    assert len(line.orientations) == 6
    no_mirror = Area(((0, -1), (1, -2), (0, -2)), melee=True, mirror=False)
    assert len(no_mirror.orientations) == 6
    # allies in red hexes are never targeted; enemies in the area all are
    figs = [M(), C("A", (0, 1), 1), C("B", (0, 2), 2), Figure("a", "monsters", (1, 0), "monster")]
    plan = plan_turn(H4(), figs, "M", Ability(move=0, aoe=Area(((0, 1), (0, 2), (1, 0)), melee=True)))
    assert outcome(plan) == {("A", (0, 0), ("A", "B"))}


@pytest.mark.rule("FH-FOCUS-12", "FH-MMOVE-5", "FH-ADV-RANGED-1")
def test_ranged_area_disadvantage_and_melee_area_none():
    figs = [M(), C("A", (0, 1), 1)]
    ranged = plan_turn(H4(), figs, "M", Ability(move=0, range=2, aoe=Area(((0, 0), (0, 1)), melee=False)))
    assert ranged.options[0].disadvantaged == ("A",)
    melee = plan_turn(H4(), figs, "M", Ability(move=0, aoe=Area(((0, 1), (0, 2)), melee=True)))
    assert melee.options[0].disadvantaged == ()
    mover = plan_turn(H4(), figs, "M", Ability(move=1, range=2, aoe=Area(((0, 0), (0, 1)), melee=False)))
    assert all(o.destination != (0, 0) and o.disadvantaged == () for o in mover.options)


@pytest.mark.rule("FH-MMOVE-1", "FH-MONMOVE-CARD-1")
def test_no_move_ability_no_movement():
    figs = [M(), C("A", (0, 3), 1)]
    plan = plan_turn(H4(), figs, "M", Ability(move=0))
    assert outcome(plan) == {("A", (0, 0), ())}
    assert outcome(plan_turn(H4(), figs, "M", Ability(move=2))) == {("A", (0, 2), ("A",))}
    immobile = plan_turn(H4(), [M((0, 0), "immobilize"), C("A", (0, 3), 1)], "M", Ability(move=2))
    assert outcome(immobile) == {("A", (0, 0), ())}


@pytest.mark.rule("FH-MMOVE-3", "FH-MONMOVE-MIN-1")
def test_adjacent_melee_monster_does_not_move():
    plan = plan_turn(H4(), [M(), C("A", (0, 1), 1)], "M", Ability(move=3))
    assert outcome(plan) == {("A", (0, 0), ("A",))} and plan.options[0].path == ((0, 0),)


@pytest.mark.rule("FH-MMOVE-5")
def test_strengthened_ranged_monster_does_not_step_away():
    strong = plan_turn(H4(), [M((0, 0), "strengthen"), C("A", (0, 1), 1)], "M", Ability(move=2, range=3))
    assert outcome(strong) == {("A", (0, 0), ("A",))}
    plain = plan_turn(H4(), [M(), C("A", (0, 1), 1)], "M", Ability(move=2, range=3))
    assert plain.options and all(o.destination != (0, 0) and o.disadvantaged == () for o in plain.options)


@pytest.mark.rule("FH-MACT-2", "FH-GEN-1")
def test_tied_target_sets_are_all_options_focus_first():
    figs = [M(), C("A", (0, -2), 10), C("B", (2, 0), 20), C("C", (-2, 0), 30)]
    plan = plan_turn(H4(), figs, "M", Ability(move=0, range=3, targets=2))
    assert [o.attacks for o in plan.options] == [("A", "B"), ("A", "C")]


@pytest.mark.rule("FH-GEN-4")
def test_monsters_never_target_allies():
    figs = [M(), Figure("a", "monsters", (0, 1), "monster"), C("A", (0, 3), 1)]
    plan = plan_turn(H4(), figs, "M", Ability(move=3, targets=3, range=3))
    assert plan.focus == ["A"] and all("a" not in o.attacks for o in plan.options)


def test_explanation_cites_rule_ids_and_costs():
    plan = plan_turn(H4(overlays={(0, 1): "trap"}), [M(), C("A", (0, 2), 1), C("B", (-3, 0), 2)], "M",
                     Ability(move=2))
    text = "\n".join(plan.explanation)
    assert "A can be attacked after" in text and "B can be attacked after" in text
    assert "FH-FOCUS-7" in text and "FH-FOCUS-5" in text
    assert all(s.rules for s in plan.trace)


# -- an independent brute force for the focus key (normal movement, no ice) ----------------------
def brute_key(m, figs, me, enemy):
    occupied = {f.hex for f in figs if f is not me}
    start = me.hex
    best = brute_costs(m, figs, me, start)
    ends = [h for h in best if h == start or h not in occupied]
    costs = [best[h] for h in ends if m.adjacent(h, enemy.hex)]
    return min(costs) if costs else None


@pytest.mark.rule("FH-FOCUS-14", "FH-FOCUS-5", "FH-FOCUS-7")
def test_focus_keys_match_a_brute_force_on_random_boards():
    rng = random.Random(7)
    kinds = ["obstacle", "trap", "hazardous", "difficult"]
    for _ in range(25):
        hexes = hexgrid.spiral((0, 0), 4)
        overlays = {h: rng.choice(kinds) for h in hexes if rng.random() < 0.25}
        free = [h for h in hexes if h not in overlays]
        spots = rng.sample(free, 4)
        m = HexMap(hexes, overlays=overlays)
        figs = [M(spots[0])] + [C(f"E{i}", spots[i], 10 * i) for i in (1, 2, 3)]
        fr = find_focus(m, figs, "M", Ability(move=2))
        for e in figs[1:]:
            want = brute_key(m, figs, figs[0], e)
            got = fr.keys.get(e.id)
            assert (got[:2] if got else None) == want, (overlays, spots, e.id)
        if fr.keys:
            low = min(fr.keys.values())
            assert fr.focus == sorted(i for i, k in fr.keys.items() if k == low)


@pytest.mark.rule("FH-TERR-3", "FH-TERR-4", "FH-LEVEL-2")
@pytest.mark.parametrize("level,hazard,trap", [(0, 1, 2), (1, 2, 3), (3, 2, 5), (4, 3, 6), (7, 4, 9)])
def test_trace_quotes_trap_and_hazard_damage_for_the_level(level, hazard, trap):
    walls = [(1, 1), (1, 2), (-1, 2), (-1, 3), (0, 3)]
    hz = H4(overlays={(0, 1): "hazardous", **{h: "obstacle" for h in walls}})
    plan = plan_turn(hz, [M((0, -1)), C("A", (0, 2), 1)], "M", Ability(move=2), scenario_level=level)
    assert f"deals {hazard} damage" in "\n".join(plan.explanation)
    tr = H4(overlays={(0, 1): "trap", **{h: "obstacle" for h in walls}})
    plan = plan_turn(tr, [M((0, -1)), C("A", (0, 2), 1)], "M", Ability(move=2), scenario_level=level)
    assert f"{trap} damage" in "\n".join(plan.explanation)


@pytest.mark.rule("FH-FOCUS-13")
def test_negative_non_attack_abilities_pick_targets_by_the_focus_rules_without_moving():
    from floe_widgets.games.frosthaven.ai.monster_ai import negative_ability_targets

    figs = [M(), C("A", (0, 2), 30), C("B", (2, -1), 10), C("C", (0, -1), 50), C("D", (0, 4), 1)]
    assert negative_ability_targets(H4(), figs, "M", 2) == [("C",)]           # closest by range
    assert negative_ability_targets(H4(), figs, "M", 2, targets=2) == [("C", "B")]  # then initiative
    assert negative_ability_targets(H4(), figs, "M", 2, targets=9) == [("C", "B", "A")]  # D out of range
    assert negative_ability_targets(H4(), [M(), C("D", (0, 4), 1)], "M", 2) == []
    tied = [M(), C("A", (2, 0), 20), C("B", (-2, 0), 20)]
    assert negative_ability_targets(H4(), tied, "M", 3) == [("A",), ("B",)]


def brute_costs(m, figs, me, start):
    """(neg, mp) from ``start`` to every hex, normal movement without ice (independent of movement.py)."""
    enemies = {f.hex for f in figs if f.team != me.team}
    best = {}
    heap = [(0, 0, start)]
    while heap:
        neg, mp, h = heapq.heappop(heap)
        if h in best:
            continue
        best[h] = (neg, mp)
        for n in hexgrid.neighbours(h):
            if n in best or not m.adjacent(h, n) or m.is_obstacle(n) or n in enemies:
                continue
            heapq.heappush(heap, (neg + m.is_negative(n), mp + (2 if m.is_difficult(n) else 1), n))
    return best


@pytest.mark.rule("FH-MMOVE-3", "FH-MMOVE-4", "FH-MMOVE-10")
def test_melee_destinations_match_the_reference_procedure_on_random_boards():
    rng = random.Random(11)
    kinds = ["obstacle", "trap", "hazardous", "difficult"]
    checked = 0
    for _ in range(30):
        hexes = hexgrid.spiral((0, 0), 4)
        overlays = {h: rng.choice(kinds) for h in hexes if rng.random() < 0.3}
        free = [h for h in hexes if h not in overlays]
        spots = rng.sample(free, 4)
        m = HexMap(hexes, overlays=overlays)
        figs = [M(spots[0]), C("A", spots[1], 10), C("B", spots[2], 20), Figure("a", "monsters", spots[3], "monster")]
        me, occupied = figs[0], {f.hex for f in figs[1:]}
        move = rng.choice([1, 2, 3])
        plan = plan_turn(m, figs, "M", Ability(move=move))
        if len(plan.focus) != 1:
            continue
        focus = next(f for f in figs if f.id == plan.focus[0])
        cost = {h: c for h, c in brute_costs(m, figs, me, me.hex).items() if h == me.hex or h not in occupied}
        att = {d: c for d, c in cost.items() if m.adjacent(d, focus.hex)}
        n_star = min(c[0] for c in att.values())
        cand = {d: c for d, c in att.items() if c[0] == n_star}
        now = {d: c for d, c in cand.items() if c[1] <= move}
        if now:
            low = min(c[1] for c in now.values())
            want = {d for d, c in now.items() if c[1] == low}
            assert {o.destination for o in plan.options} == want
            assert all(o.attacks == (focus.id,) for o in plan.options)
        else:
            ideal_mp = min(c[1] for c in cand.values())
            ideal = [d for d, c in cand.items() if c[1] == ideal_mp]
            scored = []
            for e, c in cost.items():
                if c[1] > move or e == me.hex:
                    continue
                ce = brute_costs(m, figs, me, e)
                for d in ideal:
                    if d in ce and ce[d][1] < ideal_mp and c[0] + ce[d][0] == n_star:
                        scored.append(((c[0] + ce[d][0], ce[d][1], c[1]), e))
            want = {e for k, e in scored if k == min(scored)[0]} if scored else {me.hex}
            assert {o.destination for o in plan.options} == want
            assert all(o.attacks == () for o in plan.options)
        checked += 1
    assert checked >= 20


@pytest.mark.rule("FH-FOCUS-10", "FH-MMOVE-6")
def test_a_summon_without_focus_may_walk_toward_its_summoner():
    hero = C("H", (0, 4), 20)
    summon = C("S", (0, -2), None, kind="summon", summoner="H")
    walled = H4(overlays={h: "wall" for h in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]})
    figs = [hero, summon, Figure("X", "monsters", (0, 0), "monster")]   # the only monster is walled in
    plan = plan_turn(walled, figs, "S", Ability(move=2))
    assert plan.focus == []
    assert plan.options[0].destination == (0, -2) and plan.options[0].path == ((0, -2),)  # staying
    moved = [o for o in plan.options if o.destination != (0, -2)]
    assert moved and all(o.attacks == () and o.focus is None for o in moved)
    assert all(walled.range(o.destination, (0, 4)) < walled.range((0, -2), (0, 4)) for o in moved)
    monster_plan = plan_turn(walled, figs, "X", Ability(move=2))
    assert monster_plan.focus == [] and len(monster_plan.options) == 1  # a monster has no such choice


@pytest.mark.rule("FH-FOCUS-12", "FH-FOCUS-11")
def test_plus_target_on_an_area_adds_targets_outside_it():
    figs = [M(), C("A", (0, 2), 1), C("B", (2, -2), 2), C("C", (0, 3), 3)]
    ranged = Area(((0, 0), (0, 1)), melee=False)
    one = plan_turn(H4(), figs, "M", Ability(move=0, range=2, aoe=ranged, targets=1))
    assert outcome(one) == {("A", (0, 0), ("A", "C"))}
    plus = plan_turn(H4(), figs, "M", Ability(move=0, range=2, aoe=ranged, targets=2))
    assert outcome(plus) == {("A", (0, 0), ("A", "B", "C"))}
    # melee area + 1 target: the extra target must be adjacent (Choice)
    line = Area(((0, 1), (0, 2)), melee=True)
    near = [M(), C("A", (0, 2), 1), C("B", (1, -1), 2), C("D", (-3, 0), 3)]
    melee = plan_turn(H4(), near, "M", Ability(move=0, aoe=line, targets=2))
    assert melee.focus == ["B"]                        # adjacent, so closer than A
    assert {o.attacks for o in melee.options} == {("B", "A")}  # A in the line, B as the extra target


@pytest.mark.rule("FH-MMOVE-4")
def test_approach_never_adds_a_negative_hex_even_to_shorten_the_path():
    # The only safe way down passes the ally on (0,1); the only other shortening step is a trap.
    m = H4(overlays={(-1, 1): "trap"})
    figs = [M(), Figure("a", "monsters", (0, 1), "monster"), C("A", (0, 4), 1)]
    one = plan_turn(m, figs, "M", Ability(move=1))
    assert outcome(one) == {("A", (0, 0), ())}          # stays rather than step on the trap
    two = plan_turn(m, figs, "M", Ability(move=2))
    assert outcome(two) == {("A", (0, 2), ())}          # past the ally, safely
