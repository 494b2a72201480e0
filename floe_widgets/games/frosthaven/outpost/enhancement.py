"""Enhancing ability cards in downtime (the appendix's enhancement costs, FH-ENHANCE-*), and the
character respec variant (FH-VARIANT-RESPEC-1).

A sticker adds 1 to one number of one ability (attack, move, range, heal, shield, retaliate). It sits on
the class's card, so it stays for a later character of the same class; with the temporary enhancements
variant it sits on the sleeve instead, costs 20% less and goes when the character retires
(FH-VARIANT-TEMPENH-1)."""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Event
from floe_widgets.i18n import N_, message

from ..scenario import cards as C
from ..scenario.names import figure_name, listed, name_term, said
from . import content as K
from .state import CampaignState, Hero, Sticker
from .town import built

HALVES = ("top", "bottom")
LEVEL_STEP = 25              # FH-ENHANCE-LEVEL-1: per card level above 1
PREVIOUS_STEP = 75           # FH-ENHANCE-PREV-1: per earlier enhancement on the same action
RESPEC_PER_LEVEL = 10        # FH-VARIANT-RESPEC-1


def base_costs() -> dict[str, int]:
    return {k: v for k, v in K.data()["enhancement_base_costs"].items() if k != "source"}


def unlocked(s: CampaignState) -> bool:
    """FH-ENHANCE-UNLOCK-1: enhancing opens once building 44 has been built."""
    return K.data()["enhancer"] in built(s)


def card_level(cid: str) -> int:
    level = C.card(cid)["level"]
    return level if isinstance(level, int) else 1     # level X cards count as level 1


def targets_several(ability: dict[str, Any]) -> bool:
    return ability.get("target", 1) > 1 or bool(ability.get("area"))


def persistent(half: dict[str, Any]) -> bool:
    return any(ab.get("bonus") == "persistent" for ab in half["abilities"])


def on_action(s: CampaignState, cid: str, half: str) -> int:
    return sum(1 for st in s.stickers if (st.card, st.half) == (cid, half))


def cost(s: CampaignState, cid: str, half: str, ability: int, stat: str, temporary: bool = False) -> int:
    """The gold a sticker costs: the base cost of the stat, then the five modifiers in the appendix's
    order (FH-ENHANCE-ORDER-1), then 20% off under the temporary variant (FH-VARIANT-TEMPENH-1)."""
    act = C.card(cid)[half]
    price = base_costs()[stat]
    if targets_several(act["abilities"][ability]):        # FH-ENHANCE-MULTI-1
        price *= 2
    if act.get("lost") and not persistent(act):           # FH-ENHANCE-LOST-1
        price //= 2
    if persistent(act):                                   # FH-ENHANCE-PERSIST-1
        price *= 3
    price += LEVEL_STEP * (card_level(cid) - 1)           # FH-ENHANCE-LEVEL-1
    price += PREVIOUS_STEP * on_action(s, cid, half)      # FH-ENHANCE-PREV-1
    if temporary:
        price = price * 4 // 5
    return price


#: the numbers a sticker can raise, as a person reads them (content/campaign.yaml enhancement_base_costs)
STATS = {k: k for k in (N_("move"), N_("attack"), N_("range"), N_("target"), N_("heal"), N_("shield"), N_("push"),
                        N_("pull"), N_("retaliate"))}


def why_not_enhance(s: CampaignState, h: Hero, cid: str, half: str, ability: int, stat: str,
                    temporary: bool) -> tuple[str, str] | None:
    if not unlocked(s):
        return "FH-ENHANCE-UNLOCK-1", message('Enhancing opens once building {enhancer} is built.',
                                              enhancer=K.data()['enhancer'])
    if cid not in h.cards:
        return "FH-CHAR-CARDS-1", message('{name} has no such card in the ability card pool.', name=figure_name(h.name))
    if half not in HALVES:
        return "FH-ENHANCE-ORDER-1", message("A sticker goes on the top or the bottom action of a card.")
    abilities = C.card(cid)[half]["abilities"]
    if not 0 <= ability < len(abilities) or stat not in base_costs() or stat not in abilities[ability]:
        stats = listed(said(STATS.get(k, k)) for k in base_costs())  # pragma: no mutate (each cost's stat is named)
        return "FH-ENHANCE-ORDER-1", message('A sticker adds 1 to a number the ability already has ({stats}).',
                                             stats=stats)
    price = cost(s, cid, half, ability, stat, temporary)
    if h.gold < price:
        return "FH-ENHANCE-ORDER-1", message('This enhancement costs {price} gold; {name} has {gold}.',
                                             price=price, name=figure_name(h.name), gold=h.gold)
    return None


