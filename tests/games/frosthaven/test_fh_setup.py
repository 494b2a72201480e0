"""Setup, content, scenario level, loot, items, battle goals and the end of the scenario."""

from __future__ import annotations

import math

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, finish_turn, new_game, place, run, texts

from floe_widgets.core import SetupError
from floe_widgets.games.frosthaven.map import entries as MV
from floe_widgets.games.frosthaven.scenario import book as SC
from floe_widgets.games.frosthaven.scenario import cards as C
from floe_widgets.games.frosthaven.scenario import items as IT
from floe_widgets.games.frosthaven.scenario import loot as LOOT
from floe_widgets.games.frosthaven.scenario import monsters as MON
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import ChooseGoal, MoveTo, Perform, UseItem
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


@pytest.mark.rule("FH-GEN-PLAYERS-1")
def test_two_to_four_players_one_character_each() -> None:
    for n in (2, 3, 4):
        g = Frosthaven(players=n, seed=1)
        assert len(g.state.characters) == n and len({c.cls for c in g.state.characters}) == n
    for n in (1, 5):
        with pytest.raises(SetupError):
            Frosthaven(players=n)


@pytest.mark.rule("FH-CHAR-UNIQUE-1")
def test_a_class_is_played_once() -> None:
    with pytest.raises(SetupError) as info:
        Frosthaven(players=2, classes=["warden", "warden"])
    assert info.value.rule_id == "FH-CHAR-UNIQUE-1"


@pytest.mark.rule("FH-SETUP-ORDER-1", "FH-GEN-FIRST-1")
def test_setup_steps_are_logged_in_order() -> None:
    log = Frosthaven(players=2, seed=3).state.log
    numbers = [int(line.split(".")[0]) for line in log if line[0].isdigit()]
    assert numbers == sorted(numbers) and numbers[0] == 1 and 14 in numbers or 13 in numbers
    assert "No road event" in log[1]
    step = {line.split(".")[0]: i for i, line in enumerate(log) if line[0].isdigit()}
    assert step["11"] < step["12"] < step["13"]


@pytest.mark.rule("FH-SETUP-MAP-1", "FH-OVERLAY-DOOR-1", "FH-TURN-9")
def test_only_room_one_is_populated_until_the_door_opens() -> None:
    g = new_game()
    b = g.board
    assert all(b.room_of(f.hex) == 1 for f in g.state.figures if f.kind == "monster")
    door = next(iter(b.doors))
    clear_monsters(g)
    place(g, "C0", (5, 0))
    place(g, "C1", (4, 0))
    begin_turn(g, 0, "warden-02", "bottom")
    assert MoveTo(door) in g.legal_actions()
    events = g.apply(MoveTo(door))
    assert 2 in g.state.revealed_rooms and door in g.state.open_doors
    assert any(b.room_of(f.hex) == 2 for f in g.state.figures if f.kind in ("monster", "objective"))
    assert "FH-OVERLAY-DOOR-1" in texts(events)
    # revealed monsters join this round (FH-TURN-6)
    assert any(t.kind == "monster_set" for t in g.state.queue)


@pytest.mark.rule("FH-TELEPORT-DOOR-1")
def test_teleporting_onto_a_closed_door_opens_it() -> None:
    g = new_game()
    clear_monsters(g)
    door = next(iter(g.board.doors))
    place(g, "C1", (4, 0))
    begin_turn(g, 1, "ember-06", "bottom")   # teleport 3
    assert MoveTo(door) in g.legal_actions()
    g.apply(MoveTo(door))
    assert door in g.state.open_doors and 2 in g.state.revealed_rooms


@pytest.mark.rule("FH-MAP-PLACE-1")
def test_placement_tiers_by_number_of_characters() -> None:
    tiers = ["n", "e", "-"]
    assert [SC.placement_kind(tiers, n) for n in (2, 3, 4)] == ["n", "e", "-"]
    counts = {}
    for n in (2, 3, 4):
        g = Frosthaven(players=n, seed=1)
        counts[n] = sum(1 for f in g.state.figures if f.kind == "monster")
        elites = sum(1 for f in g.state.figures if f.elite)
        if n == 2:
            assert elites == 0
    assert counts == {2: 2, 3: 3, 4: 3}


@pytest.mark.rule("FH-MAP-START-1")
def test_characters_start_on_different_starting_hexes() -> None:
    g = Frosthaven(players=4, seed=2)
    hexes = [g.fig(f"C{i}").hex for i in range(4)]
    assert len(set(hexes)) == 4 and set(hexes) <= set(g.board.starts)


