"""A party choice in the history (its decision no longer open) is said from the text the state keeps, each hex
named as the boards print it and each "Character N" by its class, never as the stored pair "(0, 3)"."""

from __future__ import annotations

import pytest
from fh_helpers import new_game

from floe_widgets.games.frosthaven.scenario.actions import PartyChoice


@pytest.mark.rule("FH-GEN-PARTY-1")
def test_a_past_party_choice_names_its_hex_as_printed_and_its_character_by_class() -> None:
    g = new_game()   # no party decision open: the choice is one of the history
    stored = "hound 1: move to (0, 3), attack Character 1 (focus Character 1)"
    assert g.action_to_string(PartyChoice(0, stored)) == (
        "hound 1: move to hex 0,3, attack Ironbark Warden (focus Ironbark Warden)")
    assert g.action_to_string(PartyChoice(1, "hound 1: stay")) == "hound 1: stay"
