"""What the campaign log says as time passes and events are drawn: the week marked and its season, the
season's turn, the sections read from the calendar, outpost and road events drawn and resolved, and the
casual variant's reports, each with the rules it cites (FH-TIME-*, FH-EVENT-OUTPOST-1, FH-ROAD-*,
FH-VARIANT-CASUAL-1, FH-OUTPOST-STEPS-1)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.outpost import content as K
from floe_widgets.games.frosthaven.outpost.actions import (
    ChooseScenario,
    Contribute,
    DrawEvent,
    EndConstruction,
    PassTime,
    ResolveEvent,
    ResolveRoad,
)
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.outpost.town import building
from tests.games.frosthaven.outpost_helpers import at, campaign, report, to_outpost


def said(game, action) -> list[tuple[str, tuple[str, ...], str]]:
    return [(e.text, e.rules, e.kind) for e in game.apply(action)]


@pytest.mark.rule("FH-TIME-WEEK-1")
def test_a_marked_week_reads_its_section_aloud_and_applies_it() -> None:
    g = at(to_outpost(campaign()), "outpost", "time", week=1)
    assert said(g, PassTime()) == [
        ("Week 2 is marked on the calendar (summer).", ("FH-TIME-WEEK-1",), "week"),
        ("Section 10.1 is read: A supply caravan arrives before the ice closes the pass.", ("FH-TIME-WEEK-1",),
         "info"),
        ("Section 10.1: +1 lumber (the town has 4).", ("FH-TIME-WEEK-1",), "info"),
        ("Section 10.1: +1 metal (the town has 3).", ("FH-TIME-WEEK-1",), "info")]


@pytest.mark.rule("FH-TIME-SEASON-1")
def test_the_eleventh_week_turns_the_season_and_the_first_does_not() -> None:
    g = at(campaign(), "outpost", "time", week=10)
    assert said(g, PassTime()) == [
        ("Week 11 is marked on the calendar (winter).", ("FH-TIME-WEEK-1",), "week"),
        ("Ten weeks have passed: the season turns to winter.", ("FH-TIME-SEASON-1",), "season")]
    first = at(campaign(), "outpost", "time", week=0)
    assert said(first, PassTime()) == [("Week 1 is marked on the calendar (summer).", ("FH-TIME-WEEK-1",), "week")]


@pytest.mark.rule("FH-EVENT-OUTPOST-1", "FH-GEN-PARTY-1")
def test_an_outpost_event_is_read_then_the_towns_choice_and_its_effects() -> None:
    g = at(campaign(), "outpost", "event", week=1, event_decks={"summer": ["SO-03"], "winter": []})
    assert said(g, DrawEvent()) == [("Summer outpost event SO-03: Wild herbs bloom on the hillside.",
                                     ("FH-EVENT-OUTPOST-1",), "event")]
    assert said(g, ResolveEvent(0)) == [
        ("The town chooses: Gather them.", ("FH-EVENT-OUTPOST-1", "FH-GEN-PARTY-1"), "info"),
        ("Event SO-03: +1 arrowvine (the town has 2).", ("FH-EVENT-OUTPOST-1",), "info"),
        ("Event SO-03: +1 snowthistle (the town has 2).", ("FH-EVENT-OUTPOST-1",), "info")]
    assert g.state.event == "" and g.state.step == "operations"


@pytest.mark.rule("FH-EVENT-OUTPOST-1", "FH-TIME-SEASON-1")
def test_a_winter_event_is_said_as_winter_and_an_empty_deck_skips_to_operations() -> None:
    g = at(campaign(), "outpost", "event", week=12, event_decks={"summer": ["SO-01"], "winter": ["WO-01"]})
    assert said(g, DrawEvent()) == [("Winter outpost event WO-01: A blizzard buries the outpost.",
                                     ("FH-EVENT-OUTPOST-1",), "event")]
    empty = at(campaign(), "outpost", "event", week=1, event_decks={"summer": [], "winter": ["WO-01"]})
    assert said(empty, DrawEvent()) == [("The summer outpost event deck is empty: no event this week.",
                                         ("FH-EVENT-OUTPOST-1",), "info")]
    assert (empty.state.event, empty.state.step) == ("", "operations")


def road_ready(**changes):
    options = changes.pop("options", {})
    return at(campaign(**options), "scenario", unlocked=[1, 2, 3], completed=[1], **changes)


@pytest.mark.rule("FH-ROAD-WHEN-1", "FH-ROAD-DECK-1", "FH-ROAD-RESOLVE-1", "FH-ROAD-RETURN-1")
def test_a_road_event_is_read_resolved_and_returned_under_its_deck() -> None:
    g = road_ready(road_decks={"summer": ["SR-01", "SR-02"], "winter": ["WR-01"]})
    assert said(g, ChooseScenario(2)) == [
        ("The party sets out for scenario 2: The Frozen Crossroads (D-9).", ("FH-SCEN-REQ-1", "FH-SCEN-ENTRY-1"),
         "scenario"),
        ("Road event SR-01 from the summer road events: A rope bridge sways over a gorge.",
         ("FH-ROAD-WHEN-1", "FH-ROAD-DECK-1"), "event")]
    assert said(g, ResolveRoad(0)) == [
        ("The party chooses: Cross carefully.", ("FH-ROAD-RESOLVE-1", "FH-GEN-PARTY-1"), "info"),
        ("Road event SR-01: morale -1 (now 5).", ("FH-ROAD-RESOLVE-1",), "info"),
        ("Road event SR-01 goes to the bottom of its deck.", ("FH-ROAD-RETURN-1",), "info")]
    assert g.state.road_decks["summer"] == ["SR-02", "SR-01"] and (g.state.phase, g.state.road_event) == ("play", "")


@pytest.mark.rule("FH-ROAD-DECK-1", "FH-ROAD-RETURN-1")
def test_a_winter_road_event_without_the_return_mark_leaves_the_game() -> None:
    g = road_ready(week=12, road_decks={"summer": ["SR-01"], "winter": ["WR-02", "WR-01"]})
    assert said(g, ChooseScenario(2))[1] == (
        "Road event WR-02 from the winter road events: A frozen traveller clutches a purse.",
        ("FH-ROAD-WHEN-1", "FH-ROAD-DECK-1"), "event")
    assert said(g, ResolveRoad(1)) == [
        ("The party chooses: Bury the traveller.", ("FH-ROAD-RESOLVE-1", "FH-GEN-PARTY-1"), "info"),
        ("Road event WR-02: morale +1 (now 7).", ("FH-ROAD-RESOLVE-1",), "info"),
        ("Road event WR-02 leaves the game.", ("FH-ROAD-RETURN-1",), "info")]
    assert g.state.road_decks == {"summer": ["SR-01"], "winter": ["WR-01"]}


@pytest.mark.rule("FH-ROAD-WHEN-1", "FH-GEN-FIRST-1", "FH-VARIANT-CASUAL-1")
def test_why_no_road_event_is_drawn() -> None:
    empty = road_ready(road_decks={"summer": [], "winter": ["WR-01"]})
    assert said(empty, ChooseScenario(2))[1:] == [("The summer road events deck is empty.", ("FH-ROAD-DECK-1",),
                                                   "info")]
    assert empty.state.phase == "play"
    first = campaign()
    assert said(first, ChooseScenario(1))[1:] == [("No road event before scenario 1: the first scenarios skip it.",
                                                   ("FH-ROAD-WHEN-1", "FH-GEN-FIRST-1"), "info")]
    home = road_ready()
    s = home.state
    building(s, 12).level = 1
    home.set_position(s)
    assert said(home, ChooseScenario(3))[1:] == [("No road event before scenario 3: it takes place in Frosthaven.",
                                                  ("FH-ROAD-WHEN-1", "FH-GEN-FIRST-1"), "info")]
    casual = road_ready(options={"casual": True})
    assert said(casual, ChooseScenario(2)) == [
        ("The party sets out for scenario 2: The Frozen Crossroads (D-9).",
         ("FH-SCEN-REQ-1", "FH-SCEN-ENTRY-1", "FH-VARIANT-CASUAL-1"), "scenario"),
        ("No road event before scenario 2: casual mode has none.", ("FH-ROAD-WHEN-1", "FH-GEN-FIRST-1"), "info")]


@pytest.mark.rule("FH-VARIANT-CASUAL-1")
def test_a_casual_result_is_reported_won_or_lost_and_changes_nothing() -> None:
    g = road_ready(options={"casual": True})
    g.apply(ChooseScenario(2))
    assert said(g, report(g, True, gold=(5, 5))) == [
        ("Casual mode: scenario 2 won; the campaign does not change.", ("FH-VARIANT-CASUAL-1",), "won")]
    g.apply(ChooseScenario(2))
    assert said(g, report(g, False)) == [
        ("Casual mode: scenario 2 lost; the campaign does not change.", ("FH-VARIANT-CASUAL-1",), "lost")]
    assert [h.gold for h in g.state.characters] == [30, 30] and g.state.played == 2


@pytest.mark.rule("FH-CONSTRUCT-BUILD-1", "FH-OUTPOST-STEPS-1")
def test_construction_gifts_and_the_end_of_the_outpost_phase_are_logged() -> None:
    g = at(campaign(), "outpost", "construction", week=2)
    s = g.state
    hero(s, 0).materials["hide"] = 2
    g.set_position(s)
    supply = s.supply["hide"]
    assert [(e.text, e.player) for e in g.apply(Contribute(0, "hide"))] == [
        (f"Ironbark Warden gives 1 hide to the Frosthaven supply (now {supply + 1}).", 0)]
    assert hero(g.state, 0).materials["hide"] == 1
    assert said(g, EndConstruction()) == [("The outpost phase ends; the next scenario phase begins.",
                                           ("FH-OUTPOST-STEPS-1", "FH-GEN-PHASES-1"), "info")]
    assert (g.state.phase, g.state.outposts) == ("scenario", 1)
    last = at(campaign(), "outpost", "construction", week=4)
    assert said(last, EndConstruction()) == [("Week 4 ends the campaign of 4 weeks.", ("FH-OUTPOST-STEPS-1",),
                                              "over")]
    assert last.is_over and last.objective() == "Campaign over: week 4 of 4, prosperity 1, morale 6."


@pytest.mark.rule("FH-ROAD-RETURN-1")
def test_every_event_card_says_whether_it_returns_under_its_deck() -> None:
    data = K.data()
    cards = [c for kind in ("events", "road_events") for deck in data[kind].values() for c in deck]
    assert cards and all(isinstance(c.get("returns"), bool) for c in cards)
