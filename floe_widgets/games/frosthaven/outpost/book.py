"""The scenario book (FH-SCEN-BOOK-1, FH-SCEN-ENTRY-1): numbered entries 1..138, a few of them in the
sample book, each checked when loaded. A playable entry names a map of ``content/scenario.yaml`` and
takes its goal, loot table and key from that map instead of repeating them."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from floe_widgets.core import FormatError
from floe_widgets.i18n import message

from ..scenario.book import load_yaml, scenario_data, scenario_ids

BOOK_SIZE = 138          # FH-SCEN-BOOK-1: the scenario book holds 138 scenarios
COORDINATES = re.compile(r"^(FR|[A-Z]-\d{1,2})$")
REQUIREMENT = re.compile(r"^(scenario (\d+) completed|building (\d+) built)$")
REWARD_KEYS = {"prosperity", "morale", "inspiration", "supply", "herbs", "unlock_scenarios", "unlock_classes"}


def parse_requirement(text: str) -> tuple[str, int]:
    """'scenario 2 completed' -> ('scenario', 2); 'building 12 built' -> ('building', 12)."""
    m = REQUIREMENT.match(text)
    if not m:
        raise ValueError(text)
    return ("scenario", int(m.group(2))) if m.group(2) else ("building", int(m.group(3)))


def requirement_said(text: str) -> str:
    """A requirement in the reader's language: 'scenario 2 completed', 'building 12 built'."""
    kind, n = parse_requirement(text)
    return message("scenario {n} completed", n=n) if kind == "scenario" else message("building {n} built", n=n)


def check_entry(raw: Any, where: str) -> dict[str, Any]:
    """One entry of the book, validated field by field (FH-SCEN-ENTRY-1); returns the full entry."""
    if not isinstance(raw, dict):
        raise FormatError("a scenario entry is a mapping", where)

    def need(key: str, kind: type | tuple[type, ...]) -> Any:
        if key not in raw:
            raise FormatError(f"missing field '{key}'", where)
        value = raw[key]
        if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
            raise FormatError(f"'{key}' has the wrong type {type(value).__name__}", f"{where}.{key}")
        return value

    number = need("number", int)
    if not 1 <= number <= BOOK_SIZE:
        raise FormatError(f"scenario numbers run from 1 to {BOOK_SIZE}, not {number}", f"{where}.number")
    if not COORDINATES.match(str(need("coordinates", str))):
        raise FormatError("coordinates are a grid square like 'C-12', or 'FR' for Frosthaven",
                          f"{where}.coordinates")
    for i, req in enumerate(need("requirements", list)):
        if not isinstance(req, str) or not REQUIREMENT.match(req):
            raise FormatError("a requirement reads 'scenario N completed' or 'building N built'",
                              f"{where}.requirements[{i}]")
    complexity = need("complexity", int)
    if not 1 <= complexity <= 3:
        raise FormatError(f"complexity is 1 to 3, not {complexity}", f"{where}.complexity")
    need("feature", str)
    need("effects", list)
    links = need("section_links", dict)
    for key, section in links.items():
        if not isinstance(section, str) or not re.match(r"^\d+\.\d+$", section):
            raise FormatError("a section link reads 'page.section', e.g. '12.3'", f"{where}.section_links.{key}")
    map_id = need("map", str)
    if map_id not in scenario_ids():
        raise FormatError(f"unknown map {map_id!r} (not in scenario.yaml)", f"{where}.map")
    linked = raw.get("linked", 0)
    if not isinstance(linked, int) or isinstance(linked, bool) or not 0 <= linked <= BOOK_SIZE:
        raise FormatError(f"'linked' names a scenario 1 to {BOOK_SIZE} (0 or absent: none)", f"{where}.linked")
    rewards = raw.get("rewards", {})
    if not isinstance(rewards, dict) or set(rewards) - REWARD_KEYS:
        raise FormatError(f"rewards may hold only {sorted(REWARD_KEYS)}", f"{where}.rewards")
    for key in ("goal", "loot_table", "key"):
        if key in raw:   # no duplicated data: these come from the map
            raise FormatError(f"'{key}' comes from the map {map_id!r}; do not repeat it", f"{where}.{key}")
    data = scenario_data(map_id)
    entry = dict(raw)
    entry.setdefault("name", data["name"])
    if not isinstance(entry["name"], str) or not entry["name"]:
        raise FormatError("'name' must be a non-empty text", f"{where}.name")
    entry.setdefault("introduction", data.get("introduction", ""))
    entry.setdefault("special_rules", data.get("special_rules", ""))
    entry["goal"] = data["goal"]
    entry["loot_table"] = dict(data["loot_table"])
    entry["key"] = scenario_key(data)
    entry["rewards"] = rewards
    return entry


def scenario_key(data: dict[str, Any]) -> dict[str, list[str]]:
    """The scenario key: every monster type and overlay the map needs (FH-SCEN-ENTRY-1)."""
    names = {"T": "trap", "H": "hazardous terrain", "I": "icy terrain", "X": "obstacle", "R": "difficult terrain",
             "L": "loot token"}
    overlays = sorted({names[c] for row in data.get("overlays", []) for c in row if c in names})
    return {"monsters": sorted({m["type"] for m in data.get("monsters", [])}), "overlays": overlays}


def check_book(doc: Any) -> dict[int, dict[str, Any]]:
    if not isinstance(doc, dict) or not isinstance(doc.get("entries"), list):
        raise FormatError("the scenario book is a mapping with a list 'entries'", "scenario_book")
    if doc.get("size") != BOOK_SIZE:
        raise FormatError(f"the book numbers {BOOK_SIZE} scenarios", "scenario_book.size")
    out: dict[int, dict[str, Any]] = {}
    for i, raw in enumerate(doc["entries"]):
        entry = check_entry(raw, f"scenario_book.entries[{i}]")
        if entry["number"] in out:
            raise FormatError(f"scenario {entry['number']} appears twice", f"scenario_book.entries[{i}].number")
        out[entry["number"]] = entry
    return out


@cache
def book() -> dict[int, dict[str, Any]]:
    return check_book(load_yaml("scenario_book.yaml"))


def entry(number: int) -> dict[str, Any]:
    """The entry numbered ``number``; ValueError with a sentence when it cannot be opened."""
    reason = why_missing(number)
    if reason:
        raise ValueError(reason)
    return book()[number]


def why_missing(number: int) -> str | None:
    """Why scenario ``number`` cannot be opened in the book (None when it can)."""
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= BOOK_SIZE:
        return f"The scenario book numbers its scenarios 1 to {BOOK_SIZE}; there is no scenario {number}."
    if number not in book():
        return (f"Scenario {number} exists in the book but not in this sample edition "
                f"(it has {', '.join(str(n) for n in sorted(book()))}).")
    return None


def unmet_requirements(number: int, completed: list[int], built: list[int]) -> list[str]:
    """FH-SCEN-REQ-1: the requirements of ``number`` that the campaign does not meet yet."""
    out = []
    for req in entry(number)["requirements"]:
        kind, n = parse_requirement(req)
        if (kind == "scenario" and n not in completed) or (kind == "building" and n not in built):
            out.append(req)
    return out
