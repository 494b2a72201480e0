"""The campaign's content (``content/campaign.yaml``, source: sample) and the class roster."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..scenario import cards as C
from ..scenario.book import load_yaml
from ..scenario.loot import HERBS, MATERIALS
from ..scenario.names import name_term

RESOURCES = MATERIALS + HERBS


@cache
def data() -> dict[str, Any]:
    return load_yaml("campaign.yaml")


def building_info(number: int) -> dict[str, Any]:
    return next(b for b in data()["buildings"] if b["number"] == number)


def section(sid: str) -> dict[str, Any]:
    return data()["sections"][sid]


def event_card(cid: str) -> dict[str, Any]:
    """An outpost or road event card by id."""
    decks = list(data()["events"].values()) + list(data()["road_events"].values())
    return next(c for deck in decks for c in deck if c["id"] == cid)


def quest(qid: str) -> dict[str, Any]:
    return next(q for q in data()["quests"] if q["id"] == qid)


def item(iid: str) -> dict[str, Any]:
    return next(i for i in data()["items"] if i["id"] == iid)


def xp_threshold(level: int) -> int:
    """XP needed to stand at ``level`` (sample thresholds)."""
    return data()["xp_thresholds"]["values"][level - 1]


def potion(first: str, second: str) -> str | None:
    return data()["alchemy"]["chart"].get(herb_pair(first, second))


def herb_pair(first: str, second: str) -> str:
    return "+".join(sorted((first, second)))


# -- classes (FH-GEN-CLASSES-1, FH-VARIANT-CROSS-1) -------------------------------------------------
def starting_classes() -> list[str]:
    """The Frosthaven classes a new campaign offers (cards.starting_classes)."""
    return C.starting_classes()


def crossover_classes() -> list[str]:
    """Classes imported from Gloomhaven: offered only with the crossover variant."""
    return C.crossover_classes()


def class_name(cls: str) -> str:
    """A class by its name, in every language the names file gives."""
    return name_term(C.classes()[cls]["name"]) if cls in C.classes() else cls


def item_name(iid: str) -> str:
    """A crafted item or a brewed potion ("potion:arrowvine+snowthistle") by its name, in every language."""
    if iid.startswith("potion:"):
        name = data()["alchemy"]["chart"].get(iid.removeprefix("potion:"))
    else:
        name = next((i["name"] for i in data()["items"] if i["id"] == iid), None)
    return name_term(name) if name else iid
