"""The town: supply, herbs, morale and prosperity, buildings, effects of sections/events/rewards,
building operations (FH-BUILD-OPS-1), attacks (FH-EVENT-ATTACK-1) and construction (FH-CONSTRUCT-*)."""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Chance, Event

from . import campaign as CP
from . import content as K
from .state import Building, CampaignState

MATERIALS = ("lumber", "metal", "hide")


def building(s: CampaignState, number: int) -> Building | None:
    return next((b for b in s.buildings if b.number == number), None)


def built(s: CampaignState) -> list[int]:
    """Buildings standing at level 1 or more (wrecked ones count as built for requirements)."""
    return sorted(b.number for b in s.buildings if b.level >= 1)


def operational(s: CampaignState, number: int) -> bool:
    b = building(s, number)
    return b is not None and b.level >= 1 and not b.wrecked


def unlock_building(s: CampaignState, number: int, rules: tuple[str, ...]) -> list[Event]:
    if building(s, number) is not None:
        return []
    info = K.building_info(number)
    s.buildings.append(Building(number, info["name"], 0))
    s.buildings.sort(key=lambda b: b.number)
    return [Event(f"The envelope for building {number} ({info['name']}) is opened: it can now be built.", rules)]


def can_pay(pool: dict[str, int], cost: dict[str, int]) -> bool:
    return all(pool.get(k, 0) >= v for k, v in cost.items())


def pay(pool: dict[str, int], cost: dict[str, int]) -> None:
    for k, v in cost.items():
        pool[k] = pool.get(k, 0) - v


def cost_text(cost: dict[str, int]) -> str:
    return ", ".join(f"{v} {k}" for k, v in cost.items() if v) or "nothing"


def apply_effects(s: CampaignState, effects: dict[str, Any], rules: tuple[str, ...],
                  source: str = "") -> list[Event]:
    """Apply a section's, event's or reward's effects. The supply and herbs never drop below 0."""
    ev: list[Event] = []
    lead = f"{source}: " if source else ""
    for pool_name in ("supply", "herbs"):
        pool = getattr(s, pool_name)
        for res, n in effects.get(pool_name, {}).items():
            before = pool.get(res, 0)
            pool[res] = max(0, before + n)
            if pool[res] != before:
                ev.append(Event(f"{lead}{pool[res] - before:+d} {res} (the town has {pool[res]}).", rules))
    for track in ("morale", "prosperity", "inspiration"):
        n = effects.get(track, 0)
        if n:
            setattr(s, track, max(0, getattr(s, track) + n))
            ev.append(Event(f"{lead}{track} {n:+d} (now {getattr(s, track)}).", rules))
    if effects.get("gold_each"):
        for h in s.characters:
            h.gold += effects["gold_each"]
        ev.append(Event(f"{lead}each character gains {effects['gold_each']} gold.", rules))
    for number in effects.get("unlock_scenarios", []):
        if number not in s.unlocked:
            s.unlocked.append(number)
            s.unlocked.sort()
            ev.append(Event(f"{lead}scenario {number} is unlocked.", rules))
    for cls in effects.get("unlock_classes", []):
        if cls not in s.unlocked_classes:
            s.unlocked_classes.append(cls)
            ev.append(Event(f"{lead}the {K.class_name(cls)} class is unlocked.", rules + ("FH-GEN-CLASSES-1",)))
    if "calendar" in effects:
        week = s.week + effects["calendar"]["after"]
        s.calendar.setdefault(week, []).append(effects["calendar"]["section"])
        ev.append(Event(f"{lead}section {effects['calendar']['section']} is written in week {week}'s box.",
                        rules + ("FH-TIME-WEEK-1",)))
    if "attack" in effects:
        s.attack_targets = sorted(n for n in effects["attack"]["targets"] if building(s, n) is not None
                                  and building(s, n).level >= 1 and not building(s, n).wrecked)
        s.attack_strength = effects["attack"]["strength"]
        targets = ", ".join(map(str, s.attack_targets)) or "(none standing)"
        ev.append(Event(f"{lead}an attack of strength {s.attack_strength} targets buildings {targets}.",
                        rules + ("FH-EVENT-ATTACK-1",)))
    return ev


# -- attacks ----------------------------------------------------------------------------------------
def draw_guard(s: CampaignState, chance: Chance) -> int:
    if not s.guard_deck:
        s.guard_deck = chance.shuffle("town-guard", s.guard_discard)
        s.guard_discard = []
    card = s.guard_deck.pop(0)
    s.guard_discard.append(card)
    return card


def defence(s: CampaignState, number: int) -> int:
    """A building's defence: its printed value plus the Barracks level (sample reading)."""
    barracks = building(s, K.data()["guard_bonus_building"])
    bonus = barracks.level if barracks and not barracks.wrecked else 0
    return K.building_info(number)["defence"] + bonus


