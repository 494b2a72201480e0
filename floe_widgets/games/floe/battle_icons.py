"""The cave battle's icons: how many the battle holds, what the rest of the round will do with them.

Read by the battle's legality (battle_legality.py), its phases (battle_phases.py), the odds, the views and
the bots; it changes nothing but the tally of icons used (``note_used``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .battle_state import ICON_PHASE, ICONS, BattleState


def count(battle: BattleState, icon: str) -> int:
    """How many ``icon`` the battle has now (dice as faces or Items, plus other icons; Magic net of spending)."""
    n = sum(1 for d in battle.dice if d.icon == icon) + sum(1 for b in battle.icons if b.icon == icon)
    return n - battle.magic_spent if icon == "magic" else n


def tally(battle: BattleState) -> dict[str, int]:
    return {icon: count(battle, icon) for icon in ICONS}


@dataclass(frozen=True)
class Forecast:
    """What the rest of this round will do if the player just continues (for views and lessons)."""

    arrow_damage: int
    monster_damage: int
    sword_damage: int
    total_damage: int
    beaten: bool


def forecast(battle: BattleState) -> Forecast:
    """The round's outcome with the icons held now: Damage per phase and the Monster's hit after Stealth."""
    if battle.is_test:
        return Forecast(0, 0, 0, 0, False)
    crit_arrow = crit_bonus(battle, "arrow") if battle.crit_target == "arrow" else 0
    crit_sword = 0 if battle.crit_target == "arrow" else count(battle, "crit") * (battle.ability != "no-crit")
    arrow = battle.arrow_damage if "arrow" in battle.resolved else count(battle, "arrow") * (1 + crit_arrow)
    sword = battle.sword_damage if "sword" in battle.resolved else count(battle, "sword") * (2 + crit_sword)
    if "attack" in battle.resolved:
        hit = battle.monster_damage
    else:
        arrow_first = battle.order.index("arrow") < battle.order.index("attack")
        dealt_before = (battle.damage if "arrow" in battle.resolved else arrow) if arrow_first else 0
        base = 0 if dealt_before >= battle.health else battle.base_damage   # FLOE-BATTLE-ATTACK-2
        die = battle.damage_die * (2 if battle.ability == "die-double" else 1)
        hit = max(0, base + die - 2 * count(battle, "stealth"))
    total = arrow + sword
    return Forecast(arrow, hit, sword, total, total >= battle.health)


def crit_bonus(battle: BattleState, target: str) -> int:
    """Extra Damage per ``target`` icon from Crits (Crits x 1, if they were aimed at it)."""
    if battle.ability == "no-crit" or not (battle.crit_target or "arrow" in battle.resolved):
        return 0   # not aimed yet: Crits left unaimed go to the Swords once the Arrows are over
    aimed = battle.crit_target or "sword"
    return count(battle, "crit") if aimed == target else 0


def icon_resolved(battle: BattleState, icon: str) -> bool:
    """True once the phase that uses ``icon`` is over for this round (Crits: with their target)."""
    if icon == "crit":
        target = battle.crit_target or ("sword" if "arrow" in battle.resolved else "arrow")
        return target in battle.resolved
    return ICON_PHASE.get(icon) in battle.resolved   # a Battle test resolves no phase: nothing is used up


def battle_value(battle: BattleState, warmth: int) -> float:
    """A rough worth of the round in progress for a greedy bot (higher is better for the fighter).

    Damage towards the Monster's health, a bonus for beating it, minus the hit still to come, and a
    heavy penalty if that hit would lose the battle.  Add it to a position value while a battle runs.
    """
    if battle.phase in ("rewards", "over") or battle.is_test:
        return 0.0
    f = forecast(battle)
    value = 5.0 * min(f.total_damage, battle.health) / max(battle.health, 1) + (5.0 if f.beaten else 0.0)
    if "attack" not in battle.resolved:
        value -= 0.8 * f.monster_damage + (10.0 if f.monster_damage > warmth else 0.0)
    return value + 0.3 * max(0, count(battle, "lantern") - battle.lanterns_used)



def note_used(battle: BattleState, icon: str, n: int) -> None:
    """Count ``n`` ``icon`` as used this battle (Allies that pay per icon read it, FLOE-AMBIG-8)."""
    if n:
        battle.used[icon] = battle.used.get(icon, 0) + n
