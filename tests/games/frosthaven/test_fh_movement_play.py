"""Movement rules played through the scenario engine: points and difficult terrain, passing allies
but not enemies, entry effects, jumps, teleports and doors (FH-MOVE-*)."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place

from floe_widgets.core import IllegalAction
from floe_widgets.games.frosthaven.map.entries import hazard_damage
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import MoveTo
from floe_widgets.games.frosthaven.scenario.state import Figure


def _moves(g) -> set:
    return {a.to for a in g.legal_actions() if isinstance(a, MoveTo)}


def _refusal(g, action) -> str:
    with pytest.raises(IllegalAction) as info:
        g.apply(action)
    return info.value.rule_id


def _start(c0, c1=(0, 0)):
    g = new_game()
    clear_monsters(g)
    place(g, "C1", c1)
    place(g, "C0", c0)
    return g


@pytest.mark.rule("FH-MOVE-1", "FH-MOVE-POINTS-1", "FH-TERR-2")
def test_difficult_terrain_costs_two_points() -> None:
    g = _start((0, 2))
    g.state.overlay_changes[(1, 2)] = "difficult"
    begin_turn(g, 0, "warden-01", "bottom")   # move 2
    assert (1, 2) in _moves(g) and (2, 2) not in _moves(g)   # (2, 2) lies behind the difficult hex
    assert _refusal(g, MoveTo((2, 2))) == "FH-MOVE-POINTS-1"
    g.apply(MoveTo((1, 2)))
    assert g.fig("C0").hex == (1, 2) and not _moves(g)   # both points spent


@pytest.mark.rule("FH-MOVE-2", "FH-MOVE-PASS-1")
def test_a_move_passes_allies_but_not_enemies_and_ends_on_an_empty_hex() -> None:
    g = _start((0, 2), c1=(1, 2))
    add_monster(g, "hound", 1, (0, 3), hp=20)
    begin_turn(g, 0, "warden-01", "bottom")   # move 2
    moves = _moves(g)
    assert (2, 2) in moves and (1, 2) not in moves   # through the ally, never onto it
    assert (0, 4) not in moves and _refusal(g, MoveTo((0, 4))) == "FH-MOVE-PASS-1"   # the hound stands in the way


@pytest.mark.rule("FH-MOVE-3", "FH-TERR-3", "FH-OVERLAY-HAZARD-1")
def test_entering_hazardous_terrain_hurts_on_entry() -> None:
    g = _start((0, 4))
    assert (1, 4) in g.board.hazards
    begin_turn(g, 0, "warden-01", "bottom")
    g.apply(MoveTo((1, 4)))
    d = g.state.decision
    assert d.kind == "negate" and d.amount == hazard_damage(g.state.level)


@pytest.mark.rule("FH-MOVE-4", "FH-JUMP-PATH-1")
def test_a_jump_passes_over_a_trap_without_springing_it() -> None:
    g = _start((4, 1))
    assert (4, 0) in g.state.traps
    begin_turn(g, 0, "warden-05", "bottom")   # move 2, jump
    events = g.apply(MoveTo((4, -1)))         # over the trap at (4, 0)
    assert [(e.text, e.rules) for e in events] == [(
        "Ironbark Warden moves to hex 4,-1 (2 movement points).",
        ("FH-MOVE-POINTS-1", "FH-MOVE-PASS-1", "FH-JUMP-PATH-1"))]
    c0 = g.fig("C0")
    assert c0.hex == (4, -1) and (4, 0) in g.state.traps and c0.hp == c0.max_hp


@pytest.mark.rule("FH-MOVE-4", "FH-JUMP-PATH-1")
def test_a_monsters_jump_passes_over_a_trap_without_springing_it() -> None:
    g = _start((4, -2), c1=(11, -5))
    hound = add_monster(g, "hound", 1, (4, 1), hp=20)   # the trap at (4, 0) is its only way in reach
    events = drain(g, TK.AutoTurnTask(actor=hound.fid, abilities=[{"move": 2, "jump": True}, {"attack": 1}],
                                      boost={}))
    assert "hound 1 moves to hex 4,-1." in [e.text for e in events]
    jumper = g.fig(hound.fid)
    assert jumper.hex == (4, -1) and (4, 0) in g.state.traps and jumper.hp == 20


@pytest.mark.rule("FH-MOVE-6", "FH-TELEPORT-PLACE-1")
def test_a_teleport_counts_hexes_and_lands_on_ice_without_sliding() -> None:
    g = _start((5, 2), c1=(0, 0))
    add_monster(g, "hound", 1, (1, 0), hp=20)
    begin_turn(g, 1, "ember-06", "bottom")   # teleport 3
    assert _refusal(g, MoveTo((4, 0))) == "FH-TELEPORT-PLACE-1"   # four hexes away
    g.apply(MoveTo((3, 0)))   # past the hound, onto the ice
    assert g.fig("C1").hex == (3, 0)


@pytest.mark.rule("FH-MOVE-8", "FH-OVERLAY-DOOR-1")
def test_a_character_entering_a_closed_door_opens_it() -> None:
    g = _start((5, 0))
    door = (6, -1)
    assert door in g.board.doors and door not in g.state.open_doors
    begin_turn(g, 0, "warden-01", "bottom")
    assert door in _moves(g)
    g.apply(MoveTo(door))
    assert g.fig("C0").hex == door and door in g.state.open_doors


@pytest.mark.rule("FH-MOVE-PASS-1")
def test_a_move_refused_onto_one_of_two_summons_of_one_name_names_that_one() -> None:
    g = _start((0, 0), c1=(0, 1))
    for n, at in ((1, (2, -1)), (2, (2, 0))):
        g.state.figures.append(Figure(f"S1-{n}", "summon", "Wisp", at, 2, 2, owner=1, move=2, attack=1))
    g.set_position(g.state)
    begin_turn(g, 0, "warden-01", "bottom")   # move 2
    before = g.to_json()
    with pytest.raises(IllegalAction) as info:
        g.apply(MoveTo((2, 0)))
    assert (info.value.rule_id, str(info.value.reason)) == ("FH-MOVE-PASS-1",
                                                            "A move cannot end where Wisp 2 stands.")
    assert g.to_json() == before
