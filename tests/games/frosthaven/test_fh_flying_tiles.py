"""Rules the model had but play never reached: a flying monster (the Frost Wraith of the random
dungeons, FH-FLY-IGNORE-1 / FH-MOVE-5) and tile manipulation by a character card (FH-TILES-MANIP-1).

The flying positions use room 1 of ``dungeon:r2-r1-r3:s7-s1-s2`` (the Collapsed Shaft): obstacles at
(1, 2) and (3, 1); the hexes (1, 0) .. (1, 5) form a straight line, so the only 4-point path from
(1, 0) to (1, 4) is that line.
"""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, clear_monsters, new_game, place, texts

from floe_widgets.core import RandomBot, play
from floe_widgets.games.frosthaven import monsters as MON
from floe_widgets.games.frosthaven import scenario as SC
from floe_widgets.games.frosthaven.board import reachable
from floe_widgets.games.frosthaven.game import Frosthaven
from floe_widgets.games.frosthaven.state import Task

SHAFT = "dungeon:r2-r1-r3:s7-s1-s2"
WRAITH_DUNGEONS = ["dungeon:r2-r1-r3:s7-s1-s2", "dungeon:r1-r4-r3:s7-s3-s5", "dungeon:r6-r5-r8:s3-s7-s1"]


def _drain(g, *tasks: Task):
    """Run automatic steps until the queue is empty or a decision is asked."""
    s = g.state
    s.phase, s.decision, s.queue = "play", None, list(tasks)
    events = []
    while s.queue and s.decision is None:
        events += g._run(s.queue.pop(0))
    g._legal_cache = None
    return events


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
    events = _drain(g, Task("monster_turn", actor=wraith.fid, data={"boost": {}}))
    log = texts(events)
    assert wraith.hex == (1, 4), log               # straight over (1, 1) trap, (1, 2) obstacle, (1, 3) trap
    assert "flies to (1, 4)" in log and "FH-FLY-IGNORE-1" in log
    assert g.state.traps == traps and "springs a trap" not in log
    assert wraith.hp == wraith.max_hp
    assert "attacks" in log and g.state.decision.kind == "negate" and g.state.decision.fid == "C0"


@pytest.mark.rule("FH-FLY-IGNORE-1", "FH-MOVE-5", "FH-MMOVE-8")
def test_a_flying_monster_ends_on_an_obstacle_to_attack_but_never_on_a_figure() -> None:
    # TC-21 on a real map: with Move 1 the only hex next to C0 within reach is the obstacle (1, 2)
    g, wraith = _shaft(c0=(1, 3), wraith_at=(1, 1))
    abilities = [{"move": 1}, {"attack": 2}]
    events = _drain(g, Task("auto_turn", actor=wraith.fid, data={"abilities": abilities, "boost": {}}))
    assert wraith.hex == (1, 2) and (1, 2) in g.board.obstacles, texts(events)
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C0"
    # the same turn with an ally on the obstacle: it cannot end there, so it stays and cannot attack
    g, wraith = _shaft(c0=(1, 3), wraith_at=(1, 1))
    add_monster(g, "hound", 1, (1, 2))
    events = _drain(g, Task("auto_turn", actor=wraith.fid, data={"abilities": abilities, "boost": {}}))
    assert wraith.hex != (1, 2) and "attacks" not in texts(events)


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
