"""A refusal cites a rule about the kind of action refused, never a rule of another area of the game.

For each registered game, a table maps each action class to the areas of the rules it may be refused
under; an area is the second part of a rule id (FLOE-MOVE-HIKE-2 is in MOVE). A clarification id
(AMBIG, FAQ, MISSING) takes the areas of the rules that share its section in the game's rules reference
(``content/rules.yaml``, from the rulebook's sections), so IAI-AMBIG-18 ("Got Trapped?") is in TRAPPED.
Rules of the turn's order and of whose turn it is may refuse any action (``ANY``), and so may the kit's
CORE rules, except the catch-all CORE-NOT-LEGAL: an action of a known kind is refused under the game's
rule it breaks. The positions are those of test_why_not_agrees.py; every candidate action and two
variations of each are tried; a refusal under a rule of another area, or under CORE-NOT-LEGAL, fails.
"""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from floe_widgets import games
from floe_widgets.core.game import NOT_LEGAL

from .action_variants import NAMES, offered, positions, variants, vocabulary

#: clarification ids, placed by their section
CLARIFICATIONS = {"AMBIG", "FAQ", "MISSING", "EXAMPLE"}
MOVEMENT = ("MOVE", "TILE", "GRID", "LOCK", "COLLAPSE")
FLOE_BATTLE = ("BATTLE", "CAVE", "ALLY", "MAGIC", "FAMILIAR", "TOKENS", "WARMTH", "ITEM", "RELIC")

ANY = {
    "ice-and-idols": ("AP", "ROUND", "END", "TRAPPED", "EVENT", "QUICK"),
    "floe": ("TURN", "END"),
    "floe-2024": ("TURN", "MAPTURN", "END"),
    "frosthaven": ("ROUND", "GEN", "SCEN"),
    "frosthaven-campaign": ("GEN", "DOWNTIME", "CAMPAIGN"),
}

