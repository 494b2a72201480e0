"""Concepts (コンセプト): Warmth, resources, Floe Stones, merits, Chest and Key, scoring, and the
benefits every other chapter grants through :func:`gain`."""

from __future__ import annotations

from typing import Any

from floe_widgets.i18n import Term, message

from . import data as C
from .context import Ctx
from .state import ABOVE, Player

WARMTH_TOP = 8
RES_TOP = 4
BUBBLE_TOP = 6
HOLD_LIMIT = 6          # crates, maps, potions each (FLOEJA-TOKEN-STOCK-1)
END_SCORE = 6


# -- Warmth ---------------------------------------------------------------------------------------
def warmth_cap(p: Player) -> int:
    """4 plus the cubes taken off the track at the Tavern, at most 8 (FLOEJA-WARMTH-GAIN-1)."""
    return min(WARMTH_TOP, 4 + p.cubes_released)


def gain_warmth(ctx: Ctx, p: Player, n: int, rules: tuple[str, ...] = ()) -> None:
    before = p.warmth
    p.warmth = min(warmth_cap(p), p.warmth + n)
    lost = n - (p.warmth - before)
    tail = message(" ({lost} lost)", language="ja", lost=lost) if lost else ""
    ctx.say("Warmth +{gained} → {now}{tail}",
            ("FLOEJA-WARMTH-GAIN-1",) + rules, seat=p.seat, gained=p.warmth - before, now=p.warmth, tail=tail)


def spend_warmth(p: Player, n: int) -> None:
    """Callers check first: Warmth never goes below 0 by spending (FLOEJA-WARMTH-SPEND-1)."""
    assert p.warmth >= n
    p.warmth -= n


# -- resources and Floe Stones -------------------------------------------------------------------
def capacity(p: Player, track: str) -> int:
    """Stone on space s holds s-1; ABOVE (or placed in a shrine, FLOEJA-MISSING-9) holds 4."""
    stone = p.stones[track]
    return RES_TOP if stone >= ABOVE else stone - 1


def gain_bubbles(ctx: Ctx, p: Player, n: int) -> None:
    before = p.res["bubble"]
    p.res["bubble"] = min(BUBBLE_TOP, before + n)
    lost = n - (p.res["bubble"] - before)
    tail = message(" ({lost} lost)", language="ja", lost=lost) if lost else ""
    ctx.say("Bubble +{gained} → {now}{tail}",
            "FLOEJA-RES-BUBBLE-1", seat=p.seat, gained=p.res['bubble'] - before, now=p.res['bubble'], tail=tail)


def gain_resource(ctx: Ctx, p: Player, res: str, n: int) -> None:
    """Each point that cannot be stored becomes a Bubble (FLOEJA-RES-OVERFLOW-1)."""
    if res == "bubble":
        gain_bubbles(ctx, p, n)
        return
    room = max(0, capacity(p, res) - p.res[res])
    kept = min(room, n)
    p.res[res] += kept
    ctx.say("{res} +{kept} → {now}", "FLOEJA-RES-TRACKS-1", seat=p.seat, res=C.term(res), kept=kept, now=p.res[res])
    if n > kept:
        ctx.say("{res} is at its limit: {n} of it comes as a Bubble instead", "FLOEJA-RES-OVERFLOW-1",
                plural="{res} is at its limit: {n} of it come as Bubbles instead", how_many=n - kept,
                res=C.term(res), n=n - kept)
        gain_bubbles(ctx, p, n - kept)


