"""The words of the explanation trace shared by its sentences: costs, hexes and lists.

A sentence of the trace is a :class:`Sentence`: its message id and values, written (as an i18n
``Message``, in the reader's language later) only when someone reads it, so a solve whose trace is
not shown writes no text."""

from __future__ import annotations

from functools import lru_cache, reduce

from floe_widgets.games.frosthaven.map.hex_names import hex_name
from floe_widgets.games.frosthaven.map.hexmap import Hex
from floe_widgets.i18n import Message, message


class Sentence:
    """A message not written yet: its id and values (which may be sentences too)."""

    __slots__ = ("message_id", "values")

    def __init__(self, message_id: str, values: dict) -> None:
        self.message_id, self.values = message_id, values

    def written(self) -> Message:
        message_id = self.message_id
        return message(message_id, **{k: v.written() if isinstance(v, Sentence) else v for k, v in self.values.items()})

    def __repr__(self) -> str:
        return f"Sentence({self.message_id!r}, {self.values!r})"


def sentence(message_id: str, /, **values: object) -> Sentence:
    """The trace's ``message(...)``, written only when read (see :class:`Sentence`)."""
    return Sentence(message_id, values)


# the words for a cost are the same on every map: written once per number (at most 256 kept)
@lru_cache(maxsize=256)
def points(n: int) -> Message:
    return message("1 movement point") if n == 1 else message("{n} movement points", n=n)


@lru_cache(maxsize=256)
def negative_hexes(n: int) -> Message:
    return message("1 negative hex") if n == 1 else message("{n} negative hexes", n=n)


def cost_text(cost: tuple[int, int]) -> str:
    """The words for a path cost ``(neg, mp)``."""
    return _cost_words(*cost)


@lru_cache(maxsize=256)
def _cost_words(neg: int, mp: int) -> str:
    if neg:
        return message("{points} and {negative}", points=points(mp), negative=negative_hexes(neg))
    return points(mp)


def commas(items: list) -> str | Sentence:
    """Items (words or sentences) joined by commas: "A, B, C"."""
    return reduce(lambda said, item: sentence("{first}, {second}", first=said, second=item), items)


def either(items: list) -> str | Sentence:
    """"A", "A or B", "A, B or C" (the items are words or sentences)."""
    return items[0] if len(items) == 1 else sentence("{first} or {last}", first=commas(items[:-1]), last=items[-1])


def semicolons(parts: list) -> str | Sentence:
    return reduce(lambda said, part: sentence("{said}; {part}", said=said, part=part), parts)


def both(items: list) -> str | Sentence:
    """"A", "A and B", "A, B and C" (the items are words or sentences)."""
    return items[0] if len(items) == 1 else sentence("{first} and {last}", first=commas(items[:-1]), last=items[-1])


class HexSentence(Sentence):
    """A hex of the trace, named by :func:`.hex_names.hex_name` ("hex 3,-1") when the trace is read."""

    __slots__ = ()

    def __init__(self, h: Hex) -> None:
        super().__init__("hex", {"hex": h})  # pragma: no mutate (the id is never read: written() names the hex)

    def written(self) -> Message:
        return hex_name(self.values["hex"])


def hex_text(h: Hex) -> Sentence:
    return HexSentence(h)
