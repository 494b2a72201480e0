"""The cave (洞窟): rooms, the five battle steps, spells, defeat, the special rooms and Lanterns."""

from __future__ import annotations

from collections import Counter

from floe_widgets.i18n import Term, message

from . import data as C
from .context import Ctx
from .economy import HEALING_OPTIONS, gain, gain_warmth, hero_ability, spend_warmth
from .encounters import check_cave_card
from .quests import progress
from .state import VILLAGE, Battle, Player

EVENT_ROOM = 3
LAST_ROOM = 6


def room_info(room: int) -> dict:
    return C.cave()["rooms"][room - 1]


def hero_dice(p: Player) -> int:
    return C.cave()["dice_track"][p.dice]


# -- entering ------------------------------------------------------------------------------------------
def enter(ctx: Ctx, p: Player) -> None:
    s = ctx.state
    if p.room == LAST_ROOM:
        ctx.say("Exploring the cave in the last room: 1 Crystal", "FLOEJA-ROOM-LAST-1")
        gain(ctx, p, {"crystal": 1}, ("FLOEJA-ROOM-LAST-1",))
        return
    room = str(p.room)
    monster = s.monsters[room]
    if room not in s.face_up:
        s.face_up.append(room)
    card = C.card(monster)
    s.battle = Battle(monster=monster, room=p.room)
    s.step = "battle"
    ctx.say("Fight the {monster} in room {room} (health {health}, base damage {base})",
            ("FLOEJA-CAVE-ENTER-1",
             "FLOEJA-CAVE-DECKS-1"), room=p.room, monster=C.term(monster), health=card['health'], base=card['base'])
    roll(ctx, p, list(range(hero_dice(p))), first=True)


def roll(ctx: Ctx, p: Player, dice: list[int], first: bool = False) -> None:
    b = ctx.state.battle
    faces = C.cave()["hero_die"]
    if first:
        b.dice = [ctx.chance.roll("hero-die", faces) for _ in dice]
    else:
        for i in dice:
            b.dice[i] = ctx.chance.roll("hero-die", faces)
    shown = C.all_of([C.term(f) for f in b.dice])
    verb = Term(ja="振る", en="Roll") if first else Term(ja="リロール", en="Reroll")
    ctx.say("{choice} {n_dice} hero die: {shown}",
            ("FLOEJA-BATTLE-ROLL-1", "FLOEJA-MISSING-5") if first else ("FLOEJA-BATTLE-REROLL-1",), "dice",
            plural="{choice} {n_dice} hero dice: {shown}", how_many=len(dice), n_dice=len(dice), choice=verb,
            shown=shown)


# -- what the dice count for ------------------------------------------------------------------------------
def icons(b: Battle) -> Counter:
    """Dice as they lie (not those on items), the items' icons, and the added icons; spent Magic removed."""
    on_items = set(b.on_items.values())
    out = Counter(f for i, f in enumerate(b.dice) if i not in on_items)
    out.update(C.card(item)["back"] for item in b.on_items)
    out.update(b.extra)
    out["magic"] -= b.magic_used
    return out


def magic_left(b: Battle) -> int:
    return max(0, icons(b)["magic"])


def reroll_cost(s, b: Battle) -> int:
    return 0 if s.event == "ev-echo" and not b.free_reroll else 1


def reroll(ctx: Ctx, p: Player, dice: tuple[int, ...]) -> None:
    s = ctx.state
    b = s.battle
    cost = reroll_cost(s, b)
    if cost == 0:
        b.free_reroll = True
        ctx.say("Cave event: this reroll is free", "FLOEJA-MISSING-23")
    spend_warmth(p, cost)
    roll(ctx, p, list(dice))


def use_potion(ctx: Ctx, p: Player, icon: str) -> None:
    p.potions.remove(icon)
    ctx.state.potion_stock.append(icon)
    ctx.state.battle.extra.append(icon)
    ctx.say("Discard a potion to add a {icon}",
            ("FLOEJA-BATTLE-POTION-1", "FLOEJA-MISSING-12"), icon=C.term(icon))


def familiar_help(ctx: Ctx, p: Player, icon: str) -> None:
    spend_warmth(p, 1)
    b = ctx.state.battle
    b.familiar = True
    b.extra.append(icon)
    p.familiar_spot = "battle"
    ctx.state.familiar_acted = True
    ctx.say("The familiar helps (Warmth -1): add a {icon}", ("FLOEJA-BATTLE-FAMILIAR-1", "FLOEJA-FAM-CAVE-1"),
            icon=C.term(icon))


def item_die(ctx: Ctx, p: Player, item: str, die: int) -> None:
    b = ctx.state.battle
    b.on_items[item] = die
    ctx.say("Put die {die} on {item}: it counts as a {back}", ("FLOEJA-BATTLE-ITEM-1", "FLOEJA-MISSING-11"), "dice",
            die=die + 1, item=C.term(item), back=C.term(C.card(item)['back']))