def advance_stone(ctx: Ctx, p: Player, track: str, rules: tuple[str, ...] = ()) -> None:
    """One space up; from the top space into ABOVE (unlocked); beyond that the advance is lost."""
    stone = p.stones[track]
    if stone >= ABOVE:
        ctx.say("The {track} Floe Stone cannot move any further (the advance is lost)",
                ("FLOEJA-FLOE-CAPACITY-1", "FLOEJA-MISSING-9") + rules, seat=p.seat, track=C.term(track))
        return
    before = merits(p)
    p.stones[track] = stone + 1
    where = message("the space above the track (unlocked)", language="ja") if stone + 1 == ABOVE else f"{stone + 1}"
    ctx.say("The {track} Floe Stone moves to {where} (limit {cap})",
            ("FLOEJA-FLOE-ADVANCE-1",
             "FLOEJA-FLOE-CAPACITY-1") + rules, seat=p.seat, track=C.term(track), where=where, cap=capacity(p, track))
    if stone + 1 == ABOVE:
        ctx.say("A Floe Stone is unlocked", "FLOEJA-FLOE-UNLOCK-1", seat=p.seat)
    if merits(p) != before:
        ctx.say("A merit symbol is gained", ("FLOEJA-MERIT-COUNT-1", "FLOEJA-MISSING-8"),
                seat=p.seat)
        flip_items(ctx, p)


def unlocked(p: Player) -> list[str]:
    return [t for t in C.TRACKS if p.stones[t] == ABOVE]


def unlocked_ever(p: Player) -> int:
    """Stones that have reached ABOVE (still there or placed): the second tie-break (FLOEJA-END-WIN-1)."""
    return sum(1 for t in C.TRACKS if p.stones[t] >= ABOVE)


# -- merits ---------------------------------------------------------------------------------------
def merits(p: Player) -> dict[str, int]:
    """Symbols under the stones (FLOEJA-MERIT-COUNT-1, FLOEJA-MISSING-8) plus the familiar's symbols on
    the starting building, always on (FLOEJA-FAMVIL-MERIT-1)."""
    out = dict.fromkeys(C.MERITS, 0)
    table = C.components()["merit_track"]
    for track in C.TRACKS:
        for symbol in table[track][: max(0, min(p.stones[track], ABOVE - 1) - 2)]:
            out[symbol] += 1
    out[C.components()["buildings"]["start"]["bottom"]["merit"]] += 1
    return out


def flip_items(ctx: Ctx, p: Player) -> None:
    """An item flips as soon as its merit requirement is met (FLOEJA-SHOP-UPGRADE-1)."""
    have = merits(p)
    for item in p.items:
        card = C.card(item)
        if item not in p.flipped and have[card["merit"]] >= card["need"]:
            p.flipped.append(item)
            ctx.say("{item} is turned over: usable in cave battles",
                    "FLOEJA-SHOP-UPGRADE-1", seat=p.seat, item=C.named(item))


# -- Victory Points -------------------------------------------------------------------------------
def gain_vp(ctx: Ctx, p: Player, n: int = 1, rules: tuple[str, ...] = ()) -> None:
    p.vp += n
    ctx.say("Victory points +{n} → {vp}", ("FLOEJA-SCORE-FULL-1",) + rules, "score", p.seat, n=n, vp=p.vp)
    check_end(ctx, p)


def gain_half(ctx: Ctx, p: Player, rules: tuple[str, ...] = ()) -> None:
    """Two halves make a full point (FLOEJA-SCORE-HALF-1)."""
    if not p.half:
        p.half = True
        ctx.say("Half a victory point (disc up)", ("FLOEJA-SCORE-HALF-1",) + rules,
                "score", p.seat)
        return
    p.half = False
    ctx.say("Two half victory points make 1 point (disc down)", ("FLOEJA-SCORE-HALF-1",) + rules,
            "score", p.seat)
    gain_vp(ctx, p, 1)


def check_end(ctx: Ctx, p: Player) -> None:
    """The first score of 6 signals the end: finish this round, play one more (FLOEJA-END-TRIGGER-1)."""
    s = ctx.state
    if p.vp >= END_SCORE and s.end_round is None and s.step != "over":
        s.end_round = s.round + 1
        ctx.say("Seat {seat_no} reached 6 points: this round is finished, then one last round is played",
                ("FLOEJA-END-TRIGGER-1", "FLOEJA-MISSING-6"), "end", p.seat, seat_no=p.seat + 1)


