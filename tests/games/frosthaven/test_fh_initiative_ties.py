"""Tied initiatives: monster sets, characters and summons ordered by the party or by their second card."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, clear_monsters, drain, new_game, place, set_deck, texts, tied_sets

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import (
    ChooseHalf,
    LongRest,
    MoveTo,
    PartyChoice,
    SelectCards,
    Skip,
)
from floe_widgets.games.frosthaven.scenario.book import offset_to_axial
from floe_widgets.games.frosthaven.scenario.state import Figure


def _all_long_rest(g) -> None:
    """Every character long rests (initiative 99, no second card): the characters tie."""
    seats = range(len(g.state.characters))
    for seat in seats:
        ch = g.char(seat)
        ch.discard = [ch.hand.pop(), ch.hand.pop()]
    g.position_changed()
    for seat in seats:
        g.apply(LongRest(seat))


def _select(g, seat: int, lead: str, other: str | None = None):
    hand = g.char(seat).hand
    return g.apply(SelectCards(seat, lead, other or next(c for c in hand if c != lead)))


def _sets_on(g, hound: int, archer: int) -> None:
    """Fix the next ability card of both sets on the map (deck indices)."""
    for t, i in (("hound", hound), ("archer", archer)):
        deck = g.state.ability_decks[t]
        deck.draw = [i] + [x for x in deck.draw if x != i]


def _archers_join_on_the_hounds_initiative(wisp: bool = False):
    """Round 1: the Ironbark Warden opens the door of room 2 mid-round; its Rime Archers draw 44, the hounds'.
    With ``wisp``, the Emberwright has a summon, the Wisp S1-1."""
    g = new_game()
    clear_monsters(g)
    if wisp:
        g.state.figures.append(Figure("S1-1", "summon", "Wisp", offset_to_axial(0, 1), 2, 2, owner=1, move=2,
                                      attack=1))
    add_monster(g, "hound", 1, offset_to_axial(0, 4))
    place(g, "C0", offset_to_axial(5, 2))
    place(g, "C1", offset_to_axial(0, 0))
    _sets_on(g, hound=5, archer=3)                 # hounds 44 now; the archers of room 2 will draw 44
    _select(g, 0, "warden-01", "warden-02")        # 11
    _select(g, 1, "ember-01")                      # 21
    assert g.state.decision.kind == "half"
    g.apply(ChooseHalf("warden-01", "bottom"))     # Move 2
    g.apply(MoveTo(offset_to_axial(6, 2)))         # the door: room 2 with its archers and brute
    return g


@pytest.mark.rule("FH-AMBIG-17", "FH-GEN-PARTY-1", "FH-GEN-1")
def test_two_monster_sets_on_the_same_initiative_are_ordered_by_the_party() -> None:
    g = new_game()
    _sets_on(g, hound=5, archer=3)                 # both cards have initiative 44
    _select(g, 0, "warden-01")                     # 11
    events = _select(g, 1, "ember-01")             # 21
    d = g.state.decision
    assert d.kind == "tie" and ("The Frost Hound set and the Rime Archer set are tied on initiative 44: the party "
                                "chooses who acts first.") in texts(events)
    options = g.legal_actions()
    assert [type(a) for a in options] == [PartyChoice, PartyChoice]
    assert "Frost Hound" in options[0].text and "Rime Archer" in options[1].text
    g.apply(options[1])                            # the party lets the archers go first
    assert g.state.order == ["C0", "C1", "set:archer", "set:hound"]
    kinds = [(t.kind, t.actor) for t in g.state.queue if t.kind == "monster_set"]
    assert kinds == [("monster_set", "archer"), ("monster_set", "hound")]


@pytest.mark.rule("FH-AMBIG-17", "FH-GEN-PARTY-1")
def test_the_other_choice_gives_the_other_order_and_undo_restores_the_question() -> None:
    g = new_game()
    _sets_on(g, hound=5, archer=3)
    _select(g, 0, "warden-01")
    _select(g, 1, "ember-01")
    g.apply(g.legal_actions()[0])
    assert g.state.order[-2:] == ["set:hound", "set:archer"]
    g.undo()
    assert g.state.decision.kind == "tie" and not g.state.order


@pytest.mark.rule("FH-INIT-TIE-1", "FH-AMBIG-17")
def test_a_character_tied_with_monster_sets_goes_first_without_asking_but_the_sets_are_asked() -> None:
    g = new_game()
    _sets_on(g, hound=5, archer=3)
    _select(g, 0, "warden-01")
    _select(g, 1, "ember-02")                      # 44, like both monster cards
    d = g.state.decision
    assert d.kind == "tie" and d.ties == [["set:hound", "set:archer"]]
    g.apply(g.legal_actions()[0])
    assert g.state.order == ["C0", "C1", "set:hound", "set:archer"]


@pytest.mark.rule("FH-INIT-TIE-1")
def test_settled_ties_are_not_offered() -> None:
    g = new_game()
    _sets_on(g, hound=3, archer=3)                 # hound 31, archer 44: no tie between the sets
    _select(g, 0, "warden-01")
    _select(g, 1, "ember-02")                      # 44 = the archers: the character goes first
    assert g.state.decision is None or g.state.decision.kind != "tie"
    assert g.state.order.index("C1") < g.state.order.index("set:archer")


@pytest.mark.rule("FH-AMBIG-17", "FH-INIT-TIE-1", "FH-GEN-PARTY-1")
def test_characters_tied_on_both_cards_are_ordered_by_the_party() -> None:
    g = new_game()
    _all_long_rest(g)                              # two long rests: 99 and no second card each
    d = g.state.decision
    assert d.kind == "tie" and d.ties == [["C0", "C1"]]
    g.apply(PartyChoice(1, g.legal_actions()[1].text))
    order = g.state.order
    assert order.index("C1") < order.index("C0")


@pytest.mark.rule("FH-AMBIG-17", "FH-INIT-SUMMON-1")
def test_three_way_tie_asks_twice_and_summons_stay_before_their_summoner() -> None:
    g = new_game(players=3)
    g.state.figures.append(Figure("S2-1", "summon", "Wisp", (0, 0), 2, 2, owner=2, move=2, attack=1))
    _all_long_rest(g)
    assert g.state.decision.ties == [["C0", "C1", "C2"]]
    g.apply(g.legal_actions()[2])                  # C2 first
    assert g.state.decision.kind == "tie" and g.state.decision.ties == [["C0", "C1"]]
    g.apply(g.legal_actions()[1])                  # then C1
    order = g.state.order
    assert [k for k in order if k[0] in "CS"] == ["S2-1", "C2", "C1", "C0"]


@pytest.mark.rule("FH-AMBIG-17", "FH-TURN-6", "FH-GEN-PARTY-1")
def test_a_set_joining_mid_round_on_a_tied_initiative_is_placed_by_the_party() -> None:
    g = _archers_join_on_the_hounds_initiative()
    d = g.state.decision
    assert d.kind == "tie" and d.join == "archer" and d.tied == ["hound"]
    options = g.legal_actions()
    assert [a.text for a in options] == ["The Rime Archer set acts before the Frost Hound set",
                                         "The Rime Archer set acts after the Frost Hound set"]
    said = texts(g.apply(options[0]))
    assert said.splitlines() == ["The party chooses: the Rime Archer set acts before the Frost Hound set. "
                                 "[FH-AMBIG-17, FH-GEN-PARTY-1]"]
    sets = [t.actor for t in g.state.queue if t.kind == "monster_set"]
    assert sets.index("archer") < sets.index("hound")
    assert g.state.order.index("set:archer") < g.state.order.index("set:hound")
    assert g.state.decision.kind == "ability" and g.state.turn.points == 1   # the move goes on


@pytest.mark.rule("FH-TURN-6", "FH-AMBIG-17")
def test_the_newcomers_placed_by_the_party_take_their_turn_in_that_round() -> None:
    g = _archers_join_on_the_hounds_initiative()
    g.apply(g.legal_actions()[0])                  # the archers act before the hounds
    events = []
    while g.state.round == 1 and g.state.decision is not None:   # the characters skip what is left
        options = g.legal_actions()
        events += g.apply(next((a for a in options if isinstance(a, Skip)), options[0]))
    log = texts(events)
    assert "Rime Archer 5 focuses on Ironbark Warden." in log
    assert log.index("Rime Archer 5 focuses") < log.index("hound 1 focuses")


@pytest.mark.rule("FH-AMBIG-17", "FH-TURN-6", "FH-GEN-PARTY-1")
def test_a_set_the_party_places_after_its_tied_set_acts_next_and_is_shown_before_the_later_sets() -> None:
    g = _archers_join_on_the_hounds_initiative()
    asked = [(e.text, e.rules) for e in g.history[-1].events if e.kind == "order"]
    assert asked == [("The Rime Archer set and the Frost Hound set are tied on initiative 44: the party chooses the "
                      "order.", ("FH-AMBIG-17", "FH-GEN-PARTY-1", "FH-TURN-6"))]
    said = texts(g.apply(g.legal_actions()[1]))
    assert said == ("The party chooses: the Rime Archer set acts after the Frost Hound set. "
                    "[FH-AMBIG-17, FH-GEN-PARTY-1]")
    turns = [(t.kind, t.actor, t.value) for t in g.state.queue if t.kind != "end_round"]
    assert turns == [("char_turn", "C1", 21), ("monster_set", "hound", 44), ("monster_set", "archer", 44),
                     ("monster_set", "brute", 66)]
    assert g.state.order == ["C0", "C1", "set:hound", "set:archer", "set:brute"]   # the order as it is played


@pytest.mark.rule("FH-TURN-6", "FH-INIT-SUMMON-1", "FH-AMBIG-17")
def test_a_set_placed_after_its_tied_set_still_comes_after_a_summon_acting_on_its_summoners_initiative() -> None:
    g = _archers_join_on_the_hounds_initiative(wisp=True)
    assert g.state.order == ["C0", "S1-1", "C1", "set:hound", "set:brute"]
    g.apply(g.legal_actions()[1])                  # the archers act after the hounds
    turns = [(t.kind, t.actor, t.value) for t in g.state.queue if t.kind != "end_round"]
    assert turns == [("summon_turn", "S1-1", 21), ("char_turn", "C1", 21), ("monster_set", "hound", 44),
                     ("monster_set", "archer", 44), ("monster_set", "brute", 66)]
    assert g.state.order == ["C0", "S1-1", "C1", "set:hound", "set:archer", "set:brute"]


def _sprite_turn_between(g, first: str, second: str) -> list[str]:
    """Emberwright's Ember Sprite on (1, 1) takes its turn (move 2, attack 1, her deck all +0) with the
    monster ``first`` on (3, 1) and ``second`` on (1, 3): each 2 hexes away and attacked after 1 movement
    point, so path and range tie (FH-FOCUS-7) and only the initiative order can tell them apart."""
    g.state.figures.append(Figure("S1-1", "summon", "Ember Sprite", (1, 1), 3, 3, owner=1, move=2, attack=1))
    place(g, first, (3, 1))
    place(g, second, (1, 3))
    set_deck(g, 1, "+0", "+0")
    return [str(e) for e in drain(g, TK.SummonTurnTask(actor="S1-1"))]


@pytest.mark.rule("FH-FOCUS-8", "FH-FOCUS-TIE-1", "FH-AMBIG-17", "FH-SUMMON-ACT-1")
@pytest.mark.parametrize("pick, focus, spared", [(0, "hound-3", "archer-1"), (1, "archer-1", "hound-3")])
def test_a_summon_between_two_sets_tied_on_initiative_focuses_on_the_set_the_party_put_first(
        pick: int, focus: str, spared: str) -> None:
    g = tied_sets()                                # the Frost Hound and Rime Archer sets both on 44
    g.apply(g.legal_actions()[pick])               # 0: the hounds act first; 1: the archers
    said = _sprite_turn_between(g, "hound-3", "archer-1")
    name = {"hound-3": "Frost Hound 3", "archer-1": "Rime Archer 1"}
    assert (f"Focus: {name[focus]} (paths and range tie; earliest in initiative order). "
            "[FH-FOCUS-7, FH-FOCUS-8]") in said
    assert f"Ember Sprite focuses on {name[focus]}. [FH-FOCUS-MAIN-1, FH-FOCUS-HAZARD-1, FH-FOCUS-TIE-1]" in said
    assert g.state.decision is None or g.state.decision.kind != "party"   # the party fixed it with the order
    assert g.fig(focus).hp == g.fig(focus).max_hp - 1 and g.fig(spared).hp == g.fig(spared).max_hp


@pytest.mark.rule("FH-FOCUS-8", "FH-ACTIVATE-ORDER-1")
@pytest.mark.parametrize("other, elite, focus", [(5, True, "hound-5"), (2, False, "hound-2"), (4, False, "hound-3")])
def test_a_summon_between_two_monsters_of_one_set_focuses_on_the_one_that_acts_first(
        other: int, elite: bool, focus: str) -> None:
    g = tied_sets()
    g.apply(g.legal_actions()[0])
    add_monster(g, "hound", other, (1, 3), elite=elite)   # a second hound: elites act first, then by number
    said = _sprite_turn_between(g, "hound-3", f"hound-{other}")
    assert f"Ember Sprite focuses on {g.fig(focus).name}. [FH-FOCUS-MAIN-1, FH-FOCUS-HAZARD-1, FH-FOCUS-TIE-1]" in said
    assert g.state.decision is None or g.state.decision.kind != "party"


@pytest.mark.rule("FH-FOCUS-8", "FH-AMBIG-17", "FH-INIT-SUMMON-1")
@pytest.mark.parametrize("first, rival, focus", [(0, "C1", "C0"), (1, "C1", "C1"),
                                                 (0, "S1-1", "C0"), (1, "S1-1", "S1-1")])
def test_a_monster_between_figures_tied_on_initiative_focuses_on_the_one_first_in_the_partys_order(
        first: int, rival: str, focus: str) -> None:
    # both characters long rest (99): the party orders them; Emberwright's Ember Sprite comes just before her
    g = new_game()
    _all_long_rest(g)
    g.apply(g.legal_actions()[first])              # 0: the Warden acts first; 1: Emberwright
    clear_monsters(g)
    g.state.figures.append(Figure("S1-1", "summon", "Ember Sprite", (11, -5), 3, 3, owner=1, move=2, attack=1))
    place(g, "C1", (11, -5) if rival == "S1-1" else (1, 3))
    place(g, "C0", (3, 1))
    place(g, rival, (1, 3))                        # 2 hexes from the hound on (1, 1), as the Warden is
    hound = add_monster(g, "hound", 1, (1, 1))
    set_deck(g, "M", "+0", "+0")
    said = [str(e) for e in drain(g, TK.AutoTurnTask(actor=hound.fid, abilities=[{"move": 2}, {"attack": 2}],
                                                     boost={}))]
    assert f"hound 1 focuses on {g.fig(focus).name}. [FH-FOCUS-MAIN-1, FH-FOCUS-HAZARD-1, FH-FOCUS-TIE-1]" in said
    assert g.state.decision is None or g.state.decision.kind != "party"


@pytest.mark.rule("FH-AMBIG-17", "FH-GEN-PARTY-1")
def test_two_open_ties_in_one_round_are_asked_one_after_the_other() -> None:
    g = new_game()
    _sets_on(g, hound=5, archer=3)                 # both sets on 44
    _all_long_rest(g)                              # two long rests: 99 and no second card each
    assert g.state.decision.kind == "tie" and g.state.decision.ties == [["set:hound", "set:archer"], ["C0", "C1"]]
    g.apply(g.legal_actions()[1])                  # the archers first
    assert g.state.decision.kind == "tie" and g.state.decision.ties == [["C0", "C1"]]
    g.apply(g.legal_actions()[1])                  # then the second character
    assert g.state.order == ["set:archer", "set:hound", "C1", "C0"]
