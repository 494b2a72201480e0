"""Class perks (perks.py): perk marks from checkmarks, the modifier deck a set of perks gives, refusals."""

from __future__ import annotations

from collections import Counter

import pytest

from floe_widgets.core import Chance, RandomBot, SetupError, play
from floe_widgets.games.frosthaven.scenario import cards as C
from floe_widgets.games.frosthaven.scenario import conditions as COND
from floe_widgets.games.frosthaven.scenario import modifiers as MOD
from floe_widgets.games.frosthaven.scenario import perks as P
from floe_widgets.games.frosthaven.scenario.game import Frosthaven

STANDARD = Counter(MOD.STANDARD_DECK)


def all_perks(cls: str) -> list[str]:
    return [p["id"] for p in P.perks(cls) for _ in range(p["uses"])]


@pytest.mark.rule("FH-CHAR-PERK-1", "FH-GOAL-PERK-1")
def test_every_three_checkmarks_give_one_perk_mark() -> None:
    assert [P.perk_marks(n) for n in (0, 2, 3, 5, 6, 17, 18, 30)] == [0, 0, 1, 1, 2, 5, 6, 6]
    assert P.perks_earned(level=1, checkmarks=3) == 1
    assert P.perks_earned(level=4, checkmarks=7, masteries=1) == 3 + 2 + 1


@pytest.mark.rule("FH-CHAR-PERK-1")
def test_a_chosen_perk_changes_the_deck_exactly() -> None:
    assert P.deck_cards("warden", []) == list(MOD.STANDARD_DECK)
    deck = P.deck_cards("warden", ["drop-minus-ones", "rooting-blow", "drop-minus-ones"])
    assert Counter(deck) == STANDARD - Counter({"-1": 4}) + Counter({"+1:immobilize": 1})
    assert len(deck) == 20 - 4 + 1
    swap = P.deck_cards("emberwright", ["blaze"])
    assert Counter(swap) == STANDARD - Counter({"+0": 2}) + Counter({"+2": 1})
    # the deck depends on which perks were taken, not on the order they are listed in
    assert P.deck_cards("warden", ["rooting-blow", "drop-minus-ones"]) == P.deck_cards(
        "warden", ["drop-minus-ones", "rooting-blow"])


@pytest.mark.rule("FH-CHAR-PERK-1")
def test_bad_perks_are_refused() -> None:
    with pytest.raises(ValueError, match="no perk \"no-such-perk\"; a character buys only its class's perks"):
        P.deck_cards("warden", ["no-such-perk"])
    with pytest.raises(ValueError, match="no perk \"Add one \\+1 poison card\""):
        P.deck_cards("warden", ["venom"])                          # a shadefang perk, named by its text
    with pytest.raises(ValueError, match="can be taken once, not 2 times"):
        P.deck_cards("warden", ["heavy-swing", "heavy-swing"])     # uses: 1
    assert P.check_perks("warden", ["thorn-roll", "thorn-roll"]) == ('The perk "Add two rolling +1 cards" can be taken '
                                                                     'once, not 2 times.')
    assert P.check_perks("warden", ["thorn-roll"]) is None


@pytest.mark.rule("FH-CHAR-PERK-1")
def test_a_perk_of_two_uses_taken_three_times_is_refused_at_setup() -> None:
    # seat 0 plays the warden; "drop-minus-ones" may be taken twice
    plain = Counter(Frosthaven(players=2).char(0).deck.draw)
    twice = Counter(Frosthaven(players=2, perks={0: ["drop-minus-ones"] * 2}).char(0).deck.draw)
    assert twice == plain - Counter({"-1": 4})
    with pytest.raises(SetupError) as info:
        Frosthaven(players=2, perks={0: ["drop-minus-ones"] * 3})
    assert info.value.rule_id == "FH-CHAR-PERK-1"
    assert info.value.reason == ('perks of character 1: The perk "Remove two -1 cards" can be taken 2 times, '
                                 'not 3.')


@pytest.mark.rule("FH-CHAR-PERK-1")
def test_a_perk_cannot_remove_a_card_the_deck_lacks(monkeypatch: pytest.MonkeyPatch) -> None:
    greedy = [{"id": "purge", "text": "Remove the -2 card", "uses": 2, "remove": ["-2"], "add": []}]
    monkeypatch.setattr(P, "perks", lambda cls: greedy)
    assert Counter(P.deck_cards("warden", ["purge"])) == STANDARD - Counter({"-2": 1})
    with pytest.raises(ValueError, match="The perk \"Remove the -2 card\" removes a -2 card the deck no longer holds"):
        P.deck_cards("warden", ["purge", "purge"])


@pytest.mark.rule("FH-CHAR-PERK-1")
@pytest.mark.parametrize("cls", C.class_ids())
def test_class_perk_lists_are_complete_and_all_can_be_taken(cls: str) -> None:
    plist = P.perks(cls)
    assert 8 <= len(plist) <= 10
    assert len({p["id"] for p in plist}) == len(plist)
    for p in plist:
        assert p["text"] and p["uses"] >= 1 and (p["remove"] or p["add"])
        for card in p["remove"] + p["add"]:
            parsed = MOD.parse(card)           # every card is in the modifier notation
            assert not parsed.effect or parsed.effect in COND.NEGATIVE
        for card in p["remove"]:
            assert card in STANDARD
    deck = P.deck_cards(cls, all_perks(cls))   # taking every perk every time is still a valid deck
    removed = sum((Counter(p["remove"]) for p in plist for _ in range(p["uses"])), Counter())
    added = sum((Counter(p["add"]) for p in plist for _ in range(p["uses"])), Counter())
    assert Counter(deck) == STANDARD - removed + added


def test_new_deck_with_no_perks_is_the_standard_shuffle() -> None:
    plain = MOD.new_deck(Chance(5), "deck-C0", ["-1"])
    assert P.new_deck(Chance(5), "deck-C0", "warden", [], ["-1"]) == plain
    perked = P.new_deck(Chance(5), "deck-C0", "warden", ["drop-minus-two"], ["-1"])
    assert Counter(perked.draw) == STANDARD - Counter({"-2": 1}) + Counter({"+0": 1, "-1": 1})


@pytest.mark.parametrize("cls", ["glintblade", "rimecaller"])
def test_a_game_with_perk_decks_plays_to_the_end(cls: str) -> None:
    """Rolling and effect cards from perks resolve in real attacks."""
    for seed in (1, 2):
        g = Frosthaven(players=2, seed=seed, classes=[cls, "shadefang"])
        s = g.state
        for ch in s.characters:
            ch.deck = P.new_deck(g.chance, f"deck-{ch.fid}", ch.cls, all_perks(ch.cls))
        g.set_position(s)
        play(g, RandomBot(seed), max_actions=5000)
        assert g.is_over
        for ch in g.state.characters:
            plain = [c for c in ch.deck.cards() if c not in ("bless", "curse")]
            assert Counter(plain) == Counter(P.deck_cards(ch.cls, all_perks(ch.cls)))
