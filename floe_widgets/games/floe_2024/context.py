"""What a rule function works with: the state, the chance source, the options and the events so far."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floe_widgets.core import Chance, Event
from floe_widgets.i18n import message

from .bilingual import to_data
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

    def say(self, message_id: str, rules: str | tuple[str, ...], kind: str = "info", seat: int | None = None,
            plural: str | None = None, how_many: int | None = None, **values: Any) -> None:
        """An event: ``message_id`` is its English text, written in Japanese first (the edition's language),
        and shown in the reader's language by the widgets (floe_widgets.i18n); with a ``plural`` id,
        ``message_id`` is the singular, said when ``how_many`` is 1 (``i18n.message``)."""
        rules = (rules,) if isinstance(rules, str) else tuple(rules)
        seat = self.state.current if seat is None else seat
        self.events.append(Event(message(message_id, plural=plural, how_many=how_many, language="ja", **values),
                                 rules, kind, seat))

    def ask(self, kind: str, options: list[str], **data: Any) -> None:
        """Push a choice: the newest choice is answered first.  The options are the state's own plain
        texts (a ``Choose`` action names one; an action field is exactly a ``str``); give them as Terms or
        Messages, so that a reader of either language can read them (``bilingual``)."""
        if options:
            self.state.pending.append(Pending(kind, [str(o) for o in options], dict(data),
                                              [to_data(o) for o in options]))
