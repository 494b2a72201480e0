"""Floe content (cards, tokens, boards, region tiles) read once from ``content/*.yaml``."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from floe_widgets.core.content_files import parse_yaml

CONTENT = Path(__file__).with_name("content")


@cache
def load(name: str) -> Any:
    return parse_yaml((CONTENT / name).read_text(encoding="utf-8"))


def _by_id(entries: list[dict]) -> dict[str, dict]:
    return {e["id"]: e for e in entries}


@cache
def items() -> dict[str, dict]:
    return _by_id(load("cards.yaml")["items"])


@cache
def treasures() -> dict[str, dict]:
    return _by_id(load("cards.yaml")["treasures"])


@cache
def relic_types() -> dict[str, dict]:
    return _by_id(load("cards.yaml")["relic_types"])


@cache
def relic_cards() -> list[str]:
    """The 34 relic card ids, e.g. "tapinsai-3"."""
    return [f"{t}-{i + 1}" for t, d in relic_types().items() for i in range(d["count"])]


def relic_type(card: str) -> str:
    return card.rsplit("-", 1)[0]


@cache
def tavern() -> dict[str, dict]:
    return _by_id(load("cards.yaml")["tavern"])


@cache
def allies() -> dict[str, dict]:
    return _by_id(load("cards.yaml")["allies"])


@cache
def landmarks() -> dict[str, dict]:
    return _by_id(load("cards.yaml")["landmarks"])


@cache
def elders() -> dict[str, dict]:
    return _by_id(load("cards.yaml")["elders"])


@cache
def quests() -> dict[str, dict]:
    return _by_id(load("cards.yaml")["quests"])


@cache
def heroes() -> dict[str, dict]:
    return _by_id(load("heroes.yaml")["heroes"])


@cache
def familiars() -> dict[str, dict]:
    return _by_id(load("heroes.yaml")["familiars"])


@cache
def boards() -> list[dict]:
    return load("heroes.yaml")["boards"]


def starting_warmth() -> list[int]:
    return load("heroes.yaml")["starting_warmth"]


def starting_soda() -> list[int]:
    return load("heroes.yaml")["starting_soda"]


@cache
def building_tops() -> dict[str, dict]:
    b = load("buildings.yaml")
    out = _by_id(b["tops"])
    out.update({s["id"]: {"id": s["id"], **s["top"]} for s in b["starting"]})
    return out


@cache
def building_bottoms() -> dict[str, dict]:
    b = load("buildings.yaml")
    out = _by_id(b["bottoms"])
    out.update({s["id"]: {"id": s["id"], "gain": s["bottom"]} for s in b["starting"]})
    return out


@cache
def starting_buildings() -> list[str]:
    return [s["id"] for s in load("buildings.yaml")["starting"]]


@cache
def tokens() -> dict[str, dict]:
    """Every token id -> its entry (potions, crates, maps, resource tokens)."""
    t = load("tokens.yaml")
    out: dict[str, dict] = {}
    for key in ("potions", "crates", "maps", "iceberg_start", "sea_start", "iceberg_bag", "sea_bag"):
        out.update(_by_id(t[key]))
    return out


def token_ids(key: str) -> list[str]:
    return [e["id"] for e in load("tokens.yaml")[key]]


def potion_icons(token: str) -> list[str]:
    return list(tokens()[token]["icons"])


def village() -> dict:
    return load("village.yaml")


def regions() -> dict:
    return load("regions.yaml")


#: Merit gained by the first advance of each resource track's Floe Stone (Kelp -> red is the rulebook's).
TRACK_MERIT = {"pearl": "charm", "kelp": "might", "mushroom": "craft", "wood": "skill"}
