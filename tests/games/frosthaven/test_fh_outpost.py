"""The Frosthaven campaign: classes, the scenario book and requirements, scenario results,
variants (FH-GEN-CLASSES-1, FH-SCEN-*, FH-COMPLETE-*, FH-LOST-CHOICE-1, FH-VARIANT-*)."""

from __future__ import annotations

import pytest

from floe_widgets.core import FormatError, IllegalAction, SetupError
from floe_widgets.games.frosthaven.outpost import book as B
from floe_widgets.games.frosthaven.outpost import campaign as CP
from floe_widgets.games.frosthaven.outpost.actions import (
    ChooseScenario,
    CreateCharacter,
    EndDowntime,
    LostChoice,
    ReportScenario,
    ResolveRoad,
)
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.outpost.town import building
from floe_widgets.games.frosthaven.scenario import cards as C
from floe_widgets.games.frosthaven.scenario.book import scenario_data
from tests.games.frosthaven.outpost_helpers import at, campaign, report, run_steps, to_outpost


def refused(game, action) -> IllegalAction:
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert game.to_json() == before
    return info.value


# -- classes ---------------------------------------------------------------------------------------
@pytest.mark.rule("FH-GEN-CLASSES-1")
def test_a_new_campaign_offers_exactly_the_six_starting_classes() -> None:
    g = campaign(4)
    assert len(g.state.unlocked_classes) == 6
    assert sorted(g.state.unlocked_classes) == sorted(c for c, v in C.classes().items()
                                                      if v["starting"] and v["origin"] == "frosthaven")
    locked = C.locked_classes()[0]
    assert locked not in g.state.unlocked_classes
    with pytest.raises(SetupError) as info:
        campaign(2, classes=[locked, "warden"])
    assert info.value.rule_id == "FH-GEN-CLASSES-1"


@pytest.mark.rule("FH-GEN-CLASSES-1", "FH-DOWNTIME-CREATE-1")
def test_a_locked_class_is_refused_at_creation_until_a_section_unlocks_it() -> None:
    g = campaign(2)
    g = at(g, "outpost", "downtime", characters=[h for h in g.state.characters if h.seat == 0])
    locked = C.locked_classes()[0]
    assert refused(g, CreateCharacter(1, locked, 0)).rule_id == "FH-GEN-CLASSES-1"
    assert CreateCharacter(1, "glintblade", 0) in g.legal_actions()
    # week 9's section (31.4) opens the locked class
    g2 = at(campaign(2), "outpost", "time", week=8)
    g2.apply(g2.legal_actions()[0])
    assert locked in g2.state.unlocked_classes
    g2 = at(g2, "outpost", "downtime", characters=[h for h in g2.state.characters if h.seat == 0])
    assert CreateCharacter(1, locked, 0) in g2.legal_actions()


@pytest.mark.rule("FH-CHAR-UNIQUE-1")
def test_one_character_per_class() -> None:
    g = campaign(2)
    g = at(g, "outpost", "downtime", characters=[h for h in g.state.characters if h.seat == 0])
    taken = hero(g.state, 0).cls
    assert refused(g, CreateCharacter(1, taken, 0)).rule_id == "FH-CHAR-UNIQUE-1"
    with pytest.raises(SetupError) as info:
        campaign(2, classes=["warden", "warden"])
    assert info.value.rule_id == "FH-CHAR-UNIQUE-1"


@pytest.mark.rule("FH-VARIANT-CROSS-1")
def test_gloomhaven_classes_only_with_crossover() -> None:
    cross = C.crossover_classes()
    assert cross
    for flag in (False, True):
        g = campaign(2, crossover=flag)
        g = at(g, "outpost", "downtime", characters=[h for h in g.state.characters if h.seat == 0])
        offered = {a.cls for a in g.legal_actions() if isinstance(a, CreateCharacter)}
        assert (cross[0] in offered) is flag
        if not flag:
            assert refused(g, CreateCharacter(1, cross[0], 0)).rule_id == "FH-VARIANT-CROSS-1"
    assert campaign(2, crossover=True, classes=[cross[0], "warden"]).state.characters[0].cls == cross[0]


