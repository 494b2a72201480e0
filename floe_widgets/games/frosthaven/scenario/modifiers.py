"""Attack modifier decks: the standard 20 cards, bless/curse, rolling cards, advantage.

Cards are short strings: ``"+1"``, ``"-2"``, ``"2x"``, ``"null"``, ``"bless"``, ``"curse"``;
a leading ``r`` marks a rolling card (``"r+1"``) and ``":effect"`` adds an effect
(``"+0:poison"``).  A deck is a :class:`ModDeck` (draw pile, top first, and discard pile).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floe_widgets.core import Chance
from floe_widgets.core.codec import WRITTEN_WHEN_SET

#: FH-MOD-DECK-1: six +0, five -1, five +1, one -2, one +2, one null, one 2x.
STANDARD_DECK: tuple[str, ...] = ("+0",) * 6 + ("-1",) * 5 + ("+1",) * 5 + ("-2", "+2", "null", "2x")
#: FH-ATK-7: supply limits of the condition cards.
BLESS_SUPPLY = 10
CURSE_SUPPLY = 10


@dataclass
class ModDeck:
    """One attack modifier deck (FH-MOD-OWNER-1: per character, one for monsters, one for allies)."""

    draw: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    #: a card with the shuffle icon was drawn this round (FH-MOD-SHUFFLE-1)
    reshuffle: bool = False
    #: the reduced randomness variant is on (FH-VARIANT-REDUCED-1)
    reduced: bool = field(default=False, metadata=WRITTEN_WHEN_SET)

    def cards(self) -> list[str]:
        return self.draw + self.discard

    def __len__(self) -> int:
        return len(self.draw) + len(self.discard)


@dataclass(frozen=True)
class Card:
    text: str
    value: int = 0          # added value
    kind: str = "add"       # add | double | null
    rolling: bool = False
    effect: str = ""
    shuffle: bool = False
    condition_card: bool = False   # bless/curse: removed when drawn

    def describe(self) -> str:
        return self.text


#: FH-VARIANT-REDUCED-1: what null/curse and 2x/bless add instead under the reduced randomness variant
REDUCED = {"null": -2, "curse": -2, "2x": 2, "bless": 2}


def parse(text: str, reduced: bool = False) -> Card:
    body, _, effect = text.partition(":")
    rolling = body.startswith("r")
    if rolling:
        body = body[1:]
    if reduced and body in REDUCED:   # the card keeps its shuffle icon and, for bless/curse, its supply
        worth: dict[str, Any] = {"value": REDUCED[body]}
    elif body in ("2x", "bless"):
        worth = {"kind": "double"}
    elif body in ("null", "curse"):
        worth = {"kind": "null"}
    else:
        worth = {"value": int(body)}
    # FH-ATK-3: the standard 2x and null carry the shuffle icon; bless/curse do not (FH-ATK-3a), and leave
    # the deck when drawn
    return Card(text, rolling=rolling, effect=effect, shuffle=body in ("2x", "null"),
                condition_card=body in ("bless", "curse"), **worth)


def new_deck(chance: Chance, label: str, extra: tuple[str, ...] | list[str] = ()) -> ModDeck:
    return ModDeck(draw=chance.shuffle(label, list(STANDARD_DECK) + list(extra)))


def shuffle_all(deck: ModDeck, chance: Chance, label: str) -> None:
    """Shuffle the discards back in (end of round after a shuffle icon, FH-MOD-SHUFFLE-1)."""
    deck.draw = chance.shuffle(label, deck.draw + deck.discard)
    deck.discard = []
    deck.reshuffle = False


def add_condition_card(deck: ModDeck, chance: Chance, label: str, card: str) -> None:
    """Bless/curse: shuffle one card into the draw pile (FH-MOD-BLESSCURSE-1)."""
    deck.draw = chance.shuffle(label, deck.draw + [card])


def draw_one(deck: ModDeck, chance: Chance, label: str) -> Card:
    """Draw the top card; an empty draw pile is refilled from the discards at once (FH-ATK-3)."""
    if not deck.draw:
        deck.draw = chance.shuffle(label, deck.discard)
        deck.discard = []
    text = deck.draw.pop(0)
    card = parse(text, deck.reduced)
    if not card.condition_card:
        deck.discard.append(text)   # bless/curse go back to the supply instead (FH-COND-BLESS-1)
    if card.shuffle:
        deck.reshuffle = True
    return card


def apply(value: int, cards: list[Card]) -> int:
    """Apply modifier cards to an attack value: rolling parts first, then the final card (FH-ATK-4).

    The value is clamped at 0 after each card (FH-ATK-2 Choice)."""
    for card in sorted(cards, key=lambda c: not c.rolling):
        if card.kind == "null":
            value = 0
        elif card.kind == "double":
            value *= 2
        else:
            value += card.value
        value = max(0, value)
    return value


def _result(value: int, card: Card) -> tuple[int, int]:
    if card.kind == "null":
        # FH-ATK-6 Choice: null/curse is always the worst card (below every other result, which is 0 or more;
        # two nulls compare equal whatever their numbers)
        return (-1, 0)  # pragma: no mutate (any negative number and either second number: the same order)
    return (apply(value, [card]), 1 if card.effect else 0)


def better(value: int, a: Card, b: Card) -> Card:
    """FH-ATK-6: the better of two cards for an attack at ``value`` (ambiguous -> the first drawn,
    as a monster does; a character's player is asked instead, see :func:`ambiguous`)."""
    ra, rb = _result(value, a), _result(value, b)
    if ra[0] == rb[0]:
        return b if rb[1] > ra[1] else a
    if ambiguous(value, a, b):
        return a
    return a if ra[0] > rb[0] else b  # pragma: no mutate (equal results were settled above)


def worse(value: int, a: Card, b: Card) -> Card:
    """FH-ATK-6: the worse of two cards (ambiguous -> the first drawn; null is always the worst)."""
    ra, rb = _result(value, a), _result(value, b)
    if ra[0] == rb[0]:
        return a if ra[1] <= rb[1] else b
    if ambiguous(value, a, b):
        return a
    return a if ra[0] < rb[0] else b


def draw_for_attack(deck: ModDeck, chance: Chance, label: str, value: int,
                    mode: str = "normal") -> tuple[list[Card], list[Card]]:
    """Draw for one attack; returns (cards used, every card drawn).

    mode: ``normal`` (FH-ATK-4 rolling), ``advantage`` or ``disadvantage`` (FH-ATK-5,
    FH-ADV-ADV-1, FH-ADV-ROLL-1, FH-ADV-DIS-1)."""
    drawn: list[Card] = []

    def take() -> Card:
        card = draw_one(deck, chance, label)
        drawn.append(card)
        return card

    if mode == "normal":
        used = [take()]
        while used[-1].rolling:
            used.append(take())
        return used, drawn
    rolls, pair, drawn = draw_pair(deck, chance, label)
    if mode == "advantage":
        return rolls + [better(apply(value, rolls), *pair)], drawn
    return [worse(value, *pair)], drawn


def draw_pair(deck: ModDeck, chance: Chance, label: str) -> tuple[list[Card], tuple[Card, Card], list[Card]]:
    """Advantage or disadvantage (FH-ATK-5): the rolling cards drawn first, the two compared cards
    (their rolling icons ignored) and every card drawn."""
    drawn: list[Card] = []

    def take() -> Card:
        card = draw_one(deck, chance, label)
        drawn.append(card)
        return card

    first = take()
    rolls: list[Card] = []
    if not first.rolling:
        pair = (first, take())          # the second card's rolling icon is ignored
    else:
        rolls.append(first)
        c = take()
        while c.rolling:
            rolls.append(c)
            c = take()
        pair = (c, take())
    return rolls, _as_final(pair), drawn


def ambiguous(value: int, a: Card, b: Card) -> bool:
    """FH-ATK-6: one card gives the higher number, the other an effect the first lacks, so neither is
    plainly better (or worse); null is never ambiguous."""
    ra, rb = _result(value, a), _result(value, b)
    if ra[0] == rb[0]:
        return False
    hi, lo = (a, b) if ra[0] > rb[0] else (b, a)
    return bool(lo.effect and not hi.effect and lo.kind != "null")


def _as_final(pair: tuple[Card, Card]) -> tuple[Card, Card]:
    """The compared pair counts as non-rolling (their rolling icons are ignored)."""
    # equivalent mutants: the pair's shuffle and bless/curse marks are not read after the draw
    return tuple(Card(c.text, c.value, c.kind, False, c.effect, c.shuffle,  # pragma: no mutate
                      c.condition_card) for c in pair)  # pragma: no mutate


def attack_mode(advantage: bool, disadvantage: bool) -> str:
    """FH-AMBIG-1 / FH-ATK-5: advantage and disadvantage cancel out."""
    if advantage and not disadvantage:
        return "advantage"
    if disadvantage and not advantage:
        return "disadvantage"
    return "normal"
