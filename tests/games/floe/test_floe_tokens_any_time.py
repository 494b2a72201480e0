"""Potions and conversions any time in one's own turn, also before choosing the kind of turn."""

from __future__ import annotations

import pytest
from floe_kit import edit, game, me

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe.effects import max_warmth


def _take_potions(g, seat: int, n: int) -> list[str]:
    """Move ``n`` Potions from the stack into ``seat``'s hand (history cleared)."""
    taken: list[str] = []

    def change(st):
        for _ in range(n):
            tok = st.supply.potions.draw_pile.pop(0)
            st.players[seat].tokens.append(tok)
            taken.append(tok)
    edit(g, change)
    return taken



@pytest.mark.rule("FLOE-WARMTH-POTION-1", "FLOE-TOKENS-USE-1")
def test_potions_drunk_before_choosing_the_turn() -> None:
    g = game()
    edit(g, lambda st: setattr(st.players[st.current], "warmth", 0))
    edit(g, lambda st: st.players[st.current].tokens.clear())
    first, second = _take_potions(g, g.current_player, 2)
    assert g.state.turn.phase == "choose"
    legal = g.legal_actions()
    assert A.UsePotion(first) in legal and A.UsePotion(second) in legal
    g.apply(A.UsePotion(first))
    g.apply(A.UsePotion(second))
    assert me(g).warmth == 2 and not any(t.startswith("potion") for t in me(g).tokens)
    # still the same turn, still to be chosen
    assert g.state.turn.phase == "choose" and A.ChooseTurn("exploration") in g.legal_actions()
    g.apply(A.ChooseTurn("exploration"))
    assert g.state.turn.kind == "exploration"


@pytest.mark.rule("FLOE-WARMTH-POTION-1", "FLOE-WARMTH-MAX-1")
def test_potion_at_max_warmth_is_allowed_and_clamped() -> None:
    # The rule sets no floor on usefulness: a Potion may be drunk at full Warmth; the gain is lost.
    g = game()
    edit(g, lambda st: setattr(st.players[st.current], "warmth", max_warmth(st.players[st.current])))
    tok = next(t for t in me(g).tokens if t.startswith("potion"))
    assert A.UsePotion(tok) in g.legal_actions()
    g.apply(A.UsePotion(tok))
    assert me(g).warmth == max_warmth(me(g)) and tok not in me(g).tokens


@pytest.mark.rule("FLOE-TOKENS-USE-1")
def test_other_players_potion_refused_before_choosing() -> None:
    g = game()
    other = 1 - g.current_player
    tok = next(t for t in g.state.players[other].tokens if t.startswith("potion"))
    assert A.UsePotion(tok) not in g.legal_actions()
    with pytest.raises(IllegalAction) as info:
        g.apply(A.UsePotion(tok))
    assert info.value.rule_id == "FLOE-TOKENS-USE-1"
    with pytest.raises(IllegalAction) as info:
        g.apply(A.EndTurn())
    assert info.value.rule_id == "FLOE-TURN-CHOICE-1"


@pytest.mark.rule("FLOE-RES-SODA-2", "FLOE-RES-CRYSTAL-1")
def test_conversions_before_choosing_the_turn() -> None:
    g = game()

    def change(st):
        p = st.players[st.current]
        p.soda = 2
        p.resources["pearl"] = 2
        p.resources["mushroom"] = 0
    edit(g, change)
    legal = g.legal_actions()
    assert A.ConvertSoda("mushroom") in legal and A.ConvertCrystal("pearl", "pearl") in legal
    crystals = me(g).crystals
    g.apply(A.ConvertCrystal("pearl", "pearl"))
    g.apply(A.ConvertSoda("mushroom"))
    assert me(g).crystals == crystals + 1 and me(g).resources["pearl"] == 0
    assert me(g).soda == 0 and me(g).resources["mushroom"] == 1 and g.state.turn.phase == "choose"


