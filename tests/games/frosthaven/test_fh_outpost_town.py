"""The outpost phase: steps in order, calendar, events, attacks, building operations, downtime and
construction (FH-OUTPOST-STEPS-1, FH-TIME-*, FH-EVENT-*, FH-BUILD-OPS-1, FH-DOWNTIME-*, FH-CONSTRUCT-*)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.outpost import campaign as CP
from floe_widgets.games.frosthaven.outpost import content as K
from floe_widgets.games.frosthaven.outpost.actions import (
    Brew,
    Build,
    Craft,
    CreateCharacter,
    DefendBuilding,
    DrawEvent,
    EndConstruction,
    EndDowntime,
    LevelUp,
    PassTime,
    Rebuild,
    ResolveEvent,
    Retire,
    RunOperations,
    Sell,
    SpendMorale,
)
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.outpost.game import STEP_NAMES
from floe_widgets.games.frosthaven.outpost.town import building
from floe_widgets.games.frosthaven.scenario import cards as C
from tests.games.frosthaven.outpost_helpers import at, campaign, to_outpost
from tests.games.frosthaven.test_fh_outpost import refused


def texts(game) -> list[str]:
    return [e.text for e in game.history[-1].events]


@pytest.mark.rule("FH-OUTPOST-STEPS-1")
def test_the_five_steps_run_strictly_in_order() -> None:
    g = to_outpost(campaign())
    info = refused(g, Build(12))
    assert (info.rule_id, info.reason) == ("FH-OUTPOST-STEPS-1", "The outpost phase is at the passage of time step; "
                                                                 "the construction step comes later.")
    assert refused(g, RunOperations()).rule_id == "FH-OUTPOST-STEPS-1"
    seen = []
    while g.state.phase == "outpost":
        step = STEP_NAMES[g.state.step].split(" (")[0]
        if step not in seen:
            seen.append(step)
        if g.state.step == "construction" and EndDowntime(0) not in g.legal_actions():
            assert "already over" in refused(g, EndDowntime(0)).reason
        g.apply(next(a for a in g.legal_actions() if a.kind in
                     ("pass-time", "draw-event", "resolve-event", "defend-building", "run-operations",
                      "end-downtime", "end-construction")))
    assert tuple(seen) == ("passage of time", "outpost event", "building operations", "downtime", "construction")
    assert g.state.phase == "scenario"


@pytest.mark.rule("FH-TIME-WEEK-1")
def test_marking_a_week_reads_the_sections_in_its_box() -> None:
    g = at(to_outpost(campaign()), "outpost", "time", week=1)
    supply = dict(g.state.supply)
    g.apply(PassTime())                 # week 2's box holds section 10.1: +1 lumber, +1 metal
    assert g.state.week == 2 and "10.1" in g.state.read_sections
    assert g.state.supply["lumber"] == supply["lumber"] + 1 and g.state.supply["metal"] == supply["metal"] + 1
    g = at(g, "outpost", "time", week=2)
    g.apply(PassTime())                 # week 3: section 12.2 unlocks scenario 4
    assert 4 in g.state.unlocked
    g = at(g, "outpost", "time", week=3)
    g.apply(PassTime())                 # week 4 has an empty box
    assert g.state.read_sections == ["10.1", "12.2"]


@pytest.mark.rule("FH-TIME-WEEK-1", "FH-EVENT-OUTPOST-1")
def test_an_event_can_write_a_section_into_a_later_week() -> None:
    g = at(campaign(), "outpost", "event", week=4, event_decks={"summer": ["SO-04"], "winter": []})
    g.apply(DrawEvent())
    g.apply(ResolveEvent(0))
    assert "20.3" in g.state.calendar[6] and g.state.event_decks["summer"] == []   # SO-04 leaves the game


@pytest.mark.rule("FH-TIME-SEASON-1", "FH-EVENT-OUTPOST-1")
def test_week_eleven_turns_winter_and_draws_from_the_winter_deck() -> None:
    g = at(campaign(), "outpost", "time", week=10)
    g.apply(PassTime())
    assert any("season turns to winter" in t for t in texts(g)) and CP.season(11) == "winter"
    top = g.state.event_decks["winter"][0]
    g.apply(DrawEvent())
    assert g.state.event == top and top.startswith("WO")
    g = at(campaign(), "outpost", "time", week=9)
    g.apply(PassTime())
    assert not any("season" in t for t in texts(g))


@pytest.mark.rule("FH-EVENT-OUTPOST-1")
def test_an_event_is_resolved_and_returns_under_its_deck() -> None:
    g = at(campaign(), "outpost", "event", week=1, event_decks={"summer": ["SO-03", "SO-01"], "winter": ["WO-01"]})
    herbs = dict(g.state.herbs)
    g.apply(DrawEvent())
    assert g.legal_actions() == [ResolveEvent(0), ResolveEvent(1)]
    g.apply(ResolveEvent(0))
    assert all(g.state.herbs[h] == herbs[h] + 1 for h in ("arrowvine", "snowthistle"))
    assert g.state.event_decks["summer"] == ["SO-01", "SO-03"] and g.state.step == "operations"


@pytest.mark.rule("FH-EVENT-ATTACK-1")
def test_each_targeted_building_makes_a_town_guard_check() -> None:
    g = at(campaign(), "outpost", "event", week=1, event_decks={"summer": ["SO-02"], "winter": []},
           guard_deck=[-2, 3, 0])
    g.apply(DrawEvent())
    g.apply(ResolveEvent(0))            # attack 4 on buildings 5 and 17
    assert g.state.step == "attack" and g.legal_actions() == [DefendBuilding(5), DefendBuilding(17)]
    assert refused(g, RunOperations()).rule_id == "FH-OUTPOST-STEPS-1"
    g.apply(DefendBuilding(5))          # defence 3 + Barracks 1 - 2 = 2 < 4: wrecked
    assert building(g.state, 5).wrecked
    g.apply(DefendBuilding(17))         # 3 + 1 + 3 = 7: holds
    assert not building(g.state, 17).wrecked
    assert g.state.guard_deck == [0] and g.state.guard_discard == [-2, 3] and g.state.step == "operations"


@pytest.mark.rule("FH-BUILD-OPS-1")
def test_operations_run_in_ascending_building_number() -> None:
    g = campaign()
    s = g.state
    s.buildings.reverse()
    building(s, 5).level = 2
    building(s, 17).wrecked = True
    g = at(g, "outpost", "operations", buildings=s.buildings, supply={"lumber": 0, "metal": 0, "hide": 0})
    morale = g.state.morale
    g.apply(RunOperations())
    order = [int(t.split()[1]) for t in texts(g) if t.startswith("Building")]
    assert order == sorted(order) == [5, 17, 34, 35, 98]
    assert g.state.supply == {"lumber": 0, "metal": 2, "hide": 0}    # the wrecked Logging Camp gives nothing
    assert g.state.morale == morale - 1                                # ...but costs its wrecked effect


# -- downtime -------------------------------------------------------------------------------------------------
def downtime(**changes):
    return at(campaign(), "outpost", "downtime", **changes)


@pytest.mark.rule("FH-DOWNTIME-LEVEL-1")
def test_level_up_at_the_xp_threshold() -> None:
    g = downtime()
    s = g.state
    h = hero(s, 0)
    cls = h.cls = "glintblade"
    h.xp = K.xp_threshold(2) - 1
    g.set_position(s)
    assert refused(g, LevelUp(0)).rule_id == "FH-DOWNTIME-LEVEL-1"
    s.characters[0].xp += 1
    g.set_position(s)
    cards = len(s.characters[0].cards)
    g.apply(LevelUp(0))
    h = hero(g.state, 0)
    assert (h.level, h.perk_marks, h.max_hp) == (2, 1, C.classes()[cls]["hp"][1])
    assert len(h.cards) == cards + 1 and C.card(h.cards[-1])["level"] == 2


@pytest.mark.rule("FH-DOWNTIME-RETIRE-1", "FH-DOWNTIME-CREATE-1", "FH-CHAR-PQ-1")
def test_retire_then_create_a_new_character() -> None:
    g = downtime(inspiration=16, prosperity=3)
    s = g.state
    h = hero(s, 0)
    assert refused(g, Retire(0)).rule_id == "FH-DOWNTIME-RETIRE-1"
    h.quest_progress = K.quest(h.quest)["target"]
    g.set_position(s)
    second = s.quest_deck[0]
    g.apply(Retire(0, second_quest=True))
    s = g.state
    assert hero(s, 0) is None and s.prosperity == 5 and s.inspiration == 1 and len(s.retirements) == 1
    unlocks = [K.quest(q)["unlock"] for q in (h.quest, second)]
    for u in unlocks:
        assert ("building" in u and building(s, u["building"]) is not None) or u.get("class") in s.unlocked_classes
    assert second not in s.quest_deck
    deck = len(s.quest_deck)
    g.apply(CreateCharacter(0, h.cls, 1))          # the class is free again
    new = hero(g.state, 0)
    assert new.gold == CP.new_character_gold(5) == 70 and new.perk_marks == 1 and new.level == 1
    assert len(g.state.quest_deck) == deck - 1


@pytest.mark.rule("FH-DOWNTIME-RETIRE-1")
def test_a_second_quest_needs_15_inspiration() -> None:
    g = downtime(inspiration=14)
    s = g.state
    s.characters[0].quest_progress = 99
    g.set_position(s)
    assert "15 inspiration" in refused(g, Retire(0, True)).reason
    assert Retire(0, False) in g.legal_actions()


@pytest.mark.rule("FH-DOWNTIME-CRAFT-1", "FH-DOWNTIME-SELL-1")
def test_craft_from_own_materials_and_town_herbs_then_sell() -> None:
    g = downtime()
    s = g.state
    s.characters[0].materials = {"lumber": 2, "metal": 2, "hide": 1}
    s.herbs["snowthistle"] = 0
    g.set_position(s)
    assert "lacks the herbs" in refused(g, Craft(0, "ash-bow")).reason
    g.apply(Craft(0, "spiked-shield"))
    h = hero(g.state, 0)
    assert h.materials == {"lumber": 2, "metal": 0, "hide": 0} and h.items == ["spiked-shield"]
    assert "lacks the materials" in refused(g, Craft(0, "spiked-shield")).reason
    gold = h.gold
    g.apply(Sell(0, "spiked-shield"))
    assert hero(g.state, 0).gold == gold + CP.sell_price(materials=3) == gold + 6
    s = g.state
    building(s, 34).wrecked = True
    g.set_position(s)
    assert "Craftsman" in refused(g, Craft(0, "hide-cloak")).reason


@pytest.mark.rule("FH-DOWNTIME-BREW-1")
def test_brewing_spends_two_herbs_and_reveals_the_window() -> None:
    g = downtime(herbs={"arrowvine": 1, "snowthistle": 2})
    g.apply(Brew(1, "arrowvine", "snowthistle"))
    s = g.state
    assert s.herbs["arrowvine"] == 0 and s.herbs["snowthistle"] == 1
    assert s.alchemy == ["arrowvine+snowthistle"] and hero(s, 1).items == ["potion:arrowvine+snowthistle"]
    assert refused(g, Brew(1, "snowthistle", "snowthistle")).rule_id == "FH-DOWNTIME-BREW-1"
    assert "lacks the herbs" in refused(g, Brew(0, "arrowvine", "snowthistle")).reason
    building(s, 35).wrecked = True
    g.set_position(s)
    assert "Alchemist" in refused(g, Brew(0, "axenut", "snowthistle")).reason


@pytest.mark.rule("FH-DOWNTIME-ORDER-1")
def test_downtime_ends_when_every_character_is_done() -> None:
    g = downtime()
    g.apply(EndDowntime(1))
    assert g.state.step == "downtime" and g.current_player == 0
    g.apply(EndDowntime(0))
    assert g.state.step == "construction" and g.state.builds_left == 1


# -- construction -------------------------------------------------------------------------------------------
def construction(**changes):
    g = at(campaign(), "outpost", "construction", builds_left=1, **changes)
    return g


@pytest.mark.rule("FH-CONSTRUCT-BUILD-1")
def test_build_one_building_from_the_supply() -> None:
    g = construction(supply={"lumber": 1, "metal": 0, "hide": 1})
    info = refused(g, Build(12))
    assert info.rule_id == "FH-CONSTRUCT-BUILD-1" and "lacks" in info.reason
    g = construction(supply={"lumber": 9, "metal": 9, "hide": 9})
    g.apply(Build(12))
    assert building(g.state, 12).level == 1 and g.state.supply == {"lumber": 7, "metal": 9, "hide": 8}
    assert "No construction is left" in refused(g, Build(5)).reason


@pytest.mark.rule("FH-CONSTRUCT-MORALE-1")
def test_two_morale_buy_a_second_construction() -> None:
    g = construction(supply={"lumber": 9, "metal": 9, "hide": 9}, morale=6)
    g.apply(SpendMorale())
    assert (g.state.builds_left, g.state.morale) == CP.constructions_allowed(6, True) == (2, 4)
    g.apply(Build(12))
    g.apply(Build(5))
    assert building(g.state, 5).level == 2
    assert refused(g, SpendMorale()).rule_id == "FH-CONSTRUCT-MORALE-1"
    assert refused(construction(morale=1), SpendMorale()).rule_id == "FH-CONSTRUCT-MORALE-1"


@pytest.mark.rule("FH-CONSTRUCT-REBUILD-1")
def test_any_number_of_wrecked_buildings_are_rebuilt() -> None:
    g = construction(supply={"lumber": 9, "metal": 9, "hide": 9})
    s = g.state
    for n in (5, 17, 98):
        building(s, n).wrecked = True
    g.set_position(s)
    assert refused(g, Build(5)).rule_id == "FH-CONSTRUCT-BUILD-1"
    for n in (5, 17, 98):
        g.apply(Rebuild(n))
    g.apply(Build(12))
    assert not any(b.wrecked for b in g.state.buildings) and building(g.state, 12).level == 1
    assert refused(g, Rebuild(5)).rule_id == "FH-CONSTRUCT-REBUILD-1"
    poor = construction(supply={"lumber": 0, "metal": 0, "hide": 0})
    s = poor.state
    building(s, 5).wrecked = True
    poor.set_position(s)
    assert "lacks the rebuild cost" in refused(poor, Rebuild(5)).reason


def test_the_campaign_ends_after_its_last_week() -> None:
    g = construction(week=4)
    g.apply(EndConstruction())
    assert g.is_over and g.winner() == (0, 1)


@pytest.mark.rule("FH-DOWNTIME-LEVEL-1")
def test_prosperity_raises_a_character_without_the_xp() -> None:
    g = downtime(prosperity=2)
    assert refused(g, LevelUp(0)).rule_id == "FH-DOWNTIME-LEVEL-1"
    g = downtime(prosperity=3)          # half of 3, rounded up: level 2
    g.apply(LevelUp(0))
    h = hero(g.state, 0)
    assert h.level == 2 and h.xp == K.xp_threshold(2)
    assert refused(g, LevelUp(0)).rule_id == "FH-DOWNTIME-LEVEL-1"


def test_the_sample_campaign_content_is_complete_and_consistent() -> None:
    from floe_widgets.games.frosthaven.scenario.loot import HERBS

    data = K.data()
    numbers = {b["number"] for b in data["buildings"]}
    assert data["source"] == "sample" and all(b["source"] == "sample" for b in data["buildings"])
    for decks in (data["events"], data["road_events"]):
        assert set(decks) == {"summer", "winter"}
        for deck in decks.values():
            assert 4 <= len(deck) <= 8
            for card in deck:
                assert card["source"] == "sample" and len(card["options"]) == 2
                for effects in (option["effects"] for option in card["options"]):
                    if "attack" in effects:
                        assert set(effects["attack"]["targets"]) <= numbers
                    if "calendar" in effects:
                        assert effects["calendar"]["section"] in data["sections"]
    assert all(sid in data["sections"] for week in data["calendar"]["weeks"].values() for sid in week)
    for q in data["quests"]:
        unlock = q["unlock"]
        assert unlock.get("building", 5) in numbers and unlock.get("class", "warden") in C.classes()
    assert sorted(data["alchemy"]["chart"]) == sorted(K.herb_pair(a, b) for i, a in enumerate(HERBS)
                                                      for b in HERBS[i + 1:])
    assert {data["craftsman"], data["alchemist"], data["guard_bonus_building"]} <= numbers
    xp = data["xp_thresholds"]["values"]
    assert len(xp) == 9 and xp == sorted(xp)
