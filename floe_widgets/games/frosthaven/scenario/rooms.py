"""Rooms revealed in play: their monsters and objectives placed, and monsters joining the round."""

from __future__ import annotations

from floe_widgets.core import Event, hexgrid
from floe_widgets.i18n import message

from . import monsters as MON
from . import round_steps as STEPS
from . import sections as SECT
from .book import offset_to_axial, placement_kind, scenario_data
from .context import Context
from .names import listed, name_term
from .state import Figure
from .task_kinds import JoinTieTask

Hex = tuple[int, int]


def open_door(ctx: Context, door: Hex) -> list[Event]:
    """FH-HEX-7 / FH-OVERLAY-DOOR-1: the door opens and the rooms behind it are revealed at once; its
    section links are read before the rest of the ability (FH-GEN-SECTION-1).  Whoever or whatever
    opens it (a character entering it, a pressure plate) says so first."""
    s = ctx.state
    b = ctx.board
    s.open_doors.append(door)
    ev: list[Event] = []
    for room in sorted({b.rooms[n] for n in hexgrid.neighbours(door) if b.rooms.get(n)}):
        ev += reveal_room(ctx, room)
    return ev + SECT.sections(ctx, "door_opened", door)


def reveal_room(ctx: Context, room: int, setup: bool = False) -> list[Event]:
    """FH-SETUP-MAP-1 / FH-OVERLAY-DOOR-1: place a room's monsters when it is revealed."""
    s = ctx.state
    if room in s.revealed_rooms:
        return []
    s.revealed_rooms.append(room)
    data = scenario_data(s.scenario)
    events = []
    new_types = []
    for p in data["monsters"]:
        if p["room"] != room:
            continue
        kind = placement_kind(p["tiers"], ctx.players)
        if kind == "-":
            continue
        t = p["type"]
        free = [n for n in range(1, MON.monster_types()[t]["standees"] + 1) if n not in s.used_standees[t]]
        if not free:
            continue
        number = ctx.chance.choice(f"standee-{t}", free)   # FH-MAP-PLACE-1: random numbers
        s.used_standees[t].append(number)
        st = MON.stats(t, s.level, kind == "e")
        name = MON.monster_types()[t]["name"]
        s.figures.append(Figure(f"{t}-{number}", "monster", f"{'Elite ' if kind == 'e' else ''}{name} {number}",
                                offset_to_axial(*p["at"]), st["hp"], st["hp"], mtype=t, elite=kind == "e",
                                number=number, shield=st["shield"],
                                immune=list(MON.monster_types()[t].get("immune", [])),
                                summoned_round=-1))
        if t not in new_types:
            new_types.append(t)
    for o in data.get("objectives", []):
        if o["room"] == room:
            hp = o["hp_base"] + o["hp_per_character"] * ctx.players
            s.figures.append(Figure(o["id"], "objective", o["name"], offset_to_axial(*o["at"]), hp, hp))
    kinds = [name_term(MON.monster_types()[t]["name"]) for t in new_types]
    said = (message("Room {room} revealed: {monsters}.", room=room, monsters=listed(kinds)) if kinds
            else message("Room {room} revealed: no monsters.", room=room))
    events.append(Event(said, ("FH-SETUP-MAP-1", "FH-OVERLAY-DOOR-1"), kind="reveal"))
    events += SECT.place_aid_tokens(ctx, room)
    if not setup and s.phase == "play":
        for t in new_types:
            monsters_join_round(ctx, t, events)
    if not setup:
        events += SECT.sections(ctx, "room_revealed", room)
    return events


def monsters_join_round(ctx: Context, t: str, events: list[Event]) -> None:
    """FH-TURN-6: revealed monsters act this round, at their set's place or right after the
    current turn if that place has passed."""
    s = ctx.state
    deck = s.ability_decks[t]
    if deck.current < 0:
        STEPS.draw_ability(ctx, t)
        events.append(Event(message("The {monster} set draws an ability card for this round.",
                                    monster=name_term(MON.monster_types()[t]["name"])), ("FH-INIT-REVEAL-1",)))
    init = MON.ability_card(t, deck.current)["initiative"]
    if any(task.kind == "monster_set" and task.actor == t for task in s.queue):
        return
    new = [f.fid for f in s.figures if f.mtype == t and f.kind == "monster" and f.turns_done == 0]
    tied = [o.actor for o in s.queue if o.kind == "monster_set" and o.value == init]
    if tied:   # FH-AMBIG-17: a set still to act has the same initiative -- the party places the newcomer
        ctx.spawn(JoinTieTask(actor=t, value=init, only=new, tied=tied))
        return
    STEPS.place_joining_set(ctx, t, init, new, None)
