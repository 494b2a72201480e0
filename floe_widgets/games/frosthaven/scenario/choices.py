"""Frosthaven: the options offered while a character performs a card half (halves, items, ability steps)."""

from __future__ import annotations

import math

from floe_widgets.core import Action, IllegalAction, hexgrid

from ..map import tiles as TILES
from ..map.board import enemies, hexmap, occupants, reachable
from . import items as IT
from . import monsters as MON
from .actions import ChooseHalf, MoveTo, Perform, PlaceAt, Skip, Target, TargetArea, UseItem
from .context import Context
from .state import Figure

Hex = tuple[int, int]


def half_options(ctx: Context) -> list[Action]:
    t = ctx.state.turn
    ch = ctx.char(t.seat)
    out: list[Action] = []
    for cid in ch.selected:
        if cid in t.cards_done:
            continue
        for half in ("top", "bottom"):
            if half in t.done:
                continue
            out.append(ChooseHalf(cid, half))
            out.append(ChooseHalf(cid, half, basic=True))
    out += item_options(ctx, ("heal", "shield", "ward"))
    return out


def item_options(ctx: Context, kinds: tuple[str, ...]) -> list[Action]:
    t = ctx.state.turn
    f = ctx.fig(t.fid)
    if f is None or "impair" in f.conditions or "stun" in f.conditions:
        return []   # FH-COND-IMPAIR-1, FH-COND-STUN-1
    ch = ctx.char(t.seat)
    out = []
    for it in ch.items:
        if IT.usable(it.item, it.state) and any(k in IT.effect(it.item, it.state) for k in kinds):
            out.append(UseItem(it.item))
    return out


def actor(ctx: Context) -> Figure | None:
    """The figure performing the current ability: the character, or the figure it commands."""
    t = ctx.state.turn
    return ctx.fig(t.commanded or t.fid)


def ability_options(ctx: Context) -> list[Action]:
    s = ctx.state
    t = s.turn
    ab = t.ability
    f = actor(ctx)
    b = ctx.board
    m = hexmap(b, s)
    kind = ab["type"]
    more = len(t.targets) < ab.get("target", 1)   # targets still to choose (FH-TARGET-X-1)
    out: list[Action] = []
    if kind == "command":
        if more:
            out = [Target(o.fid) for o in command_targets(ctx, f, ab) if o.fid not in t.targets]
    elif kind == "move":
        mode = MON.move_mode(ab, f.mtype)   # a commanded flying monster flies
        out = [MoveTo(h) for h in sorted(reachable(b, s, f, t.points, mode))]
        # The only move item (Swift Boots) takes the feet slot, of which a character carries one
        # (FH-ITEM-LIMIT-1), and is spent once used: no position has a second move item to tell this flag.
        boosted = ab.get("_boots")   # pragma: no mutate (a second move item alone would tell)
        if not boosted and not t.commanded:
            out += item_options(ctx, ("move",))
    elif kind == "teleport":
        out = [MoveTo(h) for h in sorted(reachable(b, s, f, ab["teleport"], "teleport"))]
    elif kind == "attack":
        if "area" in ab:
            out = [TargetArea(hs) for hs in area_placements(ctx, f, ab)]
        elif more:
            has_effects = bool(ab.get("add") or ab.get("push") or ab.get("pull"))
            for o in enemy_targets(ctx, f, ab.get("range", 1)):
                if o.fid not in t.targets:
                    out.append(Target(o.fid))
                    if has_effects:
                        out.append(Target(o.fid, effects=False))
        if not ab.get("_mask") and (out or t.targets) and not t.commanded:
            out += item_options(ctx, ("attack",))
    elif kind in ("condition", "push", "pull"):
        if more:
            out = [Target(o.fid) for o in enemy_targets(ctx, f, ab.get("range", 1)) if o.fid not in t.targets]
    elif kind in ("heal", "grant"):
        if "range" not in ab and not ab.get("ally"):
            out.append(Perform())
        else:
            reach = ab.get("range", math.inf)   # FH-RANGE-INF-1: no range printed = unlimited
            for o in s.figures:
                if o.kind in ("character", "summon") and (o.fid == f.fid or (
                        m.range(f.hex, o.hex) <= reach and m.los(f.hex, o.hex))):
                    out.append(Target(o.fid))
    elif kind == "summon":
        out = [PlaceAt(h) for h in MON.free_neighbour(b, s, f.hex)]
    elif kind in ("shield", "retaliate", "loot"):
        out.append(Perform())
    elif kind == "tiles":
        out = [PlaceAt(h) for h in sorted(m.ranges_from(f.hex)) if tile_problem(ctx, f, ab, h) is None]
    return out + [Skip()]


