"""Gaining things: resources, tokens, Merits, Floe Stones, Treasures, Relics... and the effect queue.

Effect grammar (content files and the battle engine use it)::

    vp:N  warmth:N  soda:N  crystal:N  pearl:N  kelp:N  mushroom:N  wood:N
    basic:N           N basic resources of your choice (one choice each)
    chest  key  chestkey (choose one)  treasure  relic:N (Look for N Relics)
    potion:N  crate:N  map:N  dive  herodice  quest  cave  maxwarmth  maxsoda  rumor
    merit:<skill|might|charm|craft>:N   merit:any:N   merit:diff:2   merit:same:3
    stone:any  stone:<resource>  sell  sell-item  place-stone
    A&B   both, in order            A|B   choose one
    aliases of the cave content: resource-choice:N, merit-any:N, chest-or-key:N, treasure:N, dive:N

Effects are queued (``state.queue``) and resolved in order; an effect that needs a
decision sets ``state.pending`` and waits for ``Choose(option)``.
"""

from __future__ import annotations

from floe_widgets.core import Chance, Event
from floe_widgets.i18n import message

from . import data as content
from .names import amount_said, effect_said, named, said, spoken
from .state import (
    BASIC,
    HERO_DICE_MAX,
    MERIT_MAX,
    MERITS,
    SODA_MAX,
    STONE_PRIMED,
    TOKEN_LIMIT,
    WARMTH_TRACK_TOP,
    FloeState,
    Pending,
    PlayerState,
    Queued,
)

ALIASES = {"resource-choice": "basic", "merit-any": "merit:any", "chest-or-key": "chestkey"}


def ev(text: str, rules: tuple[str, ...] | str, seat: int | None = None, kind: str = "rules") -> Event:
    return Event(text, (rules,) if isinstance(rules, str) else tuple(rules), kind, seat)


# -- limits -------------------------------------------------------------------------------------
def max_warmth(p: PlayerState) -> int:
    """Each Rumor cube still on the Warmth track blocks its top space (FLOE-WARMTH-MAX-1)."""
    return WARMTH_TRACK_TOP - p.rumors_on_track


def capacity(p: PlayerState, resource: str) -> int:
    """Storage of a basic resource: 1 + advances of its Floe Stone, at most 3 (FLOE-STONE-CAP-1, FLOE-AMBIG-23)."""
    return 1 + min(p.stones[resource], 2)


def gain_warmth(state: FloeState, seat: int, n: int) -> int:
    """Gain Warmth, clamped to the maximum (FLOE-WARMTH-MAX-1, FLOE-AMBIG-32)."""
    p = state.players[seat]
    before = p.warmth
    p.warmth = min(max_warmth(p), p.warmth + n)
    return p.warmth - before


def gain_soda(p: PlayerState, n: int) -> int:
    before = p.soda
    p.soda = min(SODA_MAX, p.soda + n)   # FLOE-RES-SODA-1
    return p.soda - before


def add_vp(state: FloeState, seat: int, n: int) -> None:
    state.players[seat].vp += n          # FLOE-TURN-VP-1 (past 30 the Hero token counts on, FLOE-MAYOR-30-1)


# -- resources ----------------------------------------------------------------------------------
def gain_basic(state: FloeState, seat: int, resource: str, n: int) -> list[Event]:
    """Each unit beyond the storage cap becomes 1 Soda (FLOE-RES-CAP-1, FLOE-RES-OVERFLOW-1)."""
    p = state.players[seat]
    room = capacity(p, resource) - p.resources[resource]
    kept = max(0, min(room, n))
    p.resources[resource] += kept
    state.turn.events.append(f"gain:{resource}")
    events = [ev(message("You gain {amount}.", amount=amount_said(resource, kept)), "FLOE-RES-BASIC-1", seat)] \
        if kept else []
    if n > kept:
        soda = gain_soda(p, n - kept)
        left = amount_said(resource, n - kept)
        if n - kept == 1:
            overflow = message("{amount} cannot be stored and becomes Soda (+{soda}).", amount=left, soda=soda)
        else:
            overflow = message("{amount} cannot be stored and become Soda (+{soda}).", amount=left, soda=soda)
        events.append(ev(overflow, ("FLOE-RES-OVERFLOW-1", "FLOE-RES-SODA-1"), seat))
    return events


