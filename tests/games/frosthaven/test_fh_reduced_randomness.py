"""The reduced randomness variant (a scenario option): null and curse subtract 2, 2x and bless add 2,
seen through a character's attack in play with the drawn card fixed."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, set_deck

from floe_widgets.games.frosthaven.scenario.actions import KeepCard, Target


def damage_of_bark_slam(card: str, **options) -> tuple[int, object]:
    """The Warden's Attack 3 (Bark Slam, top) on a hound with 10 HP, ``card`` on top of its modifier deck."""
    g = new_game(**options)
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    hound = add_monster(g, "hound", 1, (2, 1), hp=10)
    g.char(0).deck.draw.insert(0, card)
    begin_turn(g, 0, "warden-02", "top")
    g.apply(Target("hound-1", effects=False))
    return 10 - g.fig(hound.fid).hp, g


@pytest.mark.rule("FH-VARIANT-REDUCED-1")
def test_null_and_curse_subtract_two_and_2x_and_bless_add_two() -> None:
    for card, normal, reduced in (("null", 0, 1), ("curse", 0, 1), ("2x", 6, 5), ("bless", 6, 5)):
        assert damage_of_bark_slam(card)[0] == normal, card
        assert damage_of_bark_slam(card, reduced_randomness=True)[0] == reduced, card


@pytest.mark.rule("FH-VARIANT-REDUCED-1", "FH-ATK-7")
def test_bless_and_curse_still_go_back_to_their_supply() -> None:
    _, plain = damage_of_bark_slam("bless")
    _, reduced = damage_of_bark_slam("bless", reduced_randomness=True)
    assert reduced.state.bless_supply == plain.state.bless_supply
    assert "bless" not in reduced.char(0).deck.cards()
    _, plain = damage_of_bark_slam("curse")
    _, reduced = damage_of_bark_slam("curse", reduced_randomness=True)
    assert reduced.state.player_curses == plain.state.player_curses
    assert "curse" not in reduced.char(0).deck.cards()


def test_the_variant_is_saved_only_when_on() -> None:
    assert "reduced" not in new_game().to_json()
    g = new_game(reduced_randomness=True)
    assert g.options["reduced_randomness"] is True
    assert type(g).load(g.to_json()).char(0).deck.reduced


@pytest.mark.rule("FH-VARIANT-REDUCED-1", "FH-MOD-SHUFFLE-1")
def test_null_and_2x_keep_their_shuffle_icon_and_other_cards_touch_no_supply() -> None:
    for card, shuffles in (("null", True), ("2x", True), ("+1", False), ("bless", False)):
        _, g = damage_of_bark_slam(card, reduced_randomness=True)
        assert g.char(0).deck.reshuffle is shuffles, card
    _, plain = damage_of_bark_slam("+1")
    _, reduced = damage_of_bark_slam("+1", reduced_randomness=True)
    assert (reduced.state.player_curses, reduced.state.bless_supply) == (plain.state.player_curses,
                                                                         plain.state.bless_supply)


@pytest.mark.rule("FH-VARIANT-REDUCED-1", "FH-ATK-6")
def test_a_2x_kept_from_an_ambiguous_pair_adds_two() -> None:
    g = new_game(reduced_randomness=True)
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    add_monster(g, "hound", 1, (2, 1), hp=20)
    g.fig("C0").conditions = {"strengthen": 5}          # advantage
    set_deck(g, 0, "2x", "+1:muddle", "+2")
    begin_turn(g, 0, "warden-02", "top")                # Bark Slam: attack 3
    g.apply(Target("hound-1", effects=False))
    assert g.state.decision.kind == "modifier"          # 2x (+2) or +1 and a muddle: the player picks
    said = [e.text for e in g.apply(KeepCard("2x"))]
    assert said[1] == "Ironbark Warden attacks hound 1: draws 2x +1, muddle (advantage) -> 5."
    assert g.fig("hound-1").hp == 20 - 5