SPELL_MAGIC = {"heal": 1, "insight": 1, "artifice": 2, "floestorm": 5}
SPELL_RULE = {"heal": "FLOEJA-SPELL-HEAL-1", "insight": "FLOEJA-SPELL-INSIGHT-1",
              "artifice": "FLOEJA-SPELL-ARTIFICE-1", "floestorm": "FLOEJA-SPELL-FLOESTORM-1"}


def cast(ctx: Ctx, p: Player, spell: str, target: int, icon: str) -> None:
    """Each Magic icon pays once (FLOEJA-BATTLE-MAGIC-1)."""
    b = ctx.state.battle
    b.magic_used += SPELL_MAGIC[spell]
    rules = ("FLOEJA-BATTLE-MAGIC-1", SPELL_RULE[spell])
    if spell == "heal":
        ctx.say("Healing Spell", rules)
        gain_warmth(ctx, p, 1, rules)
    elif spell == "insight":
        before = b.dice[target]
        b.dice[target] = C.cave()["opposite"][before]
        ctx.say("Insight Spell: die {target} from {before} to {dice}", rules, target=target + 1, before=C.term(before),
                dice=C.term(b.dice[target]))
    elif spell == "artifice":
        b.extra.append(icon)
        ctx.say("Artifice Spell: make a {icon}", rules, icon=C.term(icon))
    else:
        ctx.say("Floestorm Spell: the monster is defeated at once", rules)
        win(ctx, p)


# -- the battle steps ------------------------------------------------------------------------------------------
def strike(ctx: Ctx, p: Player, crits_on_arrows: int) -> None:
    b = ctx.state.battle
    health = C.card(b.monster)["health"]
    have = icons(b)
    if b.stage == "roll":
        b.crits_on_arrows = crits_on_arrows
        arrows = have["arrow"]
        dealt = arrows * (1 + crits_on_arrows)
        b.damage += dealt
        ctx.say("Arrows: {dealt} damage (total {damage}/{health})",
                ("FLOEJA-BATTLE-ARROW-1", "FLOEJA-BATTLE-FACES-1") + (("FLOEJA-BATTLE-CRIT-1",) if crits_on_arrows
                                                                      else ()), "battle",
                dealt=dealt, damage=b.damage, health=health)
        if b.damage >= health:
            win(ctx, p)
            return
        monster_attack(ctx, p, have["sneak"])
        return
    swords = have["sword"]
    crits = max(0, have["crit"] - b.crits_on_arrows)
    dealt = swords * (2 + crits)
    b.damage += dealt
    ctx.say("Swords: {dealt} damage (total {damage}/{health})",
            ("FLOEJA-BATTLE-SWORD-1", "FLOEJA-BATTLE-FACES-1") + (("FLOEJA-BATTLE-CRIT-1",) if crits else ()),
            "battle", dealt=dealt, damage=b.damage, health=health)
    if b.damage >= health:
        win(ctx, p)
    else:
        survive(ctx, p)


def monster_attack(ctx: Ctx, p: Player, sneaks: int) -> None:
    """Monster die + base damage, 2 less per Sneak (FLOEJA-BATTLE-ATTACK-1); below 0 Warmth the hero is
    beaten (FLOEJA-BATTLE-KO-1)."""
    s = ctx.state
    b = s.battle
    base = C.card(b.monster)["base"]
    die = ctx.chance.roll("monster-die", C.cave()["monster_die"])
    attack = max(0, base + die - 2 * sneaks)
    ctx.say("Monster attack: base {base} + die {die} - sneaks {sneaks}×2 = {attack}",
            ("FLOEJA-BATTLE-ATTACK-1",
             "FLOEJA-BATTLE-FACES-1"), "battle", base=base, die=die, sneaks=sneaks, attack=attack)
    if p.warmth - attack < 0:
        p.warmth = 0
        p.location = f"{VILLAGE}:healing"
        s.battle = None
        s.step = "map"
        ctx.say("The hero is beaten: Warmth 0, off to the Healing House in the Village "
                "(the cave marker stays in this room)",
                ("FLOEJA-BATTLE-KO-1", "FLOEJA-BATTLE-KO-2", "FLOEJA-WARMTH-KO-1"), "battle")
        ctx.ask("healing", HEALING_OPTIONS)
        return
    p.warmth -= attack
    b.stage = "swords"
    ctx.say("Warmth -{attack} → {warmth}", "FLOEJA-BATTLE-ATTACK-1", attack=attack, warmth=p.warmth)


def end_battle(ctx: Ctx, p: Player) -> list[str]:
    s = ctx.state
    faces = list(s.battle.dice)
    s.battle = None
    s.step = "map"
    return faces