# -- the scenario book ------------------------------------------------------------------------------------
@pytest.mark.rule("FH-SCEN-BOOK-1")
def test_the_book_numbers_138_scenarios_and_refuses_others() -> None:
    assert B.BOOK_SIZE == 138 and set(B.book()) <= set(range(1, 139))
    g = campaign()
    for number in (0, 139):
        info = refused(g, ChooseScenario(number))
        assert info.rule_id == "FH-SCEN-BOOK-1" and "1 to 138" in info.reason
    missing = next(n for n in range(1, 139) if n not in B.book())
    info = refused(g, ChooseScenario(missing))
    assert info.rule_id == "FH-SCEN-BOOK-1" and "not in this sample edition" in info.reason


@pytest.mark.rule("FH-SCEN-ENTRY-1")
def test_entries_take_goal_loot_and_key_from_their_map() -> None:
    one = B.entry(1)
    data = scenario_data("thaw-gate")
    assert one["name"] == data["name"] and one["goal"] == data["goal"] and one["loot_table"] == data["loot_table"]
    assert one["key"]["monsters"] == sorted({m["type"] for m in data["monsters"]})
    assert "trap" in one["key"]["overlays"]
    for entry in B.book().values():
        for field in ("name", "number", "coordinates", "requirements", "complexity", "feature", "goal",
                      "introduction", "special_rules", "effects", "section_links", "map", "loot_table", "key"):
            assert field in entry, (entry["number"], field)
    assert B.entry(3)["coordinates"] == "FR" and B.entry(2)["name"] != one["name"]


@pytest.mark.rule("FH-SCEN-ENTRY-1")
@pytest.mark.parametrize(("field", "value", "words"), [
    ("complexity", 4, "complexity is 1 to 3"),
    ("coordinates", "C12", "grid square"),
    ("requirements", ["building twelve"], "requirement reads"),
    ("number", 139, "1 to 138"),
    ("map", "no-such-map", "unknown map"),
    ("goal", "Win.", "comes from the map"),
    ("section_links", {"goal": "twelve"}, "page.section"),
])
def test_a_broken_entry_names_its_field(field, value, words) -> None:
    good = {"number": 7, "map": "thaw-gate", "coordinates": "A-1", "requirements": [], "complexity": 1,
            "feature": "x", "effects": [], "section_links": {}}
    B.check_entry(good, "e")
    with pytest.raises(FormatError) as info:
        B.check_entry({**good, field: value}, "entries[0]")
    assert words in info.value.message and info.value.path.startswith("entries[0]")
    with pytest.raises(FormatError) as info:
        B.check_entry({k: v for k, v in good.items() if k != "feature"}, "entries[1]")
    assert "feature" in info.value.message


@pytest.mark.rule("FH-SCEN-REQ-1")
def test_only_unlocked_scenarios_with_requirements_met() -> None:
    g = campaign()
    assert [a.number for a in g.legal_actions()] == [1]
    assert "locked" in refused(g, ChooseScenario(2)).reason
    to_outpost(g)        # scenario 1 completed: 2 and 3 unlocked
    assert {2, 3} <= set(g.state.unlocked)
    g = at(g, "scenario")
    info = refused(g, ChooseScenario(3))
    assert info.rule_id == "FH-SCEN-REQ-1" and "building 12 built" in info.reason
    assert ChooseScenario(2) in g.legal_actions()
    s = g.state
    building(s, 12).level = 1
    g.set_position(s)
    assert ChooseScenario(3) in g.legal_actions()


# -- completing and losing a scenario ------------------------------------------------------------------------------
@pytest.mark.rule("FH-COMPLETE-LOOT-1", "FH-COMPLETE-GOALS-1", "FH-GOAL-PERK-1", "FH-COMPLETE-RETURN-1",
                  "FH-GEN-PHASES-1")
