"""The town: supply, herbs, morale and prosperity, buildings, effects of sections/events/rewards,
building operations (FH-BUILD-OPS-1), attacks (FH-EVENT-ATTACK-1) and construction (FH-CONSTRUCT-*)."""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Chance, Event
from floe_widgets.i18n import N_, message

from ..scenario.names import figure_name, listed, name_term, said
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
    return [Event(message('The envelope for building {number} ({name}) is opened: it can now be built.',
                          number=number, name=name_term(info['name'])), rules)]


def can_pay(pool: dict[str, int], cost: dict[str, int]) -> bool:
    return all(pool.get(k, 0) >= v for k, v in cost.items())


def pay(pool: dict[str, int], cost: dict[str, int]) -> None:
    for k, v in cost.items():
        pool[k] = pool.get(k, 0) - v


def cost_text(cost: dict[str, int]) -> str:
    """Amounts of resources in words: "2 metal, 1 hide" (or "nothing")."""
    amounts = [message("{n} {resource}", n=v, resource=said(k)) for k, v in cost.items() if v]
    return listed(amounts) if amounts else message("nothing")


def apply_effects(s: CampaignState, effects: dict[str, Any], rules: tuple[str, ...],
                  source: str = "") -> list[Event]:
    """Apply a section's, event's or reward's effects. The supply and herbs never drop below 0."""
    ev: list[Event] = []
    lead = message("{source}: ", source=source) if source else ""
    for pool_name in ("supply", "herbs"):
        pool = getattr(s, pool_name)
        for res, n in effects.get(pool_name, {}).items():
            before = pool.get(res, 0)
            pool[res] = max(0, before + n)
            if pool[res] != before:
                ev.append(Event(message('{lead}{change:+d} {resource} (the town has {total}).',
                                        lead=lead, change=pool[res] - before, resource=said(res), total=pool[res]),
                                        rules))
    for track in (N_("morale"), N_("prosperity"), N_("inspiration")):
        n = effects.get(track, 0)
        if n:
            setattr(s, track, max(0, getattr(s, track) + n))
            ev.append(Event(message('{lead}{track} {n:+d} (now {now}).',
                                    lead=lead, track=said(track), n=n, now=getattr(s, track)), rules))
    if effects.get("gold_each"):
        for h in s.characters:
            h.gold += effects["gold_each"]
        ev.append(Event(message('{lead}each character gains {gold_each} gold.',
                                lead=lead, gold_each=effects['gold_each']), rules))
    for number in effects.get("unlock_scenarios", []):
        if number not in s.unlocked:
            s.unlocked.append(number)
            s.unlocked.sort()
            ev.append(Event(message('{lead}scenario {number} is unlocked.', lead=lead, number=number), rules))
    for cls in effects.get("unlock_classes", []):
        if cls not in s.unlocked_classes:
            s.unlocked_classes.append(cls)
            ev.append(Event(message('{lead}the {cls} class is unlocked.',
                                    lead=lead, cls=K.class_name(cls)), rules + ("FH-GEN-CLASSES-1",)))
    if "calendar" in effects:
        week = s.week + effects["calendar"]["after"]
        s.calendar.setdefault(week, []).append(effects["calendar"]["section"])
        ev.append(Event(message("{lead}section {section} is written in week {week}'s box.",
                                lead=lead, section=effects['calendar']['section'], week=week),
                        rules + ("FH-TIME-WEEK-1",)))
    if "attack" in effects:
        s.attack_targets = sorted(n for n in effects["attack"]["targets"] if building(s, n) is not None
                                  and building(s, n).level >= 1 and not building(s, n).wrecked)
        s.attack_strength = effects["attack"]["strength"]
        targets = ", ".join(map(str, s.attack_targets)) or message("(none standing)")
        ev.append(Event(message('{lead}an attack of strength {attack_strength} targets buildings {targets}.',
                                lead=lead, attack_strength=s.attack_strength, targets=targets),
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
        return [Event(message('Building {number} ({name}) holds: defence {defence} + guard card {guard:+d} against '
                              'attack {attack}.',
                              number=number, name=figure_name(b.name), defence=total - card, guard=card,
                              attack=s.attack_strength), ("FH-EVENT-ATTACK-1",))]
    b.wrecked = True
    return [Event(message('Building {number} ({name}) is wrecked: defence {defence} + guard card {guard:+d} is below '
                          'attack {attack}.',
                          number=number, name=figure_name(b.name), defence=total - card, guard=card,
                          attack=s.attack_strength), ("FH-EVENT-ATTACK-1",), kind="wrecked")]


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
            label = message("Building {number} ({name}, wrecked)", number=number, name=name_term(b.name))
        else:
            effects = {k: ({r: n * b.level for r, n in v.items()} if isinstance(v, dict) else v)
                       for k, v in info.get("operation", {}).items() if k in ("supply", "herbs", "morale")}
            label = message("Building {number} ({name}, level {level})", number=number, name=name_term(b.name),
                            level=b.level)
        done = apply_effects(s, effects, ("FH-BUILD-OPS-1",), label)
        ev += done or [Event(message('{label}: nothing to resolve.', label=label), ("FH-BUILD-OPS-1",))]
    return ev


# -- construction -------------------------------------------------------------------------------------
def build_cost(s: CampaignState, number: int) -> dict[str, int]:
    """The cost of the next level (sample: the level-1 cost times the new level)."""
    b = building(s, number)
    return {k: v * (b.level + 1) for k, v in K.building_info(number)["cost"].items()}


def why_not_build(s: CampaignState, number: int) -> str | None:
    b = building(s, number)
    if b is None:
        return message('Building {number} is not unlocked in this campaign.', number=number)
    if b.wrecked:
        return message('Building {number} is wrecked; rebuild it instead.', number=number)
    if b.level >= K.building_info(number)["max_level"]:
        return message('Building {number} is already at its highest level.', number=number)
    if s.builds_left <= 0:
        return message("No construction is left this outpost phase (spend 2 morale for a second one).")
    cost = build_cost(s, number)
    if not can_pay(s.supply, cost):
        return message('The Frosthaven supply lacks the cost of building {number} ({cost}).',
                       number=number, cost=cost_text(cost))
    return None


def construct(s: CampaignState, number: int) -> list[Event]:
    """FH-CONSTRUCT-BUILD-1: build or upgrade one building, paid from the town's supply."""
    b = building(s, number)
    cost = build_cost(s, number)
    pay(s.supply, cost)
    b.level += 1
    s.builds_left -= 1
    name, paid = figure_name(b.name), cost_text(cost)
    said = (message("Building {number} ({name}) is built for {cost} from the supply.", number=number, name=name,
                    cost=paid) if b.level == 1 else
            message("Building {number} ({name}) is upgraded to level {level} for {cost} from the supply.",
                    number=number, name=name, level=b.level, cost=paid))
    return [Event(said,
                  ("FH-CONSTRUCT-BUILD-1",), kind="build")]


def why_not_rebuild(s: CampaignState, number: int) -> str | None:
    b = building(s, number)
    if b is None or not b.wrecked:
        return message('Building {number} is not wrecked.', number=number)
    cost = K.building_info(number)["rebuild"]
    if not can_pay(s.supply, cost):
        return message('The Frosthaven supply lacks the rebuild cost of building {number} ({cost}).',
                       number=number, cost=cost_text(cost))
    return None


def rebuild(s: CampaignState, number: int) -> list[Event]:
    """FH-CONSTRUCT-REBUILD-1: any number of wrecked buildings, beyond the normal constructions."""
    b = building(s, number)
    cost = K.building_info(number)["rebuild"]
    pay(s.supply, cost)
    b.wrecked = False
    return [Event(message('Building {number} ({name}) is rebuilt for {cost}.',
                          number=number, name=figure_name(b.name), cost=cost_text(cost)), ("FH-CONSTRUCT-REBUILD-1",))]


def spend_morale(s: CampaignState) -> list[Event]:
    """FH-CONSTRUCT-MORALE-1 through campaign.constructions_allowed."""
    builds, s.morale = CP.constructions_allowed(s.morale, True)
    s.builds_left += builds - 1
    s.morale_spent = True
    return [Event(message('The town spends 2 morale for a second construction (morale now {morale}).', morale=s.morale),
                  ("FH-CONSTRUCT-MORALE-1",))]