def defend(s: CampaignState, number: int, chance: Chance) -> list[Event]:
    """FH-EVENT-ATTACK-1: one Town Guard card per targeted building; below the attack it is wrecked."""
    s.attack_targets.remove(number)
    card = draw_guard(s, chance)
    total = defence(s, number) + card
    b = building(s, number)
    if total >= s.attack_strength:
        return [Event(f"Building {number} ({b.name}) holds: defence {total - card} + guard card {card:+d} "
                      f"against attack {s.attack_strength}.", ("FH-EVENT-ATTACK-1",))]
    b.wrecked = True
    return [Event(f"Building {number} ({b.name}) is wrecked: defence {total - card} + guard card {card:+d} "
                  f"is below attack {s.attack_strength}.", ("FH-EVENT-ATTACK-1",), kind="wrecked")]


# -- building operations -------------------------------------------------------------------------------
def run_operations(s: CampaignState) -> list[Event]:
    """FH-BUILD-OPS-1: every operational or wrecked building, in ascending number."""
    ev: list[Event] = []
    standing = [b.number for b in s.buildings if b.level >= 1]
    for number in CP.building_order(standing):
        b = building(s, number)
        info = K.building_info(number)
        if b.wrecked:
            effects = info.get("wrecked", {})
            label = f"Building {number} ({b.name}, wrecked)"
        else:
            effects = {k: ({r: n * b.level for r, n in v.items()} if isinstance(v, dict) else v)
                       for k, v in info.get("operation", {}).items() if k in ("supply", "herbs", "morale")}
            label = f"Building {number} ({b.name}, level {b.level})"
        done = apply_effects(s, effects, ("FH-BUILD-OPS-1",), label)
        ev += done or [Event(f"{label}: nothing to resolve.", ("FH-BUILD-OPS-1",))]
    return ev


# -- construction -------------------------------------------------------------------------------------
def build_cost(s: CampaignState, number: int) -> dict[str, int]:
    """The cost of the next level (sample: the level-1 cost times the new level)."""
    b = building(s, number)
    return {k: v * (b.level + 1) for k, v in K.building_info(number)["cost"].items()}


def why_not_build(s: CampaignState, number: int) -> str | None:
    b = building(s, number)
    if b is None:
        return f"Building {number} is not unlocked in this campaign."
    if b.wrecked:
        return f"Building {number} is wrecked; rebuild it instead."
    if b.level >= K.building_info(number)["max_level"]:
        return f"Building {number} is already at its highest level."
    if s.builds_left <= 0:
        return "No construction is left this outpost phase (spend 2 morale for a second one)."
    cost = build_cost(s, number)
    if not can_pay(s.supply, cost):
        return f"The Frosthaven supply lacks the cost of building {number} ({cost_text(cost)})."
    return None


def construct(s: CampaignState, number: int) -> list[Event]:
    """FH-CONSTRUCT-BUILD-1: build or upgrade one building, paid from the town's supply."""
    b = building(s, number)
    cost = build_cost(s, number)
    pay(s.supply, cost)
    b.level += 1
    s.builds_left -= 1
    verb = "built" if b.level == 1 else f"upgraded to level {b.level}"
    return [Event(f"Building {number} ({b.name}) is {verb} for {cost_text(cost)} from the supply.",
                  ("FH-CONSTRUCT-BUILD-1",), kind="build")]


def why_not_rebuild(s: CampaignState, number: int) -> str | None:
    b = building(s, number)
    if b is None or not b.wrecked:
        return f"Building {number} is not wrecked."
    cost = K.building_info(number)["rebuild"]
    if not can_pay(s.supply, cost):
        return f"The Frosthaven supply lacks the rebuild cost of building {number} ({cost_text(cost)})."
    return None


def rebuild(s: CampaignState, number: int) -> list[Event]:
    """FH-CONSTRUCT-REBUILD-1: any number of wrecked buildings, beyond the normal constructions."""
    b = building(s, number)
    cost = K.building_info(number)["rebuild"]
    pay(s.supply, cost)
    b.wrecked = False
    return [Event(f"Building {number} ({b.name}) is rebuilt for {cost_text(cost)}.", ("FH-CONSTRUCT-REBUILD-1",))]


def spend_morale(s: CampaignState) -> list[Event]:
    """FH-CONSTRUCT-MORALE-1 through campaign.constructions_allowed."""
    builds, s.morale = CP.constructions_allowed(s.morale, True)
    s.builds_left += builds - 1
    s.morale_spent = True
    return [Event(f"The town spends 2 morale for a second construction (morale now {s.morale}).",
                  ("FH-CONSTRUCT-MORALE-1",))]
