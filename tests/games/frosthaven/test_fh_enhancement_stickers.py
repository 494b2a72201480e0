"""Enhancement stickers given to a scenario per seat: each must sit on a number of one of the character's
own cards, else the scenario is not set up and the sticker is named."""

from __future__ import annotations

import pytest

from floe_widgets.core import SetupError
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


@pytest.mark.rule("FH-ENHANCE-ORDER-1")
@pytest.mark.parametrize(("sticker", "said"), [
    (["warden-02", "bottom", 0], "['warden-02', 'bottom', 0]"),              # no stat named
    (7, "7"),                                                                # not a sticker at all
    (["ember-01", "top", 0, "attack"], "['ember-01', 'top', 0, 'attack']"),  # another class's card
    (["warden-02", "bottom", True, "move"], "['warden-02', 'bottom', True, 'move']"),
    (["warden-02", "bottom", 0, "attack"], "['warden-02', 'bottom', 0, 'attack']"),  # no attack there
    (["warden-02", "bottom", 1, "move"], "['warden-02', 'bottom', 1, 'move']"),      # one ability only
])
def test_a_sticker_that_fits_none_of_the_characters_cards_is_refused(sticker: object, said: str) -> None:
    with pytest.raises(SetupError) as info:
        Frosthaven(players=2, seed=1, enhancements={"0": [sticker]})
    assert info.value.rule_id == "FH-ENHANCE-ORDER-1"
    assert info.value.reason == f"enhancements of character 1: a sticker {said} does not fit one of its cards."


@pytest.mark.rule("FH-ENHANCE-ORDER-1")
def test_a_sticker_on_a_printed_number_is_kept_with_the_options() -> None:
    g = Frosthaven(players=2, seed=1, enhancements={"0": [("warden-02", "bottom", 0, "move")]})
    assert g.options["enhancements"] == {"0": [["warden-02", "bottom", 0, "move"]]}
