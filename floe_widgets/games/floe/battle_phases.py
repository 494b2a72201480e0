"""The cave battle's rounds: the roll and the phases one by one, to the end of the Battle.

Phases (FLOE-BATTLE-SEQ-1): ``roll`` -> ``arrow`` -> ``attack`` -> ``sword`` -> ``lantern`` (Neubra-like
Monsters: ``attack`` before ``arrow``).  ``resolve_phase`` (the action ``battle-continue``) resolves the
phase the battle is in and enters the next.  After the ``lantern`` phase the Battle ends
(FLOE-CAVE-WIN-1); a Boss win then waits in ``rewards`` for a reward-set choice (``take_reward_set``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floe_widgets.core import Chance, Event
from floe_widgets.i18n import message

from .battle_content import ally_battle, item_upgraded_icons, roll_damage_die, roll_hero_die
from .battle_icons import count, crit_bonus, note_used
from .battle_state import BattleDie, BattleIcon, BattleState
from .names import rewards_spoken, said, said_list, spoken, term

if TYPE_CHECKING:
    from .context import BattleContext


def roll_round(ctx: BattleContext, battle: BattleState, chance: Chance) -> list[Event]:
    """Roll Hero dice (as many as the marker says) and the Damage die, then the Monster's roll effects."""
    n = ctx.player.hero_dice
    battle.dice = [BattleDie(roll_hero_die(chance)) for _ in range(n)]
    battle.damage_die = 0 if battle.is_test else roll_damage_die(chance)
    battle.icons = [BattleIcon(icon, f"item:{item}") for item in ctx.player.items_upgraded
                    if item in ctx.player.items for icon in item_upgraded_icons(item)]
    battle.items_used, battle.magic_spent, battle.crit_target, battle.lanterns_used = [], 0, "", 0
    battle.damage = battle.arrow_damage = battle.sword_damage = battle.monster_damage = 0
    battle.resolved, battle.phase = [], "roll"
    faces = said_list(d.face for d in battle.dice)
    if battle.is_test:
        rolled = message("You roll {n} Hero dice: {faces}.", n=n, faces=faces)
    else:
        rolled = message("You roll {n} Hero dice: {faces}; the Damage die shows {die}.", n=n, faces=faces,
                         die=battle.damage_die)
    events = [Event(rolled, ("FLOE-BATTLE-ROLL-1",), "battle", ctx.seat)]
    if battle.icons:
        events.append(Event(message("Your upgraded Items add {icons}.", icons=said_list(b.icon for b in battle.icons)),
                            ("FLOE-BATTLE-ITEM-2", "FLOE-ITEM-UPGRADED-1"), "battle", ctx.seat))
    if battle.ability == "reroll-initial":
        hit = [i for i, d in enumerate(battle.dice) if d.face == battle.ability_icon]
        if hit:
            for i in hit:
                battle.dice[i].face = roll_hero_die(chance)
            events.append(Event(message("The Monster makes you reroll every {ability_icon} of that roll: now {value}. "
                                        "Whatever comes up now stays.", ability_icon=said(battle.ability_icon),
                                        value=said_list(d.face for d in battle.dice)),
                                ("FLOE-BATTLE-ROCKEER-1",), "battle", ctx.seat))
    elif battle.ability == "lock":
        hit = [d for d in battle.dice if d.face == battle.ability_icon]
        for d in hit:
            d.locked = True
        if hit:
            events.append(Event(message("The Monster Locks your {n} {ability_icon} die: it cannot be rerolled or "
                                        "changed this battle.",
                                        plural="The Monster Locks your {n} {ability_icon} dice: they cannot be "
                                        "rerolled or changed this battle.", how_many=len(hit), n=len(hit),
                                        ability_icon=said(battle.ability_icon)),
                                        ("FLOE-BATTLE-LOCKED-1",), "battle", ctx.seat))
    return events



