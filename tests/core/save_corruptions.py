"""Seeded corruptions of a saved game, for the load tests of every registered game.

``corruptions(text, rng, count)`` yields (what was done, corrupted text or bytes): fields deleted,
replaced or given another type anywhere in the document, the text cut short, deep nesting, huge
integers, bad UTF-8, another seed or player count, and consistent edits of ``initial.state`` and
``state`` (the same change made to both, so that only the rebuilt setup can tell).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

HUGE = 10**40
ODD_VALUES: list[Any] = [None, True, False, 0, -1, 1, 2.5, HUGE, -HUGE, "", "x" * 5000, [], {}, [[[[[]]]]],
                         {"a": 1}, "floe-widgets/floe", 10**6]


def _nodes(doc: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """Every (path, value) of the JSON tree below the root."""
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield path + (k,), v
            yield from _nodes(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield path + (i,), v
            yield from _nodes(v, path + (i,))


def _at(doc: Any, path: tuple) -> Any:
    for k in path:
        doc = doc[k]
    return doc


def _pick(doc: Any, rng: random.Random, under: tuple = ()) -> tuple:
    paths = [p for p, _ in _nodes(_at(doc, under), under)]
    return rng.choice(paths)


def deep(n: int) -> Any:
    out: Any = []
    for _ in range(n):
        out = [out]
    return out


def _replace(doc: Any, rng: random.Random) -> tuple[str, Any]:
    path = _pick(doc, rng)
    parent, key = _at(doc, path[:-1]), path[-1]
    value = rng.choice(ODD_VALUES + [deep(400)])
    parent[key] = value
    return f"replace {path} by a {type(value).__name__}", doc


def _delete(doc: Any, rng: random.Random) -> tuple[str, Any]:
    path = _pick(doc, rng)
    parent, key = _at(doc, path[:-1]), path[-1]
    del parent[key]
    return f"delete {path}", doc


def _retype(doc: Any, rng: random.Random) -> tuple[str, Any]:
    path = _pick(doc, rng)
    parent, key = _at(doc, path[:-1]), path[-1]
    value = parent[key]
    if isinstance(value, bool):
        parent[key] = int(value)
    elif isinstance(value, int):
        parent[key] = rng.choice([float(value), str(value), value > 0, [value], value + HUGE])
    elif isinstance(value, str):
        parent[key] = rng.choice([[value], {value: value}, len(value), value + "?"])
    elif isinstance(value, list):
        parent[key] = rng.choice([tuple(value) and dict(enumerate(map(str, value))), value[:-1], value + value])
    elif isinstance(value, dict):
        parent[key] = list(value.values())
    else:
        parent[key] = "null"
    return f"retype {path}", doc


def _swap_seed(doc: Any, rng: random.Random) -> tuple[str, Any]:
    doc["seed"] = doc["seed"] + rng.choice([1, 2, 1000])
    return "another seed", doc


def _swap_players(doc: Any, rng: random.Random) -> tuple[str, Any]:
    doc["players"] = doc["players"] + rng.choice([-1, 1])
    return "another player count", doc


def _consistent_edit(doc: Any, rng: random.Random) -> tuple[str, Any]:
    """The same small change to ``initial.state`` and ``state`` (only the setup can tell)."""
    start = doc["initial"]["state"]
    leaves = [(p, v) for p, v in _nodes(start) if isinstance(v, (int, str)) and not isinstance(v, bool)]
    path, value = rng.choice(leaves)
    new = value + rng.choice([1, -1, 3]) if isinstance(value, int) else value + "x"
    for root in (doc["initial"]["state"], doc["state"]):
        try:
            if _at(root, path) == value:
                _at(root, path[:-1])[path[-1]] = new
        except (KeyError, IndexError, TypeError):
            pass
    return f"the same edit of {path} in initial.state and state", doc


EDITS = [_replace, _replace, _delete, _retype, _retype, _swap_seed, _swap_players, _consistent_edit,
         _consistent_edit]


def corruptions(text: str, rng: random.Random, count: int) -> Iterator[tuple[str, str | bytes]]:
    """``count`` corrupted copies of the saved document ``text``."""
    doc = json.loads(text)
    for _ in range(count):
        kind = rng.randrange(10)
        if kind == 0:
            cut = rng.randrange(1, len(text))
            yield f"cut at {cut}", text[:cut]
        elif kind == 1:
            raw = text.encode("utf-8")
            at = rng.randrange(len(raw))
            yield f"bad UTF-8 at {at}", raw[:at] + b"\xff\xfe" + raw[at:]
        elif kind == 2:
            yield "a huge integer", text.replace('"seed": ', '"seed": ' + "9" * 5000, 1)
        elif kind == 3:
            yield "deep nesting", text.replace('"history": [', '"history": [' + "[" * 50_000, 1)
        else:
            what, bad = rng.choice(EDITS)(copy.deepcopy(doc), rng)
            yield what, json.dumps(bad)
