"""Seasons, road events and what follows a lost scenario."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.outpost import campaign as CP


@pytest.mark.rule("FH-TIME-SEASON-1")
def test_a_campaign_starting_in_winter_turns_to_summer_after_ten_weeks() -> None:
    assert [CP.season(w, "winter") for w in (1, 10, 11, 21)] == ["winter", "winter", "summer", "winter"]


@pytest.mark.rule("FH-ROAD-WHEN-1", "FH-GEN-FIRST-1")
def test_no_road_event_before_scenario_0_or_1() -> None:
    assert not CP.road_event_due(0) and not CP.road_event_due(1) and CP.road_event_due(2)


@pytest.mark.rule("FH-LOST-CHOICE-1", "FH-GEN-PHASES-1")
def test_a_lost_scenario_leads_to_the_outpost_unless_replayed() -> None:
    assert CP.after_scenario(False) == "outpost phase"
    assert CP.after_scenario(False, replay=False) == "outpost phase"