AREAS: dict[str, dict[str, tuple[str, ...]]] = {
    "ice-and-idols": {
        "ChooseKey": ("KEY", "SETUP"),
        "Move": MOVEMENT, "MoveTo": MOVEMENT,
        "Jump": ("ABILITY", *MOVEMENT),
        "PickUp": ("IDOL", "GRID", "SETUP"),          # IAI-SETUP-HAND-1: the hand's one open space
        "PlaceIdol": ("ALTAR", "IDOL", "GRID"),
        "Drop": ("IDOL",),
        "Research": ("RESEARCH", "TRACK", "IDOL"),
        "GainPower": ("POWER", "RESEARCH", "TRACK"),
        "ShiftTokens": ("SHIFT", "RESEARCH", "TRACK", "POWER"),
        "UseAdrenaline": ("ADRENALINE",),
        "RotateTemple": ("POWER", "ROTATE"),
        "UsePower": ("POWER",),
        "RotateTile": ("POWER", "ROTATE", "TILE", "GRID"),
        "SlideTile": ("POWER", "SHIFT", "TILE", "GRID"),
        "SculptorShift": ("ABILITY", "SHIFT", "TILE", "GRID"),
        "UseAbility": ("ABILITY",),
        "KeysmithTile": ("ABILITY", "TILE", "GRID", "KEY"),
        "ArchitectSwap": ("ABILITY", "TILE", "GRID"),
        "OrientTile": ("ABILITY", "POWER", "ROTATE", "TILE", "GRID"),
        "Pass": ("TRAPPED",), "PassTo": ("TRAPPED", "TILE"),
        "Cancel": ("ABILITY", "POWER"),
        "EndTurn": ("AP",),
    },
    "floe": {
        "ChooseTurn": ("TURN",),
        "Hike": ("MOVE", "WARMTH"), "SummonShip": ("MOVE", "WARMTH"), "Sail": ("MOVE", "WARMTH"),
        "UseMap": ("MOVE", "TOKENS"), "EndMovement": ("MOVE",),
        "DiscoverRegion": ("DISCOVER", "TOKENS", "MOVE"),
        "Gather": ("GATHER", "RES", "DIVE"), "FamiliarGather": ("FAMILIAR", "GATHER", "RES", "DIVE"),
        "VisitLandmark": ("LANDMARK", "QUEST"), "Delve": ("CAVE",), "Trade": ("TRADE", "RES"),
        "PlaceStone": ("STONE", "SHRINE"),
        "UsePotion": ("TOKENS",), "UseCrate": ("TOKENS",),
        "ConvertSoda": ("RES",), "ConvertCrystal": ("RES",),
        "UseAlly": ("ALLY",), "UseTreasure": ("CHEST", "RELIC"),
        "EndTurn": ("MOVE", "VILLAGE"),               # a pending Sail (FLOE-MOVE-SUMMON-2), a village turn's order
        "PlaceFigure": ("VILLAGE", "BUILDING", "ELDER", "MAYOR", "SHOP", "SPRINGS", "YARD"),
        "BuyItem": ("ITEM", "SHOP", "VILLAGE", "RES"), "TavernVisit": ("TAVERN", "VILLAGE"),
        "TakeAlly": ("ALLY", "TAVERN", "VILLAGE"), "TakeBuildings": ("BUILDING", "ACADEMY", "VILLAGE"),
        "Academy": ("ACADEMY", "VILLAGE"), "UseBuilding": ("BUILDING", "VILLAGE"), "Pass": ("VILLAGE",),
        "Choose": ("DIVE", "ICON", "MERIT", "DISCOVER", "TOKENS", "CHEST", "RELIC", "QUEST", "ACHIEVE", "HERO",
                   "VILLAGE", "BATTLE", "CAVE"),
        **{name: FLOE_BATTLE for name in ("BattleReroll", "BattleAssign", "BattlePotion", "BattleDrink",
                                          "BattleFamiliar", "BattleAlly", "BattleHeal", "BattleInsight",
                                          "BattleArtifice", "BattleCrit", "BattleContinue", "BattleLoot",
                                          "BattleRewardSet")},
    },
    "floe-2024": {
        "VisitVillage": ("VIL", "FAMVIL", "WORK", "SHOP", "TAVERN", "ACAD", "SPRING", "HEAL", "RES"),
        "StartMapTurn": ("TURN",),
        "Hike": ("MOVE", "WARMTH"), "Summon": ("SAIL", "WARMTH"), "Sail": ("SAIL", "WARMTH"),
        "Explore": ("EXPL", "DISC"), "VisitLandmark": ("LMK", "QUEST"), "TakeEncounter": ("ENC",),
        "Discover": ("DISC",), "EnterCave": ("CAVE", "CAVEENC"),
        "FamiliarRow": ("FAM", "FAMVIL"), "FamiliarShallows": ("FAM",),
        "EndTurn": ("TURN",),
        # a choice is refused under the rule that made it (legality.PENDING_RULE)
        "Choose": ("HEAL", "SHOP", "TAVERN", "SPRING", "WORK", "ACAD", "FAMVIL", "RES", "FLOE", "LMK",
                   "ENC", "DIVE", "FAM", "DEFEAT", "ROOM", "LANTERN"),
        "Convert": ("RES",), "UseItem": ("SHOP", "ITEM"), "UseCrate": ("TOKEN",),
        "OpenTreasure": ("CHEST",), "UseTreasure": ("CHEST",),
        "BuildShrine": ("SHRINE",), "ClaimEncounter": ("ENC", "CAVEENC"),
        **{name: ("BATTLE", "CAVE", "SPELL", "LANTERN", "DEFEAT", "FAM", "TOKEN", "SHOP")
           for name in ("Reroll", "UsePotion", "FamiliarHelp", "ItemDie", "CastSpell", "Strike")},
    },
    "frosthaven": {
        "PartyChoice": ("ATTACK", "COND", "ELEMENT", "ITEM", "LOOT", "SUMMON"),
        "KeepCard": ("MOD", "ADV", "ATK"),
        "ChooseGoal": ("GOAL",),
        "SelectCards": ("CARD", "REST", "EXHAUST", "INIT"),
        "LongRest": ("REST", "CARD", "EXHAUST"), "ShortRest": ("REST", "CARD", "EXHAUST"),
        "Redraw": ("REST",), "LoseCard": ("REST", "CARD"),
        "ChooseHalf": ("CARD",),
        "Consume": ("ELEMENT",),
        "MoveTo": ("MOVE", "TERR", "HEX", "LOS", "FORCED", "TELEPORT"),
        "Target": ("TARGET", "RANGE", "ATTACK", "ATK", "LOS", "HEX", "HEAL", "COND", "SUMMON"),
        "TargetArea": ("TARGET", "RANGE", "ATTACK", "ATK", "LOS", "HEX", "AOE"),
        "PlaceAt": ("SUMMON", "HEX", "MAP", "RANGE", "LOOT", "TERR"),
        "Perform": ("CARD", "ATTACK", "MOVE", "HEAL", "SUMMON", "LOOT", "ELEMENT"),
        "Skip": ("CARD",),
        "UseItem": ("ITEM", "CHAR"),
        "LoseCards": ("DAMAGE", "EXHAUST"), "TakeDamage": ("DAMAGE", "EXHAUST"),
    },
    "frosthaven-campaign": {
        "ChooseScenario": ("SCEN", "CAMPAIGN"), "ResolveRoad": ("ROAD", "EVENT"), "ReportScenario": ("COMPLETE",),
        "LostChoice": ("LOST",), "PassTime": ("TIME",), "DrawEvent": ("EVENT", "OUTPOST"),
        "ResolveEvent": ("EVENT", "OUTPOST"), "DefendBuilding": ("OUTPOST", "EVENT", "CONSTRUCT"),
        "RunOperations": ("OUTPOST", "CONSTRUCT"),
        "LevelUp": ("LEVEL",), "Retire": ("CHAR",), "CreateCharacter": ("CHAR",),
        "Craft": ("ITEM",), "Brew": ("ITEM",), "Sell": ("ITEM",), "TakePerk": ("CHAR", "PERK"),
        "EndDowntime": (), "Contribute": ("CONSTRUCT",),
        "SpendMorale": ("CONSTRUCT", "MORALE"), "Build": ("CONSTRUCT",), "Rebuild": ("CONSTRUCT",),
        "EndConstruction": ("CONSTRUCT",),
        "Enhance": ("ENHANCE", "VARIANT", "CHAR"), "Respec": ("VARIANT", "CHAR"),
    },
}

