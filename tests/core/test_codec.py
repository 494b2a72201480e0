from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field
from typing import Literal

import pytest

from floe_widgets.core import FormatError, decode, encode


class Colour(enum.Enum):
    RED = "red"
    GREEN = "green"


@dataclass
class Inner:
    name: str
    at: tuple[int, int]


@dataclass
class Outer:
    count: int
    ratio: float
    flag: bool
    colour: Colour
    mode: Literal["a", "b"]
    items: list[Inner]
    by_cell: dict[tuple[int, int], str]
    by_id: dict[int, list[str]]
    maybe: Inner | None = None
    tags: tuple[str, ...] = ()
    extra: dict[str, int] = field(default_factory=dict)


def sample() -> Outer:
    return Outer(3, 0.5, True, Colour.GREEN, "b", [Inner("x", (1, 2))], {(0, 1): "t"}, {4: ["a"]},
                 Inner("y", (3, 4)), ("p", "q"), {"k": 1})


def test_round_trip_through_json() -> None:
    value = sample()
    assert decode(Outer, json.loads(json.dumps(encode(value)))) == value


@pytest.mark.parametrize(
    ("path", "bad"),
    [("count", "3"), ("count", True), ("flag", 1), ("colour", "blue"), ("mode", "c"), ("items[0].at", [1]),
     ("items[0].name", None), ("by_id", {"x": []}), ("maybe", 5), ("tags", "pq")],
)
def test_bad_fields_are_named(path: str, bad) -> None:
    data = encode(sample())
    target, *rest = path.split(".")
    if rest:
        data["items"][0][rest[0]] = bad
    else:
        data[target.split("[")[0]] = bad
    with pytest.raises(FormatError) as info:
        decode(Outer, data)
    assert info.value.path.startswith(target.split("[")[0])


def test_missing_and_unknown_fields() -> None:
    data = encode(sample())
    del data["count"]
    with pytest.raises(FormatError, match="missing"):
        decode(Outer, data)
    data = encode(sample()) | {"surprise": 1}
    with pytest.raises(FormatError, match="unknown"):
        decode(Outer, data)


def test_optional_defaults_may_be_omitted() -> None:
    data = encode(sample())
    del data["maybe"], data["tags"]
    assert decode(Outer, data).maybe is None


def test_sets_encode_sorted() -> None:
    assert encode({3, 1, 2}) == [1, 2, 3]


def test_unencodable_values_are_refused() -> None:
    with pytest.raises(TypeError):
        encode(object())