def chest_or_key(state: FloeState, seat: int, which: str) -> list[Event]:
    """Move the Chest/Key marker; blocked -> 1 Soda; back to centre -> a Treasure (FLOE-CHEST-*)."""
    p = state.players[seat]
    step = -1 if which == "chest" else 1
    if p.chest_key == step:
        gain_soda(p, 1)
        return [ev(message("Your marker cannot move further toward the {which}: you gain 1 Soda instead.",
                           which=said(which)),
                   ("FLOE-CHEST-FULL-1", "FLOE-RES-OVERFLOW-1"), seat)]
    p.chest_key += step
    events = [ev(message("You gain a {which}.", which=named(which.title(), which)), ("FLOE-CHEST-MOVE-1",
                         "FLOE-RES-CHEST-1"), seat)]
    if p.chest_key == 0:
        events.append(ev(message("Chest and Key together: you gain a Treasure."), "FLOE-CHEST-TREASURE-1", seat))
        state.queue.insert(0, Queued(seat, "treasure"))
    return events


def advance_hero_dice(p: PlayerState) -> Event:
    if p.hero_dice >= HERO_DICE_MAX:
        gain_soda(p, 1)
        return ev(message("Your Hero dice marker is already at its maximum: 1 Soda instead."),
                  "FLOE-CAVE-HERODICE-1", p.seat)
    p.hero_dice += 1
    return ev(message("Your Hero dice marker advances to {hero_dice}.",
                      hero_dice=said(p.hero_dice)), "FLOE-CAVE-HERODICE-1", p.seat)


# -- tokens -----------------------------------------------------------------------------------
def _token_deck(state: FloeState, kind: str):
    return {"potion": state.supply.potions, "crate": state.supply.crates, "map": state.supply.maps}[kind]


def discard_token(state: FloeState, token: str) -> None:
    """Used Potions/Crates/Maps go to the general discard (FLOE-TOKENS-DRAW-1)."""
    _token_deck(state, token.split("-")[0]).discard(token)


def gain_token(state: FloeState, seat: int, kind: str, chance: Chance) -> list[Event]:
    """Take a token from its stack (rebuilt from discards when empty); a 7th forces a discard."""
    token = _token_deck(state, kind).draw(chance)
    if token is None:
        return [ev(message("The {kind} supply is empty.", kind=said(kind)), "FLOE-TOKENS-DRAW-1", seat)]
    p = state.players[seat]
    p.tokens.append(token)
    events = [ev(message("You gain a {token}.", token=spoken(token)), "FLOE-TOKENS-DRAW-1", seat)]
    if len(p.tokens) > TOKEN_LIMIT:
        options = [f"discard:{t}" for t in p.tokens]
        options += [f"use:{t}" for t in p.tokens if not t.startswith("map")]
        state.pending = Pending(seat, "token-discard", options,
                                message("You hold 7 tokens: discard one (you may resolve it)."))
        events.append(ev(message("You may hold only 6 Potions, Crates and Maps: discard one."),
                         "FLOE-TOKENS-LIMIT-2", seat))
    return events


def potion_used(state: FloeState, seat: int) -> list[Event]:
    """Treasures triggered by using a Potion (Sippy Flask, once per turn: FLOE-CHEST-TREASURE-4)."""
    p = state.players[seat]
    events = []
    for t in p.treasures:
        data = content.treasures()[t]
        if data.get("on_potion") and t not in state.turn.treasures_used:
            state.turn.treasures_used.append(t)
            state.queue.insert(0, Queued(seat, data["on_potion"], ("FLOE-EXAMPLE-8",)))
            events.append(ev(message("{name} adds {on_potion}.", name=spoken(t),
                                     on_potion=effect_said(data['on_potion'])), ("FLOE-EXAMPLE-8",
                                     "FLOE-CHEST-TREASURE-4"),
                             seat))
    return events


# -- merits and floe stones -----------------------------------------------------------------------
def gain_merit(state: FloeState, seat: int, merit: str) -> list[Event]:
    """+1 to a Merit die, at most 6; a maxed Merit is lost unless full potential redirects it."""
    p = state.players[seat]
    if p.merits[merit] < MERIT_MAX:
        p.merits[merit] += 1
        return [ev(message("{merit} rises to {merits}.", merit=said(merit.title()),
                           merits=said(p.merits[merit])), "FLOE-MERIT-GAIN-1", seat)]
    others = [m for m in MERITS if p.merits[m] < MERIT_MAX]
    if p.hero_slid and others:
        state.pending = Pending(seat, "merit", others, message("{merit} is at 6: apply the Merit elsewhere.",
                                                               merit=said(merit.title())))
        return [ev(message("{merit} is maxed; your full potential lets you apply it to another Merit.",
                           merit=said(merit.title())),
                   "FLOE-HERO-FULL-3", seat)]
    rule = ("FLOE-FAQ-MERIT-1",) if not others else ("FLOE-MERIT-MAX-1",)
    return [ev(message("{merit} is already 6: the Merit is lost.", merit=said(merit.title())), rule, seat)]


