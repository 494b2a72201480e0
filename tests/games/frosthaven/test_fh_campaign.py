"""Campaign arithmetic and ordering helpers (the outpost phase itself is not modelled)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.outpost import campaign as CP


@pytest.mark.rule("FH-GOAL-PERK-1")


def test_checkmarks_cap_and_perks() -> None:
    assert CP.add_checkmarks(17, 2) == (18, 6)
    assert CP.add_checkmarks(2, 1) == (3, 1)


@pytest.mark.rule("FH-TIME-SEASON-1")


def test_seasons_switch_every_ten_weeks() -> None:
    assert [CP.season(w) for w in (1, 10, 11, 20, 21)] == ["summer", "summer", "winter", "winter", "summer"]


@pytest.mark.rule("FH-DOWNTIME-SELL-1", "FH-AMBIG-16")


def test_sell_prices() -> None:
    assert CP.sell_price(30) == 15 and CP.sell_price(25) == 12 and CP.sell_price(materials=3) == 6


@pytest.mark.rule("FH-DOWNTIME-CREATE-1", "FH-CHAR-START-1")


def test_new_character_gold() -> None:
    assert CP.new_character_gold(3) == 50 and CP.STARTING_GOLD == 30 and CP.STARTING_LEVEL == 1


@pytest.mark.rule("FH-COMPLETE-INSPIRE-1")


def test_inspiration() -> None:
    assert CP.inspiration(2) == 2 and CP.inspiration(4) == 0


@pytest.mark.rule("FH-ROAD-WHEN-1", "FH-ROAD-DECK-1", "FH-ROAD-RETURN-1", "FH-ROAD-RESOLVE-1")


def test_road_events() -> None:
    assert CP.road_event_due(5) and not CP.road_event_due(1) and not CP.road_event_due(6, linked=True)
    assert not CP.road_event_due(7, casual=True)
    assert CP.road_deck("winter") == "winter road events"
    assert CP.after_road_event(["a", "b", "c"], "a", returns=True) == ["b", "c", "a"]
    assert CP.after_road_event(["a", "b", "c"], "a", returns=False) == ["b", "c"]


@pytest.mark.rule("FH-BUILD-OPS-1")


def test_building_operations_order() -> None:
    assert CP.building_order([34, 5, 12]) == [5, 12, 34]


@pytest.mark.rule("FH-CONSTRUCT-MORALE-1")


def test_morale_buys_a_second_construction() -> None:
    assert CP.constructions_allowed(6, True) == (2, 4)
    assert CP.constructions_allowed(1, True) == (1, 1)


@pytest.mark.rule("FH-GEN-PHASES-1", "FH-COMPLETE-RETURN-1", "FH-LOST-CHOICE-1")


def test_what_follows_a_scenario() -> None:
    assert CP.after_scenario(True) == "outpost phase"
    assert CP.after_scenario(True, linked=True) == "next scenario"
    assert CP.after_scenario(False, replay=True) == "replay scenario"
    assert CP.lost_scenario_keeps("return", {"lumber": 3}) == {"lumber": 3}
    assert CP.lost_scenario_keeps("replay", {"lumber": 3}) == {}


@pytest.mark.rule("FH-CHAR-PQ-1")


def test_personal_quest_draw() -> None:
    deck = [f"q{i}" for i in range(20)]
    kept, rest = CP.personal_quests(deck, 1)
    assert kept == "q1" and len(rest) == 19 and "q0" in rest


@pytest.mark.rule("FH-COMPLETE-REWARDS-1")


def test_rewards_only_the_first_time() -> None:
    assert CP.rewards_due(9, [3, 4]) and not CP.rewards_due(9, [9])
