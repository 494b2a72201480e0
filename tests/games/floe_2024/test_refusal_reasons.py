"""Every refusal names the first rule the action breaks and says why in words (legality, ARCHITECTURE.md):
one position and one action for each reason the engine gives, the rule id and the English sentence
expected, the game unchanged, the sentence written in Japanese from the catalogue."""

from __future__ import annotations

import re

import pytest

from floe_widgets.games.floe_2024.actions import (
    BuildShrine,
    CastSpell,
    Choose,
    Convert,
    EndTurn,
    EnterCave,
    Explore,
    FamiliarHelp,
    FamiliarRow,
    Hike,
    ItemDie,
    OpenTreasure,
    Reroll,
    Sail,
    StartMapTurn,
    Strike,
    Summon,
    TakeEncounter,
    UseCrate,
    UseItem,
    UsePotion,
    UseTreasure,
    VisitLandmark,
    VisitVillage,
)

from .helpers import choose, edit, new, on_map, refusal
from .test_cave import fight

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def player(**fields):
    return lambda s: [setattr(s.players[s.current], k, v) for k, v in fields.items()]


def state(**fields):
    return lambda s: [setattr(s, k, v) for k, v in fields.items()]


def at_start(*changes):
    g = new()
    for change in changes:
        edit(g, change)
    return g


def on_ice(*changes, where: str = "floe.I0"):
    g = on_map(new(), where)
    for change in changes:
        edit(g, change)
    return g


def in_village(*changes):
    g = new()
    g.apply(VisitVillage("healing"))
    choose(g, "暖+4")
    for change in changes:
        edit(g, change)
    return g


def after_hero(*changes):
    return on_ice(state(hero_acted=True), *changes)


def battle(faces=("sword", "sword", "lantern"), monster="m-p1", *changes, swords=False, **fields):
    g = fight(list(faces), monster=monster, monster_die=0, warmth=8, **fields)
    if swords:
        g.apply(Strike(0))
    for change in changes:
        edit(g, change)
    return g