def advance_stone(state: FloeState, seat: int, resource: str) -> list[Event]:
    """Track -> Merit; track -> Primed: 1 VP; Primed/Placed: nothing (FLOE-STONE-ADV-1..3)."""
    p = state.players[seat]
    pos = p.stones[resource]
    if pos >= STONE_PRIMED:
        return [ev(message("Your {resource} Floe Stone is already Primed or placed: nothing happens.",
                           resource=said(resource)),
                   ("FLOE-STONE-ADV-3", "FLOE-VILLAGE-ACTION-4"), seat)]
    p.stones[resource] += 1
    if pos == 0:
        merit = content.TRACK_MERIT[resource]
        return [ev(message("Your {resource} Floe Stone advances and covers a {merit} Merit.", resource=said(resource),
                           merit=said(merit)),
                   ("FLOE-STONE-ADV-1", "FLOE-STONE-STATE-1", "FLOE-STONE-CAP-1"), seat)] + \
            gain_merit(state, seat, merit)
    add_vp(state, seat, 1)
    return [ev(message("Your {resource} Floe Stone moves above the tracks: it is Primed (+1 VP).",
                       resource=said(resource)),
               ("FLOE-STONE-ADV-2", "FLOE-STONE-STATE-1"), seat)]


# -- cards ------------------------------------------------------------------------------------------
def sellable(p: PlayerState, items_only: bool = False) -> list[str]:
    cards = [f"item:{i}" for i in p.items]
    if not items_only:
        cards += [f"treasure:{t}" for t in p.treasures] + [f"relic:{r}" for r in p.relics]
    return cards


def sell(state: FloeState, seat: int, card: str, rule: str = "FLOE-TERM-SELL-1") -> list[Event]:
    """Discard an Item, Treasure or Relic for the benefit on its right (VP already won are kept)."""
    p = state.players[seat]
    kind, _, cid = card.partition(":")
    if kind == "item":
        upgraded = cid in p.items_upgraded
        p.items.remove(cid)
        if upgraded:
            p.items_upgraded.remove(cid)
        data = content.items()[cid]
        gain = data["sell_upgraded"] if upgraded else data["sell"]
        state.village.item_deck.discard(cid)
        name = data["name"]
    elif kind == "treasure":
        p.treasures.remove(cid)
        data = content.treasures()[cid]
        gain, name = data["sell"], data["name"]
        state.village.treasure_deck.discard(cid)
    else:
        p.relics.remove(cid)
        data = content.relic_types()[content.relic_type(cid)]
        gain, name = data["sell"], data["name"] + " Relic"
        state.village.relic_deck.discard(cid)
    state.queue.insert(0, Queued(seat, gain))
    return [ev(message("You sell {name} for {gain}.", name=named(name, cid), gain=effect_said(gain)), (rule,
                       "FLOE-TERM-SELL-1", "FLOE-ITEM-SELL-1"), seat)]


def look_for_relics(state: FloeState, seat: int, n: int, chance: Chance) -> list[Event]:
    """Draw n (+1 with full potential), keep one, discard the rest (FLOE-RELIC-LOOK-2, FLOE-HERO-FULL-2)."""
    p = state.players[seat]
    rules = ["FLOE-RELIC-LOOK-2"]
    if p.hero_slid:
        n += 1
        rules.append("FLOE-HERO-FULL-2")
    drawn = state.village.relic_deck.draw_many(chance, n)
    if not drawn:
        return [ev(message("The Relic deck is empty."), "FLOE-RELIC-LOOK-2", seat)]
    if len(drawn) == 1:
        p.relics.append(drawn[0])
        return [ev(message("You draw and keep a Relic."), tuple(rules) + ("FLOE-RELIC-HAND-1",), seat)]
    state.pending = Pending(seat, "relic-keep", sorted(set(drawn)), message("Keep one of the {n} Relics drawn.",
                                                                            n=len(drawn)), data=drawn)
    return [ev(message("You draw {n} Relics: keep one.", n=len(drawn)), tuple(rules), seat)]


