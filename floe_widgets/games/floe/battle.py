"""The cave battle (and Encounter Battle tests) as an explicit phase machine: its rules.

Its state is in battle_state.py, its actions in battle_actions.py, what it reads from the content
(Items, Potions, Familiars, Allies, dice) in battle_content.py, its icon counts in battle_icons.py, what
is legal in battle_legality.py and its phases in battle_phases.py; this module starts a battle and
applies actions.

The seam with the rules engine (context.py)::

    start_battle(ctx: BattleContext, chance: Chance, *, test: tuple[str, ...] = ()) -> tuple[BattleState, list[Event]]
    battle_legality.battle_candidates(ctx, battle) -> list[Action]   # every battle action that might be allowed
    battle_legality.battle_why_not(ctx, battle, action) -> (rule id, sentence) | None   # the first rule it breaks
    battle_legality.battle_legal_actions(ctx, battle) -> list[Action]   # derived from the two
    apply_battle_action(ctx, battle, action, chance) -> list[Event]   # mutates battle and ctx's state
    battle_actions.BATTLE_ACTIONS: tuple[type[Action], ...]
    BattleState.finished: bool          # True once over (won, lost, not defeated; test passed/failed)
    BattleState.outcome: str            # "won" | "lost" | "not-defeated" | "passed" | "failed" ("" while on)
    merit_test(player, merit, value) -> bool   # an Encounter's Merit test

Actions (group "battle"): battle-reroll, battle-assign (die -> basic Item), battle-potion (its icons),
battle-drink (a Potion for 1 Warmth), battle-familiar, battle-ally, battle-heal / battle-insight /
battle-artifice (the three Spells), battle-crit (Arrows or Swords, once), battle-continue (resolve
the phase), battle-loot (Lantern phase), battle-reward-set (after the Boss).  Dice go through the
chance source as "hero-die" and "damage-die" (faces in content/dice.yaml), so lessons fix them with
``game.chance.fix("hero-die", "sword", ...)``.

``apply_battle_action`` raises :class:`IllegalAction` (with the rule id) for an action that is not
legal now, before changing anything.  The rules engine applies it on a deep copy of the state
anyway, so a refused action leaves the game as it was.

What the battle changes through ``ctx``: the player's Warmth (rerolls, Familiar help, Monster
Damage, Healing), Potions and Allies spent, the Familiar's once-per-turn use, the Cave (Loot taken,
Hero marker, Monster replacement, Boss reward sets), ``player.defeated``; on a loss
``ctx.lose_battle()`` (Island of Floe, maximum Warmth).  Rewards are queued with ``ctx.gain(effects)``
as effect strings and resolved by the rules engine after the action.

Phases (FLOE-BATTLE-SEQ-1): ``roll`` -> ``arrow`` -> ``attack`` -> ``sword`` -> ``lantern`` (Neubra-like
Monsters: ``attack`` before ``arrow``).  ``battle-continue`` resolves the phase the battle is in and
enters the next.  Dice are changed (reroll, Items, Familiar, Allies) in the ``roll`` phase; Magic and
Potions may be spent in any phase on icons that have not resolved yet (FLOE-AMBIG-12).  After the
``lantern`` phase the Battle ends; a Boss win then waits in ``rewards`` for a reward-set choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floe_widgets.core import Action, Chance, Event, IllegalAction
from floe_widgets.i18n import message

from .battle_actions import (
    BattleAlly,
    BattleArtifice,
    BattleAssign,
    BattleContinue,
    BattleCrit,
    BattleDrink,
    BattleFamiliar,
    BattleHeal,
    BattleInsight,
    BattleLoot,
    BattlePotion,
    BattleReroll,
    BattleRewardSet,
)
from .battle_content import ally_battle, familiar_icons, item_icon, potion_icons, roll_hero_die
from .battle_icons import note_used
from .battle_legality import battle_why_not
from .battle_phases import resolve_phase, roll_round, take_reward_set
from .battle_state import INSIGHT, PHASES, PHASES_ATTACK_FIRST, BattleIcon, BattleState
from .names import effect_said, said, said_list, spoken, term, terms_listed
from .names import printed_text as ability_text

if TYPE_CHECKING:
    from .context import BattleContext
    from .state import PlayerState


# -- starting ---------------------------------------------------------------------------------------
def start_battle(ctx: BattleContext, chance: Chance, *, test: tuple[str, ...] = ()) -> tuple[BattleState, list[Event]]:
    """Delve into the Cave and roll (FLOE-CAVE-CHAMBER-1, FLOE-BATTLE-ROLL-1).

    With ``test`` (icons needed, e.g. ``("sword", "sword")``) this is an Encounter's Battle test
    instead: same dice, Items, Potions, Familiar and Magic, but no Monster and no Loot (FLOE-BATTLE-TEST-1).
    """
    from . import cave as cave_rules

    player = ctx.player
    if test:
        battle = BattleState(seat=ctx.seat, test=list(test), order=["roll"])
        events = [Event(message("Battle test: you need {value}.",
                                value=said_list(test)), ("FLOE-BATTLE-TEST-1",), "battle", ctx.seat)]
    else:
        if not cave_rules.can_delve(player, ctx.cave):
            raise IllegalAction("FLOE-CAVE-BOSS-3",
                                message("You have beaten the Boss: there is nothing left in the Cave."))
        number = player.cave_chamber
        room = ctx.cave.chambers[number - 1]
        card = cave_rules.monster(room.monster)
        battle = BattleState(
            seat=ctx.seat, monster=card.id, chamber=number, health=card.health, base_damage=card.damage,
            ability=card.ability, ability_icon=card.icon, rounds=2 if card.ability == "defeat-twice" else 1,
            order=list(PHASES_ATTACK_FIRST if card.ability == "attack-first" else PHASES),
        )
        events = cave_rules.reveal(ctx.cave, number, "FLOE-CAVE-CHAMBER-1")
        face = message("You face {monster} in chamber {n}: health {health}, base Damage {damage}.",
                       monster=term(card.id), n=number, health=card.health, damage=card.damage)
        if card.text:
            face = message("{face} {ability}", face=face, ability=ability_text(card.text))
        events.append(Event(face, ("FLOE-CAVE-CHAMBER-1",), "battle", ctx.seat))
    return battle, events + roll_round(ctx, battle, chance)



# -- applying -------------------------------------------------------------------------------------------
def apply_battle_action(ctx: BattleContext, battle: BattleState, action: Action, chance: Chance) -> list[Event]:
    """Apply one battle action (refused with the rule's IllegalAction before any change)."""
    refusal = battle_why_not(ctx, battle, action)
    if refusal is not None:
        raise IllegalAction(*refusal)
    player, seat = ctx.player, ctx.seat
    if isinstance(action, BattleReroll):
        ctx.spend_warmth(1, "FLOE-BATTLE-REROLL-1")
        for i in action.dice:
            battle.dice[i].face = roll_hero_die(chance)
        battle.rerolls += 1
        faces = said_list(battle.dice[i].face for i in action.dice)
        return [Event(message("For 1 Warmth you reroll {n} die: {faces}.", plural="For 1 Warmth you reroll {n} dice: "
                              "{faces}.", how_many=len(action.dice), n=len(action.dice),
                              faces=faces), ("FLOE-BATTLE-REROLL-1",),
                      "battle", seat)]
    if isinstance(action, BattleAssign):
        die = battle.dice[action.die]
        die.item, die.item_icon = action.item, item_icon(action.item)
        battle.items_used.append(action.item)
        return [Event(message("Die {die} ({face}) goes on {item} and counts as a {item_icon}.", die=action.die + 1,
                              face=said(die.face), item=spoken(action.item), item_icon=said(die.item_icon)),
                      ("FLOE-BATTLE-ITEM-1", "FLOE-ITEM-BASIC-1"), "battle", seat)]
    if isinstance(action, BattlePotion):
        icons = potion_icons(action.token)
        ctx.use_potion(action.token)
        battle.potions_used.append(action.token)
        battle.icons += [BattleIcon(i, f"potion:{action.token}") for i in icons]
        return [Event(message("You use the {token}: +{value}.", token=spoken(action.token), value=said_list(icons)),
                      ("FLOE-BATTLE-POTION-1", "FLOE-TOKENS-POTION-1"),
                      "battle", seat)]
    if isinstance(action, BattleDrink):
        ctx.use_potion(action.token)
        battle.potions_used.append(action.token)
        got = ctx.gain_warmth(1)
        return [Event(message("You drink the {token}: +{got} Warmth.", token=spoken(action.token), got=said(got)),
                      ("FLOE-WARMTH-POTION-1", "FLOE-TOKENS-POTION-1"),
                      "battle", seat)]
    if isinstance(action, BattleFamiliar):
        ctx.use_familiar()
        ctx.spend_warmth(1, "FLOE-BATTLE-FAMILIAR-1")
        battle.familiar_used = True
        icons = list(dict.fromkeys(familiar_icons(player.familiar))) if not action.icon else [action.icon]
        rules = ["FLOE-BATTLE-FAMILIAR-1", "FLOE-BATTLE-FAMILIAR-3"]
        if player.familiar_flipped:
            rules += ["FLOE-BATTLE-FAMILIAR-2", "FLOE-FAMILIAR-UPGRADE-1"]
        if player.familiar_slid:
            icons.append("crit")
            rules.append("FLOE-FAMILIAR-FULL-1")
        battle.icons += [BattleIcon(i, "familiar") for i in icons]
        return [Event(message("Your Familiar helps for 1 Warmth: +{value}.",
                              value=said_list(icons)), tuple(rules), "battle", seat)]
    if isinstance(action, BattleAlly):
        effect = ally_battle(action.ally)
        assert effect is not None
        battle.allies_used.append(action.ally)
        battle.icons += [BattleIcon(i, f"ally:{action.ally}") for i in effect.icons]
        joins = message("{ally} joins the battle", ally=spoken(action.ally))
        if effect.icons:
            joins = message("{joins}: +{icons}", joins=joins, icons=said_list(effect.icons))
        if effect.pays_later:
            battle.allies_committed.append(action.ally)   # pays out and leaves at the end (FLOE-AMBIG-8)
            later = [message("{gain} per {icon}", gain=effect_said(g), icon=said(i)) for i, g in effect.per_icon]
            later += [effect_said(g) for g in effect.after]
            joins = message("{joins}; after the battle: {later}.", joins=joins, later=terms_listed(later))
        else:
            ctx.discard_ally(action.ally)
            joins = message("{joins}.", joins=joins)
        return [Event(joins, ("FLOE-BATTLE-ALLY-1", "FLOE-ALLY-USE-1"), "battle", seat)]
    if isinstance(action, BattleHeal):
        battle.magic_spent += 1
        gained = ctx.gain_warmth(1)
        return [Event(message("Healing: 1 Magic for {gained} Warmth.", gained=said(gained)), ("FLOE-MAGIC-HEAL-1",
                              "FLOE-MAGIC-GEN-1"),
                      "battle", seat)]
    if isinstance(action, BattleInsight):
        battle.magic_spent += 1
        die = battle.dice[action.die]
        before, die.face = die.face, INSIGHT[die.face]
        return [Event(message("Insight turns die {die} from {before} to {face}.", die=action.die + 1,
                              before=said(before), face=said(die.face)),
                      ("FLOE-MAGIC-INSIGHT-1", "FLOE-MAGIC-GEN-1"), "battle", seat)]
    if isinstance(action, BattleArtifice):
        battle.magic_spent += 2
        battle.icons.append(BattleIcon(action.icon, "artifice"))
        return [Event(message("Artifice: 2 Magic become a {icon}.", icon=said(action.icon)), ("FLOE-MAGIC-ARTIFICE-1",
                              "FLOE-MAGIC-GEN-1"),
                      "battle", seat)]
    if isinstance(action, BattleCrit):
        battle.crit_target = action.target
        return [Event(message("Your Crits will add 1 Damage to each {target}.",
                              target=said(action.target)), ("FLOE-BATTLE-ICON-6", "FLOE-AMBIG-9"),
                      "battle", seat)]
    if isinstance(action, BattleLoot):
        from .cave import loot_tokens, zone_index

        ctx.cave.loot[zone_index(battle.chamber)].remove(action.token)
        battle.lanterns_used += 1
        note_used(battle, "lantern", 1)
        battle.loot_taken.append(action.token)
        reward = list(loot_tokens()[action.token])
        ctx.gain(reward, ("FLOE-BATTLE-LANTERN-1",))
        return [Event(message("A Lantern finds the {token} Loot token; it leaves the game.",
                              token=spoken(action.token)),
                      ("FLOE-BATTLE-LANTERN-1", "FLOE-BATTLE-ICON-4", "FLOE-LOOT-ZONE-1"), "battle", seat)]
    if isinstance(action, BattleRewardSet):
        return take_reward_set(ctx, battle, action.index, chance)
    assert isinstance(action, BattleContinue)
    return resolve_phase(ctx, battle, chance)



def merit_test(player: PlayerState, merit: str, value: int) -> bool:
    """An Encounter's Merit test: passed when that Merit meets or exceeds ``value`` (Merits are never spent)."""
    return player.merits[merit] >= value