def resolve_phase(ctx: BattleContext, battle: BattleState, chance: Chance) -> list[Event]:
    seat, phase = ctx.seat, battle.phase
    events: list[Event] = []
    if phase == "roll":
        if battle.is_test:
            return _finish_test(ctx, battle)
        events.append(Event(message("The Roll phase ends."), ("FLOE-BATTLE-SEQ-1",), "battle", seat))
    elif phase == "arrow":
        arrows, battle.arrow_damage, crits = _strike(battle, "arrow", 1)
        rules = ("FLOE-BATTLE-ARROW-1", "FLOE-BATTLE-ICON-1", *crits)
        arrow_phase = message("Arrow phase: {arrows} Arrow deals {arrow_damage} Damage ({damage} of {health} so far).",
                              plural="Arrow phase: {arrows} Arrows deal {arrow_damage} Damage ({damage} of {health} "
                              "so far).", how_many=arrows, arrows=arrows, arrow_damage=battle.arrow_damage,
                              damage=battle.damage, health=battle.health)
        events.append(Event(arrow_phase, rules, "battle", seat))
    elif phase == "attack":
        lost, attack = _monster_attack(ctx, battle)
        if lost:
            return attack
        events += attack
    elif phase == "sword":
        swords, battle.sword_damage, crits = _strike(battle, "sword", 2)
        rules = ("FLOE-BATTLE-SWORD-1", "FLOE-BATTLE-ICON-2", *crits)
        events.append(Event(message("Sword phase: {swords} Sword deals {sword_damage} Damage ({damage} of {health}).",
                                    plural="Sword phase: {swords} Swords deal {sword_damage} Damage ({damage} of "
                                    "{health}).", how_many=swords, swords=said(swords),
                                    sword_damage=said(battle.sword_damage), damage=said(battle.damage),
                                    health=said(battle.health)), rules, "battle", seat))
    elif phase == "lantern":
        left = count(battle, "lantern") - battle.lanterns_used
        if left > 0 and not battle.is_test:
            from .cave import zone_index

            if ctx.cave.loot[zone_index(battle.chamber)]:
                events.append(Event(message("You leave {left} Lantern unused.",
                                            plural="You leave {left} Lanterns unused.", how_many=left,
                                            left=said(left)), ("FLOE-BATTLE-ICON-4",), "battle", seat))
            else:
                events.append(Event(message("Your chamber's Loot zone is empty: {left} Lantern finds nothing.",
                                            plural="Your chamber's Loot zone is empty: {left} Lanterns find nothing.",
                                            how_many=left, left=said(left)),
                                    ("FLOE-BATTLE-LANTERN-2",), "battle", seat))
    return _enter_next(ctx, battle, chance, events)


def _strike(battle: BattleState, icon: str, damage: int) -> tuple[int, int, tuple[str, ...]]:
    """Each Arrow or Sword deals ``damage``, plus 1 for each Crit aimed at it (FLOE-BATTLE-ICON-1/2/6).

    Adds the Damage to the battle's; returns (icons, Damage they dealt, the Crit rule if Crits added).
    """
    n = count(battle, icon)
    dealt = n * (damage + crit_bonus(battle, icon))
    note_used(battle, icon, n)
    battle.damage += dealt
    return n, dealt, ("FLOE-BATTLE-ICON-6",) if crit_bonus(battle, icon) else ()


def _enter_next(ctx: BattleContext, battle: BattleState, chance: Chance, events: list[Event]) -> list[Event]:
    battle.resolved.append(battle.phase)
    battle.trace.append(battle.phase)
    i = battle.order.index(battle.phase)
    if i + 1 < len(battle.order):
        battle.phase = battle.order[i + 1]
        return events
    return events + _end_round(ctx, battle, chance)


def _monster_attack(ctx: BattleContext, battle: BattleState) -> tuple[bool, list[Event]]:
    """Monster Attack (FLOE-BATTLE-ATTACK-1/2); returns (Battle lost, events)."""
    seat = ctx.seat
    beaten = battle.damage >= battle.health
    base = 0 if beaten else battle.base_damage
    die = battle.damage_die * (2 if battle.ability == "die-double" else 1)
    stealth = count(battle, "stealth")
    note_used(battle, "stealth", stealth)
    total = base + die
    battle.monster_damage = max(0, total - 2 * stealth)
    rules = ["FLOE-BATTLE-ATTACK-1", "FLOE-CAVE-DAMAGEDIE-1"]
    if beaten:
        rules.append("FLOE-BATTLE-ATTACK-2")
    if stealth:
        rules.append("FLOE-BATTLE-ICON-3")
    if battle.ability == "attack-first":
        rules.append("FLOE-BATTLE-NEUBRA-1")
    if beaten:
        how = message("base Damage ignored (already beaten) + Damage die {die}", die=die)
    else:
        how = message("base Damage {base} + Damage die {die}", base=base, die=die)
    attack = message("Monster Attack: {how} = {total}, minus {minus} for {stealth} Stealth: {damage}.", how=how,
                     total=total, minus=2 * stealth, stealth=stealth, damage=battle.monster_damage)
    if not ctx.take_damage(battle.monster_damage):
        battle.outcome, battle.phase = "lost", "over"
        battle.trace.append("attack")
        for ally in battle.allies_committed:
            ctx.discard_ally(ally)
        battle.allies_committed = []
        lost = message("{attack} You have only {warmth} Warmth: the battle is lost.", attack=attack,
                       warmth=ctx.player.warmth)
        return True, [Event(lost,
                            (*rules, "FLOE-BATTLE-LOSE-1", "FLOE-AMBIG-11"), "battle", seat), *ctx.lose_battle()]
    battle.warmth_lost += battle.monster_damage
    hurt = message("{attack} You lose {n} Warmth.", attack=attack, n=battle.monster_damage)
    return False, [Event(hurt, tuple(rules), "battle", seat)]


