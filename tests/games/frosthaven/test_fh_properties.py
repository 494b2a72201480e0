"""Seeded random play of the sample scenario with invariants checked after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from fh_helpers import new_game

from floe_widgets.core import IllegalAction, RandomBot
from floe_widgets.games.frosthaven.scenario import cards as C
from floe_widgets.games.frosthaven.scenario import conditions as COND
from floe_widgets.games.frosthaven.scenario import items as IT
from floe_widgets.games.frosthaven.scenario import modifiers as MOD
from floe_widgets.games.frosthaven.scenario.actions import LongRest, MoveTo, SelectCards, Target
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from tests.game_snapshots import snapshot, unchanged


def check_invariants(g: Frosthaven, hands: dict[int, Counter]) -> None:
    s = g.state
    hexes = [f.hex for f in s.figures]
    assert len(hexes) == len(set(hexes)), "one figure per hex"
    for f in s.figures:
        assert 0 < f.hp <= f.max_hp or (f.kind == "character" and f.hp == 0), (f.fid, f.hp, f.max_hp)
        for c, until in f.conditions.items():
            assert c in COND.ALL and c not in COND.DECK_CONDITIONS
            if c in COND.END_OF_NEXT_TURN:
                # expires at the end of the figure's next or following turn, never later, never missed
                assert f.turns_done < until <= f.turns_done + 2, (f.fid, c, until, f.turns_done)
            else:
                assert until == 0
    assert set(s.elements.values()) <= {0, 1, 2} and len(s.elements) == 6
    blesses = curses_m = curses_p = 0
    for ch in s.characters:
        cards = ch.hand + ch.discard + ch.lost + ch.active + ch.selected
        assert Counter(cards) == hands[ch.seat], "ability cards are conserved"
        deck = ch.deck.cards()
        extra = [c for i in C.classes()[ch.cls]["items"] for c in IT.item(i).get("add_cards", [])]
        plain = [c for c in deck if c not in ("bless", "curse")]
        assert Counter(plain) == Counter(list(MOD.STANDARD_DECK) + extra), "modifier cards are conserved"
        blesses += deck.count("bless")
        curses_p += deck.count("curse")
    mdeck = s.monster_deck.cards()
    assert Counter(c for c in mdeck if c not in ("bless", "curse")) == Counter(MOD.STANDARD_DECK)
    blesses += mdeck.count("bless")
    curses_m += mdeck.count("curse")
    assert blesses + s.bless_supply == MOD.BLESS_SUPPLY
    assert curses_m + s.monster_curses == MOD.CURSE_SUPPLY and curses_p + s.player_curses == MOD.CURSE_SUPPLY
    for t, d in s.ability_decks.items():
        ids = d.draw + d.discard + ([d.current] if d.current >= 0 else [])
        assert sorted(ids) == list(range(8)), t


@pytest.mark.rule("FH-SCEN-STEPS-1", "FH-ROUND-STEPS-1")
def test_one_hundred_random_rounds_keep_the_invariants() -> None:
    rounds = 0
    seed = 0
    outcomes = Counter()
    while rounds < 100:
        seed += 1
        players = 2 + seed % 3
        g = Frosthaven(players=players, seed=seed)
        hands = {ch.seat: Counter(ch.hand) for ch in g.state.characters}
        bot = RandomBot(seed)
        n = 0
        while not g.is_over:
            assert g.legal_actions()
            g.apply(bot.choose(g))
            n += 1
            check_invariants(g, hands)
            assert n < 5000
        rounds += g.state.round
        outcomes[g.state.phase] += 1
        assert g.winner()
        doc = g.to_json()
        assert Frosthaven.from_json(doc).to_json() == doc
        assert Frosthaven.replay(seed, g.actions, players=players).to_json() == doc
    assert rounds >= 100 and sum(outcomes.values()) == seed


def test_undo_restores_and_illegal_actions_change_nothing() -> None:
    g = new_game(seed=4)
    bot = RandomBot(4)
    rng = random.Random(4)
    seen = []
    for _ in range(80):
        if g.is_over:
            break
        legal = g.legal_actions()
        seen += rng.sample(legal, min(2, len(legal)))
        before, position = g.to_json(), snapshot(g)
        for action in seen[-20:]:
            if action not in legal:
                with pytest.raises(IllegalAction) as info:
                    g.apply(action)
                assert info.value.rule_id
                assert unchanged(g, position), f"refusing {action} changed the game"
        assert g.to_json() == before
        g.apply(bot.choose(g))
        g.undo()
        assert g.to_json() == before
        g.redo()


@pytest.mark.rule("FH-CARD-SELECT-1", "FH-ROUND-STEPS-1")
def test_specific_illegal_choices_name_their_rule() -> None:
    g = new_game()
    before = g.to_json()
    other = g.char(1).hand
    for bad, rule in ((SelectCards(0, other[0], other[1]), "FH-CARD-SELECT-1"), (LongRest(0), "FH-CARD-SELECT-1"),
                      (MoveTo((0, 0)), "FH-ROUND-STEPS-1"), (Target("C1"), "FH-ROUND-STEPS-1")):
        with pytest.raises(IllegalAction) as info:
            g.apply(bad)
        assert info.value.rule_id == rule
        assert g.to_json() == before
