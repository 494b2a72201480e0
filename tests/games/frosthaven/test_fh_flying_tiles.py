"""Rules the model had but play never reached: a flying monster (the Frost Wraith of the random
dungeons, FH-FLY-IGNORE-1 / FH-MOVE-5) and tile manipulation by a character card (FH-TILES-MANIP-1).

The flying positions use room 1 of ``dungeon:r2-r1-r3:s7-s1-s2`` (the Collapsed Shaft): obstacles at
(1, 2) and (3, 1); the hexes (1, 0) .. (1, 5) form a straight line, so the only 4-point path from
(1, 0) to (1, 4) is that line.
"""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, texts

from floe_widgets.core import IllegalAction, RandomBot, play
from floe_widgets.games.frosthaven.map.board import hexmap, reachable
from floe_widgets.games.frosthaven.scenario import book as SC
from floe_widgets.games.frosthaven.scenario import monsters as MON
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import ChooseHalf, MoveTo, PlaceAt, Skip, Target
from floe_widgets.games.frosthaven.scenario.game import Frosthaven

SHAFT = "dungeon:r2-r1-r3:s7-s1-s2"
WRAITH_DUNGEONS = ["dungeon:r2-r1-r3:s7-s1-s2", "dungeon:r1-r4-r3:s7-s3-s5", "dungeon:r6-r5-r8:s3-s7-s1"]



def _shaft(c0, wraith_at):
    """Room 1 of the Collapsed Shaft with only C0 in reach: C1 waits in room 3 behind closed doors."""
    g = new_game(scenario=SHAFT)
    clear_monsters(g)
    b = g.board
    place(g, "C0", c0)
    place(g, "C1", max(h for h, r in b.rooms.items() if r == 3))
    return g, add_monster(g, "wraith", 1, wraith_at)


def _card(name: str) -> int:
    return [c["name"] for c in MON.monster_types()["wraith"]["deck"]].index(name)


# -- the flying monster ------------------------------------------------------------------------------
def test_the_frost_wraith_is_a_complete_flying_monster_type() -> None:
    w = MON.monster_types()["wraith"]
    assert MON.flies("wraith") and not any(MON.flies(t) for t in ("hound", "archer", "brute"))
    assert len(w["deck"]) == 8 and len(w["normal"]) == len(w["elite"]) == 8
    assert all(e[0] > n[0] for n, e in zip(w["normal"], w["elite"]))
    assert MON.move_mode({"move": 1}, "wraith") == "fly" and MON.move_mode({"move": 1, "jump": True}, "hound") == "jump"
    setups = [c for c in SC.load_yaml("dungeon.yaml")["setups"] if any(p["type"] == "wraith" for p in c["monsters"])]
    assert sorted(c["id"] for c in setups) == ["s3", "s7"]


@pytest.mark.rule("FH-FLY-IGNORE-1", "FH-MOVE-5", "FH-MMOVE-8")
def test_a_flying_monster_flies_over_an_obstacle_and_traps_without_springing_them() -> None:
    g, wraith = _shaft(c0=(1, 5), wraith_at=(1, 0))
    assert (1, 2) in g.board.obstacles
    g.state.traps = sorted(set(g.state.traps) | {(1, 1), (1, 3), (1, 4)})   # on the way, and where it ends
    traps = list(g.state.traps)
    assert (1, 4) not in reachable(g.board, g.state, wraith, 4, "normal"), "walking, the hex is out of reach"
    g.state.ability_decks["wraith"].current = _card("Gliding Strike")   # move +1: 3 + 1 = 4 at level 1
    events = drain(g, TK.MonsterTurnTask(actor=wraith.fid, boost={}))
    log = texts(events)
    assert wraith.hex == (1, 4), log               # straight over (1, 1) trap, (1, 2) obstacle, (1, 3) trap
    assert "flies to hex 1,4" in log and "FH-FLY-IGNORE-1" in log
    assert g.state.traps == traps and "springs a trap" not in log
    assert wraith.hp == wraith.max_hp
    assert "attacks" in log and g.state.decision.kind == "negate" and g.state.decision.fid == "C0"


