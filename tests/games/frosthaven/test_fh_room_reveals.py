"""A room revealed places the monsters its tier names for the party's size, elites with elite stats, and
the log names the kinds of monster that appear."""

from __future__ import annotations

import pytest
from fh_helpers import drain, new_game, texts

from floe_widgets.games.frosthaven.scenario import monsters as MON
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import SelectCards


@pytest.mark.rule("FH-SETUP-MAP-1", "FH-MAP-PLACE-1", "FH-SETUP-MONSTER-1")
def test_a_tier_marked_elite_for_the_party_size_places_an_elite() -> None:
    four, three = new_game(players=4), new_game(players=3)
    archer4, archer3 = four.fig("archer-1"), three.fig("archer-1")
    assert (archer4.elite, archer4.name) == (True, "Elite Rime Archer 1")
    assert (archer3.elite, archer3.name) == (False, "Rime Archer 1")
    assert archer4.hp == MON.stats("archer", 1, True)["hp"] and archer3.hp == MON.stats("archer", 1, False)["hp"]


@pytest.mark.rule("FH-SETUP-MAP-1", "FH-OVERLAY-DOOR-1")
def test_a_revealed_room_is_a_reveal_entry_of_the_log_naming_its_monsters() -> None:
    g = new_game(players=4)
    first = g.reveal_room(2)[0]
    assert (first.text, first.rules, first.kind) == ("Room 2 revealed: Glacier Brute, Rime Archer and Frost Hound.",
                                                     ("FH-SETUP-MAP-1", "FH-OVERLAY-DOOR-1"), "reveal")
    assert g.reveal_room(2) == []                         # a room is revealed once


def _in_play(players: int = 2):
    """A game whose first character turn has begun (cards selected, round 1 in play)."""
    g = new_game(players=players)
    for _ in range(players):
        g.apply(next(a for a in g.legal_actions() if isinstance(a, SelectCards)))
    return g


def _queued_sets(g) -> list[tuple[str, int, list[str] | None]]:
    return [(t.actor, t.value, t.only) for t in g.state.queue if t.kind == "monster_set"]


@pytest.mark.rule("FH-TURN-6", "FH-INIT-REVEAL-1")
def test_monsters_revealed_mid_round_join_it_and_a_new_set_draws_its_card() -> None:
    g = _in_play()
    before = _queued_sets(g)
    events = g.reveal_room(2)
    brute = [f for f in g.state.figures if f.mtype == "brute"]
    assert [f.fid for f in brute] == ["brute-5"]
    drew = [e for e in events if e.rules == ("FH-INIT-REVEAL-1",)]
    assert [e.text for e in drew] == ["The Glacier Brute set draws an ability card for this round."]
    # the archers of room 1 are still to act: their set is not queued again; the Brutes join at their initiative
    init = MON.ability_card("brute", g.state.ability_decks["brute"].current)["initiative"]
    assert _queued_sets(g) == sorted(before + [("brute", init, ["brute-5"])], key=lambda x: x[1])
    assert g.state.queue[-1].kind == "end_round"


@pytest.mark.rule("FH-TURN-5", "FH-SETUP-MAP-1")
def test_a_type_without_a_free_standee_is_left_out_and_the_others_are_placed() -> None:
    g = new_game(players=2)
    g.state.used_standees["brute"] = list(range(1, MON.monster_types()["brute"]["standees"] + 1))
    first = g.reveal_room(2)[0]
    assert first.text == "Room 2 revealed: Rime Archer."
    assert not [f for f in g.state.figures if f.mtype == "brute"]
    archers = sorted(f.number for f in g.state.figures if f.mtype == "archer")
    assert len(archers) == 2 and all(g.fig(f"archer-{n}").number == n for n in archers)


@pytest.mark.rule("FH-TURN-5", "FH-SETUP-MAP-1")
def test_a_room_whose_monsters_find_no_standee_reveals_no_monsters() -> None:
    g = new_game(players=2)
    for kind in ("brute", "archer", "hound"):
        g.state.used_standees[kind] = list(range(1, MON.monster_types()[kind]["standees"] + 1))
    assert g.reveal_room(2)[0].text == "Room 2 revealed: no monsters."


@pytest.mark.rule("FH-SETUP-MAP-1")
@pytest.mark.parametrize("players", [2, 4])
def test_a_revealed_objective_has_its_base_hit_points_plus_its_share_per_character(players: int) -> None:
    g = new_game(players=players)
    g.reveal_room(2)
    totem = next(f for f in g.state.figures if f.kind == "objective")
    assert (totem.name, totem.hp, totem.max_hp) == ("Rime Totem", 4 + players, 4 + players)
    assert g.board.room_of(totem.hex) == 2


@pytest.mark.rule("FH-LOOT-DROP-1", "FH-ATK-11")
def test_a_monster_placed_when_its_room_is_revealed_drops_loot_when_it_dies() -> None:
    g = new_game(players=2)
    g.reveal_room(2)
    brute = next(f for f in g.state.figures if f.mtype == "brute")
    tokens = list(g.state.loot_tokens)
    events = drain(g, TK.DamageTask(target=brute.fid, value=99, source="C0"))
    assert g.fig(brute.fid) is None and g.state.loot_tokens == tokens + [brute.hex]
    assert f"{brute.name} drops a loot token." in texts(events)


@pytest.mark.rule("FH-MAP-PLACE-1")
@pytest.mark.parametrize("number", [2, 4])
def test_a_what_if_can_fix_the_standee_number_a_revealed_monster_gets(number: int) -> None:
    g = new_game(players=2)
    g.chance.fix("standee-brute", number)
    g.reveal_room(2)
    assert [f.name for f in g.state.figures if f.mtype == "brute"] == [f"Glacier Brute {number}"]


@pytest.mark.rule("FH-SETUP-MAP-1", "FH-MAP-PLACE-1")
def test_a_monster_left_out_for_the_party_size_does_not_leave_out_the_next_one_of_its_room() -> None:
    # this random dungeon's room 3 lists an archer, a second archer only for 3 or more, then a hound
    g = new_game(players=2, scenario="dungeon:r6-r8-r5:s1-s8-s2")
    assert g.reveal_room(3)[0].text == "Room 3 revealed: Rime Archer and Frost Hound."
    placed = [f.mtype for f in g.state.figures if f.kind == "monster" and g.board.room_of(f.hex) == 3]
    assert placed == ["archer", "hound"]
