"""The card selection as card tiles: name and initiative, top and bottom in a line each; pick two, the first leads."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

from floe_widgets.games.frosthaven.scenario.actions import ChooseGoal, SelectCards  # noqa: E402
from floe_widgets.games.frosthaven.scenario.game import Frosthaven  # noqa: E402
from floe_widgets.games.frosthaven.widgets.scenario_widget import ScenarioWidget  # noqa: E402


def _at_card_selection() -> ScenarioWidget:
    game = Frosthaven(players=2, seed=1)
    while any(isinstance(a, ChooseGoal) for a in game.legal_actions()):
        game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseGoal)))
    return ScenarioWidget(game)


def test_the_hand_is_shown_as_tiles_and_not_as_a_long_menu():
    table = _at_card_selection()
    seat = next(a.seat for a in table.game.legal_actions() if isinstance(a, SelectCards))
    hand = table.game.char(seat).hand
    assert set(table.card_picker.tiles) == set(hand)
    assert table.card_picker.tiles["warden-02"].description == "Bark Slam (52)"
    tile_text = table.card_picker.children[1].children[0].children[1].value
    assert "top:" in tile_text and "bottom:" in tile_text
    shown = set(table.buttons) | {a.describe() for menu in table.controls.dropdowns.values() for _, a in menu.options}
    assert not any(" plays " in text for text in shown)


def test_the_first_card_picked_leads_and_play_sends_that_pair():
    table = _at_card_selection()
    picker = table.card_picker
    picker.pick("warden-07", "warden-02")
    assert picker.choice() == SelectCards(0, "warden-07", "warden-02")
    assert "Lead: <b>Root Snare (33)</b>" in picker.summary.value
    picker.swap()
    assert picker.choice() == SelectCards(0, "warden-02", "warden-07")
    picker.play_button.click()
    assert table.game.history[-1].action == SelectCards(0, "warden-02", "warden-07")
    assert table.game.char(0).selected == ["warden-02", "warden-07"]


def test_a_third_card_replaces_the_second_and_unpicking_frees_the_lead():
    table = _at_card_selection()
    picker = table.card_picker
    picker.pick("warden-01", "warden-02", "warden-03")
    assert picker.picked == ["warden-01", "warden-03"]
    assert not picker.tiles["warden-02"].value
    picker.tiles["warden-01"].value = False
    assert picker.picked == ["warden-03"] and picker.play_button.disabled


def test_no_empty_controls_message_while_the_card_tiles_offer_the_actions():
    table = _at_card_selection()
    assert table.card_picker.tiles  # the tiles offer every legal action at card selection
    texts = [getattr(child, "value", "") for child in table.controls.children]
    assert not any("No actions" in text for text in texts), texts