@pytest.mark.rule("FH-FLY-IGNORE-1", "FH-MOVE-5", "FH-MMOVE-8")
def test_a_flying_monster_ends_on_an_obstacle_to_attack_but_never_on_a_figure() -> None:
    # TC-21 on a real map: with Move 1 the only hex next to C0 within reach is the obstacle (1, 2)
    g, wraith = _shaft(c0=(1, 3), wraith_at=(1, 1))
    abilities = [{"move": 1}, {"attack": 2}]
    events = drain(g, TK.AutoTurnTask(actor=wraith.fid, abilities=abilities, boost={}))
    assert wraith.hex == (1, 2) and (1, 2) in g.board.obstacles, texts(events)
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C0"
    # the same turn with an ally on the obstacle: it cannot end there, so it stays and cannot attack
    g, wraith = _shaft(c0=(1, 3), wraith_at=(1, 1))
    add_monster(g, "hound", 1, (1, 2))
    events = drain(g, TK.AutoTurnTask(actor=wraith.fid, abilities=abilities, boost={}))
    assert wraith.hex != (1, 2) and "attacks" not in texts(events)


@pytest.mark.rule("FH-FLY-IGNORE-1", "FH-COMMAND-GRANT-1")
def test_a_controlled_flying_monster_still_flies() -> None:
    g = new_game(scenario=SHAFT, classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C0", (4, 2))
    place(g, "C1", (0, 2))
    wraith = add_monster(g, "wraith", 2, (1, 1))
    g.state.traps = sorted({*g.state.traps, (1, 3)})
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)
    g.apply(Target(wraith.fid))
    moves = {a.to for a in g.legal_actions() if isinstance(a, MoveTo)}
    assert moves == set(reachable(g.board, g.state, wraith, 2, "fly"))
    assert (1, 2) in moves and (1, 2) not in reachable(g.board, g.state, wraith, 2, "normal")   # the obstacle
    events = g.apply(MoveTo((1, 3)))                                # over the obstacle onto the trap
    moved = g.fig(wraith.fid)
    assert moved.hex == (1, 3) and (1, 3) in g.state.traps and moved.hp == moved.max_hp
    assert "FH-FLY-IGNORE-1" in texts(events)


@pytest.mark.rule("FH-FLY-IGNORE-1", "FH-VARIANT-DUNGEON-1")
@pytest.mark.parametrize("sid", WRAITH_DUNGEONS)
def test_random_games_of_a_dungeon_with_the_flyer_end_cleanly(sid: str) -> None:
    flights = 0
    for seed in range(3):
        players = 2 + seed
        g = Frosthaven(players=players, seed=seed, scenario=sid)
        play(g, RandomBot(seed), max_actions=5000)
        assert g.is_over and g.state.phase in ("won", "lost")
        flights += sum("flies to" in e.text for step in g.history for e in step.events)
        if seed == 0:
            doc = g.to_json()
            assert Frosthaven.from_json(doc).to_json() == doc
    assert flights > 0


# -- tile manipulation in play (tidecaller-x3 "Pack Ice") ---------------------------------------------
# top: {tiles: create, overlay: obstacle, range: 2}, {attack: 2, range: 2}
# bottom: {tiles: destroy, overlay: obstacle, range: 2}, {move: 2}
def _tidecaller(c0=(0, 2), half: str = "top"):
    """Room 1 of the Collapsed Shaft, no monsters; the Tidecaller (C0) plays Pack Ice's ``half``."""
    g = new_game(scenario=SHAFT, classes=["tidecaller", "warden"])
    clear_monsters(g)
    place(g, "C0", c0)
    place(g, "C1", (4, 2))
    begin_turn(g, 0, "tidecaller-x3", half)
    g.set_position(g.state)   # a hand-made start: saves and replays begin here
    return g


def _moves(g) -> set:
    return {a.to for a in g.legal_actions() if isinstance(a, MoveTo)}


def _to_basic_move(g) -> None:
    """Skip what is left of the action and take the other card's basic Move 2."""
    while g.state.decision.kind == "ability":
        g.apply(Skip())
    other = g.char(0).selected[0] if g.char(0).selected[0] != "tidecaller-x3" else g.char(0).selected[1]
    g.apply(ChooseHalf(other, "bottom", basic=True))