def draw_treasure(state: FloeState, seat: int, chance: Chance) -> list[Event]:
    drawn = state.village.treasure_deck.draw_many(chance, 2)
    if not drawn:
        return [ev(message("The Treasure deck is empty."), "FLOE-CHEST-TREASURE-2", seat)]
    state.pending = Pending(seat, "treasure-keep", list(drawn), message("Keep one Treasure."), data=drawn)
    return [ev(message("You draw 2 Treasures: keep one."), "FLOE-CHEST-TREASURE-2", seat)]


# -- costs ----------------------------------------------------------------------------------------
def can_pay(p: PlayerState, cost: str) -> bool:
    """Costs are "<warmth|soda|crystal|basic resource>:N" (FLOE-ICON-COST-1)."""
    name, n = split_effect(cost)
    if name == "warmth":
        return p.warmth >= n
    if name == "soda":
        return p.soda >= n
    if name == "crystal":
        return p.crystals >= n
    return p.resources[name] >= n


def pay(p: PlayerState, cost: str) -> None:
    name, n = split_effect(cost)
    if name == "warmth":
        p.warmth -= n
    elif name == "soda":
        p.soda -= n
    elif name == "crystal":
        p.crystals -= n
    else:
        p.resources[name] -= n


# -- the queue ------------------------------------------------------------------------------------
def split_effect(effect: str) -> tuple[str, int]:
    name, _, n = effect.rpartition(":")
    if n.isdigit():
        return name, int(n)
    return effect, 1


def can_complete(state: FloeState, seat: int, effect: str) -> bool:
    """Whether a benefit offered as one of a choice can be carried out: selling needs a card to sell."""
    p = state.players[seat]
    if effect == "sell":
        return bool(sellable(p))
    if effect == "sell-item":
        return bool(p.items)
    return True