def _end_round(ctx: BattleContext, battle: BattleState, chance: Chance) -> list[Event]:
    """End of the Battle (FLOE-CAVE-WIN-1): the next round, the rewards, or nothing."""
    from . import cave as cave_rules

    seat = ctx.seat
    if battle.damage < battle.health:
        battle.outcome, battle.phase = "not-defeated", "over"
        events = [Event(message("{damage} Damage is short of {health}: the Monster stands, nothing happens, and the "
                                "Damage is not kept.", damage=said(battle.damage), health=said(battle.health)),
                                ("FLOE-CAVE-WIN-1", "FLOE-CAVE-LOSE-0"), "battle", seat)]
        return events + _pay_allies(ctx, battle)
    if battle.round < battle.rounds:
        battle.round += 1
        events = [Event(message("{damage} Damage beats it once, and you survived: it must be beaten a second time. A "
                                "second full battle starts from the Roll.", damage=said(battle.damage)),
                                ("FLOE-BATTLE-PETRAGROVE-1", "FLOE-AMBIG-29"),
                        "battle", seat)]
        return events + roll_round(ctx, battle, chance)
    card = cave_rules.monster(battle.monster)
    battle.outcome = "won"
    events = [Event(message("{damage} Damage against health {health}: {name} is defeated!", damage=said(battle.damage),
                            health=said(battle.health), name=term(card.id)),
                    ("FLOE-CAVE-WIN-1",), "battle", seat)]
    ctx.gain(list(card.reward), ("FLOE-CAVE-WIN-2",))
    events.append(Event(message("You gain {name}'s reward: {rewards}.", name=term(card.id),
                                rewards=rewards_spoken(card.reward)),
                        ("FLOE-CAVE-WIN-2",), "reward", seat))
    rewards = cave_rules.chamber(battle.chamber).rewards
    if rewards:
        ctx.gain(list(rewards), ("FLOE-CAVE-WIN-2",))
        events.append(Event(message("You gain chamber {chamber}'s rewards: {rewards}.", chamber=said(battle.chamber),
                                    rewards=rewards_spoken(rewards)),
                            ("FLOE-CAVE-WIN-2", "FLOE-CAVE-CHAMBER-1"), "reward", seat))
    events += _pay_allies(ctx, battle)
    ctx.player.defeated.append(card.tier)
    events.append(Event(message("You note that you beat a {tier} Monster (for your Quest).",
                                tier=said(card.tier)), ("FLOE-CAVE-WIN-3",),
                        "battle", seat))
    if battle.chamber == cave_rules.CHAMBERS:
        battle.phase = "rewards"
        events.append(Event(message("Choose one of the free reward sets of the last room."), ("FLOE-CAVE-BOSS-1",),
                            "battle", seat))
        return events
    events += cave_rules.advance_marker(ctx.player, ctx.cave)
    events += cave_rules.replace_monster(ctx.cave, battle.chamber, chance, _markers(ctx))
    battle.phase = "over"
    return events


def take_reward_set(ctx: BattleContext, battle: BattleState, index: int, chance: Chance) -> list[Event]:
    from . import cave as cave_rules

    rewards, events = cave_rules.claim_reward_set(ctx.player, ctx.cave, index)
    ctx.gain(rewards, ("FLOE-CAVE-BOSS-1",))
    events += ctx.claim_achievement("boss")
    events += cave_rules.replace_monster(ctx.cave, battle.chamber, chance, _markers(ctx))
    battle.phase = "over"
    return events


def _pay_allies(ctx: BattleContext, battle: BattleState) -> list[Event]:
    """Allies whose effect looks at the whole Battle pay out now and are discarded (FLOE-AMBIG-8)."""
    events = []
    for ally in battle.allies_committed:
        effect = ally_battle(ally)
        assert effect is not None
        gains = []
        for icon, gain in effect.per_icon:
            if used := battle.used.get(icon):
                kind, _, n = gain.partition(":")
                gains.append(f"{kind}:{int(n or 1) * used}")
        gains += list(effect.after)
        ctx.gain(gains, ("FLOE-BATTLE-ALLY-1", "FLOE-AMBIG-8"))
        ctx.discard_ally(ally)
        events.append(Event(message("{ally} pays out after the battle ({value}) and leaves.", ally=spoken(ally),
                                    value=rewards_spoken(gains)),
                            ("FLOE-BATTLE-ALLY-1", "FLOE-AMBIG-8", "FLOE-ALLY-USE-1"), "reward", battle.seat))
    battle.allies_committed = []
    return events


def _finish_test(ctx: BattleContext, battle: BattleState) -> list[Event]:
    need: dict[str, int] = {}
    for icon in battle.test:
        need[icon] = need.get(icon, 0) + 1
    ok = all(count(battle, icon) >= n for icon, n in need.items())
    battle.outcome, battle.phase = ("passed" if ok else "failed"), "over"
    battle.trace.append("roll")
    said_outcome = message("Battle test passed.") if ok else message("Battle test failed.")
    return [Event(said_outcome, ("FLOE-BATTLE-TEST-1",), "battle", ctx.seat)]


def _markers(ctx: BattleContext) -> list[int]:
    return [p.cave_chamber for p in ctx.state.players]

