"""Shield and retaliate bonuses in play: how much they take off or send back, when a persistent bonus
spends a use, and where its card goes when the last use is spent."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, clear_monsters, new_game, place, run, set_deck

from floe_widgets.core import Event
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import TakeDamage
from floe_widgets.games.frosthaven.scenario.state import Bonus


def _hound_attacks_the_warden(bonuses: list[Bonus], attack: int = 3):
    """Hound 1 attacks the Ironbark Warden (shield 1 of his own) with a +0; the Warden takes the damage."""
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    add_monster(g, "hound", 1, (2, 1), hp=20)
    for b in bonuses:
        if b.card:                                 # the bonus's card lies in the active area
            if b.card in g.char(0).hand:
                g.char(0).hand.remove(b.card)
            g.char(0).active.append(b.card)
        g.fig("C0").bonuses.append(b)
    set_deck(g, "M", "+0", "+0")
    events = run(g, TK.AttackTask(actor="hound-1", target="C0", attack=attack, pierce=0, range=1, add=[], push=0,
                                  pull=0))
    if g.state.decision is not None and g.state.decision.kind == "negate":
        events += g.apply(TakeDamage())
    return g, events


@pytest.mark.rule("FH-RETALIATE-DAMAGE-1", "FH-CARD-BONUS-1")
def test_the_last_use_of_a_persistent_retaliate_sends_its_card_to_the_lost_pile() -> None:
    g, events = _hound_attacks_the_warden([Bonus("retaliate", 2, "persistent", 1, "warden-04", lost=True)])
    assert events[-2:] == [Event("Ironbark Warden retaliates for 2.", ("FH-RETALIATE-DAMAGE-1",)),
                           Event("hound 1 suffers 2 damage (18/20 left).", ("FH-ATTACK-BASE-1",), kind="damage")]
    assert g.fig("C0").bonuses == [] and "warden-04" not in g.char(0).active and "warden-04" in g.char(0).lost


@pytest.mark.rule("FH-RETALIATE-DAMAGE-1", "FH-CARD-BONUS-1")
def test_a_persistent_retaliate_with_uses_left_spends_one_and_stays() -> None:
    g, _ = _hound_attacks_the_warden([Bonus("retaliate", 2, "persistent", 3, "warden-04", lost=True)])
    assert g.fig("C0").bonuses == [Bonus("retaliate", 2, "persistent", 2, "warden-04", lost=True)]
    assert "warden-04" in g.char(0).active and g.fig("hound-1").hp == 18


@pytest.mark.rule("FH-RETALIATE-DAMAGE-1")
def test_retaliate_bonuses_add_up_and_a_round_bonus_is_not_used_up() -> None:
    g, events = _hound_attacks_the_warden([Bonus("retaliate", 2), Bonus("retaliate", 1)])
    assert Event("Ironbark Warden retaliates for 3.", ("FH-RETALIATE-DAMAGE-1",)) in events
    assert g.fig("hound-1").hp == 17 and len(g.fig("C0").bonuses) == 2


@pytest.mark.rule("FH-RETALIATE-DAMAGE-1")
def test_a_shield_bonus_is_no_retaliation() -> None:
    g, events = _hound_attacks_the_warden([Bonus("shield", 1)])
    assert not any("retaliates" in e.text for e in events) and g.fig("hound-1").hp == 20


@pytest.mark.rule("FH-SHIELD-REDUCE-1", "FH-CARD-BONUS-1")
def test_the_last_use_of_a_persistent_shield_sends_its_card_to_the_discard_pile() -> None:
    g, events = _hound_attacks_the_warden([Bonus("shield", 1, "persistent", 1, "warden-x1")], attack=4)
    assert events[0] == Event("hound 1 attacks Ironbark Warden: draws +0 (normal) -> 2.",
                              ("FH-MOD-ORDER-1", "FH-ATTACK-BASE-1", "FH-SHIELD-REDUCE-1"), kind="attack")
    ch = g.char(0)
    assert g.fig("C0").bonuses == [] and ch.discard == ["warden-x1"] and "warden-x1" not in ch.active + ch.lost
    assert g.fig("C0").hp == g.fig("C0").max_hp - 2


@pytest.mark.rule("FH-SHIELD-REDUCE-1", "FH-CARD-BONUS-1")
def test_a_persistent_shield_with_uses_left_spends_one_and_a_round_shield_none() -> None:
    g, _ = _hound_attacks_the_warden([Bonus("shield", 1, "persistent", 4, "warden-x1"), Bonus("shield", 2)],
                                     attack=5)
    assert g.fig("C0").bonuses == [Bonus("shield", 1, "persistent", 3, "warden-x1"), Bonus("shield", 2)]
    assert "warden-x1" in g.char(0).active and g.fig("C0").hp == g.fig("C0").max_hp - 1


@pytest.mark.rule("FH-RETALIATE-DAMAGE-1", "FH-ATK-11", "FH-GOAL-REWARD-1")
def test_a_monster_killed_by_retaliation_counts_as_the_retaliating_characters_kill() -> None:
    # a kill counts toward a battle goal such as "kill at least N monsters"
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    add_monster(g, "hound", 1, (2, 1), hp=2)
    g.fig("C0").bonuses.append(Bonus("retaliate", 2))
    set_deck(g, "M", "+0", "+0")
    run(g, TK.AttackTask(actor="hound-1", target="C0", attack=3, pierce=0, range=1, add=[], push=0, pull=0))
    if g.state.decision is not None and g.state.decision.kind == "negate":
        g.apply(TakeDamage())
    assert g.fig("hound-1") is None
    assert [ch.stats["kills"] for ch in g.state.characters] == [1, 0]