# -- Chest, Key, held tokens ---------------------------------------------------------------------
def gain_lock(ctx: Ctx, p: Player, what: str) -> None:
    """A second Chest (or Key) while its disc is up is wasted (FLOEJA-CHEST-GAIN-1)."""
    if getattr(p, what):
        ctx.say("{what} is already there (wasted)",
                "FLOEJA-CHEST-GAIN-1", seat=p.seat, what=C.term(what))
        return
    setattr(p, what, True)
    ctx.say("Gain {what}", "FLOEJA-CHEST-GAIN-1", seat=p.seat, what=C.term(what))
    if what == "key":
        from .quests import progress

        progress(ctx, p, "key")


def gain_potion(ctx: Ctx, p: Player, n: int = 1, rules: tuple[str, ...] = ()) -> None:
    for _ in range(n):
        if not ctx.state.potion_stock:
            ctx.say("No potion left in the stock", "CORE-SUPPLY", seat=p.seat)
            return
        if len(p.potions) >= HOLD_LIMIT:
            ctx.say("At most 6 potions (the rest is discarded)", "FLOEJA-TOKEN-STOCK-1", seat=p.seat)
            return
        icon = ctx.state.potion_stock.pop(0)
        p.potions.append(icon)
        ctx.say("Gain a potion ({icon})", ("FLOEJA-TOKEN-STOCK-1",) + rules,
                seat=p.seat, icon=C.term(icon))


def gain_maps(ctx: Ctx, p: Player, n: int) -> None:
    kept = min(n, HOLD_LIMIT - p.maps)
    p.maps += kept
    ctx.say("Maps +{kept} → {maps}", "FLOEJA-TOKEN-STOCK-1", seat=p.seat, kept=kept, maps=p.maps)


def gain_crate(ctx: Ctx, p: Player) -> None:
    if len(p.crates) >= HOLD_LIMIT:
        ctx.say("At most 6 crates (the rest is discarded)", "FLOEJA-TOKEN-STOCK-1", seat=p.seat)
        return
    kind = ctx.chance.randint("crate", 0, ctx.state.crate_kinds - 1)
    p.crates.append(kind)
    a, b = C.components()["crates"][kind]
    ctx.say("Gain a crate ({a} or {b})",
            ("FLOEJA-TOKEN-STOCK-1", "FLOEJA-TOKEN-CRATE-1"), seat=p.seat, a=C.term(a), b=C.term(b))


# -- benefits -------------------------------------------------------------------------------------
def gain(ctx: Ctx, p: Player, spec: dict[str, Any], rules: tuple[str, ...] = ()) -> None:
    """Grant a printed benefit; parts that need a decision become pending choices."""
    for what, amount in spec.items():
        if what in ("pearl", "kelp", "mushroom", "wood", "bubble"):
            gain_resource(ctx, p, what, amount)
        elif what == "warmth":
            gain_warmth(ctx, p, amount, rules)
        elif what == "crystal":
            p.crystals += amount
            ctx.say("Crystals +{amount} → {crystals}", ("FLOEJA-TOKEN-RES-1",) + rules,
                    seat=p.seat, amount=amount, crystals=p.crystals)
        elif what == "potion":
            gain_potion(ctx, p, amount, rules)
        elif what == "map":
            gain_maps(ctx, p, amount)
        elif what == "crate":
            gain_crate(ctx, p)
        elif what in ("key", "chest"):
            gain_lock(ctx, p, what)
        elif what == "half":
            gain_half(ctx, p, rules)
        elif what == "vp":
            gain_vp(ctx, p, amount, rules)
        elif what == "any":
            for _ in range(amount):
                ctx.ask("resource", [C.term(r) for r in C.RESOURCES],
                        seat=p.seat)  # pragma: no mutate (a choice's seat is kept, never read)
        elif what == "advance":
            tracks = [C.term(t) for t in C.TRACKS] if amount == "any" else [C.term(amount)]
            ctx.ask("advance", tracks,
                    seat=p.seat)  # pragma: no mutate (a choice's seat is kept, never read)
        elif what == "levelup":
            ask_level_up(ctx, p)
        elif what == "dice":
            advance_dice(ctx, p)
        elif what == "objective":
            from .village import gain_objective

            gain_objective(ctx, p)
        elif what == "encounter":
            from .encounters import draw_encounter

            draw_encounter(ctx, p, amount)
        elif what == "choose":
            ctx.ask("benefit", [C.benefit_text(o) if isinstance(o, dict) else C.term(o) for o in amount],
                    specs=amount,
                    seat=p.seat)  # pragma: no mutate (a choice's seat is kept, never read)
        elif what == "merit":
            pass    # a printed merit symbol counts on its own (merits())
        elif what == "village":
            from .village import ask_second_village

            ask_second_village(ctx, p)
        else:
            raise KeyError(f"unknown benefit {what!r}")