@pytest.mark.rule("FH-SETUP-MONSTER-1", "FH-TURN-4")
def test_each_monster_type_has_a_shuffled_eight_card_deck_and_stat_card() -> None:
    g = Frosthaven(players=2, seed=5)
    assert set(g.state.ability_decks) == {"hound", "archer", "brute"}
    for deck in g.state.ability_decks.values():
        assert sorted(deck.draw) == list(range(8))
    for t in MON.monster_types().values():
        assert len(t["deck"]) == 8 and len(t["normal"]) == len(t["elite"]) == 8


@pytest.mark.rule("FH-LEVEL-USE-1", "FH-EXAMPLE-3", "FH-LEVEL-2")
def test_scenario_level_sets_monster_stats_traps_and_hazards() -> None:
    assert [MV.trap_damage(level) for level in range(8)] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert [MV.hazard_damage(level) for level in range(8)] == [1, 2, 2, 2, 3, 3, 3, 4]
    assert [SC.gold_per_coin(level) for level in range(8)] == [2, 2, 3, 3, 4, 4, 5, 6]
    g = Frosthaven(players=2, seed=1, level=5)
    h = next(f for f in g.state.figures if f.kind == "monster")
    assert h.max_hp == MON.stats(h.mtype, 5, h.elite)["hp"]


@pytest.mark.rule("FH-LEVEL-CALC-1", "FH-LEVEL-1")
def test_recommended_level_and_its_range() -> None:
    assert SC.recommended_level([3, 4, 4]) == 2
    assert SC.recommended_level([1, 1]) == 1
    with pytest.raises(SetupError) as info:
        Frosthaven(players=2, level=8)
    assert info.value.rule_id == "FH-LEVEL-CALC-1"


@pytest.mark.rule("FH-VARIANT-SOLO-1", "FH-VARIANT-OPEN-1")
def test_solo_and_open_information_levels() -> None:
    assert SC.solo_level([3, 3]) == 2 and SC.solo_level([4, 4]) == 3
    assert SC.solo_level([2, 2]) == 2 and SC.recommended_level([2, 2]) == 1


@pytest.mark.rule("FH-OVERLAY-TRAP-1", "FH-OVERLAY-HAZARD-1")
def test_trap_springs_once_and_hazard_stays() -> None:
    g = new_game()
    g.state.level = 3
    clear_monsters(g)
    trap = sorted(g.board.traps)[0]
    place(g, "C1", (4, 1))
    begin_turn(g, 1, "ember-01", "bottom")
    events = g.apply(MoveTo(trap))
    assert g.state.decision.kind == "negate" and g.state.decision.amount == 5
    assert trap not in g.state.traps and "FH-OVERLAY-TRAP-1" in texts(events)
    g = new_game()
    g.state.level = 4
    clear_monsters(g)
    hazard = sorted(g.board.hazards)[0]
    place(g, "C1", (0, 3))
    begin_turn(g, 1, "ember-01", "bottom")
    g.apply(MoveTo(hazard))
    assert g.state.decision.amount == 3


@pytest.mark.rule("FH-SETUP-HAND-1", "FH-CHAR-CARDS-1")
def test_starting_hand_equals_the_hand_size_of_level_one_cards() -> None:
    for cls, info in C.classes().items():
        hand = C.starting_hand(cls)
        assert len(hand) == info["hand_size"] and C.check_hand(cls, hand, first_game=True) is None
    hand = C.starting_hand("warden")
    assert C.check_hand("warden", hand[:-1] + ["warden-x1"], first_game=True)
    assert C.check_hand("warden", hand[:-1] + ["warden-x1"]) is None
    assert C.check_hand("warden", hand + ["warden-x1"])


@pytest.mark.rule("FH-SETUP-DIAL-1", "FH-CHAR-MAT-1", "FH-CHAR-START-1")
def test_hit_points_start_at_the_mat_maximum_for_the_level() -> None:
    g = Frosthaven(players=2, seed=1, character_level=3)
    for ch in g.state.characters:
        f = g.fig(ch.fid)
        assert f.hp == f.max_hp == C.classes()[ch.cls]["hp"][2] and ch.xp == 0
    assert C.max_hp("warden", 1) == 10 and C.max_hp("warden", 2) == 12


