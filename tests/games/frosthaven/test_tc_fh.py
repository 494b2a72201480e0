"""The test cases TC-01..TC-25 of frosthaven-scenario-rules.md (map, focus, monster movement)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.ai.monster_ai import find_focus
from floe_widgets.games.frosthaven.situations.situation import build_document, parse_situation, solve_document


def solve(**kw):
    return solve_document(build_document(**kw))


def outcome(answer) -> set[tuple]:
    """Options as (focus, destination, attacked ids) — every option the party may choose."""
    return {(o["focus"], tuple(o["destination"]), tuple(sorted(o["attacks"]))) for o in answer["options"]}


def keys(**kw):
    sit = parse_situation(build_document(**kw))
    return find_focus(sit.hexmap, sit.figures, sit.active, sit.ability).keys


def ally(fid, h):
    return {"id": fid, "team": "monsters", "kind": "monster", "hex": h}


def invisible(fid, h, init):
    return {"id": fid, "team": "characters", "kind": "character", "hex": h, "initiative": init,
            "conditions": ["invisible"]}


TC01 = dict(monster=(0, 0), move=2, figures=[("A", (0, 2), 1), ("B", (-3, 0), 2)],
            overlays={"obstacle": [(0, 1), (1, 1), (-1, 2)]})


@pytest.mark.rule("TC-01", "FH-FOCUS-7", "FH-FOCUS-MAIN-1")
def test_tc_01_path_beats_proximity():
    k = keys(**TC01)
    assert k["A"][:3] == (0, 4, 2) and k["B"][:3] == (0, 2, 3)
    assert outcome(solve(**TC01)) == {("B", (-2, 0), ("B",))}


@pytest.mark.rule("TC-02", "FH-FOCUS-7", "FH-MMOVE-7")
def test_tc_02_proximity_beats_initiative_attack_without_move():
    kw = dict(monster=(0, 0), move=0, range=3, figures=[("A", (2, 0), 2), ("B", (0, -3), 1), ("C", (0, 4), 0)])
    k = keys(**kw)
    assert k["A"][:3] == (0, 0, 2) and k["B"][:3] == (0, 0, 3) and k["C"][:2] == (0, 1)
    assert outcome(solve(**kw)) == {("A", (0, 0), ("A",))}


@pytest.mark.rule("TC-03", "FH-FOCUS-7", "FH-FOCUS-TIE-1")
def test_tc_03_initiative_tie_break():
    a = solve(monster=(0, 0), move=2, figures=[("A", (2, 0), 2), ("B", (-2, 0), 1)])
    assert a["focus"] == ["B"]
    assert outcome(a) == {("B", (-1, 0), ("B",))}


@pytest.mark.rule("TC-04", "FH-FOCUS-8")
def test_tc_04_summon_before_summoner():
    summon = {"id": "B", "team": "characters", "kind": "summon", "summoner": "A", "hex": (-2, 0)}
    a = solve(monster=(0, 0), move=2, figures=[("A", (2, 0), 30), summon])
    assert a["focus"] == ["B"]


TC05 = dict(overlays={"trap": [(0, 1)], "obstacle": [(1, 1), (-1, 2), (-1, 3)]})


@pytest.mark.rule("TC-05", "FH-FOCUS-5", "FH-FOCUS-7", "FH-FOCUS-15", "FH-FOCUS-HAZARD-1")
def test_tc_05_trap_makes_nearer_enemy_unattractive():
    kw = dict(monster=(0, 0), move=2, figures=[("A", (0, 2), 1), ("B", (-3, 0), 2)], **TC05)
    k = keys(**kw)
    assert k["A"][:2] == (0, 4) and k["B"][:2] == (0, 2)
    assert solve(**kw)["focus"] == ["B"]


@pytest.mark.rule("TC-06", "FH-MMOVE-3", "FH-MMOVE-4", "FH-FOCUS-15")
@pytest.mark.parametrize("move,dest,attacks", [(1, (1, 0), ()), (3, (2, 1), ()), (4, (1, 2), ("A",))])
def test_tc_06_long_safe_path(move, dest, attacks):
    a = solve(monster=(0, 0), move=move, figures=[("A", (0, 2), 1)], **TC05)
    assert outcome(a) == {("A", dest, attacks)}
    assert all([0, 1] not in o["path"] for o in a["options"])  # never enters the trap


TC07 = dict(overlays={"hazardous": [(0, 1)], "obstacle": [(1, 1), (1, 2), (-1, 2), (-1, 3), (0, 3)]})


@pytest.mark.rule("TC-07", "FH-MMOVE-3", "FH-MMOVE-4", "FH-TERR-3")
def test_tc_07_unavoidable_hazardous_terrain():
    kw = dict(monster=(0, -1), figures=[("A", (0, 2), 1)], **TC07)
    assert keys(move=2, **kw)["A"][:2] == (1, 2)
    two = solve(move=2, **kw)
    assert outcome(two) == {("A", (0, 1), ("A",))}
    assert two["options"][0]["path"] == [[0, -1], [0, 0], [0, 1]]
    assert outcome(solve(move=1, **kw)) == {("A", (0, 0), ())}


@pytest.mark.rule("TC-08", "FH-FOCUS-5", "FH-TERR-2")
def test_tc_08_difficult_terrain_in_focus_cost():
    kw = dict(monster=(0, 0), move=2, figures=[("A", (0, -3), 1), ("B", (0, 3), 2)],
              overlays={"difficult": [(0, -1), (1, -1), (-1, 0)]})
    k = keys(**kw)
    assert k["A"][:3] == (0, 3, 3) and k["B"][:3] == (0, 2, 3)
    assert outcome(solve(**kw)) == {("B", (0, 2), ("B",))}


@pytest.mark.rule("TC-09", "FH-TERR-2", "FH-MMOVE-4")
@pytest.mark.parametrize("move,dest,attacks", [(2, (1, 0), ()), (3, (1, 1), ()), (4, (0, 2), ("A",))])
def test_tc_09_difficult_terrain_is_not_negative(move, dest, attacks):
    a = solve(monster=(0, 0), move=move, figures=[("A", (0, 3), 1)],
              overlays={"trap": [(0, 1)], "difficult": [(1, 0)], "obstacle": [(-1, 1), (1, 2)]})
    assert outcome(a) == {("A", dest, attacks)}


@pytest.mark.rule("TC-10", "FH-FOCUS-10", "FH-FOCUS-NONE-1")
def test_tc_10_no_focus():
    a = solve(monster=(0, -2), move=2, figures=[("A", (0, 2), 1), ally("a1", (1, 1)), ally("a2", (0, 1))],
              overlays={"obstacle": [(1, 2), (-1, 2), (-1, 3), (0, 3)]})
    assert a["focus"] == []
    assert outcome(a) == {(None, (0, -2), ())}


@pytest.mark.rule("TC-11", "FH-FOCUS-9", "FH-COND-3")
def test_tc_11_invisible_enemy():
    a = solve(monster=(0, 0), move=2, figures=[invisible("A", (0, 1), 1), ("B", (0, 3), 2)])
    assert a["focus"] == ["B"]
    assert outcome(a) == {("B", (0, 2), ("B",))}
    assert a["options"][0]["path"] == [[0, 0], [0, 1], [0, 2]]


TC12 = dict(overlays={"obstacle": [(1, -1), (-1, 0)]})


@pytest.mark.rule("TC-12", "FH-MMOVE-5", "FH-MONMOVE-RANGED-1")
def test_tc_12_ranged_monster_steps_away():
    a = solve(monster=(0, 0), move=2, range=3, figures=[("A", (0, 1), 1)], **TC12)
    assert outcome(a) == {("A", (0, -1), ("A",))}


@pytest.mark.rule("TC-13", "FH-MMOVE-5")
def test_tc_13_stepping_away_never_uses_negative_hexes():
    kw = dict(monster=(0, 0), range=3, figures=[("A", (0, 1), 1)],
              overlays={"hazardous": [(0, -1), (1, -1), (-1, 0)], "obstacle": [(-2, 1), (-2, 2), (2, 0)]})
    assert outcome(solve(move=1, **kw)) == {("A", (0, 0), ("A",))}
    two = solve(move=2, **kw)
    assert outcome(two) == {("A", (2, -1), ("A",))}
    assert two["options"][0]["path"] == [[0, 0], [1, 0], [2, -1]]


@pytest.mark.rule("TC-14", "FH-MMOVE-5")
def test_tc_14_muddled_ranged_monster_stays():
    a = solve(monster=(0, 0), move=2, range=3, muddled=True, figures=[("A", (0, 1), 1)], **TC12)
    assert outcome(a) == {("A", (0, 0), ("A",))}


@pytest.mark.rule("TC-15", "FH-MMOVE-4", "FH-MOVE-2")
def test_tc_15_cannot_shorten_the_path():
    column = [[0, r] for r in range(-4, 5)]
    kw = dict(hexes=column, monster=(0, -4), range=2, figures=[ally("a", (0, -3)), ("A", (0, 4), 1)])
    assert keys(move=1, **kw)["A"][:2] == (0, 6)
    assert outcome(solve(move=1, **kw)) == {("A", (0, -4), ())}
    assert outcome(solve(move=2, **kw)) == {("A", (0, -2), ())}


TC16 = dict(monster=(0, 0), move=1, range=2, figures=[("A", (0, 2), 1), ("B", (2, 1), 2)],
            overlays={"obstacle": [(1, 0)]})


@pytest.mark.rule("TC-16", "FH-MMOVE-3", "FH-FOCUS-11")
def test_tc_16_more_targets_beat_avoiding_disadvantage():
    assert outcome(solve(targets=2, **TC16)) == {("A", (0, 1), ("A", "B"))}
    assert outcome(solve(targets=1, **TC16)) == {("A", (0, 0), ("A",))}


@pytest.mark.rule("TC-17", "FH-FOCUS-12")
def test_tc_17_melee_area_changes_the_focus():
    figs = [("A", (0, 2), 2), ("B", (2, -1), 1)]
    area = solve(monster=(0, 0), move=2, aoe={"melee": True, "hexes": [[0, -1], [0, -2]]}, figures=figs)
    assert outcome(area) == {("A", (0, 0), ("A",))}
    assert sorted(map(tuple, area["options"][0]["aoe_hexes"])) == [(0, 1), (0, 2)]
    plain = solve(monster=(0, 0), move=2, figures=figs)
    assert plain["focus"] == ["B"]


TC18 = dict(overlays={"icy": [(0, 1), (0, 2)]})


@pytest.mark.rule("TC-18", "FH-TERR-5", "FH-FOCUS-5")
def test_tc_18_icy_slide_shortens_the_path():
    kw = dict(monster=(0, 0), move=1, figures=[("A", (0, 4), 2), ("B", (3, -1), 1)], **TC18)
    k = keys(**kw)
    assert k["A"][:3] == (0, 1, 4) and k["B"][:3] == (0, 2, 3)
    a = solve(**kw)
    assert outcome(a) == {("A", (0, 3), ("A",))}
    assert a["options"][0]["path"] == [[0, 0], [0, 1], [0, 2], [0, 3]]


@pytest.mark.rule("TC-19", "FH-TERR-5", "FH-GEN-1")
def test_tc_19_slide_stopped_by_an_ally():
    kw = dict(monster=(0, 0), figures=[("A", (0, 4), 2), ("B", (3, -1), 1), ally("a", (0, 3))], **TC18)
    assert keys(move=1, **kw)["A"][:2] == (0, 3)
    assert outcome(solve(move=1, **kw)) == {("B", (1, -1), ()), ("B", (1, 0), ())}
    assert outcome(solve(move=2, **kw)) == {("B", (2, -1), ("B",)), ("B", (2, 0), ("B",))}


TC20 = dict(monster=(0, 0), move=2, figures=[("A", (0, 3), 1)],
            overlays={"trap": [(0, 1)], "obstacle": [(1, 0), (-1, 1)]})


@pytest.mark.rule("TC-20", "FH-MOVE-4", "FH-MMOVE-8", "FH-FOCUS-3")
def test_tc_20_jump():
    assert keys(movement="jump", **TC20)["A"][:2] == (0, 2)
    assert outcome(solve(movement="jump", **TC20)) == {("A", (0, 2), ("A",))}
    assert keys(**TC20)["A"][:2] == (0, 5)
    assert outcome(solve(**TC20)) == {("A", (-2, 1), ()), ("A", (2, -1), ())}


TC21 = dict(monster=(0, 0), move=1, figures=[("A", (0, 2), 1)], overlays={"obstacle": [(0, 1), (1, 1), (-1, 2)]})


@pytest.mark.rule("TC-21", "FH-MOVE-5", "FH-MMOVE-8")
def test_tc_21_flying_ends_on_an_obstacle():
    assert outcome(solve(movement="flying", **TC21)) == {("A", (0, 1), ("A",))}
    assert outcome(solve(**TC21)) == {("A", (-1, 1), ()), ("A", (1, 0), ())}


@pytest.mark.rule("TC-22", "FH-HEX-7", "FH-MOVE-8", "FH-OVERLAY-DOOR-1")
def test_tc_22_closed_door_is_a_wall_for_monsters():
    walls = [(0, r) for r in range(-4, 5) if r != 0]
    kw = dict(monster=(-2, 0), move=2, figures=[("A", (2, 0), 1)], overlays={"wall": walls})
    closed = solve(doors={(0, 0): False}, **kw)
    assert closed["focus"] == [] and outcome(closed) == {(None, (-2, 0), ())}
    k = keys(doors={(0, 0): True}, **kw)
    assert k["A"][:3] == (0, 3, 4)


@pytest.mark.rule("TC-23", "FH-LOS-2", "FH-FOCUS-6")
def test_tc_23_moving_to_gain_line_of_sight():
    kw = dict(monster=(0, 0), move=2, range=3, figures=[("A", (0, 2), 1)],
              overlays={"wall": [(0, 1)], "obstacle": [(-1, 0), (-1, 1), (1, -1)]})
    assert keys(**kw)["A"][:2] == (0, 1)
    assert outcome(solve(**kw)) == {("A", (1, 0), ("A",))}


@pytest.mark.rule("TC-24", "FH-HEX-6", "FH-HEX-5")
def test_tc_24_proximity_is_counted_around_walls():
    walls = [((q, 0), (q, 1)) for q in range(-4, 1)] + [((q, 0), (q - 1, 1)) for q in range(-3, 1)]
    kw = dict(monster=(0, 0), move=0, range=4, walls=walls, figures=[("A", (0, 3), 1), ("B", (3, -3), 2)])
    k = keys(**kw)
    assert k["A"][:3] == (0, 0, 4) and k["B"][:3] == (0, 0, 3)
    assert outcome(solve(**kw)) == {("B", (0, 0), ("B",))}


@pytest.mark.rule("TC-25", "FH-FOCUS-2", "FH-MMOVE-6")
def test_tc_25_move_without_attack_or_disarmed():
    kw = dict(monster=(0, 0), move=2, range=3, figures=[("A", (0, 3), 1)])
    assert outcome(solve(**kw)) == {("A", (0, 0), ("A",))}
    assert outcome(solve(attack=False, **kw)) == {("A", (0, 2), ())}
    doc = build_document(**kw)
    doc["figures"][0]["conditions"] = ["disarm"]
    assert keys(**kw)["A"][:2] == (0, 0)
    disarmed = solve_document(doc)
    assert outcome(disarmed) == {("A", (0, 2), ())}