CASES = [
    # what is asked first
    ("FLOEJA-TURN-CHOICE-1", "There is nothing to choose now.", at_start, Choose("x")),
    ("FLOEJA-CAVE-ENTER-1", "A battle is on: resolve it to the end first.", battle, EndTurn()),
    ("FLOEJA-BATTLE-ROLL-1", "No battle is on.", on_ice, Strike(0)),
    ("FLOEJA-VIL-PLACE-1", "There is no such village action space.", at_start, VisitVillage("nowhere")),
    ("FLOEJA-TURN-CHOICE-1", "First choose a Village turn or a Map turn.", at_start, Hike("floe.I1")),
    ("FLOEJA-TURN-CHOICE-1", "The kind of this turn is already chosen.", on_ice, VisitVillage("healing")),
    ("FLOEJA-TURN-CHOICE-1", "The kind of this turn is already chosen.", on_ice, StartMapTurn()),
    ("FLOEJA-MAPTURN-STEPS-1", "That is a Map turn action.", in_village, Hike("floe.I1")),
    ("FLOEJA-MAPTURN-STEPS-1", "A hero action only once a turn.", after_hero, EnterCave()),
    # the familiar
    ("FLOEJA-BATTLE-FAMILIAR-1", "The familiar helped in the battle, so it cannot act again this turn.",
     lambda: after_hero(state(familiar_acted=True), player(familiar_spot="battle")), FamiliarRow("top")),
    ("FLOEJA-FAM-ONCE-1", "A familiar action only once a turn.",
     lambda: after_hero(state(familiar_acted=True)), FamiliarRow("top")),
    ("FLOEJA-TURN-FAMILIAR-1", "The familiar action comes after the hero action.", on_ice, FamiliarRow("top")),
    ("FLOEJA-FAM-VIL-1", "A building row can be activated only while the hero is in the Village.", after_hero,
     FamiliarRow("top")),
    ("FLOEJA-FAMVIL-PLACE-1", "A building row is the top one or the bottom one.", in_village, FamiliarRow("middle")),
    ("FLOEJA-FAMVIL-REPEAT-1", "The familiar is already on that row: use the other row or do nothing.",
     lambda: in_village(player(familiar_spot="bottom")), FamiliarRow("bottom")),
    # moving
    ("FLOEJA-DISC-AFTER-1", "After discovering a region, the hero's movement and action are over.",
     lambda: after_hero(player(used_this_turn=["discovered"])), Hike("floe.I1")),
    ("FLOEJA-MAPTURN-STEPS-1", "Moving comes only before the hero action.", after_hero, Hike("floe.I1")),
    ("FLOEJA-MOVE-VILLAGE-1", "The hero is not on an iceberg.", lambda: on_ice(player(location="village:healing")),
     Hike("floe.I1")),
    ("FLOEJA-MOVE-HIKE-1", "You can only walk to a neighbouring iceberg joined by shallows.", on_ice,
     Hike("skull.I1")),
    ("FLOEJA-WARMTH-SPEND-1", "Crossing a shallows needs 1 Warmth.", lambda: on_ice(player(warmth=0)),
     Hike("floe.I1")),
    ("FLOEJA-SAIL-BOARD-1", "There is no such ship.", on_ice, Summon(2, "floe.D0")),
    ("FLOEJA-SAIL-BOARD-1", "There is no such ship.", on_ice, Sail(-1, "floe.D1")),
    ("FLOEJA-SAIL-SUMMON-1", "A ship can be called only to a dock of the hero's iceberg.", on_ice,
     Summon(1, "floe.D1")),
    ("FLOEJA-SAIL-SUMMON-1", "That ship is already at that dock.", on_ice, Summon(0, "floe.D0")),
    ("FLOEJA-SAIL-SUMMON-1", "Calling a ship needs 1 Bubble.", on_ice, Summon(1, "floe.D0")),
    ("FLOEJA-SAIL-BOARD-1", "That ship is not docked at the hero's iceberg.", on_ice, Sail(1, "skull.D0")),
    ("FLOEJA-SAIL-END-1", "Ships dock at the docks of revealed boards.", on_ice, Sail(0, "frostmere.D0")),
    ("FLOEJA-SAIL-END-1", "Ships dock at the docks of revealed boards.", on_ice, Sail(0, "nowhere.D0")),
    ("FLOEJA-SAIL-COST-1", "The ship is already at that dock.", on_ice, Sail(0, "floe.D0")),
    ("FLOEJA-WARMTH-SPEND-1", "Sailing needs 3 Warmth (you have 2).", lambda: on_ice(player(warmth=2)),
     Sail(0, "skull.D0")),
    # the hero action
    ("FLOEJA-HACT-CHOICE-1", "The hero is not on an iceberg.", lambda: on_ice(player(location="village:healing")),
     EnterCave()),
    ("FLOEJA-EXPL-SOURCE-1", "You can explore only your own iceberg or the sea of a ship docked there.", on_ice,
     Explore("floe.I1", 0)),
    ("FLOEJA-EXPL-SOURCE-1", "That token is not there.", on_ice, Explore("floe.I0", 1)),
    ("FLOEJA-EXPL-SOURCE-1", "That token is not there.", on_ice, Explore("floe.I0", -1)),
    ("FLOEJA-ENC-STAND-1", "There is no encounter flag stand here.", on_ice, TakeEncounter()),
    ("FLOEJA-CAVE-ENTER-1", "You are not on an iceberg with a cave icon.", on_ice, EnterCave()),
    # free actions
    ("FLOEJA-SHRINE-WHEN-1", "A Floe shrine can be built only during a Map turn.", at_start, BuildShrine("pearl", "")),
    ("FLOEJA-RES-CONVERT-1", "Bubbles turn into a resource or a Crystal.",
     lambda: at_start(player(res={"pearl": 0, "kelp": 0, "bubble": 6, "mushroom": 0, "wood": 0})), Convert("gold")),
    ("FLOEJA-RES-CONVERT-1", "This needs 2 Bubbles (you have 1).",
     lambda: at_start(player(res={"pearl": 0, "kelp": 0, "bubble": 1, "mushroom": 0, "wood": 0})), Convert("kelp")),
    ("FLOEJA-RES-CONVERT-1", "This needs 4 Bubbles (you have 3).",
     lambda: at_start(player(res={"pearl": 0, "kelp": 0, "bubble": 3, "mushroom": 0, "wood": 0})),
     Convert("crystal")),
    ("FLOEJA-SHOP-EFFECT-1", "You do not have that item.", at_start, UseItem("it-lamp")),
    ("FLOEJA-MISSING-11", "An item's face-up effect once a turn (a reading of ours).",
     lambda: at_start(player(items=["it-sword"], crystals=2, used_this_turn=["item:it-sword"])), UseItem("it-sword")),
    ("FLOEJA-SHOP-EFFECT-1", "You cannot pay the cost of the item's effect.",
     lambda: at_start(player(items=["it-sword"])), UseItem("it-sword")),
    ("FLOEJA-TOKEN-CRATE-1", "There is no such crate.", lambda: at_start(player(crates=[0])), UseCrate(1, "wood")),
    ("FLOEJA-TOKEN-CRATE-1", "There is no such crate.", lambda: at_start(player(crates=[0])), UseCrate(-1, "wood")),
    ("FLOEJA-TOKEN-CRATE-1", "That crate does not give that resource.", lambda: at_start(player(crates=[0])),
     UseCrate(0, "kelp")),
    ("FLOEJA-CHEST-TREASURE-1", "Drawing a treasure card needs both a chest and a key.",
     lambda: at_start(player(chest=True)), OpenTreasure()),
    ("FLOEJA-CHEST-TREASURE-1", "Drawing a treasure card needs both a chest and a key.",
     lambda: at_start(player(key=True)), OpenTreasure()),
    ("FLOEJA-CHEST-TREASURE-2", "The treasure deck is empty.",
     lambda: at_start(player(chest=True, key=True), state(treasure_deck=[], treasure_used=[])), OpenTreasure()),
    ("FLOEJA-CHEST-TREASURE-1", "You do not have that treasure card.", at_start, UseTreasure("tr-1", 0)),
    ("FLOEJA-CHEST-TREASURE-1", "A treasure card gives one of its three benefits.",
     lambda: at_start(player(treasures=["tr-1"])), UseTreasure("tr-1", 3)),
    ("FLOEJA-CHEST-TREASURE-1", "A treasure card gives one of its three benefits.",
     lambda: at_start(player(treasures=["tr-1"])), UseTreasure("tr-1", -1)),
    # the battle
    ("FLOEJA-BATTLE-REROLL-1", "Rerolls come only in the step right after the roll.",
     lambda: battle(swords=True), Reroll((0,))),
    ("FLOEJA-BATTLE-REROLL-1", "Choose the dice to reroll (not the dice placed on items).", battle, Reroll(())),
    ("FLOEJA-BATTLE-REROLL-1", "Choose the dice to reroll (not the dice placed on items).", battle, Reroll((0, 0))),
    ("FLOEJA-BATTLE-REROLL-1", "Choose the dice to reroll (not the dice placed on items).", battle, Reroll((3,))),
    ("FLOEJA-BATTLE-REROLL-1", "Choose the dice to reroll (not the dice placed on items).", battle, Reroll((-1,))),
    ("FLOEJA-BATTLE-REROLL-1", "Choose the dice to reroll (not the dice placed on items).",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", lambda s: s.battle.on_items.update({"it-sword": 1})),
     Reroll((1,))),
    ("FLOEJA-BATTLE-REROLL-1", "A reroll needs 1 Warmth.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", player(warmth=0)), Reroll((0,))),
    ("FLOEJA-BATTLE-POTION-1", "You have no potion with that icon.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", player(potions=["arrow"])), UsePotion("sword")),
    ("FLOEJA-BATTLE-FAMILIAR-1", "The familiar was already used this turn.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", lambda s: setattr(s.battle, "familiar", True)),
     FamiliarHelp("sword")),
    ("FLOEJA-BATTLE-FAMILIAR-1", "The familiar was already used this turn.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", state(familiar_acted=True)), FamiliarHelp("sword")),
    ("FLOEJA-FAM-LIMIT-1", "The familiar is already on a battle effect space.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", player(familiar_spot="battle")), FamiliarHelp("sword")),
    ("FLOEJA-BATTLE-FAMILIAR-1", "That icon is not on the familiar tile.", battle, FamiliarHelp("magic")),
    ("FLOEJA-BATTLE-FAMILIAR-1", "The familiar's ability needs 1 Warmth.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", player(warmth=0)), None),
    ("FLOEJA-BATTLE-ITEM-1", "Dice go only on levelled-up (turned over) items.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", player(items=["it-sword"])), ItemDie("it-sword", 0)),
    ("FLOEJA-BATTLE-ITEM-1", "That item already holds a die.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", player(items=["it-sword"], flipped=["it-sword"]),
                    lambda s: s.battle.on_items.update({"it-sword": 1})), ItemDie("it-sword", 0)),
    ("FLOEJA-BATTLE-ITEM-1", "That die cannot be placed.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", player(items=["it-sword", "it-bow"],
                                                                  flipped=["it-sword", "it-bow"]),
                    lambda s: s.battle.on_items.update({"it-bow": 1})), ItemDie("it-sword", 1)),
    ("FLOEJA-BATTLE-ITEM-1", "That die cannot be placed.",
     lambda: battle(("sword", "sword", "lantern"), "m-p1", player(items=["it-sword"], flipped=["it-sword"])),
     ItemDie("it-sword", 3)),
    ("FLOEJA-BATTLE-CRIT-1", "You cannot give Arrows more Critical hits than you rolled.",
     lambda: battle(("crit", "sword", "lantern")), Strike(2)),
    ("FLOEJA-BATTLE-CRIT-1", "You cannot give Arrows more Critical hits than you rolled.", battle, Strike(-1)),
    ("FLOEJA-BATTLE-CRIT-1", "The Arrow step is over: the remaining Critical hits go to Swords.",
     lambda: battle(("crit", "sword", "lantern"), swords=True), Strike(1)),
    # spells
    ("FLOEJA-BATTLE-MAGIC-1", "There is no such spell.", battle, CastSpell("fireball")),
    ("FLOEJA-BATTLE-MAGIC-1", "This needs 1 Magic (0 left).", battle, CastSpell("heal")),
    ("FLOEJA-BATTLE-MAGIC-1", "This needs 2 Magic (1 left).", lambda: battle(("magic", "sword", "lantern")),
     CastSpell("artifice", 0, "sword")),
    ("FLOEJA-SPELL-INSIGHT-1", "That die cannot be chosen.", lambda: battle(("magic", "sword", "lantern")),
     CastSpell("insight", 3)),
    ("FLOEJA-SPELL-INSIGHT-1", "That die cannot be chosen.",
     lambda: battle(("magic", "sword", "lantern"), "m-p1", lambda s: s.battle.on_items.update({"it-sword": 1})),
     CastSpell("insight", 1)),
    ("FLOEJA-SPELL-INSIGHT-1", "The Insight Spell only flips Sword and Arrow, Sneak and Lantern.",
     lambda: battle(("magic", "crit", "lantern")), CastSpell("insight", 1)),
    ("FLOEJA-SPELL-ARTIFICE-1", "Choose a dice icon.", lambda: battle(("magic", "magic", "lantern")),
     CastSpell("artifice", 0, "gold")),
    ("FLOEJA-SPELL-FLOESTORM-1", "The Floestorm Spell is cast in the Sword step.",
     lambda: battle(("magic",) * 5), CastSpell("floestorm")),
    ("FLOEJA-SPELL-FLOESTORM-1", "The Floestorm Spell does not work on a pink monster.",
     lambda: battle(("magic",) * 5, swords=True), CastSpell("floestorm")),
]


