"""Legality, written once: ``candidates`` lists every action that might be allowed now and ``why_not``
names the first rule an action breaks (ARCHITECTURE.md).  No other module decides legality."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from floe_widgets.core import Action
from floe_widgets.i18n import message

from . import board as B
from . import cave
from . import data as C
from .actions import (
    BuildShrine,
    CastSpell,
    Choose,
    ClaimEncounter,
    Convert,
    Discover,
    EndTurn,
    EnterCave,
    Explore,
    FamiliarHelp,
    FamiliarRow,
    FamiliarShallows,
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
from .choices import option_words
from .encounters import claim_refusal
from .familiar import shallows_refusal
from .mapturn import discover_refusal, landmark_refusal, sail_plan, shrine_refusal
from .state import ABOVE, Floe2024State, Pending, Player
from .village import SPACES, can_pay_top_tile, cost_refusal

Refusal = tuple[str, str]
FREE = (Convert, UseItem, UseCrate, OpenTreasure, UseTreasure, ClaimEncounter, BuildShrine)
MOVES = (Hike, Sail, Summon)
HERO = (Explore, VisitLandmark, TakeEncounter, Discover, EnterCave)
BATTLE = (Reroll, UsePotion, FamiliarHelp, ItemDie, CastSpell, Strike)
PAYABLE = ("crystal", "bubble", "potion", "map")


def candidates(s: Floe2024State) -> Iterator[Action]:
    if s.step == "over":
        return
    p = s.players[s.current]
    if s.pending:
        yield from (Choose(o) for o in dict.fromkeys(s.pending[-1].options))
        return
    yield from free_candidates(s, p)
    if s.step == "start":
        yield from (VisitVillage(sp) for sp in SPACES)
        yield StartMapTurn()
        return
    if s.step == "battle":
        yield from battle_candidates(s, p)
        return
    yield EndTurn()
    yield from (FamiliarRow(r) for r in ("top", "bottom"))
    if s.step != "map" or not B.is_iceberg(s, p.location):
        return
    yield from (FamiliarShallows(slot) for slot in B.slots_next_to(s, p.location))
    yield from (Hike(to) for to in B.hikes(s, p.location))
    for dock in B.docks_at(s, p.location):
        yield from (Summon(i, dock) for i in range(len(s.ships)))
    for ship in B.ships_at(s, p.location):
        yield from (Sail(ship, dock) for dock in sorted(B.geometry(s).docks) if dock != s.ships[ship])
    for place in B.reach(s, p.location):
        yield from (Explore(place, i) for i in range(len(s.tokens.get(place, []))))
    yield VisitLandmark()
    yield TakeEncounter()
    yield EnterCave()
    for position, board in sorted(s.layout.items()):
        if board not in s.revealed:
            yield Discover(position, "merit")
            yield Discover(position, "maps")


def free_candidates(s: Floe2024State, p: Player) -> Iterator[Action]:
    yield from (Convert(to) for to in ("pearl", "kelp", "mushroom", "wood", "crystal"))
    yield from (UseItem(item) for item in p.items)
    for i, kind in enumerate(p.crates):
        yield from (UseCrate(i, r) for r in C.components()["crates"][kind])
    yield OpenTreasure()
    for card in p.treasures:
        yield from (UseTreasure(card, i) for i in range(3))
    yield from (ClaimEncounter(deck) for deck in sorted(p.encounters))
    if s.turn_kind == "map":
        for track in C.TRACKS:
            if p.stones[track] == ABOVE:
                shrines = B.shrines_at(s, p.location) if B.is_iceberg(s, p.location) else []
                yield from (BuildShrine(track, sh) for sh in shrines + [""])


def battle_candidates(s: Floe2024State, p: Player) -> Iterator[Action]:
    b = s.battle
    free = [i for i in range(len(b.dice)) if i not in b.on_items.values()]
    for n in range(1, len(free) + 1):
        yield from (Reroll(combo) for combo in combinations(free, n))
    yield from (UsePotion(icon) for icon in dict.fromkeys(p.potions))
    yield from (FamiliarHelp(icon) for icon in C.card(p.hero)["familiar"])
    for item in p.flipped:
        yield from (ItemDie(item, d) for d in free)
    yield CastSpell("heal")
    yield from (CastSpell("insight", d) for d in free)
    yield from (CastSpell("artifice", 0, icon) for icon in C.ICONS)
    yield CastSpell("floestorm")
    crits = cave.icons(b)["crit"] if b.stage == "roll" else 0
    yield from (Strike(c) for c in range(max(0, crits) + 1))


#: the rule that makes each kind of pending choice (cited when the choice is answered wrongly or not at all)
PENDING_RULE = {
    "healing": "FLOEJA-HEAL-CHOICE-1", "item": "FLOEJA-SHOP-TAKE-1", "gift": "FLOEJA-TAVERN-GIFT-1",
    "quest": "FLOEJA-SPRING-QUEST-1", "objective": "FLOEJA-SPRING-HAND-1", "buildings": "FLOEJA-WORK-TAKE-1",
    "academy": "FLOEJA-ACAD-ONCE-1", "second-village": "FLOEJA-FAMVIL-BOTTOM-1", "top-tile": "FLOEJA-FAMVIL-TOP-1",
    "resource": "FLOEJA-RES-TRACKS-1", "benefit": "FLOEJA-RES-TRACKS-1", "advance": "FLOEJA-FLOE-ADVANCE-1",
    "levelup": "FLOEJA-MISSING-2", "landmark": "FLOEJA-LMK-REWARD-1", "encounter-keep": "FLOEJA-ENC-KEEP-1",
    "dive": "FLOEJA-DIVE-CHOICE-1", "familiar-take": "FLOEJA-FAM-ICE-1", "room-reward": "FLOEJA-DEFEAT-REWARD-1",
    "last-room": "FLOEJA-ROOM-LAST-1", "lantern": "FLOEJA-LANTERN-TOKEN-1", "lantern-drawn": "FLOEJA-LANTERN-DRAW-1",
}


def _one_of(pending: Pending) -> Any:
    """The options of ``pending`` one after another, each in the reader's language."""
    words = [option_words(pending, option) for option in pending.options]
    said = words[-1] if words else ""
    for word in reversed(words[:-1]):
        said = message("{first} / {rest}", language="ja", first=word, rest=said)
    return said