@pytest.mark.rule("FH-GOAL-DEAL-1", "FH-SETUP-GOALS-1")
def test_three_battle_goals_dealt_one_kept() -> None:
    g = Frosthaven(players=4, seed=1)
    dealt = [gid for ch in g.state.characters for gid in ch.goal_options]
    assert len(dealt) == 12 and len(set(dealt)) == 12
    assert g.legal_actions() == [ChooseGoal(0, gid) for gid in g.char(0).goal_options]
    g.apply(ChooseGoal(0, g.char(0).goal_options[1]))
    assert g.char(0).goal == g.char(0).goal_options[1] and g.current_player == 1


@pytest.mark.rule("FH-LOOT-DECK-1")
def test_loot_deck_follows_the_table() -> None:
    decks = LOOT.subdecks()
    assert len(decks["money"]) == 20 and all(len(decks[m]) == 8 for m in LOOT.MATERIALS)
    assert all(len(decks[h]) == 2 for h in LOOT.HERBS) and len(decks["random_item"]) == 1
    g = Frosthaven(players=2, seed=1)
    table = SC.scenario_data("thaw-gate")["loot_table"]
    deck = g.state.loot_deck
    assert len(deck) == sum(table.values())
    assert sum(1 for c in deck if c.startswith("coin-")) == table["money"]
    assert deck.count("lumber") == table["lumber"] and deck.count("random-item") == 1


@pytest.mark.rule("FH-LOOT-ACTION-1", "FH-TURN-7")
def test_loot_ability_takes_every_token_in_range_and_end_of_turn_loots_own_hex() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    g.state.loot_tokens = [(1, 2), (2, 1), (3, 1)]
    g.state.loot_deck = ["coin-1", "lumber", "hide", "coin-2"]
    begin_turn(g, 0, "warden-07", "bottom")   # move 3, loot 1
    from floe_widgets.games.frosthaven.scenario.actions import Skip
    g.apply(Skip())
    g.apply(Perform())
    assert g.state.loot_tokens == [(3, 1)] and g.char(0).loot == ["coin-1", "lumber"]
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    g.state.loot_tokens = [(2, 1)]
    g.state.loot_deck = ["hide"]
    begin_turn(g, 0, "warden-02", "bottom")
    g.apply(MoveTo((2, 1)))
    assert g.char(0).loot == []          # not during the turn
    finish_turn(g)
    assert g.char(0).loot == ["hide"]    # at its end


@pytest.mark.rule("FH-LOOT-ITEM-1")
def test_random_item_card_gives_an_item_at_once() -> None:
    g = new_game()
    f = g.fig("C0")
    g.state.loot_tokens = [f.hex]
    g.state.loot_deck = ["random-item"]
    g.chance.fix("random-item", IT.random_items()[2])
    g.run_only(TK.EndTurnTask(actor="C0"))
    assert g.char(0).items[-1].item == IT.random_items()[2]


@pytest.mark.rule("FH-OVERLAY-TREASURE-1")
def test_treasure_gives_its_reward_once() -> None:
    g = new_game()
    h = next(iter(g.board.treasures))
    place(g, "C0", h)   # a character ending its turn on the treasure opens it
    events = g.run_only(TK.EndTurnTask(actor="C0"))
    assert [(e.text, e.rules) for e in events] == [("Ironbark Warden opens treasure 1.", ("FH-OVERLAY-TREASURE-1",))]
    assert g.char(0).gold == 10 and h not in g.state.treasures
    g.run_only(TK.EndTurnTask(actor="C0"))
    assert g.char(0).gold == 10


@pytest.mark.rule("FH-ITEM-EQUIP-1")
def test_items_add_their_modifier_cards_at_setup() -> None:
    g = Frosthaven(players=2, seed=1)
    assert len(g.char(0).deck) == 21 and g.char(0).deck.cards().count("-1") == 6   # oak buckler
    assert len(g.char(1).deck) == 20


@pytest.mark.rule("FH-ITEM-SPENT-1", "FH-ITEM-LOST-1", "FH-ITEM-FLIP-1")
def test_item_usage_spent_lost_flip_passive() -> None:
    assert IT.after_use("swift-boots", "ready") == "spent" and IT.refresh("spent") == "ready"
    assert IT.after_use("healing-draught", "ready") == "lost" and IT.refresh("lost") == "lost"
    assert IT.after_use("ember-hood", "ready") == "flipped" and IT.effect("ember-hood", "flipped") == {"heal": 1}
    assert not IT.usable("oak-buckler", "ready")   # passive: always in effect
    g = new_game()
    clear_monsters(g)
    g.fig("C1").hp = 3
    begin_turn(g, 1, "ember-01", "top")
    g.state.turn.half = ""
    g.resume()
    g.apply(UseItem("healing-draught"))
    assert g.fig("C1").hp == 6 and UseItem("healing-draught") not in g.legal_actions()
    g.apply(UseItem("ember-hood"))
    assert "ward" in g.fig("C1").conditions and UseItem("ember-hood") in g.legal_actions()


