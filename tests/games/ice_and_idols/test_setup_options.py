"""Options no table could set up are refused before anything is dealt, each with the rule it breaks and
a sentence that says what to give instead."""

from __future__ import annotations

import pytest

from floe_widgets.core import SetupError
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import IDOLS

BAD = [
    ({"colour": "red"}, "CORE-OPTIONS", "Ice and Idols has no option 'colour'."),
    ({"speed": 1, "colour": "red"}, "CORE-OPTIONS", "Ice and Idols has no options 'colour', 'speed'."),
    ({"map": "moon"}, "IAI-SETUP-MAP-1", "not 'moon'"),
    ({"variant": "solo"}, "IAI-QUICK-SETUP-1", "not 'solo'"),
    ({"characters": ["curator"]}, "IAI-COMP-PLAYERS-1", "Give 2 different characters"),
    ({"characters": ["curator", "pirate"]}, "IAI-COMP-PLAYERS-1", "Give 2 different characters"),
    ({"characters": ["curator", "curator"]}, "IAI-COMP-PLAYERS-1", "Give 2 different characters"),
    ({"first_player": 2}, "IAI-SETUP-FIRST-1", "from 0 to 1"),
    ({"first_player": -1}, "IAI-SETUP-FIRST-1", "from 0 to 1"),
    ({"first_player": True}, "IAI-SETUP-FIRST-1", "from 0 to 1"),
    ({"borders": ["sun", "star", "comet", "moon"]}, "IAI-SETUP-BORDER-1", "sun facing moon"),
    ({"borders": ["sun", "sun", "moon", "moon"]}, "IAI-SETUP-BORDER-1", "sun facing moon"),
    ({"max_rounds": -1}, "IAI-ENGINE-LIMIT-1", "max_rounds is a whole number"),
    ({"max_rounds": True}, "IAI-ENGINE-LIMIT-1", "max_rounds is a whole number"),
    ({"max_rounds": 2.5}, "IAI-ENGINE-LIMIT-1", "max_rounds is a whole number"),
    ({"max_quiet_rounds": -1}, "IAI-ENGINE-LIMIT-1", "max_quiet_rounds is a whole number"),
    ({"max_quiet_rounds": False}, "IAI-ENGINE-LIMIT-1", "max_quiet_rounds is a whole number"),
    ({"max_quiet_rounds": "3"}, "IAI-ENGINE-LIMIT-1", "max_quiet_rounds is a whole number"),
]


@pytest.mark.rule("IAI-SETUP-MAP-1", "IAI-SETUP-FIRST-1", "IAI-SETUP-BORDER-1", "IAI-ENGINE-LIMIT-1")
@pytest.mark.parametrize(("options", "rule", "words"), BAD)
def test_an_option_no_table_could_set_up_is_refused(options, rule, words) -> None:
    with pytest.raises(SetupError) as info:
        IceAndIdols(players=2, seed=1, **options)
    assert info.value.rule_id == rule
    assert rule == "CORE-OPTIONS" or rule in IceAndIdols.rules()
    reason = info.value.reason
    assert words in reason and reason != reason.upper() and reason.endswith(".")


@pytest.mark.rule("IAI-SETUP-BORDER-1", "IAI-ENGINE-LIMIT-1")
@pytest.mark.parametrize("options", [
    {"borders": ["moon", "star", "sun", "comet"]},
    {"max_rounds": 0, "max_quiet_rounds": 0},
    {"max_rounds": 1, "max_quiet_rounds": 2},
    {"first_player": 1, "characters": ["architect", "sculptor"]},
])
def test_options_a_table_could_set_up_are_kept(options) -> None:
    game = IceAndIdols(players=2, seed=1, **options)
    for name, value in options.items():
        assert game.options[name] == value


def test_content_parts_given_as_data_are_played() -> None:
    track = {"columns": [{"idol": idol, "spaces": [{"icon": "3p"}, {"icon": "2p"}, {}]} for idol in IDOLS],
             "vp_tokens": {"values": [1, 2, 3, 4, 5]}}
    game = IceAndIdols(players=2, seed=1, content={"track": track})
    assert [game.content.height(c) for c in range(5)] == [3] * 5
    assert sorted(game.state.vp_tokens) == [1, 2, 3, 4, 5]