def why_not(s: Floe2024State, action: Action) -> Refusal | None:
    p = s.players[s.current]
    if s.pending:
        top = s.pending[-1]
        if isinstance(action, Choose) and top.kind == "top-tile" and action.option == top.options[0] \
                and not can_pay_top_tile(p):
            return ("FLOEJA-FAMVIL-TOP-1", message("A top tile's benefit costs 2 Bubbles; you have {n}.", language="ja",
                                                   n=p.res["bubble"]))
        if isinstance(action, Choose) and action.option in top.options:
            return None
        return (PENDING_RULE[top.kind],
                message("First finish the choice: {options}", language="ja", options=_one_of(top)))
    if isinstance(action, Choose):
        return ("FLOEJA-TURN-CHOICE-1", message("There is nothing to choose now.", language="ja"))
    if isinstance(action, FREE):
        return free_refusal(s, p, action)
    if s.step == "battle":
        if isinstance(action, BATTLE):
            return battle_refusal(s, p, action)
        return ("FLOEJA-CAVE-ENTER-1", message("A battle is on: resolve it to the end first.", language="ja"))
    if isinstance(action, BATTLE):
        return ("FLOEJA-BATTLE-ROLL-1", message("No battle is on.", language="ja"))
    if s.step == "start":
        if isinstance(action, VisitVillage):
            if action.space not in SPACES:
                return ("FLOEJA-VIL-PLACE-1", message("There is no such village action space.", language="ja"))
            return cost_refusal(p, action.space)
        if isinstance(action, StartMapTurn):
            return None
        return ("FLOEJA-TURN-CHOICE-1", message("First choose a Village turn or a Map turn.", language="ja"))
    if isinstance(action, (VisitVillage, StartMapTurn)):
        return ("FLOEJA-TURN-CHOICE-1", message("The kind of this turn is already chosen.", language="ja"))
    if isinstance(action, EndTurn):
        return None
    if isinstance(action, (FamiliarRow, FamiliarShallows)):
        return familiar_refusal(s, p, action)
    if s.step != "map":
        return ("FLOEJA-MAPTURN-STEPS-1", message("That is a Map turn action.", language="ja"))
    if isinstance(action, MOVES):
        return move_refusal(s, p, action)
    if isinstance(action, HERO):
        if s.hero_acted:
            return ("FLOEJA-MAPTURN-STEPS-1", message("A hero action only once a turn.", language="ja"))
        return hero_refusal(s, p, action)
    return ("CORE-NOT-LEGAL", message("'{describe}' cannot be done now.", language="ja", describe=action.describe()))


