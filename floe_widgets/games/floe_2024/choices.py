"""Answering a pending choice: one function per kind of choice, all from the chapters' own modules."""

from __future__ import annotations

from . import cave, encounters, familiar, quests, village
from . import data as C
from .bilingual import from_data
from .context import Ctx
from .economy import advance_stone, apply_level_up, gain, gain_half, gain_resource
from .mapturn import dive
from .state import Pending


def option_words(pending: Pending, option: str) -> str:
    """``option`` of ``pending`` as a text for either language (as it is, when it is not one of the options or
    the choice keeps no words for them)."""
    if option in pending.options and len(pending.said) == len(pending.options):
        return from_data(pending.said[pending.options.index(option)])
    return option


def answer(ctx: Ctx, pending: Pending, option: str) -> None:
    p = ctx.player
    i = pending.options.index(option)
    d = pending.data
    kind = pending.kind
    if kind == "healing":
        village.heal(ctx, p, i)
    elif kind == "item":
        village.take_item(ctx, p, i)
    elif kind == "gift":
        village.take_gift(ctx, p, i)
    elif kind == "quest":
        village.take_quest(ctx, p, i)
    elif kind == "objective":
        village.discard_objective(ctx, p, i, d["count"])
    elif kind == "buildings":
        village.take_buildings(ctx, p, i)
    elif kind == "academy":
        village.academy(ctx, p, option, d["done"])
    elif kind == "second-village":
        village.second_village(ctx, p, option)
    elif kind == "top-tile":
        if i == 0:
            p.res["bubble"] -= 2
            ctx.say("Pay 2 Bubbles for the benefit of a building's top tile", "FLOEJA-FAMVIL-TOP-1")
            gain(ctx, p, d["spec"], ("FLOEJA-FAMVIL-TOP-1",))
        village.ask_top_tile(ctx, p, d.get("rest", []))   # a save made before "rest" asked every tile at once
    elif kind == "resource":
        gain_resource(ctx, p, C.RESOURCES[i], 1)
    elif kind == "advance":
        track = C.TRACKS[[C.ja(t) for t in C.TRACKS].index(option)]
        advance_stone(ctx, p, track, ("FLOEJA-FLOE-ADVANCE-1",))
    elif kind == "levelup":
        apply_level_up(ctx, p, option)
    elif kind == "benefit":
        spec = d["specs"][i]
        gain(ctx, p, spec if isinstance(spec, dict) else {spec: 1})
    elif kind == "landmark":
        choice = d["choices"][i]
        if choice == "quest_complete":
            quests.complete(ctx, p)
        else:
            gain(ctx, p, choice, ("FLOEJA-LMK-REWARD-1",))
    elif kind == "encounter-keep":
        encounters.keep_encounter(ctx, p, d["deck"], d["cards"], i)
    elif kind == "dive":
        if option[0].isdigit():
            dive(ctx, p, int(option.split(":")[0]) - 1)
    elif kind == "familiar-take":
        familiar.take(ctx, p, option, d["slot"])
    elif kind == "room-reward":
        ctx.say("Choose the room reward", ("FLOEJA-DEFEAT-REWARD-1",))
        if i == 0:
            village.gain_objective(ctx, p)
        else:
            gain_half(ctx, p, ("FLOEJA-DEFEAT-REWARD-1",))
    elif kind == "last-room":
        cave.last_room(ctx, p, option)
    elif kind == "lantern":
        cave.lantern(ctx, p, option, d["room"], d["count"])
    elif kind == "lantern-drawn":
        cave.lantern_drawn(ctx, p, option, d["room"], d["count"], d["token"])
    else:
        raise KeyError(f"unknown choice {kind!r}")
