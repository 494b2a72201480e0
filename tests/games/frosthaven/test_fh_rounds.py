"""Round structure: selection, initiative and its ties, turns, end of round, rests, exhaustion."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, run, texts

from floe_widgets.core import IllegalAction
from floe_widgets.games.frosthaven.scenario import cards as C
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import (
    ChooseHalf,
    LongRest,
    LoseCard,
    MoveTo,
    Perform,
    PlaceAt,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    Target,
)
from floe_widgets.games.frosthaven.scenario.rounds import Entry, order, with_summons
from floe_widgets.games.frosthaven.scenario.state import Bonus, Figure


@pytest.mark.rule("FH-INIT-ORDER-1", "FH-INIT-TIE-1")
def test_initiative_ascending_with_character_ties() -> None:
    ranked = order([Entry("C0", 20, 55, False, 0), Entry("C1", 20, 31, False, 1),
                    Entry("set:hound", 20, 0, True, 0), Entry("C2", 15, 90, False, 2)])
    assert [e.key for e in ranked] == ["C2", "C1", "C0", "set:hound"]


@pytest.mark.rule("FH-AMBIG-17", "FH-GEN-PARTY-1")
def test_remaining_ties_use_the_documented_party_order() -> None:
    ranked = order([Entry("set:archer", 45, 0, True, 1), Entry("set:hound", 45, 0, True, 0)])
    assert [e.key for e in ranked] == ["set:hound", "set:archer"]
    ranked = order([Entry("C1", 30, 40, False, 1), Entry("C0", 30, 40, False, 0)])
    assert [e.key for e in ranked] == ["C0", "C1"]


@pytest.mark.rule("FH-INIT-SUMMON-1")
def test_summons_act_just_before_their_summoner() -> None:
    assert with_summons(["set:hound", "C0", "C1"], {"C1": ["S1-1", "S1-2"]}) == \
        ["set:hound", "C0", "S1-1", "S1-2", "C1"]


@pytest.mark.rule("FH-CARD-SELECT-1", "FH-CARD-COMM-1")
def test_selection_offers_ordered_pairs_and_long_rest_needs_two_discards() -> None:
    g = new_game()
    legal = g.legal_actions()
    hand = g.char(0).hand
    assert len([a for a in legal if isinstance(a, SelectCards)]) == len(hand) * (len(hand) - 1)
    assert LongRest(0) not in legal
    with pytest.raises(IllegalAction) as info:
        g.apply(LongRest(0))
    assert info.value.rule_id == "FH-CARD-SELECT-1"
    g.char(0).discard = [g.char(0).hand.pop(), g.char(0).hand.pop()]
    g.position_changed()
    assert LongRest(0) in g.legal_actions()
    g.apply(SelectCards(0, hand[0], hand[1]))
    assert g.char(0).initiative == C.initiative(hand[0]) and g.current_player == 1


@pytest.mark.rule("FH-INIT-REVEAL-1", "FH-ROUND-STEPS-1", "FH-SCEN-STEPS-1")
def test_reveal_draws_one_card_per_monster_set_on_the_map() -> None:
    g = new_game()
    on_map = {f.mtype for f in g.state.figures if f.kind == "monster"}
    assert g.state.phase == "select" and g.state.round == 1
    for seat in (0, 1):
        hand = g.char(seat).hand
        events = g.apply(SelectCards(seat, hand[0], hand[1]))
    drawn = {t for t, d in g.state.ability_decks.items() if d.current >= 0}
    assert drawn == on_map and "brute" not in drawn
    assert "FH-INIT-ORDER-1" in texts(events)


@pytest.mark.rule("FH-CARD-ACTION-1")
def test_one_top_and_one_bottom_from_different_cards() -> None:
    g = new_game()
    clear_monsters(g)
    begin_turn(g, 0, "warden-02", "bottom", other="warden-07")
    g.apply(Skip())
    legal = g.legal_actions()
    halves = [a for a in legal if isinstance(a, ChooseHalf)]
    assert {(a.card, a.half) for a in halves} == {("warden-07", "top")}
    with pytest.raises(IllegalAction):
        g.apply(ChooseHalf("warden-07", "bottom"))


@pytest.mark.rule("FH-CARD-ORDER-1", "FH-GEN-3")
def test_abilities_of_an_action_resolve_in_printed_order() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    add_monster(g, "hound", 1, (3, 1))
    begin_turn(g, 0, "warden-04", "bottom")   # move 2, then attack 1
    legal = g.legal_actions()
    assert any(isinstance(a, MoveTo) for a in legal) and not any(isinstance(a, Target) for a in legal)
    g.apply(MoveTo((2, 1)))
    assert not any(isinstance(a, Target) for a in g.legal_actions())   # one point of the move is left
    g.apply(Skip())
    assert Target("hound-1") in g.legal_actions()


@pytest.mark.rule("FH-CARD-SKIP-1")
def test_mandatory_ability_cannot_be_skipped() -> None:
    g = new_game()
    clear_monsters(g)
    g.char(0).hand.append("warden-x2")
    hp = g.fig("C0").hp
    begin_turn(g, 0, "warden-x2", "bottom")   # suffer 1 (!), then jump 4
    from floe_widgets.games.frosthaven.scenario.actions import TakeDamage
    assert g.state.decision.kind == "negate"
    g.apply(TakeDamage())
    assert g.fig("C0").hp == hp - 1 + (1 if g.fig("C0").shield else 0) or g.fig("C0").hp == hp - 1


@pytest.mark.rule("FH-CARD-DEST-1", "FH-AMBIG-10", "FH-CARD-BONUS-1")
def test_card_destinations_lost_active_discard() -> None:
    g = new_game()
    clear_monsters(g)
    begin_turn(g, 0, "warden-08", "top", other="warden-01")   # lost attack (no target: it ends by itself)
    assert "warden-08" in g.char(0).lost
    g.apply(ChooseHalf("warden-01", "bottom"))
    g.apply(Skip())
    assert "warden-01" in g.char(0).discard
    g = new_game()
    clear_monsters(g)
    begin_turn(g, 0, "warden-04", "top", other="warden-02")   # persistent retaliate 2, 3 uses, lost
    g.apply(Perform())
    assert "warden-04" in g.char(0).active
    f = g.fig("C0")
    b = next(b for b in f.bonuses if b.kind == "retaliate")
    assert (b.duration, b.uses, b.lost) == ("persistent", 3, True)
    # a round bonus card stays in the active area until the end of the round
    g = new_game()
    clear_monsters(g)
    begin_turn(g, 0, "warden-01", "top", other="warden-02")   # shield 2, retaliate 1 (round)
    g.apply(Perform())
    g.apply(Perform())
    assert "warden-01" in g.char(0).active
    g.apply(ChooseHalf("warden-02", "bottom"))
    g.apply(Skip())
    assert not g.fig("C0").bonuses and "warden-01" in g.char(0).discard + g.char(0).hand + g.char(0).lost


@pytest.mark.rule("FH-CARD-BONUS-1")
def test_persistent_bonus_leaves_after_its_uses() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    f = g.fig("C0")
    g.char(0).active = ["warden-x1"]
    f.bonuses = [Bonus("shield", 1, "persistent", 1, "warden-x1", True)]
    h = add_monster(g, "hound", 1, (2, 1))
    from fh_helpers import set_deck
    set_deck(g, "M", "+0")
    run(g, TK.AttackTask(actor=h.fid, target="C0", attack=3, pierce=0, range=1, add=[], push=0, pull=0))
    assert not g.fig("C0").bonuses and "warden-x1" in g.char(0).lost and not g.char(0).active


@pytest.mark.rule("FH-ROUND-END-1", "FH-TURN-8")
def test_end_of_round_order_bonuses_then_rests_then_waning() -> None:
    g = new_game()
    g.state.phase = "play"
    f = g.fig("C0")
    f.bonuses = [Bonus("shield", 1), Bonus("shield", 1, "persistent", 2)]
    ch = g.char(0)
    ch.discard = [ch.hand.pop(), ch.hand.pop()]
    g.state.elements["air"] = 2
    events = run(g, TK.EndRoundTask())
    assert [b.duration for b in g.fig("C0").bonuses] == ["persistent"]
    assert g.state.decision.kind == "short_rest" and g.state.elements["air"] == 2   # waning comes after
    g.apply(ShortRest(0, False))
    assert g.state.elements["air"] == 1
    assert "FH-ROUND-END-1" in texts(events)


@pytest.mark.rule("FH-REST-SHORT-1", "FH-REST-1")
def test_short_rest_loses_one_random_discard() -> None:
    g = new_game()
    g.state.phase = "play"
    ch = g.char(0)
    ch.discard = ch.hand[:4]
    ch.hand = ch.hand[4:]
    g.chance.fix("short-rest", ch.discard[2])
    run(g, TK.EndRoundTask())
    g.apply(ShortRest(0, True))
    g.apply(Redraw(False))
    ch = g.char(0)
    assert ch.lost == [ch.lost[0]] and len(ch.lost) == 1 and not ch.discard and len(ch.hand) == 9


@pytest.mark.rule("FH-REST-SHORT-2")
def test_short_rest_redraw_costs_one_damage() -> None:
    g = new_game()
    g.state.phase = "play"
    ch = g.char(0)
    ch.discard = ch.hand[:3]
    ch.hand = ch.hand[3:]
    key = ch.discard[0]
    g.chance.fix("short-rest", key)
    run(g, TK.EndRoundTask())
    g.apply(ShortRest(0, True))
    hp = g.fig("C0").hp
    g.apply(Redraw(True))
    g.apply(TakeDamage())
    ch = g.char(0)
    assert key in ch.hand and len(ch.lost) == 1 and ch.lost[0] != key and g.fig("C0").hp == hp - 1


@pytest.mark.rule("FH-AMBIG-6")
def test_short_rest_needs_two_discards() -> None:
    g = new_game()
    g.state.phase = "play"
    ch = g.char(0)
    ch.discard = [ch.hand.pop()]
    run(g, TK.EndRoundTask())
    assert g.state.decision is None or g.state.decision.kind != "short_rest" or g.state.decision.seat != 0


@pytest.mark.rule("FH-REST-LONG-1", "FH-REST-2", "FH-ITEM-SPENT-1")
def test_long_rest_loses_a_chosen_card_heals_two_and_refreshes_spent_items() -> None:
    g = new_game()
    clear_monsters(g)
    ch = g.char(0)
    ch.discard = ch.hand[:5]
    ch.hand = ch.hand[5:]
    g.fig("C0").hp = 5
    ch.items[0].state = "spent"
    ch.items[2].state = "lost"
    g.apply(LongRest(0))
    h1 = g.char(1).hand
    g.apply(SelectCards(1, h1[0], h1[1]))
    # the long rest happens on C0's turn at initiative 99
    while g.state.decision.kind != "long_rest":
        g.apply(g.legal_actions()[-1])
    target = g.char(0).discard[1]
    g.apply(LoseCard(target))
    ch = g.char(0)
    assert ch.lost == [target] and not ch.discard and len(ch.hand) == 9
    assert g.fig("C0").hp == 7
    assert ch.items[0].state == "ready" and ch.items[2].state == "lost"


@pytest.mark.rule("FH-EXHAUST-CARDS-1", "FH-REST-3")
def test_exhausted_when_neither_two_cards_nor_a_rest_are_possible() -> None:
    g = new_game()
    ch = g.char(0)
    ch.lost, ch.hand, ch.discard = ch.hand[2:], ch.hand[:1], ch.hand[1:2]
    g.state.decision = None
    g.state.selection_reset = None
    run(g)
    assert g.char(0).exhausted and g.fig("C0") is None
    # hand 1, discard 3: only the long rest is left
    g = new_game()
    ch = g.char(0)
    ch.lost, ch.hand, ch.discard = ch.hand[4:], ch.hand[:1], ch.hand[1:4]
    run(g)
    assert g.legal_actions() == [LongRest(0)]


@pytest.mark.rule("FH-ACTIVATE-ORDER-1", "FH-TURN-3")
def test_elites_act_first_then_normals_by_standee_number() -> None:
    from floe_widgets.games.frosthaven.scenario.monsters import activation_order
    mons = [Figure("h1", "monster", "", (0, 0), 1, 1, number=1), Figure("h4", "monster", "", (0, 0), 1, 1, number=4,
                                                                        elite=True),
            Figure("h2", "monster", "", (0, 0), 1, 1, number=2), Figure("h3", "monster", "", (0, 0), 1, 1, number=3,
                                                                        elite=True)]
    assert [f.fid for f in activation_order(mons)] == ["h3", "h4", "h1", "h2"]


@pytest.mark.rule("FH-SUMMON-PLACE-1", "FH-SUMMON-MONSTER-1")
def test_summon_is_placed_adjacent_and_does_not_act_the_round_it_appears() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C1", (1, 1))
    begin_turn(g, 1, "ember-05", "top")
    places = [a.to for a in g.legal_actions() if isinstance(a, PlaceAt)]
    from floe_widgets.core import hexgrid
    assert places and all(hexgrid.distance(p, (1, 1)) == 1 for p in places)
    g.apply(PlaceAt(places[0]))
    summon = next(f for f in g.state.figures if f.kind == "summon")
    add_monster(g, "hound", 1, hexgrid.add(places[0], (1, 0)) if hexgrid.add(places[0], (1, 0)) != (1, 1)
                else hexgrid.add(places[0], (0, 1)), hp=9)
    events = run(g, TK.SummonTurnTask(actor=summon.fid))
    assert "attacks" not in texts(events)
    assert "ember-05" in g.char(1).lost or g.state.turn is not None


@pytest.mark.rule("FH-GOAL-SCEN-1")
def test_goal_is_checked_at_the_end_of_the_round() -> None:
    g = new_game()
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.state.phase = "play"
    assert not g.is_over
    run(g, TK.EndRoundTask())
    while not g.is_over and g.state.decision and g.state.decision.kind == "short_rest":
        g.apply(g.legal_actions()[-1])
    assert g.state.phase == "won"
