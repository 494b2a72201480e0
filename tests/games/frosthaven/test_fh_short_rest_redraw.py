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


@pytest.mark.rule("FH-REST-SHORT-1", "FH-REST-SHORT-2")
def test_the_log_of_a_short_rest_whose_redraw_damage_is_suffered_names_each_card() -> None:
    g = new_game()
    key = _short_rest(g, 3)
    other = g.char(0).discard[2]
    said = [(e.text, e.rules, e.player) for e in g.history[-1].events]   # the short rest _short_rest took
    assert said == [("Ironbark Warden short rests: Rooted Guard (11) would be lost.", ("FH-REST-SHORT-1",), 0)]
    said = [(e.text, e.rules, e.player) for e in g.apply(Redraw(True))]
    assert said == [("Ironbark Warden suffers 1 damage to keep Rooted Guard (11).", ("FH-REST-SHORT-2",), 0)]
    g.chance.fix("short-rest", other)
    said = [(e.text, e.rules) for e in g.apply(TakeDamage())][:4]
    assert said == [("Ironbark Warden suffers 1 damage (9/10 left).", ("FH-ATTACK-BASE-1",)),
                    ("Ironbark Warden keeps Rooted Guard (11); Heartwood Swing (38) is lost instead.",
                     ("FH-REST-SHORT-2",)),
                    ("Ironbark Warden loses Heartwood Swing (38) and takes the rest back.", ("FH-REST-SHORT-1",)),
                    ("Elements wane.", ("FH-ELEMENT-WANE-1",))]
    ch = g.char(0)
    assert (key, other) == ("warden-01", "warden-03") and ch.lost == [other] and key in ch.hand


@pytest.mark.rule("FH-REST-SHORT-1")
def test_a_short_rest_that_keeps_the_drawn_card_lost_costs_no_damage() -> None:
    g = new_game()
    key = _short_rest(g, 3)
    hp = g.fig("C0").hp
    said = [(e.text, e.rules, e.player) for e in g.apply(Redraw(False))][:1]
    assert said == [("Ironbark Warden loses Rooted Guard (11) and takes the rest back.", ("FH-REST-SHORT-1",), 0)]
    ch = g.char(0)
    assert ch.lost == [key] and not ch.discard and g.fig("C0").hp == hp
    assert g.state.round == 2 and g.state.decision.kind == "select"
