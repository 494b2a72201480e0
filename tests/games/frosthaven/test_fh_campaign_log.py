"""What the campaign log says in downtime, construction, attacks, building operations, the effects of events
and sections, and a scenario's result: each event's sentence, the rules it cites, its kind and its player
(FH-DOWNTIME-*, FH-CHAR-PERK-1, FH-CONSTRUCT-*, FH-EVENT-ATTACK-1, FH-BUILD-OPS-1, FH-COMPLETE-*,
FH-LOST-CHOICE-1)."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from floe_widgets.games.frosthaven.outpost import book as B
from floe_widgets.games.frosthaven.outpost import content as K
from floe_widgets.games.frosthaven.outpost.actions import (
    Brew,
    Build,
    ChooseScenario,
    Craft,
    CreateCharacter,
    DefendBuilding,
    DrawEvent,
    Enhance,
    LevelUp,
    LostChoice,
    PassTime,
    Rebuild,
    ReportScenario,
    ResolveEvent,
    ResolveRoad,
    Respec,
    Retire,
    RunOperations,
    Sell,
    SpendMorale,
    TakePerk,
)
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.outpost.state import Building, CampaignState
from floe_widgets.games.frosthaven.outpost.town import building
from tests.games.frosthaven.outpost_helpers import at, campaign, report

Said = tuple[str, tuple[str, ...], str, "int | None"]


def said(game, action) -> list[Said]:
    return [(e.text, e.rules, e.kind, e.player) for e in game.apply(action)]


def downtime(change: Callable[[CampaignState], None] | None = None, **state):
    g = at(campaign(), "outpost", "downtime", **state)
    s = g.state
    if change:
        change(s)
    g.set_position(s)
    return g


# -- downtime -------------------------------------------------------------------------------------------
@pytest.mark.rule("FH-CHAR-PERK-1", "FH-GOAL-PERK-1")
def test_a_perk_taken_is_named_by_what_it_does() -> None:
    g = downtime(lambda s: setattr(hero(s, 0), "perk_marks", 2))
    assert said(g, TakePerk(0, "drop-minus-ones")) == [
        ('Ironbark Warden takes the perk "Remove two -1 cards" (1 perk mark left).',
         ("FH-CHAR-PERK-1", "FH-GOAL-PERK-1"), "info", 0)]
    assert hero(g.state, 0).perks == ["drop-minus-ones"]


@pytest.mark.rule("FH-DOWNTIME-LEVEL-1")
def test_a_level_reached_by_experience_says_the_new_hit_points() -> None:
    g = downtime(lambda s: setattr(hero(s, 0), "xp", 45))
    assert said(g, LevelUp(0)) == [("Ironbark Warden reaches level 2: max HP 12, +1 perk mark.",
                                    ("FH-DOWNTIME-LEVEL-1",), "info", 0)]
    h = hero(g.state, 0)
    assert (h.level, h.xp, h.perk_marks, h.max_hp) == (2, 45, 1, 12)


def quest_done(s: CampaignState) -> None:
    hero(s, 0).quest_progress = 3          # PQ-05: three scenarios won


@pytest.mark.rule("FH-DOWNTIME-RETIRE-1", "FH-DOWNTIME-CREATE-1", "FH-CHAR-PQ-1")
def test_a_retirement_with_a_second_quest_then_the_new_character() -> None:
    g = downtime(quest_done, inspiration=20)
    deck = list(g.state.quest_deck)
    assert said(g, Retire(0, True)) == [
        (f"Ironbark Warden retires, having completed Veteran and {K.quest(deck[0])['name']}.",
         ("FH-DOWNTIME-RETIRE-1",), "retire", 0),
        ("Completing Veteran unlocks the Rimecaller class.", ("FH-DOWNTIME-RETIRE-1", "FH-GEN-CLASSES-1"), "info",
         None),
        ("The envelope for building 90 (Garden) is opened: it can now be built.", ("FH-DOWNTIME-RETIRE-1",), "info",
         None),
        ("15 inspiration spent on a second personal quest (inspiration 5).", ("FH-DOWNTIME-RETIRE-1",), "info", None),
        ("Prosperity +2 (now 3).", ("FH-DOWNTIME-RETIRE-1",), "info", None)]
    s = g.state
    assert (s.inspiration, s.prosperity, s.retired_by_seat) == (5, 3, {0: 1}) and hero(s, 0) is None
    assert s.retirements == [f"Ironbark Warden (player 1, level 1, quest PQ-05+{deck[0]})"]
    assert said(g, CreateCharacter(0, "tidecaller", 1)) == [
        (f"Player 1 creates a new Tidecaller with 50 gold, 1 bonus perk mark and personal quest "
         f"{K.quest(deck[2])['name']}.",
         ("FH-DOWNTIME-CREATE-1", "FH-CHAR-UNIQUE-1", "FH-CHAR-PQ-1"), "info", 0)]
    new = hero(g.state, 0)
    assert (new.cls, new.gold, new.perk_marks, new.quest) == ("tidecaller", 50, 1, deck[2])
    assert g.state.quest_deck == deck[3:] + [deck[1]]


@pytest.mark.rule("FH-DOWNTIME-CRAFT-1", "FH-DOWNTIME-SELL-1", "FH-DOWNTIME-BREW-1")
def test_crafting_selling_and_brewing_say_what_was_spent_and_gained() -> None:
    g = downtime(lambda s: hero(s, 0).materials.update(lumber=2))
    assert said(g, Craft(0, "ash-bow")) == [("Ironbark Warden crafts Ash Bow from 2 lumber and 1 snowthistle.",
                                             ("FH-DOWNTIME-CRAFT-1",), "info", 0)]
    assert said(g, Sell(0, "ash-bow")) == [("Ironbark Warden sells Ash Bow for 6 gold.", ("FH-DOWNTIME-SELL-1",),
                                            "info", 0)]
    assert hero(g.state, 0).gold == 36
    g = downtime()
    assert said(g, Brew(0, "arrowvine", "snowthistle")) == [
        ("Ironbark Warden brews Minor Healing Potion from arrowvine and snowthistle, revealing its window on the "
         "alchemy chart.", ("FH-DOWNTIME-BREW-1",), "info", 0)]


# -- construction, attacks and operations ----------------------------------------------------------------------
@pytest.mark.rule("FH-CONSTRUCT-BUILD-1", "FH-CONSTRUCT-MORALE-1", "FH-CONSTRUCT-REBUILD-1")
def test_building_upgrading_and_rebuilding_say_the_cost_paid() -> None:
    g = at(campaign(), "outpost", "construction", builds_left=1, morale=3,
           supply={"lumber": 9, "metal": 9, "hide": 9})
    assert said(g, Build(12)) == [("Building 12 (Hunting Lodge) is built for 2 lumber and 1 hide from the supply.",
                                   ("FH-CONSTRUCT-BUILD-1",), "build", None)]
    assert said(g, SpendMorale()) == [("The town spends 2 morale for a second construction (morale now 1).",
                                       ("FH-CONSTRUCT-MORALE-1",), "info", None)]
    assert said(g, Build(12)) == [
        ("Building 12 (Hunting Lodge) is upgraded to level 2 for 4 lumber and 2 hide from the supply.",
         ("FH-CONSTRUCT-BUILD-1",), "build", None)]
    assert g.state.supply == {"lumber": 3, "metal": 9, "hide": 6} and g.state.builds_left == 0
    s = g.state
    building(s, 5).wrecked = True
    g.set_position(s)
    assert said(g, Rebuild(5)) == [("Building 5 (Mining Camp) is rebuilt for 1 lumber.", ("FH-CONSTRUCT-REBUILD-1",),
                                    "info", None)]


@pytest.mark.rule("FH-EVENT-ATTACK-1")
def test_each_defence_check_says_the_defence_the_guard_card_and_the_attack() -> None:
    g = at(campaign(), "outpost", "attack", attack_targets=[5, 17], attack_strength=4, guard_deck=[-2, 3])
    assert said(g, DefendBuilding(5)) == [
        ("Building 5 (Mining Camp) is wrecked: defence 4 + guard card -2 is below attack 4.", ("FH-EVENT-ATTACK-1",),
         "wrecked", None)]
    assert said(g, DefendBuilding(17)) == [
        ("Building 17 (Logging Camp) holds: defence 4 + guard card +3 against attack 4.", ("FH-EVENT-ATTACK-1",),
         "info", None)]


@pytest.mark.rule("FH-EVENT-ATTACK-1", "FH-EVENT-OUTPOST-1")
def test_an_attack_targets_only_standing_buildings() -> None:
    g = at(campaign(), "outpost", "event", event_decks={"summer": ["SO-07"], "winter": []})
    g.apply(DrawEvent())
    assert said(g, ResolveEvent(0))[1] == ("Event SO-07: an attack of strength 3 targets buildings 98.",
                                           ("FH-EVENT-OUTPOST-1", "FH-EVENT-ATTACK-1"), "info", None)
    assert (g.state.attack_targets, g.state.step) == ([98], "attack")
    g = at(campaign(), "outpost", "event", event_decks={"summer": ["SO-07"], "winter": []})
    s = g.state
    building(s, 98).wrecked = True
    g.set_position(s)
    g.apply(DrawEvent())
    assert said(g, ResolveEvent(0))[1] == ("Event SO-07: an attack of strength 3 targets buildings (none standing).",
                                           ("FH-EVENT-OUTPOST-1", "FH-EVENT-ATTACK-1"), "info", None)
    assert (g.state.attack_targets, g.state.step) == ([], "operations")


@pytest.mark.rule("FH-BUILD-OPS-1")
def test_operations_say_each_buildings_yield_by_level_or_its_wrecked_effect() -> None:
    g = at(campaign(), "outpost", "operations")
    s = g.state
    building(s, 17).wrecked = True
    building(s, 5).level = 2
    g.set_position(s)
    assert [text for text, *_ in said(g, RunOperations())] == [
        "Building 5 (Mining Camp, level 2): +2 metal (the town has 4).",
        "Building 17 (Logging Camp, wrecked): morale -1 (now 5).",
        "Building 34 (Craftsman, level 1): nothing to resolve.",
        "Building 35 (Alchemist, level 1): +1 arrowvine (the town has 2).",
        "Building 98 (Barracks, level 1): nothing to resolve."]


# -- effects of events, sections and road events -------------------------------------------------------------
def event(card: str, option: int, **state) -> list[Said]:
    g = at(campaign(), "outpost", "event", event_decks={"summer": [card], "winter": []}, **state)
    g.apply(DrawEvent())
    return said(g, ResolveEvent(option))[1:]


@pytest.mark.rule("FH-EVENT-OUTPOST-1", "FH-TIME-WEEK-1")
def test_the_effects_of_an_event_each_say_what_changed() -> None:
    assert event("SO-04", 0, week=4) == [
        ("Event SO-04: morale +1 (now 7).", ("FH-EVENT-OUTPOST-1",), "info", None),
        ("Event SO-04: section 20.3 is written in week 6's box.", ("FH-EVENT-OUTPOST-1", "FH-TIME-WEEK-1"), "info",
         None)]
    assert event("SO-06", 0) == [("Event SO-06: inspiration +1 (now 1).", ("FH-EVENT-OUTPOST-1",), "info", None)]
    assert event("SO-06", 1) == [("Event SO-06: morale +1 (now 7).", ("FH-EVENT-OUTPOST-1",), "info", None),
                                 ("Event SO-06: prosperity +1 (now 2).", ("FH-EVENT-OUTPOST-1",), "info", None)]
    # the supply never drops below 0: with no hide, only the lumber gained is said
    assert event("SO-01", 0, supply={"lumber": 0, "metal": 0, "hide": 0}) == [
        ("Event SO-01: +2 lumber (the town has 2).", ("FH-EVENT-OUTPOST-1",), "info", None)]


@pytest.mark.rule("FH-TIME-WEEK-1", "FH-GEN-CLASSES-1")
def test_sections_unlock_a_class_and_a_scenario() -> None:
    g = at(campaign(), "outpost", "time", week=8)
    assert said(g, PassTime())[2] == ("Section 31.4: the Rimecaller class is unlocked.",
                                      ("FH-TIME-WEEK-1", "FH-GEN-CLASSES-1"), "info", None)
    assert "rimecaller" in g.state.unlocked_classes
    g = at(campaign(), "outpost", "time", week=2)
    assert said(g, PassTime())[2] == ("Section 12.2: scenario 4 is unlocked.", ("FH-TIME-WEEK-1",), "info", None)
    assert 4 in g.state.unlocked


@pytest.mark.rule("FH-ROAD-RESOLVE-1")
def test_a_road_event_can_give_every_character_gold() -> None:
    g = at(campaign(), "scenario", unlocked=[1, 2, 3], completed=[1], road_decks={"summer": ["SR-02"], "winter": []})
    g.apply(ChooseScenario(2))
    assert said(g, ResolveRoad(0))[1] == ("Road event SR-02: each character gains 5 gold.", ("FH-ROAD-RESOLVE-1",),
                                          "info", None)
    assert [h.gold for h in g.state.characters] == [35, 35]


# -- a scenario's result ---------------------------------------------------------------------------------------
@pytest.mark.rule("FH-COMPLETE-LOOT-1", "FH-COMPLETE-INSPIRE-1", "FH-COMPLETE-RETURN-1", "FH-VARIANT-PERMADEATH-1")
def test_a_won_scenario_is_reported_step_by_step() -> None:
    g = campaign()
    g.apply(ChooseScenario(1))
    result = report(g, True, died=(True, False), xp=(2, 0), gold=(0, 3), loot=((), ("hide",)))
    assert [(text, player) for text, _, _, player in said(g, result)] == [
        ("Ironbark Warden keeps 2 XP and 0 gold.", 0),
        ("Emberwright keeps 0 XP and 3 gold.", 1),
        ("Ironbark Warden was exhausted but recovers in Frosthaven.", 0),
        ("1. Ironbark Warden gains no resources from loot cards.", 0),
        ("1. Emberwright gains 1 hide from loot cards.", 1),
        ("5. First completion of scenario 1: its rewards are gained.", None),
        ("Reward: morale +1 (now 7).", None),
        ("Reward: scenario 2 is unlocked.", None),
        ("Reward: scenario 3 is unlocked.", None),
        ("6. The party of 2 gains 2 inspiration (now 2).", None),
        ("7. Scenario 1 is checked off on the map; next: outpost phase.", None)]
    events = g.history[-1].events
    assert [e.rules for e in events if e.text.startswith(("6.", "7.", "Ironbark Warden was"))] == [
        ("FH-VARIANT-PERMADEATH-1",), ("FH-COMPLETE-INSPIRE-1",), ("FH-COMPLETE-RETURN-1", "FH-GEN-PHASES-1")]
    assert [e.rules for e in events if " keeps " in e.text] == [("FH-COMPLETE-LOOT-1",)] * 2


@pytest.mark.rule("FH-LOST-CHOICE-1")
def test_after_a_loss_the_choice_says_what_is_kept_or_lost() -> None:
    g = campaign()
    g.apply(ChooseScenario(1))
    g.apply(report(g, False, loot=(("hide", "hide"), ("metal",))))
    assert said(g, LostChoice("replay")) == [
        ("The party replays scenario 1 at once: 3 looted resources are lost, no outpost phase and no road event.",
         ("FH-LOST-CHOICE-1",), "info", None)]
    assert (g.state.phase, g.state.scenario, g.state.pending) == ("play", 1, None)
    g = campaign()
    g.apply(ChooseScenario(1))
    g.apply(report(g, False, loot=(("hide", "hide"), ())))
    assert said(g, LostChoice("return")) == [
        ("Ironbark Warden returns to Frosthaven with 2 hide.", ("FH-LOST-CHOICE-1",), "info", 0),
        ("Emberwright returns to Frosthaven with no resources.", ("FH-LOST-CHOICE-1",), "info", 1),
        ("The party returns to Frosthaven for the outpost phase.", ("FH-LOST-CHOICE-1", "FH-GEN-PHASES-1"), "info",
         None)]
    assert (g.state.phase, g.state.step) == ("outpost", "time")


# -- enhancement and respec ---------------------------------------------------------------------------------------
def jeweler_built(**options):
    g = at(campaign(**options), "outpost", "downtime")
    s = g.state
    s.buildings.append(Building(44, "Jeweler", 1))
    hero(s, 0).gold, hero(s, 0).quest_progress = 200, 3
    g.set_position(s)
    return g


@pytest.mark.rule("FH-ENHANCE-ORDER-1", "FH-ENHANCE-PREV-1")
def test_a_sticker_says_its_card_number_place_and_price() -> None:
    g = jeweler_built()
    assert said(g, Enhance(0, "warden-01", "bottom", 0, "move")) == [
        ("Ironbark Warden enhances Rooted Guard (bottom): move +1, a sticker on the card, for 30 gold (170 left).",
         ("FH-ENHANCE-UNLOCK-1", "FH-ENHANCE-ORDER-1"), "info", 0)]
    assert said(g, Enhance(0, "warden-01", "bottom", 0, "move"))[0][0] == (
        "Ironbark Warden enhances Rooted Guard (bottom): move +1, a sticker on the card, for 105 gold (65 left).")


@pytest.mark.rule("FH-VARIANT-TEMPENH-1")
def test_temporary_stickers_go_on_the_sleeve_and_are_removed_when_their_character_retires() -> None:
    g = jeweler_built(temporary_enhancements=True)
    assert said(g, Enhance(0, "warden-01", "bottom", 0, "move")) == [
        ("Ironbark Warden enhances Rooted Guard (bottom): move +1, a sticker on the sleeve, for 24 gold (176 left).",
         ("FH-ENHANCE-UNLOCK-1", "FH-ENHANCE-ORDER-1", "FH-VARIANT-TEMPENH-1"), "info", 0)]
    g.apply(Enhance(0, "warden-01", "top", 0, "shield"))
    assert said(g, Retire(0, False))[0] == ("Ironbark Warden's 2 temporary enhancements are removed at retirement.",
                                            ("FH-VARIANT-TEMPENH-1",), "info", 0)
    assert g.state.stickers == []


@pytest.mark.rule("FH-VARIANT-RESPEC-1")
def test_choosing_the_cards_again_names_the_new_cards_and_the_price() -> None:
    g = at(campaign(classes=["warden", "glintblade"], respec=True), "outpost", "downtime")
    s = g.state
    h = hero(s, 1)
    h.level, h.gold, h.cards = 3, 45, [*h.cards, "glint-2a", "glint-3a"]
    g.set_position(s)
    assert said(g, Respec(1, ("glint-3a", "glint-2a"))) == [
        ("Glintblade pays 30 gold and chooses the cards again: Lightning Reflex and Thousand Cuts.",
         ("FH-VARIANT-RESPEC-1",), "info", 1)]
    assert hero(g.state, 1).gold == 15


@pytest.mark.rule("FH-LOST-CHOICE-1", "FH-VARIANT-PERMADEATH-1")
def test_the_loot_of_a_character_dead_for_good_is_not_brought_home() -> None:
    g = campaign(3, permadeath=True)
    g.apply(ChooseScenario(1))
    g.apply(report(g, False, died=(True, False, False), loot=(("hide",), ("metal",), ("lumber", "lumber"))))
    assert said(g, LostChoice("return"))[:2] == [
        ("Emberwright returns to Frosthaven with 1 metal.", ("FH-LOST-CHOICE-1",), "info", 1),
        ("Tidecaller returns to Frosthaven with 2 lumber.", ("FH-LOST-CHOICE-1",), "info", 2)]
    assert [h.materials for h in g.state.characters] == [{"lumber": 0, "metal": 1, "hide": 0},
                                                         {"lumber": 2, "metal": 0, "hide": 0}]


@pytest.mark.rule("FH-COMPLETE-RETURN-1")
def test_a_won_scenario_with_a_linked_one_says_the_next_scenario_follows(monkeypatch) -> None:
    monkeypatch.setitem(B.book()[1], "linked", 4)
    g = campaign()
    g.apply(ChooseScenario(1))
    assert said(g, report(g, True))[-1] == ("7. Scenario 1 is checked off on the map; next: next scenario.",
                                            ("FH-COMPLETE-RETURN-1", "FH-GEN-PHASES-1"), "info", None)


@pytest.mark.rule("FH-VARIANT-PERMADEATH-1")
def test_a_death_for_good_is_logged_and_the_fallen_are_recorded() -> None:
    g = campaign(2, permadeath=True)
    g.apply(ChooseScenario(1))
    assert said(g, report(g, True, died=(False, True)))[0] == (
        "Emberwright fell to 0 hit points and dies for good: removed from the campaign.",
        ("FH-VARIANT-PERMADEATH-1",), "death", 1)
    assert g.state.fallen == ["Emberwright (player 2, level 1)"] and [h.seat for h in g.state.characters] == [0]


@pytest.mark.rule("FH-VARIANT-RESPEC-1")
def test_a_level_1_character_may_pay_to_choose_no_cards_again() -> None:
    g = at(campaign(respec=True), "outpost", "downtime")
    assert said(g, Respec(0, ())) == [("Ironbark Warden pays 10 gold and chooses the cards again: no cards.",
                                       ("FH-VARIANT-RESPEC-1",), "info", 0)]
    assert hero(g.state, 0).gold == 20


@pytest.mark.rule("FH-COMPLETE-LOOT-1")
def test_a_finished_scenario_game_is_read_into_the_result_to_report() -> None:
    g = campaign()
    g.apply(ChooseScenario(1))
    game = g.scenario_game(seed=1)
    with pytest.raises(ValueError, match="not over yet"):
        g.report_from(game)
    s = copy.deepcopy(game.state)
    s.phase = "won"
    s.characters[0].xp, s.characters[1].gold = 4, 3
    game.set_position(s)
    assert g.report_from(game) == ReportScenario(1, True, (4, 0), (0, 3), (0, 0), ((), ()), (False, False))


@pytest.mark.rule("FH-LOST-CHOICE-1")
def test_a_lost_scenario_offers_the_two_ways_on() -> None:
    g = campaign()
    g.apply(ChooseScenario(1))
    assert said(g, report(g, False)) == [
        ("Scenario 1 is lost: return to Frosthaven keeping the loot, or replay it at once without the loot resources.",
         ("FH-LOST-CHOICE-1",), "lost", None)]
    assert g.legal_actions() == [LostChoice("return"), LostChoice("replay")]