def familiar_refusal(s: Floe2024State, p: Player, action: FamiliarRow | FamiliarShallows) -> Refusal | None:
    if s.familiar_acted:
        if p.familiar_spot == "battle":
            return ("FLOEJA-BATTLE-FAMILIAR-1",
                    message("The familiar helped in the battle, so it cannot act again this turn.", language="ja"))
        return ("FLOEJA-FAM-ONCE-1", message("A familiar action only once a turn.", language="ja"))
    if s.step == "map" and not s.hero_acted:
        return ("FLOEJA-TURN-FAMILIAR-1", message("The familiar action comes after the hero action.", language="ja"))
    if isinstance(action, FamiliarRow):
        if not p.location.startswith("village"):
            return ("FLOEJA-FAM-VIL-1",
                    message("A building row can be activated only while the hero is in the Village.", language="ja"))
        if action.row not in ("top", "bottom"):
            return ("FLOEJA-FAMVIL-PLACE-1", message("A building row is the top one or the bottom one.", language="ja"))
        if action.row == p.familiar_spot:
            return ("FLOEJA-FAMVIL-REPEAT-1",
                    message("The familiar is already on that row: use the other row or do nothing.", language="ja"))
        return None
    return shallows_refusal(s, p, action.slot)


def move_refusal(s: Floe2024State, p: Player, action: Action) -> Refusal | None:
    if s.hero_acted:
        if "discovered" in p.used_this_turn:
            return ("FLOEJA-DISC-AFTER-1",
                    message("After discovering a region, the hero's movement and action are over.", language="ja"))
        return ("FLOEJA-MAPTURN-STEPS-1", message("Moving comes only before the hero action.", language="ja"))
    if not B.is_iceberg(s, p.location):
        return ("FLOEJA-MOVE-VILLAGE-1", message("The hero is not on an iceberg.", language="ja"))
    if isinstance(action, Hike):
        if action.to not in B.hikes(s, p.location):
            return ("FLOEJA-MOVE-HIKE-1",
                    message("You can only walk to a neighbouring iceberg joined by shallows.", language="ja"))
        if p.warmth < 1:
            return ("FLOEJA-WARMTH-SPEND-1", message("Crossing a shallows needs 1 Warmth.", language="ja"))
        return None
    if not 0 <= action.ship < len(s.ships):
        return ("FLOEJA-SAIL-BOARD-1", message("There is no such ship.", language="ja"))
    if isinstance(action, Summon):
        if action.dock not in B.docks_at(s, p.location):
            return ("FLOEJA-SAIL-SUMMON-1",
                    message("A ship can be called only to a dock of the hero's iceberg.", language="ja"))
        if s.ships[action.ship] == action.dock:
            return ("FLOEJA-SAIL-SUMMON-1", message("That ship is already at that dock.", language="ja"))
        if p.res["bubble"] < 1:
            return ("FLOEJA-SAIL-SUMMON-1", message("Calling a ship needs 1 Bubble.", language="ja"))
        return None
    if action.ship not in B.ships_at(s, p.location):
        return ("FLOEJA-SAIL-BOARD-1", message("That ship is not docked at the hero's iceberg.", language="ja"))
    if action.dock not in B.geometry(s).docks or B.geometry(s).tile_of(action.dock) not in s.revealed:
        return ("FLOEJA-SAIL-END-1", message("Ships dock at the docks of revealed boards.", language="ja"))
    if action.dock == s.ships[action.ship]:
        return ("FLOEJA-SAIL-COST-1", message("The ship is already at that dock.", language="ja"))
    plan = sail_plan(s, p, action.ship, action.dock)
    if plan is None:
        return ("FLOEJA-SAIL-COST-1", message("There is no sea route to that dock.", language="ja"))
    if p.warmth < plan[0]:
        return ("FLOEJA-WARMTH-SPEND-1",
                message("Sailing needs {plan} Warmth (you have {warmth}).", language="ja", plan=plan[0],
                        warmth=p.warmth))
    return None