def parts(section: str) -> set[str]:
    """A section may name several places of the rulebook: "Village costs / Tavern"."""
    return {part.strip() for part in section.split(" / ") if part.strip()}


def area(rule_id: str) -> str:
    """FLOE-MOVE-HIKE-2 -> MOVE; FH-ATK-3a -> ATK."""
    pieces = rule_id.split("-")
    return pieces[1] if len(pieces) > 2 else re.sub(r"\d+[a-z]?$", "", pieces[1])


@cache
def section_areas(game: str) -> tuple[dict[str, set[str]], dict[str, str]]:
    """(place in the rulebook -> the areas of the rules found there, rule id -> its section)."""
    found: dict[str, set[str]] = {}
    section_of = {}
    for rule in games.game_class(game).rules():
        section_of[rule.id] = rule.section
        if area(rule.id) not in CLARIFICATIONS:
            for part in parts(rule.section):
                found.setdefault(part, set()).add(area(rule.id))
    return found, section_of


def areas(game: str, rule_id: str) -> set[str]:
    """The areas of a rule: its own, or for a clarification those of the rules of its section."""
    own = area(rule_id)
    if own not in CLARIFICATIONS:
        return {own}
    found, section_of = section_areas(game)
    return set().union(*(found.get(part, set()) for part in parts(section_of.get(rule_id, ""))))


def concerns(game: str, action, rule_id: str) -> bool:
    if rule_id == NOT_LEGAL:   # the kit's catch-all: a well-typed action of a known kind breaks a rule of the game
        return False
    if rule_id.startswith("CORE-"):
        return True
    allowed = set(AREAS[game][type(action).__name__]) | set(ANY[game])
    return bool(areas(game, rule_id) & allowed)


def test_every_action_class_has_its_areas() -> None:
    for name in NAMES:
        classes = {cls.__name__ for cls in games.game_class(name).action_types}
        assert classes == set(AREAS[name]), (name, sorted(classes ^ set(AREAS[name])))


@pytest.mark.parametrize("name", NAMES)
def test_each_refusal_cites_a_rule_about_the_action_refused(name: str) -> None:
    rng = random.Random(name)
    wrong = []
    for game in positions(name):
        actions = offered(game)
        vocab = vocabulary(actions)
        for action in actions:
            for tried in (action, *variants(action, vocab, rng, 2)):
                refused = game.why_not(tried)
                if refused and not concerns(name, tried, refused[0]):
                    wrong.append(f"{type(tried).__name__} refused under {refused[0]}: {refused[1]}")
    assert not wrong, "\n".join(sorted(set(wrong)))
