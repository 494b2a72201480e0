from __future__ import annotations

import pytest

from floe_widgets.core import Bag, Chance, Deck, Die, IllegalAction, Supply, Track


def test_deck_draws_from_the_top_and_reshuffles_discards() -> None:
    chance = Chance(1)
    deck = Deck("d", ["a", "b"])
    assert deck.draw(chance) == "a"
    deck.discard("a")
    assert deck.draw(chance) == "b"
    assert deck.draw(chance) == "a"  # the discard was shuffled back in
    assert deck.draw(chance) is None


def test_deck_that_never_reshuffles() -> None:
    deck = Deck("d", ["a"], reshuffle="never")
    chance = Chance(1)
    deck.draw(chance)
    deck.discard("a")
    assert deck.draw(chance) is None
    assert deck.discard_pile == ["a"]


def test_put_under_and_on_top_and_draw_many() -> None:
    deck = Deck("d", ["b"])
    deck.put_under("c")
    deck.put_on_top("a")
    assert deck.draw_many(Chance(1), 5) == ["a", "b", "c"]
    assert len(deck) == 0


def test_deck_shuffle_is_fixable() -> None:
    chance = Chance(1)
    chance.fix("events", ["e3"])
    deck = Deck("events", ["e1", "e2", "e3"])
    deck.shuffle(chance)
    assert deck.draw_pile[0] == "e3"


def test_bag_draws_without_replacement() -> None:
    bag = Bag("b", ["x", "y", "z"])
    chance = Chance(4)
    drawn = {bag.draw(chance) for _ in range(3)}
    assert drawn == {"x", "y", "z"}
    assert bag.draw(chance) is None
    bag.put("x")
    assert len(bag) == 1


def test_die_faces() -> None:
    die = Die("hero", ("sword", "sword", "shield", "arrow", "magic", "lantern"))
    chance = Chance(1)
    assert {die.roll(chance) for _ in range(200)} == set(die.faces)
    chance.fix("hero", "magic")
    assert die.roll(chance) == "magic"


def test_track_is_capped() -> None:
    track = Track(3, low=0, high=5)
    assert track.advance(4) == 2 and track.value == 5 and track.at_max
    assert track.advance(-9) == -5 and track.at_min


def test_supply_refuses_what_it_does_not_hold() -> None:
    supply = Supply({"potion": 1}, rule_id="X-SUPPLY")
    supply.take("potion")
    with pytest.raises(IllegalAction) as info:
        supply.take("potion")
    assert info.value.rule_id == "X-SUPPLY"
    supply.give_back("potion", 2)
    assert supply.has("potion", 2) and supply.total() == 2


def test_a_reshuffled_discard_and_a_bag_draw_are_recorded_under_their_label() -> None:
    chance = Chance(3)
    chance.fix("tavern", ["y", "x"])
    deck = Deck("tavern", discard_pile=["x", "y"])
    assert deck.draw_many(chance, 2) == ["y", "x"]
    chance.fix("pouch", "b")
    assert Bag("pouch", ["a", "b"]).draw(chance) == "b"
    chance.begin()
    Deck("tavern", discard_pile=["x", "y"]).draw(chance)
    Bag("pouch", ["a", "b"]).draw(chance)
    assert [label for label, _, _ in chance.end()] == ["tavern", "pouch"]


def test_a_token_put_back_in_the_bag_can_be_drawn_again() -> None:
    bag = Bag("pouch")
    bag.put("ember")
    assert bag.contents == ["ember"]
    assert bag.draw(Chance(0)) == "ember"


def test_a_track_advances_one_step_by_default() -> None:
    track = Track(3)
    assert track.advance() == 1
    assert track.value == 4


def test_supply_holds_none_of_a_kind_it_never_held() -> None:
    supply = Supply({"fish": 1})
    assert supply.has("fish") and not supply.has("fish", 2)
    assert not supply.has("pearl")
    with pytest.raises(IllegalAction, match="only 0 pearl left"):
        supply.take("pearl")
    with pytest.raises(IllegalAction, match="only 1 fish left"):
        supply.take("fish", 2)
    supply.give_back("pearl")
    supply.give_back("fish", 3)
    assert supply.counts == {"fish": 4, "pearl": 1}
    supply.take("fish", 4)
    assert supply.counts == {"fish": 0, "pearl": 1}