def enhance(s: CampaignState, h: Hero, cid: str, half: str, ability: int, stat: str,
            temporary: bool) -> list[Event]:
    price = cost(s, cid, half, ability, stat, temporary)
    h.gold -= price
    s.stickers.append(Sticker(cid, half, ability, stat, temporary))
    rules = ("FH-ENHANCE-UNLOCK-1", "FH-ENHANCE-ORDER-1") + (("FH-VARIANT-TEMPENH-1",) if temporary else ())
    where = message("sleeve") if temporary else message("card")
    return [Event(message('{name} enhances {card} ({half}): {stat} +1, a sticker on the {where}, for {price} gold '
                          '({gold} left).',
                          name=figure_name(h.name), card=name_term(C.card_name(cid)), half=said(half),
                          stat=said(stat), where=where,
                          price=price, gold=h.gold), rules, player=h.seat)]


def stickers_of(s: CampaignState, h: Hero) -> list[Sticker]:
    return [st for st in s.stickers if st.card in h.cards]


def remove_temporary(s: CampaignState, h: Hero) -> list[Event]:
    """FH-VARIANT-TEMPENH-1: a retiring character's sleeves go, and their stickers with them."""
    gone = [st for st in stickers_of(s, h) if st.temporary]
    if not gone:
        return []
    s.stickers = [st for st in s.stickers if st not in gone]
    told = (message("{name}'s temporary enhancement is removed at retirement.", name=figure_name(h.name))
            if len(gone) == 1 else
            message("{name}'s {count} temporary enhancements are removed at retirement.",
                    name=figure_name(h.name), count=len(gone)))
    return [Event(told,
                  ("FH-VARIANT-TEMPENH-1",), player=h.seat)]


# -- respec (FH-VARIANT-RESPEC-1) ---------------------------------------------------------------------------
def respec_cost(h: Hero) -> int:
    return RESPEC_PER_LEVEL * h.level


def chosen_cards(h: Hero) -> list[str]:
    """The cards chosen at level-ups (level 2 and up)."""
    return [c for c in h.cards if card_level(c) > 1]


def why_not_respec(h: Hero, cards: tuple[str, ...]) -> str | None:
    """A new selection: one card per level gained, each no higher than the level it is chosen at."""
    if h.gold < respec_cost(h):
        return message('Choosing the cards again costs {respec_cost} gold; {name} has {gold}.',
                       respec_cost=respec_cost(h), name=figure_name(h.name), gold=h.gold)
    pool = {c["id"]: c for c in C.classes()[h.cls]["cards"]}
    if len(set(cards)) != len(cards) or any(c not in pool or card_level(c) < 2 for c in cards):
        return message("Choose different cards of the class, of level 2 or more.")
    if len(cards) != h.level - 1:
        return message('{name} chooses 1 card: one for each level gained.',
                       plural='{name} chooses {n} cards: one for each level gained.', how_many=h.level - 1,
                       name=figure_name(h.name), n=h.level - 1)
    levels = sorted(card_level(c) for c in cards)
    if any(level > i + 2 for i, level in enumerate(levels)):
        return message("Each chosen card must be of a level the character had reached when choosing it.")
    return None


def respec(h: Hero, cards: tuple[str, ...]) -> list[Event]:
    price = respec_cost(h)
    h.gold -= price
    h.cards = [c for c in h.cards if card_level(c) <= 1] + list(cards)
    names = listed(name_term(C.card_name(c)) for c in cards) if cards else message("no cards")
    return [Event(message('{name} pays {price} gold and chooses the cards again: {names}.',
                          name=figure_name(h.name), price=price, names=names),
                  ("FH-VARIANT-RESPEC-1",), player=h.seat)]
