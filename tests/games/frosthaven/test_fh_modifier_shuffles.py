"""Modifier decks: shuffle icons, shuffles under each deck's label, and the card of a pair kept
with advantage or disadvantage."""

from __future__ import annotations

import pytest

from floe_widgets.core import Chance
from floe_widgets.games.frosthaven.scenario import modifiers as M
from floe_widgets.games.frosthaven.scenario import perks as PERKS


@pytest.mark.rule("FH-ATK-3", "FH-ATK-3a", "FH-MOD-SHUFFLE-1")
def test_2x_and_null_carry_the_shuffle_icon_bless_and_curse_do_not() -> None:
    assert M.parse("2x") == M.Card("2x", 0, "double", False, "", shuffle=True, condition_card=False)
    assert M.parse("bless") == M.Card("bless", 0, "double", False, "", shuffle=False, condition_card=True)
    assert M.parse("null") == M.Card("null", 0, "null", False, "", shuffle=True, condition_card=False)
    assert M.parse("curse") == M.Card("curse", 0, "null", False, "", shuffle=False, condition_card=True)
    assert M.parse("+1") == M.Card("+1", 1, "add", False, "", shuffle=False, condition_card=False)
    assert M.parse("r+1:wound") == M.Card("r+1:wound", 1, "add", True, "wound", shuffle=False, condition_card=False)
    d = M.ModDeck(draw=["bless", "2x", "+1"])
    M.draw_one(d, Chance(0), "deck-0")
    assert d.reshuffle is False and d.discard == []          # bless goes back to the supply
    M.draw_one(d, Chance(0), "deck-0")
    assert d.reshuffle is True and d.discard == ["2x"]


@pytest.mark.rule("FH-MOD-SHUFFLE-1")
def test_the_end_of_round_shuffle_is_drawn_under_the_decks_label() -> None:
    ch = Chance(0)
    order = ["2x", "+0", "-1", "+1", "-2", "null"]
    ch.fix("deck-0", order)
    d = M.ModDeck(draw=["+1", "-2"], discard=["-1", "+0", "2x", "null"], reshuffle=True)
    M.shuffle_all(d, ch, "deck-0")
    assert d.draw == order and d.discard == [] and d.reshuffle is False


@pytest.mark.rule("FH-MOD-DECK-1", "FH-CHAR-PERK-1")
def test_a_new_deck_is_shuffled_under_its_label() -> None:
    order = ["2x", "null", "+2", "-2"] + ["+0"] * 6 + ["-1"] * 5 + ["+1"] * 5
    ch = Chance(0)
    ch.fix("deck-0", order)
    assert M.new_deck(ch, "deck-0").draw == order
    ch.fix("deck-1", order)
    assert PERKS.new_deck(ch, "deck-1", "warden").draw == order


@pytest.mark.rule("FH-MOD-BLESSCURSE-1")
def test_a_curse_is_shuffled_in_under_the_decks_label() -> None:
    ch = Chance(0)
    order = ["+0", "-1", "curse", "+1", "2x", "+2"]
    ch.fix("deck-1", order)
    d = M.ModDeck(draw=["+0", "-1", "+1", "2x", "+2"])
    M.add_condition_card(d, ch, "deck-1", "curse")
    assert d.draw == order


@pytest.mark.rule("FH-ATK-3")
def test_an_empty_draw_pile_is_reshuffled_under_the_decks_label() -> None:
    ch = Chance(0)
    ch.fix("deck-M", ["-1", "+2", "+0", "+1", "-2"])
    d = M.ModDeck(draw=[], discard=["+0", "+1", "-1", "-2", "+2"])
    used, drawn = M.draw_for_attack(d, ch, "deck-M", 3)
    assert [c.text for c in used] == ["-1"] and d.draw == ["+2", "+0", "+1", "-2"] and d.discard == ["-1"]


@pytest.mark.rule("FH-ADV-ROLL-1", "FH-ADV-ADV-1")
def test_advantage_keeps_every_leading_rolling_card() -> None:
    used, drawn = M.draw_for_attack(M.ModDeck(draw=["r+1", "r+2", "+0", "-1", "+2"]), Chance(0), "x", 2,
                                    "advantage")
    assert [c.text for c in drawn] == ["r+1", "r+2", "+0", "-1"]
    assert [c.text for c in used] == ["r+1", "r+2", "+0"] and M.apply(2, used) == 5


@pytest.mark.rule("FH-ATK-6", "FH-ADV-ADV-1", "FH-ADV-DIS-1")
def test_two_equally_good_cards_use_the_first_drawn() -> None:
    two_x, bless = M.parse("2x"), M.parse("bless")
    assert M.better(3, two_x, bless) is two_x and M.better(3, bless, two_x) is bless
    assert M.worse(3, two_x, bless) is two_x and M.worse(3, bless, two_x) is bless
    used, _ = M.draw_for_attack(M.ModDeck(draw=["bless", "2x"]), Chance(0), "x", 3, "advantage")
    assert [c.text for c in used] == ["bless"]


@pytest.mark.rule("FH-ATK-6", "FH-ADV-DIS-1")
def test_with_equal_numbers_the_card_without_an_effect_is_the_worse() -> None:
    plain, poison = M.parse("+1"), M.parse("+1:poison")
    assert M.worse(3, poison, plain) is plain and M.worse(3, plain, poison) is plain
    used, _ = M.draw_for_attack(M.ModDeck(draw=["+1:poison", "+1"]), Chance(0), "x", 3, "disadvantage")
    assert [c.text for c in used] == ["+1"]


@pytest.mark.rule("FH-ATK-3")
def test_a_save_whose_monster_deck_ran_out_in_the_middle_of_an_attack_loads_again() -> None:
    # In this recorded game a monster attack found the monster deck's draw pile empty and shuffled its discards
    # at once; loading replays that shuffle from the save under the monster deck's own label.
    from pathlib import Path

    from floe_widgets.games.frosthaven.scenario.game import Frosthaven

    path = Path(__file__).parent / "data" / "recorded_saves" / "three-greedy-fixed-seed2.json"
    assert '"deck-M"' in path.read_text(encoding="utf-8")
    assert Frosthaven.load(path).to_json(indent=1).encode("utf-8") == path.read_bytes()


@pytest.mark.rule("FH-ATK-3", "FH-ADV-ADV-1")
@pytest.mark.parametrize("mode", ["advantage", "disadvantage"])
def test_a_draw_pile_that_runs_out_in_the_middle_of_a_pair_is_reshuffled_under_the_decks_label(mode: str) -> None:
    ch = Chance(0)
    refill = ["+2", "-2", "+0", "-1", "+1", "2x"]
    ch.fix("deck-M", refill)
    d = M.ModDeck(draw=["+0"], discard=["+1", "-1", "+2", "-2", "2x"])
    used, drawn = M.draw_for_attack(d, ch, "deck-M", 3, mode)
    assert [c.text for c in drawn] == ["+0", "+2"]
    assert [c.text for c in used] == (["+2"] if mode == "advantage" else ["+0"])
    assert d.draw == refill[1:] and d.discard == ["+2"]
