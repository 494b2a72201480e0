"""The words of the explanation trace shared by its sentences: costs, hexes and lists."""

from __future__ import annotations

from functools import lru_cache, reduce

from floe_widgets.games.frosthaven.map.hexmap import Hex
from floe_widgets.games.frosthaven.map.mover import Reach
from floe_widgets.i18n import Message, message


# the words for a cost are the same on every map: written once per number (at most 256 kept)
@lru_cache(maxsize=256)
def points(n: int) -> Message:
    return message("1 movement point") if n == 1 else message("{n} movement points", n=n)


@lru_cache(maxsize=256)
def negative_hexes(n: int) -> Message:
    return message("1 negative hex") if n == 1 else message("{n} negative hexes", n=n)


def cost_text(r: Reach) -> str:
    return _cost_words(r.neg, r.mp)


@lru_cache(maxsize=256)
def _cost_words(neg: int, mp: int) -> str:
    if neg:
        return message("{points} and {negative}", points=points(mp), negative=negative_hexes(neg))
    return points(mp)


def either(items: list[str]) -> str:
    return items[0] if len(items) == 1 else message("{first} or {last}", first=", ".join(items[:-1]), last=items[-1])


def semicolons(parts: list[str]) -> str:
    return reduce(lambda said, part: message("{said}; {part}", said=said, part=part), parts)


def both(items: list[str]) -> str:
    return items[0] if len(items) == 1 else message("{first} and {last}", first=", ".join(items[:-1]), last=items[-1])


def hex_text(h: Hex) -> str:
    return f"({h[0]},{h[1]})"
