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
