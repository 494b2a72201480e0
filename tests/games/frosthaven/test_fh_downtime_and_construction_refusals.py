"""Every refusal of a reported result, of downtime (create, perks, retire, craft, brew, enhance, respec) and
of construction, read as a player reads it: the rule it cites and its sentence, with the campaign unchanged
(FH-COMPLETE-LOOT-1, FH-DOWNTIME-*, FH-CHAR-*, FH-ENHANCE-*, FH-VARIANT-RESPEC-1, FH-CONSTRUCT-*)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from floe_widgets.games.frosthaven.outpost.actions import (
    Brew,
    Build,
    ChooseScenario,
    Craft,
    CreateCharacter,
    Enhance,
    Rebuild,
    Respec,
    Retire,
    TakePerk,
)
from floe_widgets.games.frosthaven.outpost.downtime import hero
from floe_widgets.games.frosthaven.outpost.state import Building, CampaignState
from floe_widgets.games.frosthaven.outpost.town import building
from tests.games.frosthaven.outpost_helpers import at, campaign, report
from tests.games.frosthaven.test_fh_outpost import refused


def playing():
    g = campaign()
    g.apply(ChooseScenario(1))
    return g


def reported(**changes) -> Callable:
    return lambda g: dataclasses.replace(report(g), **changes)


RESULTS = [
    (reported(number=2), "The party is playing scenario 1, not 2."),
    (reported(xp=(1,)), "'xp' needs one entry per character (2)."),
    (reported(gold=(0, 0, 0)), "'gold' needs one entry per character (2)."),
    (reported(xp=(-1, 0)), "'xp' entries are whole numbers of at least 0, not -1."),
    (reported(checkmarks=(0, -2)), "'checkmarks' entries are whole numbers of at least 0, not -2."),
    (reported(checkmarks=(19, 0)), "A scenario cannot give more checkmarks than a sheet holds (18)."),
    (reported(won=False, checkmarks=(1, 0)), "Battle goal checkmarks are only gained when the scenario is won."),
    (reported(loot=(("gold",), ())), "'loot' lists resources (lumber, metal, hide, arrowvine, axenut, corpsecap, "
                                     "flamefruit, rockroot, snowthistle) per character."),
    (reported(died=(True, True)), "A scenario where every character died is lost, not won."),
]


@pytest.mark.rule("FH-COMPLETE-LOOT-1")
@pytest.mark.parametrize("result, sentence", RESULTS)
def test_a_reported_result_that_cannot_be_is_refused_with_its_reason(result, sentence: str) -> None:
    g = playing()
    info = refused(g, result(g))
    assert (info.rule_id, info.reason) == ("FH-COMPLETE-LOOT-1", sentence)


@pytest.mark.rule("FH-COMPLETE-LOOT-1")
def test_a_loss_where_everyone_died_is_a_result_the_campaign_takes() -> None:
    g = playing()
    g.apply(report(g, False, died=(True, True)))
    assert g.state.phase == "lost"


def edited(step: str, change: Callable[[CampaignState], None], **options) -> Callable:
    def build():
        g = at(campaign(**options), "outpost", step)
        s = g.state
        change(s)
        g.set_position(s)
        return g
    return build


def nothing(s: CampaignState) -> None:
    pass


def seat_2_empty(s: CampaignState) -> None:
    s.characters = [h for h in s.characters if h.seat != 1]


def one_quest_left(s: CampaignState) -> None:
    seat_2_empty(s)
    s.quest_deck = s.quest_deck[:1]


def quest_done(s: CampaignState, inspiration: int = 0, deck: bool = True) -> None:
    hero(s, 0).quest_progress = 3          # PQ-05: three wins
    s.inspiration = inspiration
    if not deck:
        s.quest_deck = []


def wrecked(number: int, supply: dict | None = None) -> Callable:
    def change(s: CampaignState) -> None:
        building(s, number).wrecked = True
        if supply is not None:
            s.supply = supply
    return change


def lumber_no_herb(s: CampaignState) -> None:
    hero(s, 0).materials["lumber"] = 2
    s.herbs["snowthistle"] = 0


def jeweler(gold: int = 1000) -> Callable:
    def change(s: CampaignState) -> None:
        s.buildings.append(Building(44, "Jeweler", 1))
        hero(s, 0).gold = gold
    return change


def level(n: int, gold: int, cards: tuple[str, ...] = ()) -> Callable:
    def change(s: CampaignState) -> None:
        h = hero(s, 1)
        h.level, h.gold, h.cards = n, gold, [*h.cards, *cards]
    return change


def builds(left: int, **changes) -> Callable:
    def change(s: CampaignState) -> None:
        s.builds_left = left
        for key, value in changes.items():
            setattr(s, key, value)
    return change


def at_top(s: CampaignState) -> None:
    s.builds_left = 1
    building(s, 34).level = 2


NO_SUPPLY = {"lumber": 0, "metal": 0, "hide": 0}
GLINT = {"classes": ["warden", "glintblade"], "respec": True}

DOWNTIME = [
    (edited("downtime", nothing), CreateCharacter(0, "tidecaller", 0), "FH-GEN-PLAYERS-1",
     "Player 1 already has a character; one character per player."),
    (edited("downtime", seat_2_empty), CreateCharacter(1, "nosuch", 0), "FH-GEN-CLASSES-1",
     "There is no class 'nosuch'."),
    (edited("downtime", seat_2_empty), CreateCharacter(1, "warden", 0), "FH-CHAR-UNIQUE-1",
     "A living Ironbark Warden already exists; one character per class."),
    (edited("downtime", seat_2_empty), CreateCharacter(1, "cragsmith", 0), "FH-VARIANT-CROSS-1",
     "The Cragsmith comes from Gloomhaven: only with the crossover variant."),
    (edited("downtime", seat_2_empty), CreateCharacter(1, "rimecaller", 0), "FH-GEN-CLASSES-1",
     "The Rimecaller class is still locked."),
    (edited("downtime", one_quest_left), CreateCharacter(1, "tidecaller", 1), "FH-CHAR-PQ-1",
     "Keep one of the two personal quests drawn (0 or 1)."),
    (edited("downtime", nothing), TakePerk(0, "warden-p1"), "FH-CHAR-PERK-1",
     "Ironbark Warden has no perk mark left to spend."),
    (edited("downtime", nothing), Retire(0, False), "FH-DOWNTIME-RETIRE-1",
     "Ironbark Warden's personal quest is not complete (0/3)."),
    (edited("downtime", lambda s: quest_done(s, 14)), Retire(0, True), "FH-DOWNTIME-RETIRE-1",
     "A second quest costs 15 inspiration; the party has 14."),
    (edited("downtime", lambda s: quest_done(s, 15, deck=False)), Retire(0, True), "FH-DOWNTIME-RETIRE-1",
     "No personal quest is left for a second one."),
    (edited("downtime", wrecked(34)), Craft(0, "ash-bow"), "FH-DOWNTIME-CRAFT-1",
     "Crafting needs an operational Craftsman."),
    (edited("downtime", nothing), Craft(0, "nosuch"), "FH-DOWNTIME-CRAFT-1",
     "The Craftsman has no recipe for 'nosuch'."),
    (edited("downtime", nothing), Craft(0, "ash-bow"), "FH-DOWNTIME-CRAFT-1",
     "Ironbark Warden lacks the materials (2 lumber)."),
    (edited("downtime", lumber_no_herb), Craft(0, "ash-bow"), "FH-DOWNTIME-CRAFT-1",
     "The town lacks the herbs (1 snowthistle)."),
    (edited("downtime", wrecked(35)), Brew(0, "arrowvine", "snowthistle"), "FH-DOWNTIME-BREW-1",
     "Brewing needs an operational Alchemist."),
    (edited("downtime", nothing), Brew(0, "arrowvine", "arrowvine"), "FH-DOWNTIME-BREW-1",
     "Brewing takes two different herbs."),
    (edited("downtime", nothing), Brew(0, "axenut", "arrowvine"), "FH-DOWNTIME-BREW-1",
     "The town lacks the herbs (axenut and arrowvine)."),
    (edited("downtime", nothing), Enhance(0, "warden-01", "top", 0, "shield"), "FH-ENHANCE-UNLOCK-1",
     "Enhancing opens once building 44 is built."),
    (edited("downtime", jeweler()), Enhance(0, "ember-01", "top", 0, "attack"), "FH-CHAR-CARDS-1",
     "Ironbark Warden has no such card in the ability card pool."),
    (edited("downtime", jeweler()), Enhance(0, "warden-01", "middle", 0, "shield"), "FH-ENHANCE-ORDER-1",
     "A sticker goes on the top or the bottom action of a card."),
    (edited("downtime", jeweler()), Enhance(0, "warden-01", "top", 5, "shield"), "FH-ENHANCE-ORDER-1",
     "A sticker adds 1 to a number the ability already has (attack, move, range, heal, shield and retaliate)."),
    (edited("downtime", jeweler()), Enhance(0, "warden-01", "top", 0, "attack"), "FH-ENHANCE-ORDER-1",
     "A sticker adds 1 to a number the ability already has (attack, move, range, heal, shield and retaliate)."),
    (edited("downtime", jeweler(gold=29)), Enhance(0, "warden-01", "bottom", 0, "move"), "FH-ENHANCE-ORDER-1",
     "This enhancement costs 30 gold; Ironbark Warden has 29."),
    (edited("downtime", level(2, 19, ("glint-2a",)), **GLINT), Respec(1, ("glint-2a",)), "FH-VARIANT-RESPEC-1",
     "Choosing the cards again costs 20 gold; Glintblade has 19."),
    (edited("downtime", level(2, 20, ("glint-2a",)), **GLINT), Respec(1, ("glint-01",)), "FH-VARIANT-RESPEC-1",
     "Choose different cards of the class, of level 2 or more."),
    (edited("downtime", level(3, 30, ("glint-2a",)), **GLINT), Respec(1, ("glint-2a",)), "FH-VARIANT-RESPEC-1",
     "Glintblade chooses 2 cards: one for each level gained."),
    (edited("downtime", level(2, 20, ("glint-2a",)), **GLINT), Respec(1, ()), "FH-VARIANT-RESPEC-1",
     "Glintblade chooses 1 card: one for each level gained."),
    (edited("downtime", level(2, 20, ("glint-2a",)), **GLINT), Respec(1, ("glint-3a",)), "FH-VARIANT-RESPEC-1",
     "Each chosen card must be of a level the character had reached when choosing it."),
]

CONSTRUCTION = [
    (edited("construction", builds(1)), Build(44), "FH-CONSTRUCT-BUILD-1",
     "Building 44 is not unlocked in this campaign."),
    (edited("construction", lambda s: (builds(1)(s), wrecked(5)(s))), Build(5), "FH-CONSTRUCT-BUILD-1",
     "Building 5 is wrecked; rebuild it instead."),
    (edited("construction", at_top), Build(34), "FH-CONSTRUCT-BUILD-1", "Building 34 is already at its highest level."),
    (edited("construction", builds(0)), Build(12), "FH-CONSTRUCT-BUILD-1",
     "No construction is left this outpost phase (spend 2 morale for a second one)."),
    (edited("construction", builds(1, supply=dict(NO_SUPPLY))), Build(12), "FH-CONSTRUCT-BUILD-1",
     "The Frosthaven supply lacks the cost of building 12 (2 lumber and 1 hide)."),
    (edited("construction", nothing), Rebuild(5), "FH-CONSTRUCT-REBUILD-1", "Building 5 is not wrecked."),
    (edited("construction", nothing), Rebuild(44), "FH-CONSTRUCT-REBUILD-1", "Building 44 is not wrecked."),
    (edited("construction", wrecked(5, dict(NO_SUPPLY))), Rebuild(5), "FH-CONSTRUCT-REBUILD-1",
     "The Frosthaven supply lacks the rebuild cost of building 5 (1 lumber)."),
]


@pytest.mark.rule("FH-GEN-CLASSES-1", "FH-CHAR-UNIQUE-1", "FH-VARIANT-CROSS-1", "FH-CHAR-PQ-1", "FH-CHAR-PERK-1",
                  "FH-DOWNTIME-RETIRE-1", "FH-DOWNTIME-CRAFT-1", "FH-DOWNTIME-BREW-1", "FH-ENHANCE-UNLOCK-1",
                  "FH-ENHANCE-ORDER-1", "FH-VARIANT-RESPEC-1", "FH-CONSTRUCT-BUILD-1", "FH-CONSTRUCT-REBUILD-1")
@pytest.mark.parametrize("build, action, rule, sentence", DOWNTIME + CONSTRUCTION,
                         ids=[f"{type(a).__name__}-{i}" for i, (_, a, _, _) in enumerate(DOWNTIME + CONSTRUCTION)])
def test_a_refused_downtime_or_construction_cites_its_rule_and_says_why(build, action, rule, sentence) -> None:
    g = build()
    info = refused(g, action)
    assert (info.rule_id, info.reason) == (rule, sentence)


@pytest.mark.rule("FH-DOWNTIME-RETIRE-1")
def test_the_second_character_whose_quest_is_complete_is_offered_to_retire() -> None:
    def seeker_done(s: CampaignState) -> None:
        hero(s, 1).quest_progress = 30     # PQ-03: 30 experience
    g = edited("downtime", seeker_done, **GLINT)()
    assert [a for a in g.legal_actions() if isinstance(a, Retire)] == [Retire(1, False)]


def test_a_perk_for_a_seat_without_a_character_is_said_for_that_player() -> None:
    g = edited("downtime", nothing, **GLINT)()
    assert g.action_to_string(TakePerk(3, "glint-p1")).startswith("Player 4 takes the perk")


def test_a_perk_of_a_seat_without_a_character_is_never_named_by_its_id() -> None:
    """A perk id is shared by classes whose perks read differently ("drop-minus-two": "Remove the -2 card" or
    "Replace the -2 card with one +0 card"): for a seat with no character the sentence says the text every
    class gives the perk, else "a perk".  A lesson whose solution takes such a perk where it is not legal tells
    its author so in those words (the place the sentence reaches a person: the buttons offer only legal
    perks), in English and in Japanese."""
    from floe_widgets import i18n
    from floe_widgets.tutor.lesson import LessonError, play_solution

    g = edited("downtime", seat_2_empty)()
    assert g.action_to_string(TakePerk(1, "drop-minus-ones")) == "Player 2 takes the perk Remove two -1 cards"
    assert g.action_to_string(TakePerk(1, "drop-minus-two")) == "Player 2 takes a perk"
    assert g.action_to_string(TakePerk(0, "drop-minus-two")) == (
        "Ironbark Warden takes the perk Replace the -2 card with one +0 card")   # its class's text

    class Solution:   # a lesson step whose solution is that perk
        has_task = True

        @staticmethod
        def solution_actions() -> list:
            return [TakePerk(1, "drop-minus-two")]

    with pytest.raises(LessonError) as refused_step:
        play_solution(Solution(), g)
    said = str(refused_step.value)
    assert "the solution action 'Player 2 takes a perk' is not legal here" in said and "drop-minus" not in said
    with i18n.speaking("ja"):
        with pytest.raises(LessonError) as refused_step:
            play_solution(Solution(), g)
        assert "プレイヤー2が特典を取る" in str(refused_step.value) and "drop-minus" not in str(refused_step.value)
