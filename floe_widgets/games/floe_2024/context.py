"""What a rule function works with: the state, the chance source, the options and the events so far."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floe_widgets.core import Chance, Event

from .state import Floe2024State, Pending, Player


@dataclass
class Ctx:
    state: Floe2024State
    chance: Chance
    options: dict[str, Any]
    events: list[Event] = field(default_factory=list)

    @property
    def player(self) -> Player:
        return self.state.players[self.state.current]

    def say(self, ja: str, en: str, rules: str | tuple[str, ...], kind: str = "info",
            seat: int | None = None) -> None:
        """An event in Japanese first, with its English form in ``data['en']``."""
        rules = (rules,) if isinstance(rules, str) else tuple(rules)
        seat = self.state.current if seat is None else seat
        self.events.append(Event(ja, rules, kind, seat, {"en": en}))

    def ask(self, kind: str, options: list[str], **data: Any) -> None:
        """Push a choice: the newest choice is answered first."""
        if options:
            self.state.pending.append(Pending(kind, options, dict(data)))
