"""A scenario that cannot be set up as asked is refused with the rule and a sentence saying what to give."""

from __future__ import annotations

import pytest

from floe_widgets.core import SetupError
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


@pytest.mark.rule("FH-AMBIG-13", "FH-GEN-PLAYERS-1", "CORE-OPTIONS")
@pytest.mark.parametrize(("options", "rule", "said"), [
    ({"players": 1}, "FH-AMBIG-13", "Frosthaven needs 2 to 4 characters; to play alone, control 2 to 4 characters "
                                    "yourself with players=2..4 and solo=True."),
    ({"players": 2, "classes": ["warden", "nobody"]}, "FH-GEN-PLAYERS-1", "Give one known class per player."),
    ({"players": 2, "colour": "red"}, "CORE-OPTIONS", "Frosthaven has no option 'colour'."),
    ({"players": 2, "solo": "yes"}, "CORE-OPTIONS", "The option solo is True or False, not 'yes'."),
    ({"players": 2, "permadeath": 1}, "CORE-OPTIONS", "The option permadeath is True or False, not 1."),
    ({"players": 2, "reduced_randomness": "on"}, "CORE-OPTIONS", "The option reduced_randomness is True or False."),
    ({"players": 2, "level": 8}, "FH-LEVEL-CALC-1", "The scenario level is 0 to 7, not 8."),
    ({"players": 2, "level": True}, "FH-LEVEL-CALC-1", "The scenario level is 0 to 7, not True."),
    ({"players": 3, "classes": ["warden", "emberwright"]}, "FH-GEN-PLAYERS-1", "Give one known class per player."),
    ({"players": 2, "classes": ["warden", "warden"]}, "FH-CHAR-UNIQUE-1",
     "Each class can be played by one character only."),
    ({"players": 2, "character_level": 10}, "FH-CHAR-MAT-1", "Character levels run from 1 to 9."),
])
def test_a_setup_that_cannot_be_made_names_its_rule_and_what_to_give(options: dict, rule: str, said: str) -> None:
    with pytest.raises(SetupError) as info:
        Frosthaven(**options)
    assert (info.value.rule_id, info.value.reason) == (rule, said)


@pytest.mark.rule("FH-GOAL-DEAL-1")
def test_the_player_asked_is_the_one_whose_character_the_waiting_decision_is_for() -> None:
    g = Frosthaven(players=2, seed=0)
    assert g.current_player == 0
    g.apply(g.legal_actions()[0])
    assert g.current_player == 1


@pytest.mark.rule("FH-CHAR-PERK-1")
def test_a_perk_of_another_class_is_refused_naming_the_character_counted_from_one() -> None:
    with pytest.raises(SetupError) as info:
        Frosthaven(players=2, perks={"1": ["nosuch"]})
    assert info.value.rule_id == "FH-CHAR-PERK-1"
    assert info.value.reason == ("perks of character 2: Emberwright has no perk \"nosuch\"; a character buys only its "
                                 "class's perks.")   # one full stop, not two
