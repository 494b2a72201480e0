"""The short rest's re-draw: its damage can be negated, never with the kept card."""

from __future__ import annotations

import pytest
from fh_helpers import new_game, run, texts

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import (
    LoseCards,
    Redraw,
    ShortRest,
    TakeDamage,
)


def _short_rest(g, discards: int, key_index: int = 0):
    g.state.phase = "play"
    ch = g.char(0)
    ch.discard = ch.hand[:discards]
    ch.hand = ch.hand[discards:]
    key = ch.discard[key_index]
    g.chance.fix("short-rest", key)
    run(g, TK.EndRoundTask())
    g.apply(ShortRest(0, True))
    return key


@pytest.mark.rule("FH-REST-SHORT-2", "FH-DAMAGE-NEGATE-1")
def test_the_redraw_damage_is_offered_for_negation_with_a_hand_card() -> None:
    g = new_game()
    key = _short_rest(g, 3)
    hp = g.fig("C0").hp
    g.apply(Redraw(True))
    d = g.state.decision
    assert d.kind == "negate" and d.seat == 0 and d.amount == 1
    hand_card = g.char(0).hand[0]
    g.apply(LoseCards((hand_card,)))
    ch = g.char(0)
    assert g.fig("C0").hp == hp                    # negated
    assert key in ch.hand and hand_card in ch.lost and len(ch.lost) == 2 and not ch.discard


@pytest.mark.rule("FH-REST-SHORT-2", "FH-DAMAGE-NEGATE-1")
def test_negating_the_redraw_with_discards_never_spends_the_kept_card_or_the_last_other_card() -> None:
    g = new_game()
    key = _short_rest(g, 3)
    g.apply(Redraw(True))
    pairs = [a for a in g.legal_actions() if isinstance(a, LoseCards) and len(a.cards) == 2]
    assert pairs == []                             # 3 discards: the kept one + 2, one must stay to be lost
    g2 = new_game()
    key = _short_rest(g2, 4)
    g2.apply(Redraw(True))
    pairs = [a for a in g2.legal_actions() if isinstance(a, LoseCards) and len(a.cards) == 2]
    assert pairs and all(key not in a.cards for a in pairs)
    g2.apply(pairs[0])
    ch = g2.char(0)
    assert key in ch.hand and len(ch.lost) == 3 and set(pairs[0].cards) <= set(ch.lost)


@pytest.mark.rule("FH-REST-SHORT-2")
def test_suffering_the_redraw_damage_can_exhaust() -> None:
    g = new_game()
    _short_rest(g, 3)
    g.fig("C0").hp = 1
    g.apply(Redraw(True))
    events = g.apply(TakeDamage())
    assert g.char(0).exhausted and g.fig("C0") is None and "exhausted" in texts(events)