#: the Healing House's two choices (a beaten hero, or a visit)
HEALING_OPTIONS = [Term(ja="暖+4", en="Warmth +4"), Term(ja="暖+2とポーション1", en="Warmth +2 and 1 Potion")]


def advance_dice(ctx: Ctx, p: Player) -> None:
    """Move the hero dice marker right; at the end of the track gain 1 Bubble (FLOEJA-MISSING-4)."""
    track = C.cave()["dice_track"]
    if p.dice + 1 < len(track):
        p.dice += 1
        ctx.say("Hero dice: now {track}", "FLOEJA-MISSING-4",
                seat=p.seat, track=track[p.dice])
    else:
        ctx.say("The dice track is at its end: 1 Bubble instead", "FLOEJA-MISSING-4", seat=p.seat)
        gain_bubbles(ctx, p, 1)


def level_up_options(p: Player) -> list[str]:
    """What a Level Up may still do (FLOEJA-MISSING-2)."""
    out = []
    if p.hero_level < 3:
        out.append(message("Hero ability to level {level}", language="ja", level=p.hero_level + 1))
    if p.familiar_level < 2:
        out.append(Term(ja="使い魔をレベルアップ", en="Level up the Familiar"))
    if p.dice + 1 < len(C.cave()["dice_track"]):
        out.append(Term(ja="ヒーローダイスを1つ増やす", en="One more Hero die"))
    return out


def ask_level_up(ctx: Ctx, p: Player) -> None:
    options = level_up_options(p)
    if options:
        ctx.ask("levelup", options,
                seat=p.seat)  # pragma: no mutate (a choice's seat is kept, never read)
    else:
        ctx.say("Nothing left to level up: 1 Bubble", "FLOEJA-MISSING-2",
                seat=p.seat)
        gain_bubbles(ctx, p, 1)


def apply_level_up(ctx: Ctx, p: Player, option: str) -> None:
    if option.startswith("ヒーロー能力"):
        p.hero_level += 1
        ctx.say("Hero ability at level {hero_level}",
                ("FLOEJA-MISSING-2", "FLOEJA-MISSING-3", "FLOEJA-HERO-ABILITY-1"), seat=p.seat, hero_level=p.hero_level)
    elif option.startswith("使い魔"):
        p.familiar_level = 2
        ctx.say("The familiar levels up: placing it on a shallows costs no Warmth", ("FLOEJA-MISSING-2",
                                                                             "FLOEJA-FAM-ICE-1"), seat=p.seat)
    else:
        advance_dice(ctx, p)


def hero_ability(ctx: Ctx, p: Player, trigger: str) -> None:
    """The default hero ability data (FLOEJA-MISSING-3), each once per turn (FLOEJA-HERO-ABILITY-1)."""
    level_needed = {"summon": 1, "campfire": 2, "win": 3}[trigger]
    if p.hero_level < level_needed or f"ability:{trigger}" in p.used_this_turn:
        return
    p.used_this_turn.append(f"ability:{trigger}")
    ctx.say("A hero ability takes effect", ("FLOEJA-HERO-ABILITY-1", "FLOEJA-MISSING-3"), seat=p.seat)
    if trigger == "summon":
        gain_bubbles(ctx, p, 1)
    elif trigger == "campfire":
        gain_warmth(ctx, p, 1)
    else:
        p.crystals += 1