def tile_problem(ctx: Context, f: Figure, ab: dict, h: Hex) -> str | None:
    """FH-TILES-MANIP-1: why ``{tiles: create|destroy, overlay: kind, range: R}`` cannot change the
    hex ``h`` (None when it can). Create: an empty revealed hex in range (no overlay, figure, door
    or token) whose new overlay cuts no part of the map off; destroy: an overlay of that kind in range."""
    s = ctx.state
    m = hexmap(ctx.board, s)
    kind, reach = ab["overlay"], ab["range"]
    if not m.is_playable(h) or m.range(f.hex, h) > reach:
        return f"{list(h)} is not a revealed hex within range {reach}"
    if ab["tiles"] == "destroy":
        return None if m.kind(h) == kind else f"there is no {kind} on {list(h)} to destroy"
    if m.overlay(h) is not None:
        return f"{list(h)} already holds an overlay tile ({m.kind(h)})"
    if h in occupants(s) or h in s.loot_tokens + s.treasures + s.aid_tokens:
        return f"{list(h)} is not empty (a figure or a token stands there)"
    try:
        TILES.place_overlay(m, h, kind, occupied=occupants(s))
    except ValueError as exc:
        return str(exc)
    return None


def tile_refusal(ctx: Context, h: Hex) -> IllegalAction:
    t = ctx.state.turn
    why = tile_problem(ctx, actor(ctx), t.ability, tuple(h)) or f"{list(h)} cannot be changed now"
    return IllegalAction("FH-TILES-MANIP-1", f"The {t.ability['overlay']} cannot be "
                                             f"{'placed' if t.ability['tiles'] == 'create' else 'removed'}: {why}.")


def command_targets(ctx: Context, f: Figure, ab: dict) -> list[Figure]:
    """FH-COMMAND-GRANT-1: grant -- allies (not the character itself); control -- enemies (not
    objectives); within range and line of sight (a targeted ability, FH-LOS-1)."""
    m = hexmap(ctx.board, ctx.state)
    grant = ab["command"] == "grant"
    reach = ab.get("range", 1)  # pragma: no mutate (every command the cards print names its range)
    return [o for o in ctx.state.figures if o.fid != f.fid and o.kind != "objective"
            and (enemies(f, o) != grant) and (grant or "invisible" not in o.conditions)
            and m.range(f.hex, o.hex) <= reach and m.los(f.hex, o.hex)]


def enemy_targets(ctx: Context, f: Figure, reach: int) -> list[Figure]:
    """FH-TARGET-X-1, FH-RANGE-MELEE-1, FH-LOS-LINE-1, FH-COND-INVIS-1: enemies in range and sight.
    A controlled enemy (FH-COMMAND-GRANT-1) attacks the controlling character's enemies -- its
    own allies -- never itself."""
    t = ctx.state.turn
    side_of = f
    if t is not None and t.commanded == f.fid and t.command.get("command") == "control":
        side_of = ctx.fig(t.fid)
    m = hexmap(ctx.board, ctx.state)
    return [o for o in ctx.state.figures if o.fid != f.fid and enemies(side_of, o)
            and "invisible" not in o.conditions and m.range(f.hex, o.hex) <= reach and m.los(f.hex, o.hex)]


def area_placements(ctx: Context, f: Figure, ab: dict) -> list[tuple[Hex, ...]]:
    """FH-AOE-HEX-1 / FH-AOE-ORIENT-1: every rotation/mirror of the melee pattern that covers an
    enemy; one option per distinct set of enemy hexes covered."""
    m = hexmap(ctx.board, ctx.state)
    pattern = [tuple(p) for p in ab["area"]]
    occ = occupants(ctx.state)
    seen = []
    for shape in hexgrid.rotations(pattern, mirrored=True):
        hexes = tuple(sorted(hexgrid.add(f.hex, p) for p in shape))
        hit = tuple(h for h in hexes if h in occ and enemies(f, occ[h]) and "invisible" not in occ[h].conditions
                    and m.los(f.hex, h))
        if hit and hit not in seen:
            seen.append(hit)
    return sorted(seen)
