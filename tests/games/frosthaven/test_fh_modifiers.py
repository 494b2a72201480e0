"""Attack modifier decks: composition, drawing, rolling cards, advantage and disadvantage."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, clear_monsters, new_game, run

from floe_widgets.core import Chance
from floe_widgets.games.frosthaven.scenario import modifiers as M
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.state import Figure


def deck(*cards: str) -> M.ModDeck:
    return M.ModDeck(draw=list(cards))


@pytest.mark.rule("FH-MOD-DECK-1")
def test_standard_deck_has_twenty_cards_of_the_right_kinds() -> None:
    cards = list(M.STANDARD_DECK)
    assert len(cards) == 20
    assert (cards.count("+0"), cards.count("-1"), cards.count("+1")) == (6, 5, 5)
    assert (cards.count("-2"), cards.count("+2"), cards.count("null"), cards.count("2x")) == (1, 1, 1, 1)
    assert sum(M.parse(c).value for c in cards if M.parse(c).kind == "add") == 0
    g = new_game()
    assert sorted(g.state.monster_deck.cards()) == sorted(cards)
    assert sorted(g.state.ally_deck.cards()) == sorted(cards)


@pytest.mark.rule("FH-MOD-NULL-1", "FH-AMBIG-14")
def test_null_is_zero_and_2x_doubles_the_step_one_value() -> None:
    assert M.apply(4, [M.parse("2x")]) == 8
    assert M.apply(4, [M.parse("null")]) == 0
    from floe_widgets.games.frosthaven.scenario.attacks import attack_damage
    # Attack 3 + 1 poison, 2x, shield 2 -> 8 - 2 = 6 (FH-AMBIG-14)
    assert attack_damage(3, [M.parse("2x")], poisoned=True, shield=2) == 6


@pytest.mark.rule("FH-MOD-SHUFFLE-1")
def test_shuffle_icon_cards_flag_the_deck_and_it_reshuffles_at_end_of_round() -> None:
    d = deck("+1", "null", "-1")
    M.draw_one(d, Chance(1), "x")
    assert not d.reshuffle
    M.draw_one(d, Chance(1), "x")
    assert d.reshuffle and d.discard == ["+1", "null"]
    g = new_game()
    s = g.state
    s.monster_deck = deck("-1", "+0")
    s.monster_deck.discard = ["2x", "+1"]
    s.monster_deck.reshuffle = True
    run(g, TK.EndRoundTask())
    assert len(s.monster_deck.draw) == 4 and not s.monster_deck.discard and not s.monster_deck.reshuffle


@pytest.mark.rule("FH-MOD-BLESSCURSE-1", "FH-COND-BLESS-1", "FH-COND-CURSE-1")
def test_bless_and_curse_enter_the_deck_and_leave_when_drawn() -> None:
    g = new_game()
    s = g.state
    c0 = g.fig("C1")   # the Emberwright carries no item adding modifier cards
    g.give_conditions(c0, ["bless"], c0)
    assert len(g.char(1).deck) == 21 and "bless" in g.char(1).deck.draw
    assert s.bless_supply == 9
    hound = add_monster(g, "hound", 6, (9, 9))
    g.give_conditions(hound, ["curse"], c0)
    assert "curse" in s.monster_deck.draw and s.monster_curses == 9
    d = deck("bless", "+0")
    card = M.draw_one(d, Chance(0), "x")
    assert card.kind == "double" and d.discard == [] and len(d) == 1
    d = deck("curse")
    assert M.draw_one(d, Chance(0), "x").kind == "null" and len(d) == 0


@pytest.mark.rule("FH-MOD-OWNER-1", "FH-SUMMON-ACT-1")
def test_summons_draw_from_their_summoner_deck_monsters_from_the_monster_deck() -> None:
    g = new_game()
    s = g.state
    clear_monsters(g)
    summon = Figure("S0-1", "summon", "Sprite", (1, 0), 3, 3, owner=0, move=2, attack=1)
    s.figures.append(summon)
    add_monster(g, "hound", 1, (2, 0), hp=20)
    s.round = 5
    g.char(0).deck = deck("+2", "+0")
    s.monster_deck = deck("+1", "+0")
    run(g, TK.SummonTurnTask(actor="S0-1"))
    assert g.char(0).deck.discard == ["+2"]
    assert s.monster_deck.discard == []
    assert g.deck_of(g.fig("hound-1")) is s.monster_deck


@pytest.mark.rule("FH-ADV-ADV-1", "FH-COND-STRENGTHEN-1")
def test_advantage_uses_the_better_of_two() -> None:
    used, drawn = M.draw_for_attack(deck("-1", "+1"), Chance(0), "x", 3, "advantage")
    assert [c.text for c in used] == ["+1"] and len(drawn) == 2
    # equal numbers, one with an effect: the one with the effect is better
    used, _ = M.draw_for_attack(deck("+0", "+0:poison"), Chance(0), "x", 3, "advantage")
    assert used[0].effect == "poison"
    # numerically better vs an extra effect: ambiguous -> the first drawn
    used, _ = M.draw_for_attack(deck("+0:poison", "+1"), Chance(0), "x", 3, "advantage")
    assert used[0].text == "+0:poison"


@pytest.mark.rule("FH-ADV-ROLL-1", "FH-ATK-5")
def test_advantage_with_leading_rolling_cards() -> None:
    used, drawn = M.draw_for_attack(deck("r+1", "+0", "-1"), Chance(0), "x", 2, "advantage")
    assert [c.text for c in drawn] == ["r+1", "+0", "-1"]
    assert M.apply(2, used) == 3   # +1 rolling + best of {+0, -1}


@pytest.mark.rule("FH-AMBIG-2")
def test_rolling_card_drawn_second_counts_as_an_ordinary_card() -> None:
    used, drawn = M.draw_for_attack(deck("+0", "r+1", "-1"), Chance(0), "x", 2, "advantage")
    assert len(drawn) == 2
    assert M.apply(2, used) == 3   # better of {+0, (+1 with its rolling icon ignored)}


@pytest.mark.rule("FH-ADV-DIS-1", "FH-COND-MUDDLE-1", "FH-ATK-6")
def test_disadvantage_uses_the_worse() -> None:
    used, _ = M.draw_for_attack(deck("+2", "-1"), Chance(0), "x", 3, "disadvantage")
    assert [c.text for c in used] == ["-1"]
    used, _ = M.draw_for_attack(deck("2x", "null"), Chance(0), "x", 3, "disadvantage")
    assert used[0].kind == "null"
    # equal numbers, one with an effect: the one without is worse
    used, _ = M.draw_for_attack(deck("+0:poison", "+0"), Chance(0), "x", 3, "disadvantage")
    assert used[0].text == "+0"
    # numerically worse but with an extra effect: ambiguous -> the first drawn (FH-ATK-6)
    used, _ = M.draw_for_attack(deck("+1", "+0:poison"), Chance(0), "x", 3, "disadvantage")
    assert used[0].text == "+1"
    used, _ = M.draw_for_attack(deck("+0:poison", "+1"), Chance(0), "x", 3, "disadvantage")
    assert used[0].text == "+0:poison"
    # numerically worse and no effect the other lacks: plainly the worse one, whichever came first
    used, _ = M.draw_for_attack(deck("+1:poison", "+0"), Chance(0), "x", 3, "disadvantage")
    assert used[0].text == "+0"


@pytest.mark.rule("FH-AMBIG-3")
def test_disadvantage_ignores_rolling_cards() -> None:
    used, drawn = M.draw_for_attack(deck("r+2", "+1", "-1"), Chance(0), "x", 3, "disadvantage")
    assert len(drawn) == 3 and [c.text for c in used] == ["-1"]


@pytest.mark.rule("FH-ATK-4")
def test_rolling_cards_without_advantage_keep_drawing() -> None:
    used, drawn = M.draw_for_attack(deck("r+1", "r+0:wound", "2x", "+0"), Chance(0), "x", 2, "normal")
    assert [c.text for c in drawn] == ["r+1", "r+0:wound", "2x"]
    assert M.apply(2, used) == 6   # rolling parts first, then the final 2x doubles them too


@pytest.mark.rule("FH-AMBIG-1")
def test_advantage_and_disadvantage_cancel() -> None:
    assert M.attack_mode(True, True) == "normal"
    assert M.attack_mode(True, False) == "advantage"
    assert M.attack_mode(False, True) == "disadvantage"


@pytest.mark.rule("FH-ATK-3")
def test_empty_draw_pile_is_refilled_from_the_discards() -> None:
    d = M.ModDeck(draw=[], discard=["+1", "-1"])
    card = M.draw_one(d, Chance(3), "x")
    assert card.text in ("+1", "-1") and len(d) == 2 and len(d.discard) == 1


@pytest.mark.rule("FH-ATK-7")
def test_bless_supply_runs_out() -> None:
    g = new_game()
    c0 = g.fig("C0")
    g.state.bless_supply = 0
    g.give_conditions(c0, ["bless"], c0)
    assert "bless" not in g.char(0).deck.cards()


@pytest.mark.rule("FH-ATK-6")
def test_a_null_is_never_the_ambiguous_choice_even_with_an_effect() -> None:
    plain, null = M.parse("+1"), M.parse("null:poison")
    assert not M.ambiguous(3, plain, null) and not M.ambiguous(3, null, plain)
    assert M.better(3, null, plain) is plain and M.worse(3, plain, null) is null
