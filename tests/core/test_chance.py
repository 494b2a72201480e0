from __future__ import annotations

import pytest

from floe_widgets.core import Chance, ChanceMismatch


def test_same_seed_same_outcomes() -> None:
    a, b = Chance(7), Chance(7)
    draws = lambda c: [c.roll("d", "abcdef"), c.shuffle("s", range(10)), c.choice("c", "xyz"), c.randint("i", 1, 6)]
    assert draws(a) == draws(b)


def test_fixed_outcomes_come_first_and_in_order() -> None:
    c = Chance(1)
    c.fix("die", "sword", "shield")
    assert c.roll("die", ("sword", "shield", "blank")) == "sword"
    assert c.roll("die", ("sword", "shield", "blank")) == "shield"
    assert c.fixed() == {}


def test_a_fixed_face_must_exist() -> None:
    c = Chance(1)
    c.fix("die", "crown")
    with pytest.raises(ChanceMismatch, match="'crown' is not a face of 'die'"):
        c.roll("die", ("sword", "shield"))


def test_fixed_shuffle_puts_named_items_on_top() -> None:
    c = Chance(1)
    c.fix("deck", ["c", "a"])
    assert c.shuffle("deck", ["a", "b", "c", "d"]) == ["c", "a", "b", "d"]


def test_fixed_choice_takes_the_item() -> None:
    c = Chance(1)
    c.fix("pick", "z")
    c.begin()
    assert c.choice("pick", ["x", "y", "z"]) == "z"
    assert c.end() == [("pick", 2, False)]


def test_recording_and_forced_replay() -> None:
    c = Chance(3)
    state = c.getstate()
    c.begin()
    first = [c.roll("d", "123456"), c.shuffle("s", "abcd")]
    record = c.end()
    replay = Chance(99)
    replay.setstate(state)
    replay.begin(record)
    assert [replay.roll("d", "123456"), replay.shuffle("s", "abcd")] == first
    assert replay.getstate() == c.getstate()


def test_forced_replay_detects_a_different_draw() -> None:
    c = Chance(3)
    c.begin([("d", "6", True)])
    real = Chance(3).roll("d", "123456")
    if real != "6":
        with pytest.raises(ChanceMismatch):
            c.roll("d", "123456")
    c.begin([("other", "1", True)])
    with pytest.raises(ChanceMismatch):
        c.roll("d", "123456")


def test_state_round_trips_through_json_types() -> None:
    import json

    c = Chance(5)
    c.roll("d", "123")
    saved = json.loads(json.dumps(c.getstate()))
    expected = c.roll("d", "123456"), c.randint("x", 0, 1000)
    d = Chance(0)
    d.setstate(saved)
    assert (d.roll("d", "123456"), d.randint("x", 0, 1000)) == expected


def test_sample_and_empty_choice() -> None:
    c = Chance(2)
    got = c.sample("s", range(20), 3)
    assert len(got) == 3 and len(set(got)) == 3
    with pytest.raises(ValueError):
        c.choice("empty", [])


def test_fixed_lists_the_unused_outcomes_of_one_label_or_all() -> None:
    c = Chance(1)
    c.fix("a", "1", "2")
    c.fix("b", "3")
    assert c.fixed("a") == {"a": ["1", "2"]}
    assert c.fixed() == {"a": ["1", "2"], "b": ["3"]}
    c.roll("b", "123")
    assert c.fixed() == {"a": ["1", "2"]}
    assert c.fixed("b") == {}


@pytest.mark.parametrize("index", [0, 2])
def test_a_replayed_choice_takes_any_index_in_range(index) -> None:
    c = Chance(1)
    c.begin([("pick", index, False)])
    assert c.choice("pick", ["x", "y", "z"]) == "xyz"[index]


@pytest.mark.parametrize("index", [-1, 3, "1", None])
def test_a_replayed_choice_refuses_an_index_out_of_range(index) -> None:
    c = Chance(1)
    c.begin([("pick", index, False)])
    with pytest.raises(ChanceMismatch, match=f"index {index!r} out of range for 'pick'"):
        c.choice("pick", ["x", "y", "z"])


def test_mismatches_name_the_label_and_the_outcome() -> None:
    with pytest.raises(ValueError, match="nothing to choose from for 'empty'"):
        Chance(1).choice("empty", [])
    c = Chance(1)
    c.fix("pick", "w")
    with pytest.raises(ChanceMismatch, match="'w' cannot be chosen for 'pick'"):
        c.choice("pick", ["x", "y"])
    c.fix("deck", ["q"])
    with pytest.raises(ChanceMismatch, match="'q' is not \\(or no longer\\) among the items of 'deck'"):
        c.shuffle("deck", ["x", "y"])


def test_a_replayed_shuffle_must_be_a_permutation() -> None:
    c = Chance(1)
    c.begin([("s", [0, 0, 1], False)])
    with pytest.raises(ChanceMismatch, match="not a permutation of 3 items for 's'"):
        c.shuffle("s", "abc")


def test_a_sample_is_drawn_under_its_label() -> None:
    c = Chance(1)
    c.fix("hand", ["c"])
    assert c.sample("hand", "abcd", 2)[0] == "c"
