"""Random dungeons (FH-VARIANT-DUNGEON-1): 3 rooms from random room cards, furnished by setup cards."""

from __future__ import annotations

import itertools
from collections import deque

import pytest
from fh_helpers import begin_turn, clear_monsters, new_game, place, run

from floe_widgets.core import Chance, hexgrid
from floe_widgets.core.bots import RandomBot, play
from floe_widgets.games.frosthaven.scenario import book as SC
from floe_widgets.games.frosthaven.scenario import dungeon as DG
from floe_widgets.games.frosthaven.scenario import loot as LOOT
from floe_widgets.games.frosthaven.scenario import monsters as MON
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import MoveTo
from floe_widgets.games.frosthaven.scenario.game import Frosthaven

RULE = "FH-VARIANT-DUNGEON-1"
SEEDS = range(12)


def connected(hexes) -> bool:
    hexes = set(hexes)
    start = next(iter(hexes))
    seen, todo = {start}, deque([start])
    while todo:
        for n in hexgrid.neighbours(todo.popleft()):
            if n in hexes and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == hexes


def monsters_in_revealed_rooms(g: Frosthaven) -> bool:
    b, s = g.board, g.state
    for f in s.figures:
        if f.kind in ("monster", "objective"):
            room = b.room_of(f.hex)
            if not (room in s.revealed_rooms or (room == 0 and f.hex in s.open_doors)):
                return False
    return True


# -- the cards ---------------------------------------------------------------------------------------
@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
@pytest.mark.parametrize("card", DG.cards()["rooms"], ids=lambda c: c["id"])
def test_room_cards_are_complete_rooms(card) -> None:
    tiles, overlays = card["tiles"], card["overlays"]
    width = len(tiles[0])
    assert width % 2 == 1, "odd widths keep a room's shape at even columns"
    assert len(overlays) == len(tiles) and all(len(r) == width for r in tiles + overlays)
    cells = {(c, r): overlays[r][c] for r, row in enumerate(tiles) for c, ch in enumerate(row) if ch != " "}
    assert all(tiles[r][c] == "1" for c, r in cells) and all(
        overlays[r][c] == " " for r, row in enumerate(tiles) for c, ch in enumerate(row) if ch == " ")
    marks = sorted(o for o in cells.values() if o in DG.SPOTS)
    assert marks == list(DG.SPOTS), "one hex for each monster spot a-f"
    assert sum(o == "S" for o in cells.values()) >= 4
    assert set(cells.values()) <= set(".STHIXRL$" + DG.SPOTS)
    assert ("$" in cells.values()) == ("treasure" in card)
    for edge, col in (("west", 0), ("east", width - 1)):
        assert cells.get((col, card[edge])) in (".", "S", "L"), f"{edge} door edge must be open floor"
    floor = [SC.offset_to_axial(c, r) for (c, r), o in cells.items() if o != "X"]
    assert connected(floor)


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
@pytest.mark.parametrize("card", DG.cards()["setups"], ids=lambda c: c["id"])
def test_setup_cards_place_known_monsters_on_spots(card) -> None:
    used = [p["spot"] for p in card["monsters"]] + ([card["objective"]["spot"]] if "objective" in card else [])
    assert len(set(used)) == len(used) and set(used) <= set(DG.SPOTS)
    for p in card["monsters"]:
        assert p["type"] in MON.monster_types()
        assert len(p["tiers"]) == 3 and set(p["tiers"]) <= {"-", "n", "e"}
    for t in MON.monster_types():   # 3 setups never ask for more standees than a type has
        assert 3 * sum(p["type"] == t for p in card["monsters"]) <= MON.monster_types()[t]["standees"]


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_every_choice_of_setups_builds_a_loot_deck() -> None:
    decks = LOOT.subdecks()
    for trio in itertools.combinations(DG.setup_cards(), 3):
        table = DG.scenario_entry(DG.dungeon_id(["r1", "r2", "r3"], list(trio)))["loot_table"]
        assert all(count <= len(decks[kind]) for kind, count in table.items())
        assert LOOT.build(table, Chance(1))


