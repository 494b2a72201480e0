"""Items: usage (spent, lost, flip, passive) and carrying limits (FH-ITEM-*), content/items.yaml."""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from .book import load_yaml


@cache
def catalogue() -> dict[str, dict[str, Any]]:
    return {i["id"]: i for i in load_yaml("items.yaml")["items"]}


def item(iid: str) -> dict[str, Any]:
    return catalogue()[iid]


def random_items() -> list[str]:
    return list(load_yaml("items.yaml")["random_items"])


def loadout_problem(level: int, items: list[str]) -> str | None:
    """FH-ITEM-LIMIT-1: 1 head, 1 body, 1 feet, 2 one-hand or 1 two-hand, ceil(level/2) small."""
    slots: dict[str, int] = {}
    for iid in items:
        slot = item(iid)["slot"]
        slots[slot] = slots.get(slot, 0) + 1
    for slot in ("head", "body", "feet"):
        if slots.get(slot, 0) > 1:
            return f"only one {slot} item can be carried"
    hands = slots.get("one_hand", 0) + 2 * slots.get("two_hands", 0)
    if hands > 2:
        return "at most two one-hand items or one two-hand item"
    if slots.get("small", 0) > math.ceil(level / 2):
        return f"at most {math.ceil(level / 2)} small items at level {level}"
    return None


def effect(iid: str, state: str) -> dict[str, Any]:
    """The effect in use: the back side once a flip item has been flipped (FH-ITEM-FLIP-1)."""
    it = item(iid)
    return it["back"] if state == "flipped" else it["effect"]


def usable(iid: str, state: str) -> bool:
    it = item(iid)
    if it["usage"] == "passive":
        return False
    if it["usage"] == "flip":
        return state in ("ready", "flipped") and bool(effect(iid, state))
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
