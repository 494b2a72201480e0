"""A room revealed places the monsters its tier names for the party's size, elites with elite stats, and
the log names the kinds of monster that appear."""

from __future__ import annotations

import pytest
from fh_helpers import new_game

from floe_widgets.games.frosthaven.scenario import monsters as MON


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
    assert (first.text, first.rules, first.kind) == ("Room 2 revealed: Glacier Brute, Rime Archer, Frost Hound.",
                                                     ("FH-SETUP-MAP-1", "FH-OVERLAY-DOOR-1"), "reveal")
    assert g.reveal_room(2) == []                         # a room is revealed once
