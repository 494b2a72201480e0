"""Perks and enhancement stickers are both given per seat and read by one reader (scenario/seat_options.py)."""

from __future__ import annotations

import pytest

from floe_widgets.core import SetupError
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


@pytest.mark.parametrize("option", ["perks", "enhancements"])
@pytest.mark.parametrize("value", [{"2": []}, {"x": []}, {"0": "not a list"}, "a seat map"])
def test_a_per_seat_option_names_a_seat_with_a_list(option: str, value: object) -> None:
    with pytest.raises(SetupError, match=option):
        Frosthaven(players=2, seed=1, **{option: value})


@pytest.mark.parametrize("option", ["perks", "enhancements"])
def test_seat_keys_are_kept_as_text_for_a_save(option: str) -> None:
    game = Frosthaven(players=2, seed=1, **{option: [(1, [])]})
    assert game.options[option] == {"1": []}


@pytest.mark.parametrize(("option", "rule", "items"), [("perks", "FH-CHAR-PERK-1", "perk ids"),
                                                      ("enhancements", "FH-ENHANCE-ORDER-1", "stickers")])
def test_a_per_seat_option_of_the_wrong_shape_is_refused_with_its_rule_and_sentence(option: str, rule: str,
                                                                                    items: str) -> None:
    with pytest.raises(SetupError) as refused:
        Frosthaven(players=2, seed=1, **{option: "a seat map"})
    assert (refused.value.rule_id, refused.value.reason) == (rule, f"{option} maps a seat to a list of {items}.")
    for key, chosen in (("x", []), ("2", []), ("1", "a list")):
        with pytest.raises(SetupError) as refused:
            Frosthaven(players=2, seed=1, **{option: {key: chosen}})
        assert (refused.value.rule_id, refused.value.reason) == (
            rule, f"{option}: the key {key!r} is not a character's seat (counted from 0) with a list of {items}.")


@pytest.mark.parametrize("option", ["perks", "enhancements"])
def test_every_seat_from_the_first_can_be_given_as_a_number_or_text(option: str) -> None:
    game = Frosthaven(players=3, seed=1, **{option: {0: [], "1": (), 2: []}})
    assert game.options[option] == {"0": [], "1": [], "2": []}