@pytest.mark.rule("FH-TILES-MANIP-1", "FH-OVERLAY-OBSTACLE-1")
def test_a_created_obstacle_blocks_movement() -> None:
    g = _tidecaller()
    assert g.state.decision.kind == "ability" and g.state.turn.ability["type"] == "tiles"
    offered = {a.to for a in g.legal_actions() if isinstance(a, PlaceAt)}
    assert (0, 3) in offered and (1, 2) not in offered, "an empty hex yes; the printed obstacle already fills hex 1,2"
    assert (4, 2) not in offered and (0, 2) not in offered, "out of range / the caster's own hex"
    events = g.apply(PlaceAt((0, 3)))
    assert "FH-TILES-MANIP-1" in texts(events) and g.state.overlay_changes == {(0, 3): "obstacle"}
    assert hexmap(g.board, g.state).is_obstacle((0, 3))
    _to_basic_move(g)
    reach = _moves(g)
    assert (0, 3) not in reach and (0, 4) not in reach, "hex 0,4 was two steps away through hex 0,3"
    assert (0, 1) in reach
    doc = g.to_json()   # the created tile is saved and replayed
    assert Frosthaven.from_json(doc).state.overlay_changes == {(0, 3): "obstacle"}


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_a_destroyed_obstacle_frees_the_way() -> None:
    g = _tidecaller(half="bottom")
    assert (1, 2) in g.board.obstacles
    assert [a.to for a in g.legal_actions() if isinstance(a, PlaceAt)] == [(1, 2)]   # the only obstacle in range
    g.apply(PlaceAt((1, 2)))
    assert g.state.overlay_changes == {(1, 2): ""} and not hexmap(g.board, g.state).is_obstacle((1, 2))
    assert g.state.turn.ability["type"] == "move" and (1, 2) in _moves(g)
    g.apply(MoveTo((1, 2)))
    assert g.fig("C0").hex == (1, 2)


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_an_obstacle_that_would_cut_a_hex_off_is_refused_with_the_state_unchanged() -> None:
    g = _tidecaller(c0=(0, 2))
    # (0, 0), a corner, touches only (1, 0) and (0, 1): once (1, 0) is filled, (0, 1) would shut it in
    g.apply(PlaceAt((1, 0)))
    _to_basic_move(g)
    g.state.turn = None
    begin_turn(g, 0, "tidecaller-x3", "top")
    before = g.to_json()
    assert PlaceAt((0, 1)) not in g.legal_actions() and PlaceAt((0, 3)) in g.legal_actions()
    for bad, words in ((PlaceAt((0, 1)), "cut"), (PlaceAt((4, 2)), "range"), (PlaceAt((1, 2)), "already holds")):
        with pytest.raises(IllegalAction) as err:
            g.apply(bad)
        assert err.value.rule_id == "FH-TILES-MANIP-1" and words in err.value.reason, err.value.reason
        assert g.to_json() == before
    place(g, "C1", (0, 3))
    g.position_changed()
    with pytest.raises(IllegalAction) as err:   # a hex with a figure in it
        g.apply(PlaceAt((0, 3)))
    assert err.value.rule_id == "FH-TILES-MANIP-1" and "not empty" in err.value.reason


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_random_games_with_pack_ice_in_hand_end_cleanly_and_save() -> None:
    changes = 0
    for seed in range(6):
        sid = "thaw-gate" if seed % 2 else SHAFT
        g = Frosthaven(players=2, seed=seed, classes=["tidecaller", "warden"], scenario=sid)
        s = g.state
        s.characters[0].hand[0] = "tidecaller-x3"   # as if chosen in place of a level-1 card (FH-CHAR-CARDS-1)
        g.set_position(s)
        play(g, RandomBot(seed), max_actions=5000)
        assert g.is_over
        changes += sum("FH-TILES-MANIP-1" in e.rules for step in g.history for e in step.events)
        doc = g.to_json()
        assert Frosthaven.from_json(doc).to_json() == doc
    assert changes > 0


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_a_refused_tile_change_says_whether_it_is_placed_or_removed_and_why() -> None:
    g = _tidecaller()
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(PlaceAt((4, 2)))
    assert err.value.reason == "The obstacle cannot be placed: [4, 2] is not a revealed hex within range 2."
    assert g.to_json() == before
    with pytest.raises(IllegalAction) as err:
        g.apply(PlaceAt((1, 2)))
    assert err.value.reason == "The obstacle cannot be placed: [1, 2] already holds an overlay tile (obstacle)."
    assert g.to_json() == before
    g = _tidecaller(half="bottom")
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(PlaceAt((0, 3)))
    assert err.value.reason == "The obstacle cannot be removed: there is no obstacle on [0, 3] to destroy."
    assert g.to_json() == before
