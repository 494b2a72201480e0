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
import functools
import types
import typing
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
        return hash((self.text, self.rules, self.kind, self.player))  # pragma: no mutate (agrees with ==)


#: the longest string an action field may carry (names and ids are far shorter).
MAX_TEXT = 200
#: the most items a tuple field of an action may carry.
MAX_ITEMS = 64
#: the rule id of a refusal for an action whose fields are not of their declared types.
MALFORMED = "CORE-ACTION-TYPES"


def malformed_field(action: Action) -> str | None:
    """Which field of ``action`` is not exactly of its declared type, in words (None when all are).

    Exact means: an ``int`` field takes an int and not a bool, a float or a numpy scalar; a ``str`` field
    takes a str of at most MAX_TEXT characters; ``X | None`` takes None; tuples are tuples of the right
    length (at most MAX_ITEMS items) whose items are checked the same way."""
    for f in dataclasses.fields(action):
        problem = _mismatch(getattr(action, f.name, None), _hints(type(action))[f.name])
        if problem:
            return f"{f.name} {problem}"
    return None


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _mismatch(value: Any, hint: Any, depth: int = 0) -> str | None:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if depth > 4:
        return "is nested too deeply"
    if hint is Any:
        return None
    if origin in (typing.Union, types.UnionType):
        if any(_mismatch(value, arg, depth) is None for arg in args):
            return None
        return f"should be {_name(hint)}, not {_short(value)}"
    if hint is type(None):
        return None if value is None else f"should be empty, not {_short(value)}"
    if origin is typing.Literal:
        return None if any(type(value) is type(a) and value == a for a in args) else \
            f"should be one of {', '.join(map(repr, args))}, not {_short(value)}"
    if origin is tuple:
        if type(value) is not tuple:
            return f"should be a tuple, not {_short(value)}"
        if len(value) > MAX_ITEMS:
            return f"has {len(value)} items (at most {MAX_ITEMS})"
        if len(args) == 2 and args[1] is Ellipsis:
            args = (args[0],) * len(value)
        elif len(args) != len(value):
            return f"should have {len(args)} items, not {len(value)}"
        for i, (item, arg) in enumerate(zip(value, args)):
            problem = _mismatch(item, arg, depth + 1)
            if problem:
                return f"item {i} {problem}"
        return None
    if hint in (int, str, bool, float):
        if type(value) is not hint:
            return f"should be {_name(hint)}, not {_short(value)}"
        if hint is str and len(value) > MAX_TEXT:
            return f"is {len(value)} characters long (at most {MAX_TEXT})"
        return None
    if isinstance(hint, type):
        return None if type(value) is hint else f"should be {_name(hint)}, not {_short(value)}"
    raise TypeError(f"action fields of type {hint!r} are not supported")


def _name(hint: Any) -> str:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_name(arg) for arg in args)
    if origin is typing.Literal:
        return f"one of {', '.join(map(repr, args))}"
    if origin is tuple:
        return "a tuple"
    return PLAIN_NAMES.get(hint) or hint.__name__


PLAIN_NAMES = {int: "a whole number", str: "a text", bool: "true or false", float: "a number", type(None): "empty"}


def _short(value: Any) -> str:
    text = repr(value)
    return f"{type(value).__name__} {text[:40] + '…' if len(text) > 40 else text}"