@pytest.mark.rule("FH-COMPLETE-LOOT-1", "FH-LOOT-MONEY-1", "FH-COMPLETE-GOALS-1", "FH-COMPLETE-INSPIRE-1",
                  "FH-GOAL-REWARD-1")
def test_completion_converts_loot_and_rewards_goals() -> None:
    g = new_game(players=2)
    g.state.level = 2
    g.char(0).loot = ["coin-2", "coin-1", "lumber"]
    g.char(0).goal = "survivor"
    g.char(1).goal = "slayer"
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.state.phase = "play"
    events = run(g, TK.RoundOverTask())
    assert g.state.phase == "won"
    assert g.char(0).gold == 3 * 3 and g.char(0).checkmarks == 1 and g.char(1).checkmarks == 0
    assert g.state.inspiration == 2 and g.winner() == (0, 1)
    assert "FH-COMPLETE-INSPIRE-1" in texts(events)


@pytest.mark.rule("FH-EXAMPLE-1")
def test_damage_from_trap_is_not_an_attack() -> None:
    g = new_game()
    c1 = g.fig("C1")
    c1.bonuses = []
    run(g, TK.DamageTask(target="C1", value=4, source="trap"))
    assert g.state.decision.amount == 4


def test_scenario_map_is_consistent() -> None:
    b = SC.board("thaw-gate")
    assert len(b.starts) == 4 and len(b.doors) == 1
    assert b.traps and b.hazards and b.icy and b.obstacles
    assert math.isclose(len(b.rooms), 61)
    add_monster  # noqa: B018 (helpers imported for other tests)


@pytest.mark.rule("FH-TELEPORT-PLACE-1", "FH-AMBIG-12")
def test_immobilized_figure_may_teleport_onto_a_trap_and_spring_it() -> None:
    g = new_game()
    clear_monsters(g)
    trap = sorted(g.board.traps)[0]
    place(g, "C1", (2, 1))
    g.fig("C1").conditions = {"immobilize": 1}
    add_monster(g, "hound", 1, (3, 0))
    add_monster(g, "hound", 2, (3, 1))
    begin_turn(g, 1, "ember-06", "bottom")   # teleport 3
    assert MoveTo(trap) in g.legal_actions()
    g.apply(MoveTo(trap))
    assert g.fig("C1").hex == trap and trap not in g.state.traps
    assert g.state.decision.kind == "negate"


@pytest.mark.rule("FH-TARGET-LIST-1", "FH-AMBIG-8")
def test_heal_needs_range_and_line_of_sight() -> None:
    g = new_game()
    clear_monsters(g)
    g.state.revealed_rooms = [1, 2]
    place(g, "C0", (5, 0))
    place(g, "C1", (7, -1))          # two hexes away, behind the closed door
    g.char(0).hand.append("warden-06")
    begin_turn(g, 0, "warden-06", "top")   # heal 3, range 2
    from floe_widgets.games.frosthaven.scenario.actions import Target
    targets = {a.fid for a in g.legal_actions() if isinstance(a, Target)}
    assert "C0" in targets and "C1" not in targets
    g.state.open_doors = [next(iter(g.board.doors))]
    g.position_changed()
    assert Target("C1") in g.legal_actions()


@pytest.mark.rule("FH-RANGE-INF-1")
def test_positive_ability_without_range_reaches_any_ally_in_sight() -> None:
    from floe_widgets.games.frosthaven.scenario.actions import Target
    g = new_game(players=3)
    clear_monsters(g)
    g.state.revealed_rooms = [1, 2]
    place(g, "C2", (0, 0))
    place(g, "C0", (5, 1 - 3))        # far away in room 1, in sight
    place(g, "C1", (12, -3))          # in room 2, behind the closed door
    begin_turn(g, 2, "tide-03", "top")   # grant bless to an ally, no range printed
    targets = {a.fid for a in g.legal_actions() if isinstance(a, Target)}
    assert "C0" in targets and "C2" in targets and "C1" not in targets
