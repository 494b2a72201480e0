"""Loading the Ice and Idols content (YAML under ``content/``), optionally overridden by a user file.

A user file (option ``content=path``) is a YAML mapping whose top-level keys replace the matching
files: ``tiles``, ``map``, ``track``, ``key_cards``, ``events``, ``characters``.  The game reads it once,
when it is created, and keeps its data in the options (so a save holds the data, never the path).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from floe_widgets.core import FormatError
from floe_widgets.core.content_files import package_yaml, parse_yaml

from .state import IDOLS

PARTS = ("tiles", "map", "track", "key_cards", "events", "characters")
ANCHOR = "floe_widgets.games.ice_and_idols.content"


@dataclass(frozen=True)
class Content:
    tile_paths: dict[str, tuple[tuple[int, ...], ...]]   # tile type -> paths (sides at rotation 0)
    tile_names: dict[str, str]
    tile_counts: dict[str, int]
    sections: dict[str, dict[str, Any]]                  # section id -> {"gold": side, "plain": side}
    columns: tuple[tuple[dict[str, Any], ...], ...]       # per column (IDOLS order): spaces bottom-up
    vp_values: tuple[int, ...]
    key_cards: dict[int, tuple[int, tuple[tuple[int, int], ...]]]   # id -> (vp, cubes)
    events: dict[int, dict[str, Any]]
    characters: dict[str, dict[str, Any]]
    rotated: dict[tuple[str, int], tuple[tuple[int, ...], ...]]   # (type, rotation) -> paths as grid sides

    def __deepcopy__(self, memo: dict[int, Any]) -> Content:
        return self  # read-only once built: copies of a game share it

    def height(self, column: int) -> int:
        return len(self.columns[column])

    def space(self, column: int, row: int) -> dict[str, Any]:
        return self.columns[column][row]


def _read(name: str) -> Any:
    return package_yaml(ANCHOR, f"{name}.yaml")


@cache
def _default_raw() -> dict[str, Any]:
    return {name: _read(name) for name in PARTS}


def read_content_file(path: str | Path) -> dict[str, Any]:
    """The parts a user's content file gives, as plain data (checked: known parts, JSON-like values).

    A game embeds this data in its options, so that a save carries the content itself and never the
    name of a file to read."""
    try:
        user = parse_yaml(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise FormatError(f"cannot read content file ({exc})", "content") from None
    return check_content_parts(user)


def check_content_parts(user: Any) -> dict[str, Any]:
    """``user`` if it is a mapping of known parts holding plain JSON data, else FormatError."""
    if not isinstance(user, dict) or set(user) - set(PARTS):
        raise FormatError(f"a content file is a mapping with keys among {list(PARTS)}", "content")
    try:
        plain = json.loads(json.dumps(user)) == user
    except (TypeError, ValueError, RecursionError):
        plain = False
    if not plain:
        raise FormatError("content holds only texts, numbers, lists and mappings with text keys", "content")
    return user


def load_content(user: dict[str, Any] | None = None) -> Content:
    """The default content with the parts ``user`` gives (see ``check_content_parts``) replaced."""
    return _load(None if user is None else json.dumps(check_content_parts(user), sort_keys=True))


@cache
def _load(user_json: str | None) -> Content:
    raw = dict(_default_raw())
    if user_json is not None:
        raw.update(json.loads(user_json))
    try:
        return _build(raw)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        if isinstance(exc, FormatError):
            raise
        raise FormatError(f"bad content ({exc!r})", "content") from None


def _build(raw: dict[str, Any]) -> Content:
    tiles = raw["tiles"]
    paths = {k: tuple(tuple(p) for p in v["paths"]) for k, v in tiles["types"].items()}
    counts = {k: int(v) for k, v in tiles["counts"].items()}
    if sum(counts.values()) != 26 or counts.get("roundabout", 0) < 2:
        raise FormatError("there are 26 pathway tiles, at least 2 of them Roundabouts", "content.tiles")
    columns = tuple(tuple(dict(s) for s in col["spaces"]) for col in raw["track"]["columns"])
    if [c["idol"] for c in raw["track"]["columns"]] != list(IDOLS):
        raise FormatError("the research track has exactly the 5 idol columns in order", "content.track")
    if any(len(col) < 2 for col in columns):
        raise FormatError("every research column has at least the 2 blocking spaces", "content.track")
    vp = tuple(int(v) for v in raw["track"]["vp_tokens"]["values"])
    if len(vp) != 5:
        raise FormatError("there are 5 VP tokens", "content.track.vp_tokens")
    keys = {int(c["id"]): (int(c["vp"]), tuple((int(x), int(y)) for x, y in c["cubes"]))
            for c in raw["key_cards"]["cards"]}
    if len(keys) != 10 or any(len(cubes) != 3 for _, cubes in keys.values()):
        raise FormatError("there are 10 key cards of 3 cubes each", "content.key_cards")
    events = {int(c["id"]): dict(c) for c in raw["events"]["cards"]}
    if len(events) != 30 or any(c["type"] not in ("collapse", "rotate", "shift", "chill") for c in events.values()):
        raise FormatError("there are 30 event cards of 4 types", "content.events")
    sections = {k: dict(v) for k, v in raw["map"]["sections"].items()}
    if len(sections) != 4:
        raise FormatError("the map has 4 sections", "content.map")
    return Content(
        tile_paths=paths,
        tile_names={k: v.get("name", k) for k, v in tiles["types"].items()},
        tile_counts=counts,
        sections=sections,
        columns=columns,
        vp_values=vp,
        key_cards=keys,
        events=events,
        characters={k: dict(v) for k, v in raw["characters"]["characters"].items()},
        rotated={(k, r): tuple(tuple((x + r) % 4 for x in p) for p in v) for k, v in paths.items() for r in range(4)},
    )