def hero_refusal(s: Floe2024State, p: Player, action: Action) -> Refusal | None:
    if not B.is_iceberg(s, p.location):
        return ("FLOEJA-HACT-CHOICE-1", message("The hero is not on an iceberg.", language="ja"))
    if isinstance(action, Explore):
        if action.place not in B.reach(s, p.location):
            return ("FLOEJA-EXPL-SOURCE-1",
                    message("You can explore only your own iceberg or the sea of a ship docked there.", language="ja"))
        if not 0 <= action.index < len(s.tokens.get(action.place, [])):
            return ("FLOEJA-EXPL-SOURCE-1", message("That token is not there.", language="ja"))
        return None
    if isinstance(action, VisitLandmark):
        return landmark_refusal(s, p)
    if isinstance(action, TakeEncounter):
        if not B.flags_at(s, B.reach(s, p.location)):
            return ("FLOEJA-ENC-STAND-1", message("There is no encounter flag stand here.", language="ja"))
        return None
    if isinstance(action, EnterCave):
        if not B.has_feature(s, p.location, "cave"):
            return ("FLOEJA-CAVE-ENTER-1", message("You are not on an iceberg with a cave icon.", language="ja"))
        return None
    return discover_refusal(s, p, action.position, action.pay)


def free_refusal(s: Floe2024State, p: Player, action: Action) -> Refusal | None:
    if s.step == "start" and isinstance(action, BuildShrine):
        return ("FLOEJA-SHRINE-WHEN-1", message("A Floe shrine can be built only during a Map turn.", language="ja"))
    if isinstance(action, Convert):
        if action.to not in ("pearl", "kelp", "mushroom", "wood", "crystal"):
            return ("FLOEJA-RES-CONVERT-1", message("Bubbles turn into a resource or a Crystal.", language="ja"))
        cost = 4 if action.to == "crystal" else 2
        if p.res["bubble"] < cost:
            return ("FLOEJA-RES-CONVERT-1",
                    message("This needs {cost} Bubbles (you have {bubble}).", language="ja", cost=cost,
                            bubble=p.res['bubble']))
        return None
    if isinstance(action, UseItem):
        if action.item not in p.items:
            return ("FLOEJA-SHOP-EFFECT-1", message("You do not have that item.", language="ja"))
        if f"item:{action.item}" in p.used_this_turn:
            return ("FLOEJA-MISSING-11",
                    message("An item's face-up effect once a turn (a reading of ours).", language="ja"))
        if not can_pay(p, C.card(action.item)["front"]["pay"]):
            return ("FLOEJA-SHOP-EFFECT-1", message("You cannot pay the cost of the item's effect.", language="ja"))
        return None
    if isinstance(action, UseCrate):
        if not 0 <= action.crate < len(p.crates):
            return ("FLOEJA-TOKEN-CRATE-1", message("There is no such crate.", language="ja"))
        if action.resource not in C.components()["crates"][p.crates[action.crate]]:
            return ("FLOEJA-TOKEN-CRATE-1", message("That crate does not give that resource.", language="ja"))
        return None
    if isinstance(action, OpenTreasure):
        if not (p.chest and p.key):
            return ("FLOEJA-CHEST-TREASURE-1",
                    message("Drawing a treasure card needs both a chest and a key.", language="ja"))
        if not s.treasure_deck and not s.treasure_used:
            return ("FLOEJA-CHEST-TREASURE-2", message("The treasure deck is empty.", language="ja"))
        return None
    if isinstance(action, UseTreasure):
        if action.card not in p.treasures:
            return ("FLOEJA-CHEST-TREASURE-1", message("You do not have that treasure card.", language="ja"))
        if not 0 <= action.option < 3:
            return ("FLOEJA-CHEST-TREASURE-1",
                    message("A treasure card gives one of its three benefits.", language="ja"))
        return None
    if isinstance(action, ClaimEncounter):
        return claim_refusal(s, p, action.deck)
    return shrine_refusal(s, p, action.track, action.shrine)


def can_pay(p: Player, cost: dict[str, int]) -> bool:
    have = {"crystal": p.crystals, "bubble": p.res["bubble"], "potion": len(p.potions), "map": p.maps}
    return all(have[k] >= n for k, n in cost.items())