@pytest.mark.parametrize(("rule", "sentence", "position", "action"),
                         [pytest.param(*case, marks=pytest.mark.rule(case[0]), id=f"{i}-{case[0]}")
                          for i, case in enumerate(CASES)])
def test_the_refusal_gives_the_first_rule_broken_in_words(rule, sentence, position, action) -> None:
    g = position()
    if action is None:                      # the first icon of the hero's familiar tile
        from floe_widgets.games.floe_2024 import data as C

        action = FamiliarHelp(C.card(g.state.players[g.state.current].hero)["familiar"][0])
    assert refusal(g, action) == (rule, sentence)


@pytest.mark.rule("FLOEJA-HEAL-CHOICE-1")
def test_a_waiting_choice_is_named_before_anything_else() -> None:
    g = new()
    g.apply(VisitVillage("healing"))
    rule, sentence = refusal(g, EndTurn())
    assert rule == "FLOEJA-HEAL-CHOICE-1" and sentence.startswith("First finish the choice: ")
    # the options too read in the reader's language: none of them in Japanese for an English reader
    options = sentence.removeprefix("First finish the choice: ").split(" / ")
    assert len(options) == len(g.state.pending[-1].options) > 1
    assert not any(JAPANESE.search(option) for option in options), sentence
    assert g.why_not(Choose("暖+4")) is None and g.why_not(VisitLandmark())[0] == "FLOEJA-HEAL-CHOICE-1"