def survive(ctx: Ctx, p: Player) -> None:
    """Not beaten either way: on to the next room for the tunnel reward only (FLOEJA-BATTLE-FAIL-1)."""
    room = ctx.state.battle.room
    faces = end_battle(ctx, p)
    ctx.say("The monster did not fall: its health recovers and the hero moves on to the next room",
            "FLOEJA-BATTLE-FAIL-1")
    advance_room(ctx, p, room, "FLOEJA-BATTLE-FAIL-1")
    check_cave_card(ctx, p, faces)


def win(ctx: Ctx, p: Player) -> None:
    s = ctx.state
    b = s.battle
    card = C.card(b.monster)
    lanterns = icons(b)["lantern"]
    faces = end_battle(ctx, p)
    ctx.say("Defeated the {monster}", ("FLOEJA-CAVE-ENTER-1", "FLOEJA-DEFEAT-REWARD-1"), "battle",
            monster=C.term(b.monster))
    if card["colour"] in ("blue", "pink"):
        p.strong_monsters += 1
    # 1. rewards of the card and of the room (FLOEJA-DEFEAT-REWARD-1)
    gain(ctx, p, card["reward"], ("FLOEJA-DEFEAT-REWARD-1", "FLOEJA-MISSING-22"))
    room_reward(ctx, p, b.room)
    # 2. a fresh monster of the same colour, face up only if another hero's marker is there
    replace_monster(ctx, b.room, card["colour"], p.seat)
    # 3. through the tunnel (FLOEJA-DEFEAT-ADVANCE-1)
    advance_room(ctx, p, b.room, "FLOEJA-DEFEAT-ADVANCE-1")
    progress(ctx, p, "monster")
    hero_ability(ctx, p, "win")
    check_cave_card(ctx, p, faces)
    # 5. Lanterns (FLOEJA-LANTERN-TOKEN-1), asked last so that they are answered first
    if lanterns:
        ask_lantern(ctx, p, b.room, lanterns)


def room_reward(ctx: Ctx, p: Player, room: int) -> None:
    printed = room_info(room)["reward"]
    if ctx.options.get("room_reward") == "choose":
        ctx.ask("room-reward", [Term(ja="秘密の目標1枚", en="1 Secret Objective"),
                                Term(ja="1/2勝利ポイント", en="half Victory Point")])
        return
    ctx.say("Room reward: {choice}",
            "FLOEJA-DEFEAT-REWARD-1", choice=C.term('objective' if printed == 'objective' else 'half'))
    gain(ctx, p, {printed: 1}, ("FLOEJA-DEFEAT-REWARD-1",))


def replace_monster(ctx: Ctx, room: int, colour: str, winner: int) -> None:
    s = ctx.state
    deck = s.monster_decks[colour]
    key = str(room)
    s.monsters[key] = deck.pop(0) if deck else s.monsters[key]
    others = any(q.room == room and q.seat != winner for q in s.players)
    if key in s.face_up and not others:
        s.face_up.remove(key)
    if others and key not in s.face_up:
        s.face_up.append(key)
    ctx.say("A new monster from the {colour} deck is put {choice} in room {room}",
            ("FLOEJA-DEFEAT-REPLACE-1", "FLOEJA-CAVE-DECKS-1"), room=room, colour=C.term(colour),
            choice=Term(ja="表", en="face up") if others else Term(ja="裏", en="face down"))


def advance_room(ctx: Ctx, p: Player, room: int, rule: str) -> None:
    s = ctx.state
    crystals = C.cave()["tunnels"].get(room) or C.cave()["tunnels"].get(str(room), 0)
    nxt = room + 1
    ctx.say("Through the tunnel to the next room: {crystals} Crystal",
            (rule, "FLOEJA-MISSING-21"), crystals=crystals)
    gain(ctx, p, {"crystal": crystals}, (rule,))
    if nxt == EVENT_ROOM:
        if s.event is None and s.event_deck:
            s.event = s.event_deck.pop(0)
            ctx.say("The cave event card {event} is revealed", ("FLOEJA-ROOM-THIRD-1",), event=C.term(s.event))
        if s.event is not None and "immediate" in C.card(s.event):
            ctx.say("The cave event's immediate effect", ("FLOEJA-ROOM-THIRD-2", "FLOEJA-MISSING-23"))
            gain(ctx, p, C.card(s.event)["immediate"], ("FLOEJA-MISSING-23",))
        nxt += 1
        ctx.say("No stop in the third room: straight on to the fourth", "FLOEJA-ROOM-THIRD-2")
    p.room = nxt
    if nxt == LAST_ROOM:
        free = [r for r in C.cave()["last_room_rewards"] if r not in s.last_room]
        if free:
            ctx.ask("last-room", [LAST_ROOM_TEXT[r] for r in free])
        return
    if str(nxt) not in s.face_up:
        s.face_up.append(str(nxt))
        ctx.say("The monster of room {nxt} is turned face up", "FLOEJA-DEFEAT-ADVANCE-1", nxt=nxt)


