from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field
from typing import ClassVar, Literal

import pytest

from floe_widgets.core import FormatError, decode, encode
from floe_widgets.core.codec import WORDING, WRITTEN_WHEN_SET


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


@dataclass
class Holder:
    value: object


def check(tp, data, path: str, words: str) -> None:
    with pytest.raises(FormatError) as info:
        decode(tp, data, "root")
    assert info.value.path == path
    assert words in info.value.message


@pytest.mark.parametrize(
    ("tp", "data", "path", "words"),
    [
        (int, "1", "root", "expected an integer, got '1'"),
        (float, True, "root", "expected a number, got True"),
        (float, "1.5", "root", "expected a number"),
        (str, 1, "root", "expected a string, got 1"),
        (bool, 0, "root", "expected true/false, got 0"),
        (type(None), 0, "root", "expected null, got 0"),
        (Literal["a", "b"], "c", "root", "expected one of ['a', 'b'], got 'c'"),
        (Colour, "blue", "root", "expected one of ['red', 'green'], got 'blue'"),
        (int | None, "x", "root", "expected an integer"),
        (list[int], {"a": 1}, "root", "expected a list, got dict"),
        (list[int], [1, "2"], "root[1]", "expected an integer"),
        (tuple[int, str], [1], "root", "expected 2 items, got 1"),
        (tuple[int, str], [1, 2], "root[1]", "expected a string"),
        (tuple[int, ...], [1, "x"], "root[1]", "expected an integer"),
        (dict[int, str], {"x": "a"}, "root", "expected integer keys"),
        (dict[str, int], 5, "root", "expected a mapping, got int"),
        (dict[str, int], {"k": "v"}, "root['k']", "expected an integer"),
        (dict[tuple[int, int], str], [[[1], "a"]], "root.<key>", "expected 2 items"),
        (dict[tuple[int, int], str], [[1, 2, 3]], "root", "expected a mapping"),
        (Inner, [1], "root", "expected an object for Inner, got list"),
        (Inner, {"name": "x"}, "root.at", "missing field"),
        (complex, 1, "root", "unsupported type"),
    ],
)
def test_each_kind_of_bad_value_is_named_with_its_path(tp, data, path, words) -> None:
    check(tp, data, path, words)


def test_good_values_of_each_kind() -> None:
    assert decode(float, 2) == 2.0 and isinstance(decode(float, 2), float)
    assert decode(int | None, None) is None
    assert decode(tuple[int, ...], [1, 2]) == (1, 2)
    assert decode(tuple[int], [7]) == (7,)
    assert decode(list, [1, "a"]) == [1, "a"]
    assert decode(dict, {"a": [1]}) == {"a": (1,)}
    assert decode(dict[int, str], {"3": "x"}) == {3: "x"}
    assert decode(dict[tuple[int, int], str], [[[1, 2], "a"]]) == {(1, 2): "a"}
    assert decode(Holder, {"value": [1, [2]]}) == Holder((1, (2,)))
    assert decode(set[int], [2, 1]) == {1, 2}


def test_encode_details() -> None:
    assert encode(Colour.RED) == "red"
    assert encode({(1, 2): "a"}) == [[[1, 2], "a"]]
    assert encode(frozenset({"b", "a"})) == ["a", "b"]
    assert encode({1, "a"}) == ["a", 1]  # mixed types are ordered by their repr
    with pytest.raises(TypeError, match="cannot encode object as JSON"):
        encode(object())


def test_values_of_unknown_type_come_back_frozen_at_every_depth() -> None:
    from typing import Any

    assert decode(Any, {"a": [1, [2]], "b": 3}) == {"a": (1, (2,)), "b": 3}
    assert decode(Any, [{"c": [4]}]) == ({"c": (4,)},)


@dataclass
class Pair:
    a: int = 0
    b: int = 0


@dataclass
class Frame:
    inner: Pair
    spot: tuple[int, int] | None = None


def test_an_omitted_field_keeps_its_default_and_the_fields_after_it_are_read() -> None:
    assert decode(Pair, {"b": 2}) == Pair(0, 2)


@pytest.mark.parametrize(("data", "path", "message"), [
    ({}, "inner", "missing field"),
    ({"inner": {"c": 1}}, "inner", "unknown field ['c'] for Pair"),
    ({"inner": {"d": 1, "c": 1}}, "inner", "unknown fields ['c', 'd'] for Pair"),
    ({"inner": {}, "spot": [1, "x"]}, "spot[1]", "expected an integer, got 'x'"),
    ({"inner": {}, "spot": 3}, "spot", "expected a list, got int"),
])
def test_a_bad_nested_value_is_reported_at_its_own_path(data, path, message) -> None:
    with pytest.raises(FormatError) as refused:
        decode(Frame, data)
    assert (refused.value.path, refused.value.message) == (path, message)


def test_a_value_no_type_of_a_union_takes_lists_what_each_expected() -> None:
    with pytest.raises(FormatError) as refused:
        decode(int | str, [1], "x")
    assert refused.value.message == "expected an integer, got [1]; expected a string, got [1]"


@dataclass
class Marked:
    count: int = 0
    flag: bool = field(default=False, metadata=WRITTEN_WHEN_SET)
    used: list[int] = field(default_factory=list, metadata=WRITTEN_WHEN_SET)


def test_a_field_written_when_set_is_left_out_at_its_default_and_read_back_either_way() -> None:
    # how a save made before such a field existed keeps its text (Frosthaven's plates_used, reduced, stickers)
    assert encode(Marked()) == {"count": 0}
    assert encode(Marked(flag=True, used=[3])) == {"count": 0, "flag": True, "used": [3]}
    for value in (Marked(), Marked(2, True), Marked(used=[1, 4])):
        assert decode(Marked, json.loads(json.dumps(encode(value)))) == value


@dataclass
class Said:
    """A position with a text for a person (WORDING) and a field older versions had (RETIRED_FIELDS)."""

    count: int
    prompt: str = field(default="", metadata=WORDING)
    RETIRED_FIELDS: ClassVar[frozenset[str]] = frozenset({"origin"})


def test_a_text_for_a_person_is_left_out_when_positions_are_compared_wherever_it_sits() -> None:
    value = {"now": Said(1, "Choose one."), "queue": [Said(2, "Pay 2 Soda?")]}
    assert encode(value) == {"now": {"count": 1, "prompt": "Choose one."},
                             "queue": [{"count": 2, "prompt": "Pay 2 Soda?"}]}
    assert encode(value, wording=False) == {"now": {"count": 1}, "queue": [{"count": 2}]}


def test_a_retired_field_is_passed_over_and_any_other_unknown_field_refused() -> None:
    assert decode(Said, {"count": 3, "origin": "shallows"}) == Said(3)
    with pytest.raises(FormatError, match=r"unknown field \['source'\] for Said"):
        decode(Said, {"count": 3, "source": "shallows"})
