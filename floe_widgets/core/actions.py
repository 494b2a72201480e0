"""Actions and events: what a player does, and what then happened.

Every game declares its actions as small frozen dataclasses that subclass
:class:`Action` and set a ``kind``::

    @dataclass(frozen=True)
    class Move(Action):
        kind: ClassVar[str] = "move"
        to: tuple[int, int]

        def describe(self) -> str:
            return f"Move to {self.to}"

Actions are hashable, compare by value and round-trip through JSON
(``to_dict`` / ``Game.parse_action``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .codec import decode, encode
from .errors import FormatError


@dataclass(frozen=True)
class Action:
    """Base of every game action."""

    kind: ClassVar[str] = "action"
    #: Which group a widget shows the action in ("move", "idol", "turn", ...).
    group: ClassVar[str] = "actions"

    def describe(self) -> str:
        """One short sentence for buttons, logs and ``action_to_string``."""
        params = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{self.kind}({params})" if params else self.kind

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **encode(self)}

    def __str__(self) -> str:
        return self.describe()


def action_from_dict(types: tuple[type[Action], ...], data: Any, path: str = "action") -> Action:
    """Decode ``{"kind": ..., fields...}`` into one of ``types``."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise FormatError("an action is an object with a 'kind' string", path)
    by_kind = {t.kind: t for t in types}
    cls = by_kind.get(data["kind"])
    if cls is None:
        raise FormatError(f"unknown action kind {data['kind']!r}", path)
    fields = {k: v for k, v in data.items() if k != "kind"}
    return decode(cls, fields, path)


@dataclass(frozen=True)
class Event:
    """Something that happened, in plain words, with the rule ids behind it."""

    text: str
    rules: tuple[str, ...] = ()
    kind: str = "info"
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __str__(self) -> str:
        cite = f" [{', '.join(self.rules)}]" if self.rules else ""
        return f"{self.text}{cite}"

    def __hash__(self) -> int:
        return hash((self.text, self.rules, self.kind, self.player))