LAST_ROOM_TEXT = {"objective": Term(ja="秘密の目標1枚", en="1 Secret Objective"),
                  "event": Term(ja="洞窟イベントの最後の部屋の特典", en="the cave event's last-room benefit"),
                  "advance": Term(ja="フローストーンを前進", en="Advance a Floe Stone"),
                  "levelup": Term(ja="レベルアップ", en="Level Up")}


def last_room(ctx: Ctx, p: Player, option: str) -> None:
    s = ctx.state
    reward = next(r for r, text in LAST_ROOM_TEXT.items() if text == option)
    s.last_room[reward] = p.seat
    ctx.say("Reward of the last room: {option}", ("FLOEJA-ROOM-LAST-1", "FLOEJA-MISSING-28"),
            option=LAST_ROOM_TEXT[reward])
    if reward == "event":
        gain(ctx, p, C.card(s.event)["last"] if s.event else {"crystal": 1}, ("FLOEJA-ROOM-LAST-1",))
    elif reward == "advance":
        gain(ctx, p, {"advance": "any"}, ("FLOEJA-ROOM-LAST-1", "FLOEJA-MISSING-28"))
    else:
        gain(ctx, p, {reward: 1}, ("FLOEJA-ROOM-LAST-1",))


# -- Lanterns ------------------------------------------------------------------------------------------------
def slots_of(room: int) -> list[str]:
    info = room_info(room)
    return [f"{room}#{n}" for n in range(info.get("slots", 0))]


DRAW_FROM_BAG = Term(ja="袋から引く", en="Draw from the cave bag")
TAKE_IT, INTO_A_SLOT = Term(ja="受け取る", en="Take it"), Term(ja="空きスロットに置く", en="Put it in an empty slot")


def slot_option(slot: str, token: str) -> str:
    """A Lantern choice: the token in ``slot`` ('3#0') of the room's slots."""
    room, _, n = slot.partition("#")
    return message("Room {room}, slot {slot}: {token}", language="ja", room=int(room), slot=int(n) + 1,
                   token=C.token_text(token))


def ask_lantern(ctx: Ctx, p: Player, room: int, count: int) -> None:
    s = ctx.state
    options: list[str] = [slot_option(k, t) for k, t in sorted(s.slots.items()) if int(k.split("#")[0]) <= room]
    if s.bags["cave"]:
        options.append(DRAW_FROM_BAG)
    if not options:
        ctx.say("The cave bag is empty: no Lantern reward", "FLOEJA-MISSING-28")
        return
    ctx.ask("lantern", options, room=room, count=count)


def lantern(ctx: Ctx, p: Player, option: str, room: int, count: int) -> None:
    s = ctx.state
    if option == DRAW_FROM_BAG:
        token = s.bags["cave"].pop(ctx.chance.randint("cave-bag", 0, len(s.bags["cave"]) - 1))
        free = [k for k in slots_of(room) if k not in s.slots]
        ctx.say("Draw from the cave bag: {token}", "FLOEJA-LANTERN-DRAW-1", token=C.token_text(token))
        if free:
            ctx.ask("lantern-drawn", [TAKE_IT, INTO_A_SLOT], room=room, count=count, token=token)
            return
        ctx.say("The slot next to the room is taken, so this token is kept",
                "FLOEJA-LANTERN-DRAW-1")
        take_cave_token(ctx, p, token, room, count)
        return
    slot = next(k for k in sorted(s.slots) if option == slot_option(k, s.slots[k]))
    take_cave_token(ctx, p, s.slots.pop(slot), room, count)


def lantern_drawn(ctx: Ctx, p: Player, option: str, room: int, count: int, token: str) -> None:
    s = ctx.state
    if option == TAKE_IT:
        take_cave_token(ctx, p, token, room, count)
        return
    slot = next(k for k in slots_of(room) if k not in s.slots)
    s.slots[slot] = token
    ctx.say("The drawn token goes into an empty slot next to the room",
            "FLOEJA-LANTERN-DRAW-1")
    ask_lantern(ctx, p, room, count)


def take_cave_token(ctx: Ctx, p: Player, token: str, room: int, count: int) -> None:
    """Resolve it, then it goes back into the cave bag (FLOEJA-LANTERN-TOKEN-1)."""
    from .mapturn import resolve_token

    ctx.state.bags["cave"].append(token)
    ctx.say("Take a cave exploration token ({token})", "FLOEJA-LANTERN-TOKEN-1", token=C.token_text(token))
    if count > 1:
        ask_lantern(ctx, p, room, count - 1)
    resolve_token(ctx, p, token)
