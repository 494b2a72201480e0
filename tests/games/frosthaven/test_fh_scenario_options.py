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
    ({"players": 2, "colour": "red"}, "CORE-OPTIONS", "Frosthaven has no option(s) ['colour']."),
    ({"players": 2, "solo": "yes"}, "CORE-OPTIONS", "The option solo is True or False, not 'yes'."),
    ({"players": 2, "permadeath": 1}, "CORE-OPTIONS", "The option permadeath is True or False, not 1."),
])
def test_a_setup_that_cannot_be_made_names_its_rule_and_what_to_give(options: dict, rule: str, said: str) -> None:
    with pytest.raises(SetupError) as info:
        Frosthaven(**options)
    assert (info.value.rule_id, info.value.reason) == (rule, said)
