"""Items: usage (spent, lost, flip, passive) and carrying limits (FH-ITEM-*), content/items.yaml."""

from __future__ import annotations

import math
from collections import Counter
from functools import cache
from typing import Any

from floe_widgets.i18n import message

from .book import load_yaml
from .state import ItemState

#: the state of an item gained in play that the carrying limits leave out of play this scenario
#: (FH-ITEM-LIMIT-1): never usable, no passive effect, not refreshed
UNCARRIED = "uncarried"


@cache
def catalogue() -> dict[str, dict[str, Any]]:
    return {i["id"]: i for i in load_yaml("items.yaml")["items"]}


def item(iid: str) -> dict[str, Any]:
    return catalogue()[iid]


def random_items() -> list[str]:
    return list(load_yaml("items.yaml")["random_items"])


def loadout_problem(level: int, items: list[str]) -> str | None:
    """FH-ITEM-LIMIT-1: 1 head, 1 body, 1 feet, 2 one-hand or 1 two-hand, ceil(level/2) small; the limit
    broken, in words (None when a character of ``level`` may carry all of ``items``)."""
    slots = Counter(item(iid)["slot"] for iid in items)
    if slots["head"] > 1:
        return message("a character carries only one head item")
    if slots["body"] > 1:
        return message("a character carries only one body item")
    if slots["feet"] > 1:
        return message("a character carries only one feet item")
    if slots["one_hand"] + 2 * slots["two_hands"] > 2:
        return message("a character carries at most two one-hand items or one two-hand item")
    small = math.ceil(level / 2)
    if slots["small"] > small:
        return message("a level-{level} character carries at most {n} small item",
                       plural="a level-{level} character carries at most {n} small items", how_many=small,
                       level=level, n=small)
    return None


def carried(items: list[ItemState]) -> list[str]:
    """The items a character carries into play: not those gained in play beyond its limits (FH-ITEM-LIMIT-1)."""
    return [it.item for it in items if it.state != UNCARRIED]


def passive_shield(items: list[ItemState]) -> int:
    """The shield of the passive items a character carries (FH-ITEM-FLIP-1: always in effect), from
    setup and from the moment an item gained in play is carried; not of items left out of play."""
    return sum(item(iid)["effect"].get("passive_shield", 0) for iid in carried(items))


def effect(iid: str, state: str) -> dict[str, Any]:
    """The effect in use: the back side once a flip item has been flipped (FH-ITEM-FLIP-1)."""
    it = item(iid)
    return it["back"] if state == "flipped" else it["effect"]


def usable(iid: str, state: str) -> bool:
    """Whether the item can be used now: ready (or a flip item's back side); an item not carried
    (UNCARRIED, FH-ITEM-LIMIT-1) is in no usable state."""
    it = item(iid)
    if it["usage"] == "passive":
        return False
    if it["usage"] == "flip":
        return state in ("ready", "flipped")   # every flip item's back has an effect (content/items.yaml)
    return state == "ready"


def after_use(iid: str, state: str) -> str:
    """FH-ITEM-SPENT-1 / FH-ITEM-LOST-1 / FH-ITEM-FLIP-1: the item's state once used."""
    usage = item(iid)["usage"]
    if usage == "spent":
        return "spent"
    if usage == "lost":
        return "lost"
    if usage == "flip":
        return "flipped" if state == "ready" else "lost"
    return state


def refresh(state: str) -> str:
    """A long rest refreshes spent items only (FH-REST-LONG-1, FH-ITEM-LOST-1)."""
    return "ready" if state == "spent" else state
