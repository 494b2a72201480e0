"""Campaign-side rules that are pure arithmetic or ordering, used by the outpost phase:
checkmarks and perks, seasons, gold, road events, building order, what follows a scenario."""

from __future__ import annotations

import math
from collections.abc import Iterable

from floe_widgets.i18n import N_

STARTING_GOLD = 30          # FH-CHAR-START-1
STARTING_LEVEL = 1
MAX_GOAL_CHECKMARKS = 18    # FH-GOAL-PERK-1


def add_checkmarks(current: int, gained: int) -> tuple[int, int]:
    """FH-GOAL-PERK-1: (new total capped at 18, perk marks earned from checkmarks in all)."""
    total = min(MAX_GOAL_CHECKMARKS, current + gained)
    return total, total // 3


def season(week: int, first: str = "summer") -> str:
    """FH-TIME-SEASON-1: the season switches every 10 weeks (week 1 is the first week)."""
    other = "winter" if first == "summer" else "summer"
    return first if ((week - 1) // 10) % 2 == 0 else other


def sell_price(cost: int | None = None, materials: int | None = None) -> int:
    """FH-DOWNTIME-SELL-1 / FH-AMBIG-16: half the purchase cost rounded down, or 2 gold per material."""
    if materials is not None:
        return 2 * materials
    return (cost or 0) // 2


def new_character_gold(prosperity: int) -> int:
    """FH-DOWNTIME-CREATE-1."""
    return 10 * prosperity + 20


def inspiration(characters: int) -> int:
    """FH-COMPLETE-INSPIRE-1."""
    return 4 - characters


def road_event_due(scenario: int, *, replay_lost: bool = False, linked: bool = False, in_frosthaven: bool = False,
                   casual: bool = False) -> bool:
    """FH-ROAD-WHEN-1 / FH-GEN-FIRST-1."""
    return not (scenario in (0, 1) or replay_lost or linked or in_frosthaven or casual)


def road_deck(season_name: str) -> str:
    """FH-ROAD-DECK-1."""
    return f"{season_name} road events"


def after_road_event(deck: list[str], card: str, returns: bool) -> list[str]:
    """FH-ROAD-RETURN-1: a card with the return icon goes to the bottom, otherwise it leaves the game."""
    rest = [c for c in deck if c != card]
    return rest + [card] if returns else rest


def building_order(buildings: Iterable[int]) -> list[int]:
    """FH-BUILD-OPS-1: operations in ascending building number."""
    return sorted(buildings)


def constructions_allowed(morale: int, spend_morale: bool) -> tuple[int, int]:
    """FH-CONSTRUCT-MORALE-1: 1 build, or 2 by spending 2 morale. Returns (builds, morale left)."""
    if spend_morale and morale >= 2:
        return 2, morale - 2
    return 1, morale


def after_scenario(won: bool, *, linked: bool = False, replay: bool = False) -> str:
    """FH-GEN-PHASES-1, FH-COMPLETE-RETURN-1, FH-LOST-CHOICE-1: what comes next."""
    if won:
        return N_("next scenario") if linked else N_("outpost phase")
    return N_("replay scenario") if replay else N_("outpost phase")


def lost_scenario_keeps(option: str, resources: dict[str, int]) -> dict[str, int]:
    """FH-LOST-CHOICE-1: returning to Frosthaven keeps loot resources; replaying at once loses them."""
    return dict(resources) if option == "return" else {}


def personal_quests(deck: list[str], keep: int) -> tuple[str, list[str]]:
    """FH-CHAR-PQ-1: draw two, keep one, shuffle the other back (returned at the bottom here)."""
    drawn, rest = deck[:2], deck[2:]
    kept = drawn[keep]
    return kept, rest + [c for c in drawn if c != kept]


def average_level_ceil(levels: list[int]) -> int:
    return math.ceil(sum(levels) / len(levels))


def rewards_due(scenario: int, completed_before: Iterable[int]) -> bool:
    """FH-COMPLETE-REWARDS-1: a scenario's listed rewards are gained the first time only."""
    return scenario not in set(completed_before)
