"""Section links, notable hexes, spawns and standees returning to the supply."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, run, texts

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import MoveTo
from floe_widgets.games.frosthaven.scenario.book import offset_to_axial


def _at_the_door(g):
    clear_monsters(g)
    place(g, "C0", offset_to_axial(5, 2))
    place(g, "C1", offset_to_axial(0, 0))
    return offset_to_axial(6, 2), offset_to_axial(7, 2)


def _open(g, door):
    """Character 1 steps onto the closed door next to it (Move 2 from a basic half)."""
    begin_turn(g, 0, "warden-01", "bottom", other="warden-02", basic=True)
    return g.apply(MoveTo(door))


@pytest.mark.rule("FH-TURN-5", "FH-MACT-9")
def test_a_killed_monsters_standee_returns_to_the_supply_and_can_be_placed_again() -> None:
    g = new_game()
    clear_monsters(g)
    for n in range(1, 7):
        add_monster(g, "hound", n, (n, 6))
    g.state.used_standees["hound"] = [1, 2, 3, 4, 5, 6]
    brute = add_monster(g, "brute", 1, (3, 3))
    summon = TK.AutoTurnTask(actor=brute.fid, abilities=[{"summon": "hound"}], boost={})
    assert "no free standee" in texts(g.run_only(summon))
    g.run_only(TK.DamageTask(target="hound-4", value=99, source="C0"))
    assert g.fig("hound-4") is None and 4 not in g.state.used_standees["hound"]
    g.run_only(summon, TK.EndRoundTask())
    if g.state.decision is not None and g.state.decision.kind == "summon_place":   # tied hexes: the party's
        g.apply(g.legal_actions()[0])
    spot = g.fig("hound-4").hex
    assert hexgrid.distance(spot, brute.hex) == 1   # standee 4, the only one free, placed again


@pytest.mark.rule("FH-GEN-SECTION-1", "FH-MAP-NOTABLE-1", "FH-TURN-6")
def test_a_section_opened_mid_move_resolves_before_the_rest_of_the_move() -> None:
    g = new_game()
    door, a = _at_the_door(g)
    assert g.state.aid_tokens == []                       # marker a is in the hidden room
    begin_turn(g, 0, "warden-01", "bottom", other="warden-02", basic=True)   # Move 2
    events = g.apply(MoveTo(door))
    text = texts(events)
    assert text.index("opens the door") < text.index("Section 12.3") < text.index("spawns at")
    hound = next(f for f in g.state.figures if f.mtype == "hound")
    assert hound.hex == a and a in g.state.aid_tokens and g.state.sections_read == ["12.3"]
    t = g.state.turn
    assert t.ability["type"] == "move" and t.points == 1   # the move goes on, with the hound already there
    assert MoveTo(a) not in g.legal_actions()
    assert any(task.kind == "monster_set" and task.actor == "hound" for task in g.state.queue)   # acts this round


@pytest.mark.rule("FH-GEN-SECTION-1")
def test_a_section_is_read_once_and_cites_its_id() -> None:
    g = new_game()
    door, a = _at_the_door(g)
    first = _open(g, door)
    again = g.read_sections("door_opened", door)   # the same link met a second time
    assert "Section 12.3" in texts(first) and again == [] and g.state.sections_read == ["12.3"]
    assert all("FH-GEN-SECTION-1" in e.rules for e in first if "Section" in e.text)


@pytest.mark.rule("FH-GEN-SECTION-1")
def test_a_link_met_for_the_first_time_reads_its_section() -> None:
    g = new_game()
    door, _ = _at_the_door(g)
    first = g.read_sections("door_opened", door)   # the door's link, met before anyone opens it
    assert "Section 12.3" in texts(first) and g.state.sections_read == ["12.3"]
    assert g.read_sections("door_opened", door) == []


@pytest.mark.rule("FH-MAP-NOTABLE-1", "FH-TURN-5")
def test_a_gray_notable_hex_gets_nothing_but_a_section_can_name_it_and_a_taken_spawn_hex_moves() -> None:
    g = new_game()
    one = offset_to_axial(10, 3)
    g.reveal_room(2)
    assert one not in g.state.aid_tokens and one not in g.state.traps
    assert offset_to_axial(7, 2) in g.state.aid_tokens   # green a: token placed with its room
    g.state.round = 3
    events = run(g, TK.RoundOverTask())
    assert g.state.round == 4 and "Section 12.4" in texts(events) and one in g.state.traps
    g2 = new_game()
    door, a = _at_the_door(g2)
    add_monster(g2, "archer", 1, a)
    _open(g2, door)
    hound = next(f for f in g2.state.figures if f.mtype == "hound")

    assert hound.hex != a and hexgrid.distance(hound.hex, a) == 1 and hound.hex not in g2.board.obstacles


@pytest.mark.rule("FH-GEN-SECTION-1", "FH-GOAL-SCEN-1")
def test_the_goal_section_is_read_when_the_goal_is_met() -> None:
    g = new_game()
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.state.phase = "play"
    events = run(g, TK.RoundOverTask())
    text = texts(events)
    assert g.state.phase == "won" and "Section 12.5" in text and text.index("12.5") < text.index("completed")


@pytest.mark.rule("FH-TURN-5", "FH-TILES-MANIP-1")
def test_a_spawn_avoids_an_obstacle_created_during_play() -> None:
    g = new_game()
    door, a = _at_the_door(g)
    _open(g, door)   # reveals room 2 and spawns the hound at a
    hound = next(f for f in g.state.figures if f.mtype == "hound")
    g.state.figures.remove(hound)
    g.state.used_standees["hound"].remove(hound.number)
    blocked = sorted((h for h in g.board.rooms if hexgrid.distance(h, a) == 1 and g.board.room_of(h) == 2),
                     key=lambda h: (hexgrid.distance(h, a), h))[0]
    g.state.overlay_changes[blocked] = "obstacle"
    add_monster(g, "archer", 1, a)
    g.spawn_monster("hound", a, ["n", "n", "n"])
    spawned = next(f for f in g.state.figures if f.mtype == "hound")
    assert spawned.hex != a and spawned.hex != blocked and hexgrid.distance(spawned.hex, a) == 1


@pytest.mark.rule("FH-TURN-5")
def test_a_spawn_with_every_standee_in_use_places_nothing_and_says_so() -> None:
    g = new_game()
    clear_monsters(g)
    for n in range(1, 7):
        add_monster(g, "hound", n, (n, 6))
    g.state.used_standees["hound"] = [1, 2, 3, 4, 5, 6]
    events = g.spawn_monster("hound", (3, 3), ["n", "n", "n"])
    assert [(e.text, e.rules) for e in events] == [("No Frost Hound standee is free: nothing spawns.", ("FH-TURN-5",))]
    assert sum(f.mtype == "hound" for f in g.state.figures) == 6


@pytest.mark.rule("FH-TURN-5", "FH-MAP-PLACE-1")
def test_a_spawned_elite_of_a_type_new_to_the_scenario_takes_a_standee_and_a_deck_of_its_own() -> None:
    g = new_game()
    assert "wraith" not in g.state.ability_decks
    g.chance.fix("standee-wraith", 5)
    g.chance.fix("ability-deck-wraith", [7, 6, 5, 4, 3, 2, 1, 0])
    events = g.spawn_monster("wraith", (3, 3), ["e", "e", "e"])
    assert [(e.text, e.rules, e.kind) for e in events] == [
        ("Elite Frost Wraith 5 spawns at hex 3,3.", ("FH-GEN-SECTION-1", "FH-TURN-5"), "reveal")]
    wraith = g.fig("wraith-5")
    assert wraith.elite and wraith.hex == (3, 3) and wraith.name == "Elite Frost Wraith 5"
    assert g.state.used_standees["wraith"] == [5]
    assert g.state.ability_decks["wraith"].draw == [7, 6, 5, 4, 3, 2, 1, 0]


@pytest.mark.rule("FH-OVERLAY-OBJECTIVE-1")
def test_an_objective_takes_no_condition() -> None:
    g = new_game()
    g.reveal_room(2)
    totem = next(f for f in g.state.figures if f.kind == "objective")
    events = g.give_conditions(totem, ["poison", "impair"])
    assert [e.text for e in events] == ["Rime Totem is immune to poison.", "Rime Totem is immune to impair."]
    assert events[0].rules[0] == "FH-OVERLAY-OBJECTIVE-1" and totem.conditions == {}


@pytest.mark.rule("FH-GEN-SECTION-1")
def test_a_section_read_is_a_section_entry_of_the_log() -> None:
    g = new_game()
    door, _ = _at_the_door(g)
    section = next(e for e in _open(g, door) if e.text.startswith("Section 12.3"))
    assert section.kind == "section" and section.rules == ("FH-GEN-SECTION-1",)


@pytest.mark.rule("FH-MAP-NOTABLE-1", "FH-GEN-SECTION-1")
def test_the_aid_token_and_the_sections_trap_are_said_where_they_go() -> None:
    g = new_game()
    events = g.reveal_room(2)
    assert [(e.text, e.rules) for e in events if e.kind == "info"] == [
        ("A scenario aid token is placed on notable hex a.", ("FH-MAP-NOTABLE-1",))]
    assert (10, -2) not in g.state.traps
    g.state.round = 3
    events = run(g, TK.RoundOverTask())
    start = next(i for i, e in enumerate(events) if e.text.startswith("Section 12.4"))
    assert [(e.text, e.rules, e.kind) for e in events[start:start + 2]] == [
        ("Section 12.4: The thawing floor splits near marker 1; jagged ice now hides a trap there.",
         ("FH-GEN-SECTION-1",), "section"),
        ("A trap is placed at hex 10,-2.", ("FH-GEN-SECTION-1", "FH-MAP-NOTABLE-1"), "info")]
    assert offset_to_axial(10, 3) == (10, -2) and (10, -2) in g.state.traps


@pytest.mark.rule("FH-TURN-5", "FH-SETUP-MONSTER-1")
def test_a_spawned_monster_takes_the_stat_card_of_its_rank_at_the_scenario_level() -> None:
    g = new_game(level=2)                  # Frost Wraith's card at level 2: 4 hit points, elite 6
    g.chance.fix("standee-wraith", 2)
    g.spawn_monster("wraith", (3, 3), ["e", "e", "e"])
    elite = g.fig("wraith-2")
    assert (elite.name, elite.elite, elite.hp, elite.max_hp) == ("Elite Frost Wraith 2", True, 6, 6)
    g.chance.fix("standee-wraith", 4)
    events = g.spawn_monster("wraith", (3, 3), ["n", "e", "e"])   # two characters: the first tier
    normal = g.fig("wraith-4")
    assert [e.text for e in events] == ["Frost Wraith 4 spawns at hex 2,3."]   # (3, 3) is taken: the closest hex
    assert (normal.elite, normal.hp, normal.max_hp, normal.hex) == (False, 4, 4, (2, 3))


@pytest.mark.rule("FH-MAP-PLACE-1", "FH-TURN-5")
def test_a_spawn_with_no_monster_on_the_partys_tier_places_nothing() -> None:
    g = new_game()
    before = len(g.state.figures)
    assert g.spawn_monster("wraith", (3, 3), ["-", "n", "e"]) == []   # two characters: the first tier, black
    assert len(g.state.figures) == before and "wraith" not in g.state.used_standees


@pytest.mark.rule("FH-GEN-SECTION-1")
def test_a_section_places_no_second_trap_on_a_hex_that_holds_one() -> None:
    g = new_game()
    g.reveal_room(2)
    g.state.traps.append((10, -2))                 # a trap already on marker 1
    traps = sorted(g.state.traps)
    g.state.round = 3
    events = run(g, TK.RoundOverTask())
    assert "Section 12.4" in texts(events) and "A trap is placed" not in texts(events)
    assert sorted(g.state.traps) == traps


@pytest.mark.rule("FH-OVERLAY-DOOR-1")
def test_a_character_entering_a_closed_door_opens_it_and_the_log_says_so_citing_the_door_rule() -> None:
    g = new_game()
    door, _ = _at_the_door(g)
    events = _open(g, door)
    assert (events[0].text, events[0].rules) == ("Ironbark Warden opens the door.",
                                                 ("FH-OVERLAY-DOOR-1", "FH-TELEPORT-DOOR-1"))
    assert door in g.state.open_doors


@pytest.mark.rule("FH-MAP-NOTABLE-1")
@pytest.mark.parametrize("scenario, marks", [("thaw-gate", "a, 1"), ("sluice-hall", "b")])
def test_the_key_says_what_the_letters_in_hex_corners_are(scenario: str, marks: str) -> None:
    """The scenario book's marks (a letter or a number in a hex's corner) are drawn on the map; the key under the
    legend says what they are, and the board stays readable with it in both themes."""
    from floe_widgets.games.frosthaven.scenario.game import Frosthaven
    from floe_widgets.views.contract import DEFAULT_THEME
    from tests.views.conftest import Shown
    from tests.views.test_readable import assert_readable, drawn_texts

    g = Frosthaven(players=2, seed=3, scenario=scenario)
    shown = Shown(g, g.state, g.legal_actions())
    view, _fig, texts = drawn_texts(shown, DEFAULT_THEME)
    said = [t.get_text() for t, _box in texts]
    assert f"{marks}: hexes named in the scenario's text" in said
    assert sorted(view.notable) == sorted(marks.split(", "))
    assert_readable(shown)


def test_a_map_without_marks_has_no_line_for_them() -> None:
    from floe_widgets.games.frosthaven.scenario.game import Frosthaven
    from floe_widgets.views.contract import DEFAULT_THEME
    from tests.views.conftest import Shown
    from tests.views.test_readable import drawn_texts

    g = Frosthaven(players=2, seed=3, scenario="random-dungeon")
    _view, _fig, texts = drawn_texts(Shown(g, g.state, g.legal_actions()), DEFAULT_THEME)
    assert not [t.get_text() for t, _box in texts if "hexes named in" in t.get_text()]
