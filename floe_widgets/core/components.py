"""Reusable game components as plain, JSON-able dataclasses.

Each takes the game's :class:`~floe_widgets.core.chance.Chance` when it needs
luck, so every shuffle, draw and roll is recorded and replayable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .chance import Chance
from .errors import IllegalAction


@dataclass
class Deck:
    """A draw pile (index 0 = top) and a discard pile (last = top).

    ``reshuffle``: ``"when-empty"`` shuffles the discards into a new draw pile
    when a draw finds it empty; ``"never"`` just returns ``None``.
    """

    label: str
    draw_pile: list[str] = field(default_factory=list)
    discard_pile: list[str] = field(default_factory=list)
    reshuffle: Literal["when-empty", "never"] = "when-empty"

    def shuffle(self, chance: Chance) -> None:
        self.draw_pile = chance.shuffle(self.label, self.draw_pile)

    def draw(self, chance: Chance) -> str | None:
        if not self.draw_pile and self.reshuffle == "when-empty" and self.discard_pile:
            self.draw_pile, self.discard_pile = chance.shuffle(self.label, self.discard_pile), []
        return self.draw_pile.pop(0) if self.draw_pile else None

    def draw_many(self, chance: Chance, n: int) -> list[str]:
        cards = []
        for _ in range(n):
            card = self.draw(chance)
            if card is None:
                break
            cards.append(card)
        return cards

    def discard(self, card: str) -> None:
        """Put ``card`` face up on the discard pile."""
        self.discard_pile.append(card)

    def put_under(self, card: str) -> None:
        """Put ``card`` at the bottom of the draw pile."""
        self.draw_pile.append(card)

    def put_on_top(self, card: str) -> None:
        self.draw_pile.insert(0, card)

    def __len__(self) -> int:
        return len(self.draw_pile)


@dataclass
class Bag:
    """Tokens drawn without replacement, in no order."""

    label: str
    contents: list[str] = field(default_factory=list)

    def draw(self, chance: Chance) -> str | None:
        if not self.contents:
            return None
        token = chance.choice(self.label, self.contents)
        self.contents.remove(token)
        return token

    def put(self, token: str) -> None:
        self.contents.append(token)

    def __len__(self) -> int:
        return len(self.contents)


@dataclass(frozen=True)
class Die:
    """A die whose faces have names (repeat a name for repeated faces)."""

    label: str
    faces: tuple[str, ...]

    def roll(self, chance: Chance) -> str:
        return chance.roll(self.label, self.faces)


@dataclass
class Track:
    """A value that moves between ``low`` and ``high`` and stops at the ends."""

    value: int
    low: int = 0
    high: int = 10

    def advance(self, steps: int = 1) -> int:
        """Move by ``steps`` (negative moves back); return how far it really moved."""
        new = min(self.high, max(self.low, self.value + steps))
        moved, self.value = new - self.value, new
        return moved

    @property
    def at_max(self) -> bool:
        return self.value >= self.high

    @property
    def at_min(self) -> bool:
        return self.value <= self.low


@dataclass
class Supply:
    """A general supply of counted pieces; taking more than it holds is refused."""

    counts: dict[str, int] = field(default_factory=dict)
    rule_id: str = "CORE-SUPPLY"

    def take(self, kind: str, n: int = 1) -> None:
        if self.counts.get(kind, 0) < n:
            raise IllegalAction(self.rule_id, f"The supply has only {self.counts.get(kind, 0)} {kind} left.")
        self.counts[kind] -= n

    def give_back(self, kind: str, n: int = 1) -> None:
        self.counts[kind] = self.counts.get(kind, 0) + n

    def has(self, kind: str, n: int = 1) -> bool:
        return self.counts.get(kind, 0) >= n

    def total(self) -> int:
        return sum(self.counts.values())
