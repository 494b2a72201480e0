"""Class perks: each perk removes and adds cards of that character's attack modifier deck
(FH-CHAR-PERK-1, inferred reading), bought with perk marks (FH-GOAL-PERK-1, FH-DOWNTIME-LEVEL-1).

The perks of a class are listed in content/classes.yaml (``perks:``); the cards are written as in
:mod:`modifiers` (``"+1"``, ``"r+1"``, ``"+1:immobilize"``...).  A character's perks are a list of
perk ids, an id repeated once per time it is taken::

    deck_cards("warden", ["drop-minus-ones", "drop-minus-ones", "rooting-blow"])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from floe_widgets.core import Chance
from floe_widgets.i18n import message

from ..outpost.campaign import add_checkmarks
from . import modifiers as MOD
from .cards import classes
from .names import name_term


def perks(cls: str) -> list[dict[str, Any]]:
    """The perks a class may buy, in the order of its perk list."""
    return list(classes()[cls].get("perks", []))


def perk(cls: str, pid: str) -> dict[str, Any]:
    for p in perks(cls):
        if p["id"] == pid:
            return p
    known = next((p["text"] for c in classes().values() for p in c.get("perks", []) if p["id"] == pid), None)
    raise ValueError(message('{cls} has no perk "{perk}"; a character buys only its class\'s perks.',
                             cls=name_term(classes()[cls]["name"]), perk=name_term(known) if known else pid))


def perk_text(pid: str, cls: str | None = None) -> Any:
    """Perk ``pid`` as a person reads it: its text in class ``cls``; with no class (a seat without a
    character, or a class without that perk) the text every class with that id gives it, or None when their
    texts differ (one id is shared by classes whose perks read differently, and the id says nothing to a
    reader).  An id no class has is returned as it was given."""
    if cls is not None and any(p["id"] == pid for p in perks(cls)):
        return name_term(perk(cls, pid)["text"])
    texts = {p["text"] for c in classes().values() for p in c.get("perks", []) if p["id"] == pid}
    if not texts:
        return pid
    return name_term(texts.pop()) if len(texts) == 1 else None


def deck_cards(cls: str, chosen: Sequence[str] = ()) -> list[str]:
    """The character's whole attack modifier deck after its perks, before item cards are added:
    the standard 20 cards (FH-MOD-DECK-1) with each chosen perk's cards removed and added.

    Perks apply in the order of the class's perk list, so the deck depends only on which perks were
    taken (and how often), not on the order they are given in; with no perks it is exactly
    ``modifiers.STANDARD_DECK``.  Raises ValueError (a sentence, FH-CHAR-PERK-1) for an unknown perk, a perk
    taken more often than its uses, or a perk removing a card the deck no longer holds."""
    taken = Counter(chosen)
    for pid, n in taken.items():
        p = perk(cls, pid)
        if n > p["uses"]:
            raise ValueError(message('The perk "{perk}" can be taken once, not {n} times.',
                                     perk=name_term(p["text"]), n=n) if p["uses"] == 1 else
                             message('The perk "{perk}" can be taken {uses} times, not {n}.',
                                     perk=name_term(p["text"]), uses=p["uses"], n=n))
    deck = list(MOD.STANDARD_DECK)
    for p in perks(cls):
        for _ in range(taken[p["id"]]):
            for card in p["remove"]:
                if card not in deck:
                    raise ValueError(message('The perk "{perk}" removes a {card} card the deck no longer holds.',
                                             perk=name_term(p["text"]), card=card))
                deck.remove(card)
            deck += p["add"]
    return deck


def check_perks(cls: str, chosen: Sequence[str]) -> str | None:
    """Why a list of perks is refused (None when it is fine)."""
    try:
        deck_cards(cls, chosen)
    except ValueError as exc:
        return exc.args[0]   # the sentence, still readable in any language
    return None


def new_deck(chance: Chance, label: str, cls: str, chosen: Sequence[str] = (),
             extra: Sequence[str] = ()) -> MOD.ModDeck:
    """A shuffled modifier deck with the perks applied and ``extra`` cards (items, FH-ITEM-EQUIP-1) added.
    With no perks it shuffles the same list as ``modifiers.new_deck(chance, label, extra)``."""
    return MOD.ModDeck(draw=chance.shuffle(label, deck_cards(cls, chosen) + list(extra)))


def perk_marks(checkmarks: int) -> int:
    """FH-GOAL-PERK-1: every 3 battle-goal checkmarks give 1 perk mark (checkmarks capped at 18)."""
    return add_checkmarks(0, checkmarks)[1]


def perks_earned(level: int,
                 checkmarks: int = 0,  # pragma: no mutate (1 checkmark, like none, gives no perk mark)
                 masteries: int = 0) -> int:
    """Perks a character may have bought: 1 per level above 1 (FH-DOWNTIME-LEVEL-1), the perk marks
    from checkmarks (FH-GOAL-PERK-1), and 1 per mastery achieved."""
    return (level - 1) + perk_marks(checkmarks) + masteries
