"""Damage in play: ward and brittle, negating by losing cards, suffering, a monster's death and its loot,
a character's exhaustion; what the log says of each, the rules it cites, and what changes on the board."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, run, set_deck

from floe_widgets.core import Event
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import LoseCards, TakeDamage, Target
from floe_widgets.games.frosthaven.scenario.state import Bonus, Figure


def _duel(**options):
    g = new_game(**options)
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    return g


def _suffers(name: str, amount: int, hp: int, max_hp: int) -> Event:
    return Event(f"{name} suffers {amount} damage ({hp}/{max_hp} left).", ("FH-ATTACK-BASE-1",), kind="damage")


@pytest.mark.rule("FH-MOD-WARDBRITTLE-1")
def test_ward_and_brittle_together_cancel_and_both_go() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (5, 5), hp=30).conditions = {"ward": 0, "brittle": 0}
    assert run(g, TK.DamageTask(target="hound-1", value=5)) == [
        Event("hound 1's ward and brittle cancel the damage: 5.", ("FH-MOD-WARDBRITTLE-1",)),
        _suffers("hound 1", 5, 25, 30)]
    assert g.fig("hound-1").conditions == {}


@pytest.mark.rule("FH-COND-WARD-1")
def test_ward_halves_the_damage_rounding_down_and_goes() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (5, 5), hp=30).conditions = {"ward": 0, "poison": 0}
    assert run(g, TK.DamageTask(target="hound-1", value=5)) == [
        Event("hound 1's ward halves the damage: 2.", ("FH-COND-WARD-1",)), _suffers("hound 1", 2, 28, 30)]
    assert g.fig("hound-1").conditions == {"poison": 0}


@pytest.mark.rule("FH-COND-WARD-1")
def test_ward_that_halves_one_damage_to_nothing_is_used_up_and_nothing_is_suffered() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (5, 5), hp=30).conditions = {"ward": 0}
    assert run(g, TK.DamageTask(target="hound-1", value=1)) == [
        Event("hound 1's ward halves the damage: 0.", ("FH-COND-WARD-1",))]
    assert g.fig("hound-1").hp == 30 and g.fig("hound-1").conditions == {}


@pytest.mark.rule("FH-COND-4")
def test_no_damage_leaves_ward_and_brittle_in_place() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (5, 5), hp=30).conditions = {"ward": 0}
    add_monster(g, "hound", 2, (5, 6), hp=30).conditions = {"brittle": 0}
    assert run(g, TK.DamageTask(target="hound-1", value=0), TK.DamageTask(target="hound-2", value=0)) == []
    assert g.fig("hound-1").conditions == {"ward": 0} and g.fig("hound-2").conditions == {"brittle": 0}


@pytest.mark.rule("FH-DAMAGE-NEGATE-1", "FH-ATK-10")
def test_one_card_lost_from_the_hand_negates_the_damage_and_the_log_names_the_player() -> None:
    g = _duel()
    ch = g.char(0)
    hand = list(ch.hand)
    assert run(g, TK.DamageTask(target="C0", value=3, source="hound-1")) == []
    assert g.state.decision.kind == "negate"
    events = g.apply(LoseCards((hand[1],)))
    assert events[0] == Event("Ironbark Warden loses 1 card to negate 3 damage.",
                              ("FH-DAMAGE-NEGATE-1", "FH-ATK-10"), player=0)
    ch = g.char(0)
    assert ch.lost == [hand[1]] and ch.hand == hand[:1] + hand[2:]
    assert g.fig("C0").hp == g.fig("C0").max_hp
    assert (ch.stats["negated"], ch.stats["damage"]) == (1, 0)


@pytest.mark.rule("FH-DAMAGE-NEGATE-1")
def test_two_cards_lost_from_the_discard_pile_negate_the_damage() -> None:
    g = _duel()
    ch = g.char(0)
    ch.discard = [ch.hand.pop(), ch.hand.pop()]
    hand, discard = list(ch.hand), list(ch.discard)
    run(g, TK.DamageTask(target="C0", value=4, source="hound-1"))
    assert g.apply(LoseCards(tuple(discard)))[0].text == "Ironbark Warden loses 2 cards to negate 4 damage."
    ch = g.char(0)
    assert ch.discard == [] and ch.hand == hand and sorted(ch.lost) == sorted(discard)


@pytest.mark.rule("FH-DAMAGE-NEGATE-1", "FH-ATTACK-BASE-1")
def test_a_character_who_takes_the_damage_suffers_it_and_it_counts_for_the_battle_goals() -> None:
    g = _duel()
    run(g, TK.DamageTask(target="C0", value=3, source="hound-1"))
    events = g.apply(TakeDamage())
    assert events[0] == _suffers("Ironbark Warden", 3, 7, 10)
    assert (g.char(0).stats["damage"], g.char(0).stats["negated"]) == (3, 0)


@pytest.mark.rule("FH-DAMAGE-NEGATE-1")
def test_a_character_with_no_hand_and_one_discard_cannot_negate_and_suffers_at_once() -> None:
    g = _duel()
    ch = g.char(0)
    ch.discard, ch.hand = ch.hand[:1], []
    assert run(g, TK.DamageTask(target="C0", value=2, source="hound-1"))[0] == _suffers("Ironbark Warden", 2, 8, 10)
    assert g.state.decision is None or g.state.decision.kind != "negate"
    g = _duel()
    ch = g.char(0)
    ch.discard, ch.hand = ch.hand[:2], []
    run(g, TK.DamageTask(target="C0", value=2, source="hound-1"))
    assert g.state.decision.kind == "negate"                # two discards can still be lost


@pytest.mark.rule("FH-COND-REGEN-1")
def test_suffering_damage_ends_regenerate_and_says_so() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (5, 5), hp=10).conditions = {"regenerate": 0, "wound": 0}
    assert run(g, TK.DamageTask(target="hound-1", value=1)) == [
        _suffers("hound 1", 1, 9, 10),
        Event("hound 1 loses regenerate on suffering damage.", ("FH-COND-REGEN-1",))]
    assert g.fig("hound-1").conditions == {"wound": 0}


@pytest.mark.rule("FH-ATK-11", "FH-LOOT-DROP-1", "FH-TURN-5")
def test_a_monster_killed_by_a_summon_counts_for_its_owner_frees_its_standee_and_drops_loot() -> None:
    g = _duel()
    g.state.figures.append(Figure("S1-1", "summon", "Sprite", (0, 0), 3, 3, owner=1))
    add_monster(g, "hound", 2, (4, 4), hp=2)
    g.state.used_standees["hound"] = [1, 2]
    tokens = list(g.state.loot_tokens)
    assert run(g, TK.DamageTask(target="hound-2", value=5, source="S1-1")) == [
        _suffers("hound 2", 5, 0, 4),
        Event("hound 2 dies.", ("FH-ATK-11",), kind="death"),
        Event("hound 2 drops a loot token.", ("FH-LOOT-DROP-1",))]
    assert g.fig("hound-2") is None and g.state.used_standees["hound"] == [1]
    assert g.state.loot_tokens == tokens + [(4, 4)]
    assert (g.char(1).stats["kills"], g.char(0).stats["kills"]) == (1, 0)


@pytest.mark.rule("FH-ATK-11")
def test_a_monster_summoned_in_play_drops_nothing_and_a_trap_kill_counts_for_nobody() -> None:
    g = _duel()
    add_monster(g, "hound", 3, (4, 4), hp=2).summoned_round = 1
    tokens = list(g.state.loot_tokens)
    assert run(g, TK.DamageTask(target="hound-3", value=5, source="trap"))[1:] == [
        Event("hound 3 dies.", ("FH-ATK-11",), kind="death"),
        Event("hound 3 was summoned: it drops no loot.", ("FH-ATK-11",))]
    assert g.state.loot_tokens == tokens
    assert [ch.stats["kills"] for ch in g.state.characters] == [0, 0]


@pytest.mark.rule("FH-ATK-11")
def test_a_monster_killed_by_a_monster_counts_for_no_character() -> None:
    g = _duel()
    add_monster(g, "hound", 1, (4, 4), hp=2)
    add_monster(g, "hound", 2, (4, 5), hp=2)
    run(g, TK.DamageTask(target="hound-2", value=5, source="hound-1"))
    assert g.fig("hound-2") is None and [ch.stats["kills"] for ch in g.state.characters] == [0, 0]


@pytest.mark.rule("FH-EXHAUST-HP-1", "FH-EXHAUST-EFFECT-1", "FH-SUMMON-DEATH-1")
def test_a_character_at_zero_hit_points_is_exhausted_with_every_card_lost_and_the_log_says_so() -> None:
    g = _duel()
    g.state.figures.append(Figure("S0-1", "summon", "Sprite", (0, 0), 3, 3, owner=0))
    g.state.figures.append(Figure("S1-1", "summon", "Sprite", (0, 1), 3, 3, owner=1))
    ch = g.char(0)
    ch.discard, ch.active = [ch.hand.pop()], [ch.hand.pop()]
    cards = sorted(ch.hand + ch.discard + ch.active + ch.selected + ch.lost)
    g.fig("C0").hp = 1
    run(g, TK.DamageTask(target="C0", value=5, source="hound-1"))
    assert g.apply(TakeDamage()) == [
        _suffers("Ironbark Warden", 5, 0, 10),
        Event("Ironbark Warden drops to 0 hit points and is exhausted.", ("FH-EXHAUST-HP-1",), kind="exhausted"),
        Event("Ironbark Warden leaves the scenario; its summons vanish.",
              ("FH-EXHAUST-EFFECT-1", "FH-SUMMON-DEATH-1"))]
    ch = g.char(0)
    assert ch.exhausted and not ch.dead and not g.is_over
    assert (ch.hand, ch.discard, ch.active, ch.selected) == ([], [], [], []) and sorted(ch.lost) == cards
    assert g.fig("C0") is None and g.fig("S0-1") is None and g.fig("S1-1") is not None


@pytest.mark.rule("FH-VARIANT-PERMADEATH-1", "FH-EXHAUST-HP-1")
def test_under_the_dying_variant_a_character_at_zero_hit_points_dies_for_good() -> None:
    g = _duel(permadeath=True)
    g.fig("C1").hp = 2
    run(g, TK.DamageTask(target="C1", value=2, source="hound-1"))
    events = g.apply(TakeDamage())
    assert events[1] == Event("Emberwright drops to 0 hit points and dies permanently.",
                              ("FH-VARIANT-PERMADEATH-1", "FH-EXHAUST-HP-1"), kind="death", player=1)
    assert events[2].rules == ("FH-EXHAUST-EFFECT-1", "FH-SUMMON-DEATH-1")
    assert g.char(1).dead and g.char(1).exhausted and not g.char(0).dead


@pytest.mark.rule("FH-EXHAUST-EFFECT-1", "FH-RETALIATE-DAMAGE-1")
def test_a_character_exhausted_by_retaliation_in_its_own_turn_ends_that_turn() -> None:
    g = _duel()
    add_monster(g, "brute", 1, (2, 1), hp=20).bonuses.append(Bonus("retaliate", 5))
    ch = g.char(0)
    ch.hand, ch.discard = ["warden-02", "warden-03"], []
    set_deck(g, 0, "+0")
    begin_turn(g, 0, "warden-02", "top")                # Bark Slam: attack 3; nothing left to lose
    g.fig("C0").hp = 3
    events = g.apply(Target("brute-1", effects=False))
    assert Event("brute 1 retaliates for 5.", ("FH-RETALIATE-DAMAGE-1",)) in events
    assert g.char(0).exhausted and g.fig("C0") is None
    assert g.state.turn is None or g.state.turn.fid != "C0"