# -- drawing and building --------------------------------------------------------------------------
@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_draw_takes_three_room_and_three_setup_cards_from_the_chance_source() -> None:
    chance = Chance(0)
    chance.fix("dungeon-rooms", ["r4", "r1", "r8"])
    chance.fix("dungeon-setups", ["s2", "s7", "s3"])
    assert DG.draw(chance) == "dungeon:r4-r1-r8:s2-s7-s3"
    rooms, setups = DG.parse_id(DG.draw(Chance(5)))
    assert len(set(rooms)) == 3 and len(set(setups)) == 3


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_same_seed_same_dungeon_different_seeds_different_dungeons() -> None:
    ids = [DG.draw_for_seed(seed) for seed in range(20)]
    assert ids == [DG.draw_for_seed(seed) for seed in range(20)]
    assert len(set(ids)) >= 18
    a = Frosthaven(players=3, seed=7, scenario="random-dungeon")
    b = Frosthaven(players=3, seed=7, scenario="random-dungeon")
    c = Frosthaven(players=3, seed=8, scenario="random-dungeon")
    assert a.options["scenario"] == b.options["scenario"] == a.state.scenario != c.options["scenario"]
    assert a.to_json() == b.to_json()
    assert SC.scenario_data(a.state.scenario) == DG.scenario_entry(DG.draw_for_seed(7))


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
@pytest.mark.parametrize("seed", SEEDS)
def test_a_dungeon_is_three_rooms_joined_by_doors(seed: int) -> None:
    sid = DG.draw_for_seed(seed)
    b = SC.board(sid)
    assert sorted(set(b.rooms.values()) - {0}) == [1, 2, 3]
    assert len(b.doors) == 2
    joined = sorted(tuple(sorted({b.room_of(n) for n in hexgrid.neighbours(d)} - {-1})) for d in b.doors)
    assert joined == [(1, 2), (2, 3)], "each door touches exactly two consecutive rooms"
    assert connected(b.hexes)
    assert connected(b.hexes - b.obstacles), "no obstacle cuts a room off"
    for room in (1, 2, 3):   # and no room reaches the next without its door
        assert connected(h for h, r in b.rooms.items() if r == room)
    assert len(b.starts) >= 4 and all(b.room_of(h) == 1 for h in b.starts)
    data = SC.scenario_data(sid)
    placed = [SC.offset_to_axial(*p["at"]) for p in data["monsters"] + data["objectives"]]
    assert len(set(placed)) == len(placed)
    assert all(b.room_of(SC.offset_to_axial(*p["at"])) == p["room"] for p in data["monsters"] + data["objectives"])
    bad = b.obstacles | b.traps | b.hazards | set(b.starts) | set(b.treasures) | b.loot
    assert not set(placed) & bad


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_the_dungeon_follows_its_cards() -> None:
    data = SC.scenario_data("dungeon:r5-r3-r8:s6-s1-s8")
    assert data["id"] == "dungeon:r5-r3-r8:s6-s1-s8" and data["number"] == "random dungeon"
    assert data["name"] == "Smouldering Forge, Ice Vault and Windswept Ledge"
    assert [o["name"] for o in data["objectives"]] == ["Frozen Shrine", "Rime Idol"]
    assert [o["room"] for o in data["objectives"]] == [1, 3]
    assert "Frozen Shrine" in data["goal"] and "Rime Idol" in data["goal"]
    assert len(data["treasures"]) == 1 and data["treasures"][0]["reward"] == {"gold": 8}
    b = SC.board("dungeon:r5-r3-r8:s6-s1-s8")
    assert b.room_of(SC.offset_to_axial(*data["treasures"][0]["at"])) == 2
    # setup s1 furnishes room 2 (the Ice Vault): its monsters stand on the Ice Vault's spots a, c, e
    room2 = [p for p in data["monsters"] if p["room"] == 2]
    assert [(p["type"], p["tiers"]) for p in room2] == [("hound", ["n", "n", "e"]), ("hound", ["n", "n", "n"]),
                                                       ("archer", ["-", "n", "n"])]
    assert SC.scenario_data("dungeon:r5-r3-r8:s6-s1-s8") is data   # built once, cached


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
@pytest.mark.parametrize("sid", [
    "dungeon:r1-r2:s1-s2-s3", "dungeon:r1-r2-r3:s1-s2", "dungeon:r1-r2-r3-r4:s1-s2-s3", "dungeon:",
    "dungeon:r1-r1-r2:s1-s2-s3", "dungeon:r1-r2-r3:s4-s4-s5", "dungeon:r1-r2-r99:s1-s2-s3",
    "dungeon:r1-r2-r3:s1-s2-s0", "dungeon: r1-r2-r3:s1-s2-s3", "dungeon:s1-s2-s3:r1-r2-r3",
])
def test_malformed_dungeon_ids_are_refused(sid: str) -> None:
    for build in (DG.scenario_entry, SC.scenario_data, SC.board):
        with pytest.raises(ValueError, match=RULE) as info:
            build(sid)
        assert info.value.rule_id == RULE and info.value.reason.endswith(".")
    with pytest.raises(ValueError, match=RULE):
        Frosthaven(players=2, scenario=sid)