def test_a_won_scenario_gives_loot_checkmarks_and_leads_to_the_outpost() -> None:
    g = campaign()
    s = g.state
    s.characters[0].checkmarks = 2
    g.set_position(s)
    g.apply(ChooseScenario(1))
    herbs = g.state.herbs["arrowvine"]
    g.apply(report(g, True, xp=(8, 5), gold=(6, 0), checkmarks=(2, 1),
                   loot=(("lumber", "lumber", "arrowvine"), ("metal",))))
    a, b = g.state.characters
    assert (a.xp, a.gold, b.xp) == (8, 36, 5)
    assert a.materials["lumber"] == 2 and b.materials["metal"] == 1
    assert g.state.herbs["arrowvine"] == herbs + 1
    assert (a.checkmarks, a.perk_marks) == CP.add_checkmarks(2, 2) == (4, 1)
    assert (b.checkmarks, b.perk_marks) == (1, 0)
    assert g.state.completed == [1]
    assert (g.state.phase, g.state.step) == ("outpost", "time")


@pytest.mark.rule("FH-COMPLETE-REWARDS-1")
def test_rewards_only_the_first_time() -> None:
    g = campaign()
    morale = g.state.morale
    to_outpost(g)
    assert g.state.morale == morale + 1 and {2, 3} <= set(g.state.unlocked)
    g = at(g, "scenario")
    g.apply(ChooseScenario(1))
    g.apply(report(g, True))
    assert g.state.morale == morale + 1
    assert any("no rewards again" in e.text for e in g.history[-1].events)


@pytest.mark.rule("FH-COMPLETE-INSPIRE-1")
@pytest.mark.parametrize(("players", "gain"), [(2, 2), (3, 1), (4, 0)])
def test_inspiration_by_party_size(players, gain) -> None:
    g = to_outpost(campaign(players))
    assert g.state.inspiration == gain == CP.inspiration(players)


@pytest.mark.rule("FH-LOST-CHOICE-1")
def test_lost_return_keeps_loot_replay_loses_it() -> None:
    g = campaign()
    g.apply(ChooseScenario(1))
    g.apply(report(g, False, xp=(4, 0), gold=(2, 0), loot=(("lumber",) * 3, ())))
    assert g.state.phase == "lost" and g.state.characters[0].xp == 4
    assert refused(g, ChooseScenario(1)).rule_id == "FH-GEN-PHASES-1"
    back = g.copy()
    back.apply(LostChoice("return"))
    assert back.state.characters[0].materials["lumber"] == 3 and back.state.phase == "outpost"
    g.apply(LostChoice("replay"))
    h = g.state.characters[0]
    assert h.materials["lumber"] == 0 and h.xp == 4 and h.gold == 32
    assert (g.state.phase, g.state.scenario, g.state.week) == ("play", 1, 0)


@pytest.mark.rule("FH-COMPLETE-LOOT-1")
@pytest.mark.parametrize("change", [
    {"xp": (1,)}, {"xp": (-1, 0)}, {"loot": (("gold-bar",), ())}, {"died": (True, True)},
    {"checkmarks": (19, 0)},
])
def test_malformed_reports_are_refused(change) -> None:
    g = campaign()
    g.apply(ChooseScenario(1))
    base = report(g, True)
    bad = ReportScenario(**{**base.__dict__, **change})
    info = refused(g, bad)
    assert info.rule_id and info.reason
    lost = report(g, False, checkmarks=(1, 0))
    assert "only gained when the scenario is won" in refused(g, lost).reason
    assert "not 9" in refused(g, ReportScenario(9, True)).reason


def test_well_formed_reports_with_gains_are_accepted_though_not_listed() -> None:
    g = campaign()
    g.apply(ChooseScenario(1))
    action = report(g, True, xp=(3, 4), gold=(1, 2), loot=(("hide",), ()))
    assert action not in g.legal_actions() and g.is_legal(action)
    g.apply(action)
    assert g.state.characters[1].xp == 4


# -- variants ------------------------------------------------------------------------------------------------
@pytest.mark.rule("FH-VARIANT-CASUAL-1")
def test_casual_mode_changes_nothing() -> None:
    g = campaign(casual=True)
    before = g.state
    g.apply(ChooseScenario(1))
    g.apply(report(g, True, xp=(10, 10), gold=(5, 5), checkmarks=(3, 0), loot=(("lumber",), ())))
    s = g.state
    assert s.phase == "scenario" and s.week == 0 and s.completed == [] and s.unlocked == [1]
    assert s.characters == before.characters and s.morale == before.morale and s.inspiration == 0
    # any unlocked scenario, whatever its requirements
    g = at(g, "scenario", unlocked=[1, 3])
    assert ChooseScenario(3) in g.legal_actions()
    normal = at(campaign(), "scenario", unlocked=[1, 3])
    assert ChooseScenario(3) not in normal.legal_actions()


