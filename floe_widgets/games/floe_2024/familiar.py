"""The familiar on the map (使い魔アクション, iceberg): a free shallows spot next to the hero."""

from __future__ import annotations

from floe_widgets.i18n import Term, message

from . import board as B
from . import data as C
from .context import Ctx
from .state import Player


def shallows_refusal(s, p: Player, slot: str) -> tuple[str, str] | None:
    if not B.is_iceberg(s, p.location):
        return ("FLOEJA-FAM-ONCE-1",
                message("The familiar goes on a shallows only when the hero ends the turn on an iceberg.",
                        language="ja"))
    if slot not in B.slots_next_to(s, p.location):
        return ("FLOEJA-FAM-ICE-1",
                message("That spot is not on a shallows next to the hero's iceberg.", language="ja"))
    if slot == p.familiar_spot:
        return ("FLOEJA-FAM-LIMIT-1",
                message("The familiar is already on that spot: it must move to a free one.", language="ja"))
    if slot in s.familiars:
        return ("FLOEJA-FAM-ICE-2", message("Another familiar is on that spot.", language="ja"))
    if p.familiar_level < 2 and p.warmth < 1:
        return ("FLOEJA-FAM-ICE-1", message("Placing the familiar needs 1 Warmth.", language="ja"))
    return None


def place(ctx: Ctx, p: Player, slot: str) -> None:
    s = ctx.state
    if p.familiar_spot in s.familiars:
        del s.familiars[p.familiar_spot]
    cost = 0 if p.familiar_level >= 2 else 1
    p.warmth -= cost
    p.familiar_spot = slot
    s.familiars[slot] = p.seat
    ctx.say("The familiar goes to {slot} (Warmth -{cost})", "FLOEJA-FAM-ICE-1", slot=C.place_name(slot), cost=cost)
    options: list[str] = []
    for place in B.slot_places(s, slot):
        for i, token in enumerate(s.tokens.get(place, [])):
            options.append(token_option(place, i, token))
    if B.flags_at(s, B.slot_places(s, slot)):
        options.append(FLAG_ENCOUNTER)
    options.append(message("Spot benefit: {benefit}", language="ja", benefit=C.benefit_text(B.slot_benefit(s, slot))))
    ctx.ask("familiar-take", options, slot=slot)


FLAG_ENCOUNTER = Term(ja="旗スタンドで遭遇", en="Encounter at the flag standee")


def token_option(place: str, index: int, token: str) -> str:
    """A familiar's choice: the ``index``-th token lying on ``place``."""
    return message("{place}, token {n}: {token}", language="ja", place=C.place_name(place), n=index + 1,
                   token=C.token_text(token))


def take(ctx: Ctx, p: Player, option: str, slot: str) -> None:
    """One token or encounter from a touching place, or the spot's printed benefit (FLOEJA-FAM-ICE-2)."""
    from .economy import gain
    from .mapturn import explore, take_encounter

    s = ctx.state
    if option.startswith("スポットの特典"):
        ctx.say("Familiar: the spot's benefit", "FLOEJA-FAM-ICE-2")
        gain(ctx, p, B.slot_benefit(s, slot), ("FLOEJA-FAM-ICE-2",))
    elif option == FLAG_ENCOUNTER:
        take_encounter(ctx, p, B.slot_places(s, slot), "FLOEJA-FAM-ICE-2")
    else:
        for place in B.slot_places(s, slot):
            for i, token in enumerate(s.tokens.get(place, [])):
                if option == token_option(place, i, token):
                    explore(ctx, p, place, i, ("FLOEJA-FAM-ICE-2",))
                    return
