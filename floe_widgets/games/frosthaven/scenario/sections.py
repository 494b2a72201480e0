"""Section links and notable hexes of a scenario entry (FH-GEN-SECTION-1, FH-MAP-NOTABLE-1).

A scenario in ``content/scenario.yaml`` may list ``notable`` hexes (a mark and a colour: green puts
a scenario aid token there when its room is revealed, gray puts nothing but rules may name the hex)
and ``sections`` (an id like "12.3", a trigger, a text and effects). A triggered section is read
at once, even in the middle of an ability: its effects happen before the rest of that ability.

Triggers: ``{door_opened: mark or [col, row]}``, ``{room_revealed: N}``, ``{round: N}`` (start of
round N) and ``{goal: true}`` (the scenario goal is met); a section with no trigger is read when a
pressure plate names it (scenario/plates.py). Effects: ``{spawn: type, at: mark,
tiers: [2, 3, 4 characters]}`` and ``{overlay: trap, at: mark}``.
"""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Event, hexgrid
from floe_widgets.i18n import message

from ..map.board import hexmap
from ..map.hex_names import hex_name
from . import monster_turns as MTURN
from . import monsters as MON
from . import rooms as ROOMS
from .book import offset_to_axial, placement_kind
from .context import Context
from .names import figure_name, name_term
from .state import Figure, MonsterDeck

Hex = tuple[int, int]


def notable_hexes(data: dict[str, Any]) -> dict[str, tuple[Hex, str]]:
    """mark -> (hex, colour) of the scenario's notable hexes (FH-MAP-NOTABLE-1); the book prints each
    one's colour."""
    return {str(n["mark"]): (offset_to_axial(*n["at"]), n["colour"]) for n in data.get("notable", [])}


def hex_of(data: dict[str, Any], where: Any) -> Hex:
    """A notable mark ("a", "1") or an offset [col, row]."""
    if isinstance(where, (list, tuple)):
        return offset_to_axial(*where)
    return notable_hexes(data)[str(where)][0]


def matches(trigger: dict[str, Any], data: dict[str, Any], kind: str, value: Any) -> bool:
    if kind not in trigger:
        return False
    want = trigger[kind]
    if kind == "door_opened":
        return hex_of(data, want) == value
    return want == value


def scenario_entry(ctx: Context) -> dict[str, Any]:
    return ctx.board.data or {}


def place_aid_tokens(ctx: Context, room: int) -> list[Event]:
    """FH-MAP-NOTABLE-1: green notable hexes of a revealed room get a scenario aid token."""
    s = ctx.state
    ev = []
    for mark, (h, colour) in notable_hexes(scenario_entry(ctx)).items():
        if colour == "green" and ctx.board.room_of(h) == room and h not in s.aid_tokens:
            s.aid_tokens.append(h)
            ev.append(Event(message('A scenario aid token is placed on notable hex {mark}.',
                                    mark=mark), ("FH-MAP-NOTABLE-1",)))
    return ev


def sections(ctx: Context, kind: str, value: Any) -> list[Event]:
    """FH-GEN-SECTION-1: read every unread section this event triggers, right now."""
    s = ctx.state
    data = scenario_entry(ctx)
    due = [sec for sec in data.get("sections", [])
           if sec["id"] not in s.sections_read and matches(sec.get("trigger", {}), data, kind, value)]
    return [e for sec in due for e in _read(ctx, sec, data)]


def read(ctx: Context, sid: str) -> list[Event]:
    """FH-GEN-SECTION-1: read the unread section ``sid`` now (a pressure plate's effect)."""
    data = scenario_entry(ctx)
    return _read(ctx, next(sec for sec in data["sections"] if sec["id"] == sid), data)


def _read(ctx: Context, sec: dict[str, Any], data: dict[str, Any]) -> list[Event]:
    ctx.state.sections_read.append(sec["id"])
    ev = [Event(message("Section {id}: {text}", id=sec["id"], text=name_term(sec["text"].strip())),
                ("FH-GEN-SECTION-1",), kind="section")]
    for effect in sec.get("effects", []):
        ev += section_effect(ctx, effect, data)
    return ev


def section_effect(ctx: Context, effect: dict[str, Any], data: dict[str, Any]) -> list[Event]:
    s = ctx.state
    if "overlay" in effect:
        h = hex_of(data, effect["at"])
        if effect["overlay"] == "trap" and h not in s.traps:
            s.traps = sorted(s.traps + [h])
            return [Event(message('A trap is placed at {hex}.', hex=hex_name(h)),
                          ("FH-GEN-SECTION-1", "FH-MAP-NOTABLE-1"))]
        return []
    if "spawn" in effect:   # the book prints each spawn's tiers
        return spawn_monster(ctx, effect["spawn"], hex_of(data, effect["at"]), effect["tiers"])
    return []


def spawn_monster(ctx: Context, t: str, at: Hex, tiers: list[str]) -> list[Event]:
    """FH-TURN-5: a random free standee on the spawn hex, or the closest empty hex if it is taken;
    nothing without a free standee. FH-TURN-6: it acts this round."""
    s = ctx.state
    kind = placement_kind(tiers, ctx.players)
    if kind == "-":
        return []
    free = MTURN.free_standees(ctx, t)
    name = MON.monster_types()[t]["name"]
    if not free:
        return [Event(message('No {name} standee is free: nothing spawns.', name=name_term(name)), ("FH-TURN-5",))]
    taken = {f.hex for f in s.figures}
    live = hexmap(ctx.board, s)   # printed obstacles and those created or destroyed since
    m_hexes = [h for h in ctx.board.rooms if h not in taken and not live.is_obstacle(h)
               and h not in ctx.board.doors]
    at = min(m_hexes, key=lambda h: (hexgrid.distance(at, h), h))   # the spawn hex itself when it is free
    number = ctx.chance.choice(f"standee-{t}", free)
    s.used_standees.setdefault(t, []).append(number)
    st = MON.stats(t, s.level, kind == "e")
    if t not in s.ability_decks:
        n = len(MON.monster_types()[t]["deck"])
        s.ability_decks[t] = MonsterDeck(draw=ctx.chance.shuffle(f"ability-deck-{t}", list(range(n))))
    full = f"{'Elite ' if kind == 'e' else ''}{name} {number}"
    s.figures.append(Figure(f"{t}-{number}", "monster", full, at, st["hp"], st["hp"], mtype=t,
                            elite=kind == "e", number=number, shield=st["shield"],
                            # equivalent mutants: every monster type lists its immunities, and any
                            # round below 1 means placed, not summoned in play (FH-ATK-11)
                            immune=list(MON.monster_types()[t].get("immune", [])),  # pragma: no mutate
                            summoned_round=-1))  # pragma: no mutate
    ev = [Event(message("{full} spawns at {at}.", full=figure_name(full), at=hex_name(at)),
                ("FH-GEN-SECTION-1", "FH-TURN-5"), kind="reveal")]
    if s.phase == "play":
        ROOMS.monsters_join_round(ctx, t, ev)
    return ev