def apply_effect(state: FloeState, q: Queued, chance: Chance) -> list[Event]:
    """Resolve one queued effect (may set ``state.pending``)."""
    seat, effect = q.seat, q.effect.strip()
    p = state.players[seat]
    if not effect or effect == "none":
        return []
    if "?" in effect:  # optional "gain?cost" (a Landmark card's bottom effect)
        gain, cost = effect.split("?")
        if not can_pay(p, cost):
            return []
        asked = message("Pay {cost} to gain {gain}?", cost=effect_said(cost), gain=effect_said(gain))
        state.pending = Pending(seat, "optional", ["yes", "no"], asked, data=[gain, cost])
        return []
    if "|" in effect:
        options = [o for o in effect.split("|") if can_complete(state, seat, o)]
        if len(options) == 1:   # the only benefit that can be carried out (FLOE-ALLY-FAQ-3, FLOE-TERM-SELL-1)
            state.queue.insert(0, Queued(seat, options[0], q.rules))
            return []
        state.pending = Pending(seat, "alt", options or effect.split("|"), message("Choose one."))
        return []
    if "&" in effect:
        state.queue[0:0] = [Queued(seat, e, q.rules) for e in effect.split("&")]
        return []
    for alias, real in ALIASES.items():
        if effect.startswith(alias):
            effect = real + effect[len(alias):]
    name, n = split_effect(effect)
    if n > 1 and name in ("basic", "merit:any", "treasure", "dive", "chestkey", "relic1"):
        state.queue[0:0] = [Queued(seat, name, q.rules) for _ in range(n)]
        return []
    if name == "vp":
        add_vp(state, seat, n)
        return [ev(message("You gain {n} VP.", n=said(n)), q.rules or "FLOE-TURN-VP-1", seat)]
    if name == "warmth":
        got = gain_warmth(state, seat, n)
        return [ev(message("You gain {got} Warmth.", got=said(got)), q.rules or "FLOE-WARMTH-MAX-1", seat)]
    if name == "soda":
        got = gain_soda(p, n)
        return [ev(message("You gain {got} Soda.", got=said(got)), "FLOE-RES-SODA-1", seat)]
    if name == "crystal":
        p.crystals += n
        return [ev(message("You gain {n} Crystal.", plural="You gain {n} Crystals.", how_many=n, n=n),
                   "FLOE-RES-CRYSTAL-2", seat)]
    if name in BASIC:
        return gain_basic(state, seat, name, n)
    if name == "basic":
        state.pending = Pending(seat, "basic", list(BASIC), message("Choose a basic resource."))
        return []
    if name in ("chest", "key"):
        return chest_or_key(state, seat, name)
    if name == "chestkey":
        state.pending = Pending(seat, "chestkey", ["chest", "key"], message("Chest or Key?"))
        return []
    if name in ("potion", "crate", "map"):
        events = []
        for i in range(n):
            events += gain_token(state, seat, name, chance)
            if state.pending is not None and i < n - 1:
                state.queue.insert(0, Queued(seat, f"{name}:{n - 1 - i}", q.rules))
                break
        return events
    if name == "treasure":
        return draw_treasure(state, seat, chance)
    if name == "relic":
        return look_for_relics(state, seat, n, chance)
    if name == "herodice":
        return [advance_hero_dice(p)]
    if name == "maxwarmth":
        p.warmth = max_warmth(p)
        return [ev(message("Your Warmth is maxed."), "FLOE-ICON-MAX-1", seat)]
    if name == "maxsoda":
        p.soda = SODA_MAX
        return [ev(message("Your Soda is maxed."), "FLOE-ICON-MAX-1", seat)]
    if name == "rumor":
        p.rumors_available += 1
        return [ev(message("You gain a Rumor cube to place on a Landmark."), "FLOE-ALLY-FAQ-4", seat)]
    if name.startswith("merit:"):
        _, kind = name.split(":", 1)
        if kind == "any":
            state.pending = Pending(seat, "merit", list(MERITS), message("Choose a Merit."))
            return [ev(message("Gain any one Merit."), "FLOE-MERIT-ICON-1", seat)]
        if kind == "diff":
            opts = [f"{a}+{b}" for i, a in enumerate(MERITS) for b in MERITS[i + 1:]]
            state.pending = Pending(seat, "merit-pair", opts, message("Choose 2 different Merits."))
            return []
        if kind == "same":
            state.pending = Pending(seat, "merit-same", list(MERITS), message("Choose a Merit to gain {n} times.",
                                                                              n=said(n)),
                                    data=[str(n)])
            return []
        state.queue[0:0] = [Queued(seat, f"merit!{kind}", q.rules) for _ in range(n)]
        return []
    if name.startswith("merit!"):
        return gain_merit(state, seat, name[6:])
    if name.startswith("stone:"):
        res = name.split(":", 1)[1]
        if res == "any":
            opts = [r for r in BASIC if p.stones[r] < STONE_PRIMED]
            if not opts:
                return [ev(message("All your Floe Stones are Primed or placed: nothing happens."),
                           "FLOE-STONE-ADV-3", seat)]
            state.pending = Pending(seat, "stone", opts, message("Advance which Floe Stone?"))
            return []
        return advance_stone(state, seat, res)
    if name == "dive":
        from .cave import dive_options

        opts = [str(i) for i in dive_options(state.cave, p.warmth)]
        if not opts:
            return [ev(message("No Dive tile is affordable: the Dive is lost."), "FLOE-DIVE-COST-1", seat)]
        state.pending = Pending(seat, "dive", opts, message("Choose a tile of the Dive track."))
        return [ev(message("You Dive."), ("FLOE-DIVE-SOURCE-1",), seat)]
    if name in ("sell", "sell-item"):
        opts = sellable(p, items_only=name == "sell-item")
        if not opts:
            return [ev(message("You have nothing to sell."), "FLOE-TERM-SELL-1", seat)]
        state.pending = Pending(seat, "sell", opts, message("Sell which card?"))
        return []
    if name == "quest":
        from .progress import advance_quest

        return advance_quest(state, seat, free=True)
    if name == "cave":
        from .cave import cave_advance

        return cave_advance(p, state.cave)
    if name == "place-stone":
        from .progress import anywhere_stone_options

        opts = anywhere_stone_options(state, seat)
        if not opts:
            return [ev(message("No Primed Floe Stone or empty Shrine."), "FLOE-SHRINE-PRIMED-1", seat)]
        state.pending = Pending(seat, "place-stone", opts, message("Place a Primed Floe Stone in a Shrine."))
        return []
    raise ValueError(f"unknown effect {effect!r}")


def resolve(state: FloeState, chance: Chance) -> list[Event]:
    """Resolve queued effects until one waits on a choice, then check upgrades, quests and the end."""
    from .progress import check_progress

    events: list[Event] = []
    seats = {state.current}
    for _ in range(10_000):
        if state.pending is not None:
            return events
        if state.queue:
            q = state.queue.pop(0)
            seats.add(q.seat)
            events += apply_effect(state, q, chance)
            continue
        more = check_progress(state, seats)
        events += more
        if not state.queue and state.pending is None:
            return events
    raise RuntimeError("effects did not settle")