# -- playing a dungeon -----------------------------------------------------------------------------
@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_setup_starts_in_room_one_with_only_its_monsters() -> None:
    for players in (2, 3, 4):
        g = new_game(players=players, seed=11, scenario="random-dungeon")
        b = g.board
        assert g.state.revealed_rooms == [1]
        assert all(b.room_of(f.hex) == 1 for f in g.state.figures)
        assert {f.hex for f in g.state.figures if f.kind == "character"} == set(b.starts[:players])
        data = SC.scenario_data(g.state.scenario)
        expected = [p for p in data["monsters"] if p["room"] == 1 and SC.placement_kind(p["tiers"], players) != "-"]
        assert len([f for f in g.state.figures if f.kind == "monster"]) == len(expected)
        assert g.state.log[0].startswith("1. Scenario random dungeon: ")


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_opening_a_door_reveals_the_next_room_only() -> None:
    g = new_game(players=4, seed=2, scenario="dungeon:r1-r2-r3:s4-s2-s3")
    b = g.board
    door = next(d for d in b.doors if {b.room_of(n) for n in hexgrid.neighbours(d)} >= {1, 2})
    step = next(h for h in hexgrid.neighbours(door) if b.room_of(h) == 1 and all(f.hex != h for f in g.state.figures))
    place(g, "C0", step)
    begin_turn(g, 0, g.char(0).hand[0], "bottom", basic=True)   # Move 2
    g.apply(MoveTo(door))
    assert g.state.revealed_rooms == [1, 2] and door in g.state.open_doors
    assert monsters_in_revealed_rooms(g)
    room2 = [f for f in g.state.figures if f.kind == "monster" and b.room_of(f.hex) == 2]
    # s2 at 4 characters: elite archer, normal archer and hound in the Collapsed Shaft
    assert sorted((f.mtype, f.elite) for f in room2) == [("archer", False), ("archer", True), ("hound", False)]
    assert not [f for f in g.state.figures if b.room_of(f.hex) == 3]


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_the_dungeon_is_won_only_with_all_three_rooms_cleared() -> None:
    g = new_game(players=2, seed=5, scenario="dungeon:r2-r6-r4:s1-s5-s6")
    clear_monsters(g)
    g.state.revealed_rooms = [1, 2]
    g.state.phase = "play"
    run(g, TK.RoundOverTask())
    assert g.state.phase == "select", "room 3 is still unexplored"
    g.reveal_room(3)
    assert any(f.kind == "objective" for f in g.state.figures), "s6 brings the Frozen Shrine into room 3"
    clear_monsters(g)
    g.state.phase = "play"
    run(g, TK.RoundOverTask())
    assert g.state.phase == "won" and g.winner() == (0, 1)


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
@pytest.mark.parametrize("players", (2, 3, 4))
def test_random_dungeons_play_to_the_end(players: int) -> None:
    seen = set()
    for seed in range(8):
        g = Frosthaven(players=players, seed=100 * players + seed, scenario="random-dungeon")
        seen.add(g.state.scenario)

        def check(game, action, events) -> None:
            assert monsters_in_revealed_rooms(game)
        play(g, RandomBot(seed), max_actions=5000, on_step=check)
        assert g.is_over and g.state.phase in ("won", "lost") and g.winner()
    assert len(seen) >= 6


@pytest.mark.rule("FH-VARIANT-DUNGEON-1")
def test_save_load_and_replay_keep_the_drawn_dungeon() -> None:
    g = Frosthaven(players=3, seed=21, scenario="random-dungeon")
    bot = RandomBot(21)
    for _ in range(60):   # a prefix of the game; both copies are played to the end below
        g.apply(bot.choose(g))
    doc = g.to_json()
    loaded = Frosthaven.from_json(doc)
    assert loaded.options["scenario"] == g.state.scenario == DG.draw_for_seed(21)
    assert loaded.to_json() == doc
    assert Frosthaven.replay(21, g.actions, players=3, scenario="random-dungeon").to_json() == doc
    assert Frosthaven.replay(21, g.actions, players=3, scenario=g.state.scenario).to_json() == doc
    play(g, RandomBot(3))
    play(loaded, RandomBot(3))
    assert loaded.to_json() == g.to_json() and g.is_over