@pytest.mark.rule("FH-VARIANT-PERMADEATH-1")
def test_permanent_death_removes_the_character() -> None:
    for flag in (True, False):
        g = campaign(permadeath=flag)
        g.apply(ChooseScenario(1))
        name = g.state.characters[0].name
        g.apply(report(g, False, died=(True, False)))
        assert (hero(g.state, 0) is None) is flag
        assert (name in " ".join(g.state.fallen)) is flag
        if flag:
            assert refused(g, LostChoice("replay")).rule_id == "FH-VARIANT-PERMADEATH-1"
            g.apply(LostChoice("return"))
            run_steps(g, "downtime")
            assert refused(g, EndDowntime(0)).rule_id == "FH-DOWNTIME-CREATE-1"
            assert any(isinstance(a, CreateCharacter) and a.seat == 0 for a in g.legal_actions())


@pytest.mark.rule("FH-COMPLETE-RETURN-1")
def test_a_linked_scenario_follows_at_once_without_an_outpost_phase(monkeypatch) -> None:
    monkeypatch.setitem(B.book()[1], "linked", 4)
    g = campaign()
    g.apply(ChooseScenario(1))
    g.apply(report(g, True))
    assert (g.state.phase, g.state.scenario, g.state.week) == ("play", 4, 0) and 4 in g.state.unlocked
    g.apply(report(g, True))
    assert (g.state.phase, g.state.step) == ("outpost", "time")


# -- road events ---------------------------------------------------------------------------------------------
def road_ready(**changes):
    g = campaign(**changes.pop("options", {}))
    return at(g, "scenario", unlocked=[1, 2, 3], completed=[1], **changes)


@pytest.mark.rule("FH-ROAD-WHEN-1", "FH-GEN-FIRST-1")
def test_road_events_only_when_due() -> None:
    g = campaign()
    g.apply(ChooseScenario(1))                       # the first scenario: none
    assert g.state.phase == "play" and g.state.road_event == ""
    g = road_ready()
    g.apply(ChooseScenario(2))
    assert g.state.phase == "road" and g.legal_actions() == [ResolveRoad(0), ResolveRoad(1)]
    assert refused(g, report(g, True)).rule_id == "FH-GEN-PHASES-1"
    s = road_ready().state
    building(s, 12).level = 1
    g.set_position(s)
    g.apply(ChooseScenario(3))                       # set inside Frosthaven ('FR'): none
    assert g.state.phase == "play"
    casual = road_ready(options={"casual": True})
    casual.apply(ChooseScenario(2))
    assert casual.state.phase == "play"


@pytest.mark.rule("FH-ROAD-DECK-1", "FH-ROAD-RESOLVE-1", "FH-ROAD-RETURN-1")
def test_the_season_deck_is_used_and_cards_return_or_leave() -> None:
    g = road_ready(week=12, road_decks={"summer": ["SR-01"], "winter": ["WR-02", "WR-01"]})
    gold = [h.gold for h in g.state.characters]
    g.apply(ChooseScenario(2))
    assert g.state.road_event == "WR-02"
    g.apply(ResolveRoad(0))                          # +5 gold each, -1 morale; the card leaves the game
    assert [h.gold for h in g.state.characters] == [x + 5 for x in gold]
    assert g.state.road_decks == {"summer": ["SR-01"], "winter": ["WR-01"]} and g.state.phase == "play"
    g = road_ready(week=3, road_decks={"summer": ["SR-01", "SR-03"], "winter": []})
    g.apply(ChooseScenario(2))
    g.apply(ResolveRoad(1))
    assert g.state.road_decks["summer"] == ["SR-03", "SR-01"] and g.state.inspiration == 1