def battle_refusal(s: Floe2024State, p: Player, action: Action) -> Refusal | None:
    b = s.battle
    on_items = set(b.on_items.values())
    if isinstance(action, Reroll):
        if b.stage != "roll":
            return ("FLOEJA-BATTLE-REROLL-1",
                    message("Rerolls come only in the step right after the roll.", language="ja"))
        dice = action.dice
        if not dice or len(set(dice)) != len(dice) or any(not 0 <= d < len(b.dice) or d in on_items for d in dice):
            return ("FLOEJA-BATTLE-REROLL-1",
                    message("Choose the dice to reroll (not the dice placed on items).", language="ja"))
        if p.warmth < cave.reroll_cost(s, b):
            return ("FLOEJA-BATTLE-REROLL-1", message("A reroll needs 1 Warmth.", language="ja"))
        return None
    if isinstance(action, UsePotion):
        if action.icon not in p.potions:
            return ("FLOEJA-BATTLE-POTION-1", message("You have no potion with that icon.", language="ja"))
        return None
    if isinstance(action, FamiliarHelp):
        if b.familiar or s.familiar_acted:
            return ("FLOEJA-BATTLE-FAMILIAR-1", message("The familiar was already used this turn.", language="ja"))
        if p.familiar_spot == "battle":
            return ("FLOEJA-FAM-LIMIT-1", message("The familiar is already on a battle effect space.", language="ja"))
        if action.icon not in C.card(p.hero)["familiar"]:
            return ("FLOEJA-BATTLE-FAMILIAR-1", message("That icon is not on the familiar tile.", language="ja"))
        if p.warmth < 1:
            return ("FLOEJA-BATTLE-FAMILIAR-1", message("The familiar's ability needs 1 Warmth.", language="ja"))
        return None
    if isinstance(action, ItemDie):
        if action.item not in p.flipped:
            return ("FLOEJA-BATTLE-ITEM-1", message("Dice go only on levelled-up (turned over) items.", language="ja"))
        if action.item in b.on_items:
            return ("FLOEJA-BATTLE-ITEM-1", message("That item already holds a die.", language="ja"))
        if not 0 <= action.die < len(b.dice) or action.die in on_items:
            return ("FLOEJA-BATTLE-ITEM-1", message("That die cannot be placed.", language="ja"))
        return None
    if isinstance(action, CastSpell):
        return spell_refusal(s, action, on_items)
    if b.stage == "roll" and not 0 <= action.crits_on_arrows <= max(0, cave.icons(b)["crit"]):
        return ("FLOEJA-BATTLE-CRIT-1",
                message("You cannot give Arrows more Critical hits than you rolled.", language="ja"))
    if b.stage == "swords" and action.crits_on_arrows:
        return ("FLOEJA-BATTLE-CRIT-1",
                message("The Arrow step is over: the remaining Critical hits go to Swords.", language="ja"))
    return None


def spell_refusal(s: Floe2024State, action: CastSpell, on_items: set[int]) -> Refusal | None:
    b = s.battle
    rule = cave.SPELL_RULE.get(action.spell)
    if rule is None:
        return ("FLOEJA-BATTLE-MAGIC-1", message("There is no such spell.", language="ja"))
    if cave.magic_left(b) < cave.SPELL_MAGIC[action.spell]:
        return ("FLOEJA-BATTLE-MAGIC-1",
                message("This needs {need} Magic ({left} left).", language="ja", need=cave.SPELL_MAGIC[action.spell],
                        left=cave.magic_left(b)))
    if action.spell == "insight":
        if not 0 <= action.target < len(b.dice) or action.target in on_items:
            return (rule, message("That die cannot be chosen.", language="ja"))
        if b.dice[action.target] not in ("sword", "arrow", "sneak", "lantern"):
            return (rule, message("The Insight Spell only flips Sword and Arrow, Sneak and Lantern.", language="ja"))
    if action.spell == "artifice" and action.icon not in C.ICONS:
        return (rule, message("Choose a dice icon.", language="ja"))
    if action.spell == "floestorm":
        if b.stage != "swords":
            return (rule, message("The Floestorm Spell is cast in the Sword step.", language="ja"))
        if C.card(b.monster)["colour"] == "pink":
            return (rule, message("The Floestorm Spell does not work on a pink monster.", language="ja"))
    return None
