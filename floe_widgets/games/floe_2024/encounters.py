"""Encounters (遭遇): ice (white), sea (blue) and cave (pink) cards, one kept per type."""

from __future__ import annotations

from floe_widgets.i18n import message

from . import board as B
from . import data as C
from .context import Ctx
from .economy import gain, merits
from .state import Player

RULE = {"ice": "FLOEJA-ENC-DRAW-1", "sea": "FLOEJA-ENC-DRAW-1", "cave": "FLOEJA-CAVEENC-DRAW-1"}


def draw_encounter(ctx: Ctx, p: Player, deck: str) -> None:
    s = ctx.state
    if not s.encounter_decks[deck]:
        ctx.say("The {deck} encounter deck is empty", RULE[deck], seat=p.seat, deck=C.term(deck))
        return
    card = s.encounter_decks[deck].pop(0)
    ctx.say("Draw the {deck} encounter card {card}",
            (RULE[deck], "FLOEJA-ENC-KEEP-1", "FLOEJA-MISSING-26"), seat=p.seat, deck=C.term(deck), card=C.term(card))
    gain(ctx, p, C.card(card)["now"], ("FLOEJA-ENC-KEEP-1",))
    if deck in p.encounters:
        old = p.encounters[deck]
        ctx.ask("encounter-keep", [C.term(old), C.term(card)], deck=deck, cards=[old, card],
                seat=p.seat)  # pragma: no mutate (a choice's seat is kept, never read)
    p.encounters[deck] = card


def keep_encounter(ctx: Ctx, p: Player, deck: str, cards: list[str], index: int) -> None:
    """Only one card per type: the other goes face up under its deck (FLOEJA-ENC-KEEP-1)."""
    p.encounters[deck] = cards[index]
    ctx.state.encounter_decks[deck].append(cards[1 - index])
    ctx.say("Keep {cards} and discard the other one",
            "FLOEJA-ENC-KEEP-1", seat=p.seat, cards=C.term(cards[index]))


def claim_refusal(s, p: Player, deck: str) -> tuple[str, str] | None:
    """Whether the card's secondary condition is met now (FLOEJA-ENC-SECOND-1)."""
    if deck not in p.encounters:
        return ("FLOEJA-ENC-SECOND-1", message("You hold no {deck} encounter card.", language="ja", deck=C.term(deck)))
    need = C.card(p.encounters[deck]).get("need")
    if need is None:
        return ("FLOEJA-CAVEENC-CHECK-1",
                message("A cave encounter is judged by the dice after the battle.", language="ja"))
    if "campfire" in need and not (B.is_iceberg(s, p.location) and B.has_feature(s, p.location, "campfire")):
        return ("FLOEJA-ENC-SECOND-1", message("You are not on an iceberg with a campfire.", language="ja"))
    if "sail" in need and len(s.sailed) < need["sail"]:
        return ("FLOEJA-ENC-SECOND-1",
                message("You have not sailed across {sail} or more seas this turn.", language="ja", sail=need['sail']))
    if "merit" in need and merits(p)[need["merit"]] < need["count"]:
        return ("FLOEJA-ENC-SECOND-1",
                message("This needs {count} {merit} merits.", language="ja", merit=C.term(need['merit']),
                        count=need['count']))
    if "pay" in need and any(p.res[r] < n for r, n in need["pay"].items()):
        return ("FLOEJA-ENC-SECOND-1", message("You cannot pay the cost.", language="ja"))
    return None


def claim(ctx: Ctx, p: Player, deck: str) -> None:
    card = p.encounters.pop(deck)
    need = C.card(card)["need"]
    for r, n in need.get("pay", {}).items():
        p.res[r] -= n
    ctx.state.encounter_decks[deck].append(card)
    ctx.say("Secondary benefit of the encounter card {card}", "FLOEJA-ENC-SECOND-1",
            seat=p.seat, card=C.term(card))
    gain(ctx, p, C.card(card)["then"], ("FLOEJA-ENC-SECOND-1",))


def check_cave_card(ctx: Ctx, p: Player, faces: list[str]) -> None:
    """After a battle the hero survived, the dice exactly as they lie (FLOEJA-CAVEENC-CHECK-1,
    FLOEJA-CAVEENC-STRICT-1)."""
    card = p.encounters.get("cave")
    if card is None:
        return
    need = C.card(card)["dice"]
    if all(faces.count(icon) >= n for icon, n in need.items()):
        p.encounters.pop("cave")
        ctx.state.encounter_decks["cave"].append(card)
        ctx.say("The dice meet the condition of {card}",
                ("FLOEJA-CAVEENC-CHECK-1", "FLOEJA-CAVEENC-STRICT-1"), seat=p.seat, card=C.term(card))
        gain(ctx, p, C.card(card)["then"], ("FLOEJA-CAVEENC-CHECK-1",))
    else:
        ctx.say("The dice do not meet the condition of {card}: the card is kept",
                ("FLOEJA-CAVEENC-CHECK-1", "FLOEJA-CAVEENC-STRICT-1"), seat=p.seat, card=C.term(card))
