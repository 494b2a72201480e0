"""The engine's former gaps: tied initiatives offered to the party, the short-rest re-draw's damage,
random items, standees back in the supply, experience, solo play and permanent death, perks,
commanding figures, section links and notable hexes."""

from __future__ import annotations

from collections import Counter

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, run, set_deck, texts

from floe_widgets.core import SetupError, hexgrid
from floe_widgets.games.frosthaven import items as IT
from floe_widgets.games.frosthaven.actions import (
    ChooseHalf,
    LongRest,
    LoseCards,
    MoveTo,
    PartyChoice,
    Perform,
    Redraw,
    SelectCards,
    ShortRest,
    Skip,
    TakeDamage,
    Target,
)
from floe_widgets.games.frosthaven.board import reachable
from floe_widgets.games.frosthaven.game import Frosthaven
from floe_widgets.games.frosthaven.movement import trap_damage
from floe_widgets.games.frosthaven.scenario import offset_to_axial
from floe_widgets.games.frosthaven.state import Figure, ItemState, Task


def _select(g, seat: int, lead: str, other: str | None = None):
    hand = g.char(seat).hand
    return g.apply(SelectCards(seat, lead, other or next(c for c in hand if c != lead)))


def _sets_on(g, hound: int, archer: int) -> None:
    """Fix the next ability card of both sets on the map (deck indices)."""
    for t, i in (("hound", hound), ("archer", archer)):
        deck = g.state.ability_decks[t]
        deck.draw = [i] + [x for x in deck.draw if x != i]


# -- tied initiatives ---------------------------------------------------------------------------------
@pytest.mark.rule("FH-AMBIG-17", "FH-GEN-PARTY-1", "FH-GEN-1")
def test_two_monster_sets_on_the_same_initiative_are_ordered_by_the_party() -> None:
    g = new_game()
    _sets_on(g, hound=5, archer=3)                 # both cards have initiative 44
    _select(g, 0, "warden-01")                     # 11
    events = _select(g, 1, "ember-01")             # 21
    d = g.state.decision
    assert d.kind == "tie" and "tied on initiative 44" in texts(events)
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
    assert d.kind == "tie" and d.data["ties"] == [["set:hound", "set:archer"]]
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
    for seat in (0, 1):                            # two long rests: 99 and no second card each
        ch = g.char(seat)
        ch.discard = [ch.hand.pop(), ch.hand.pop()]
    g._legal_cache = None
    g.apply(LongRest(0))
    g.apply(LongRest(1))
    d = g.state.decision
    assert d.kind == "tie" and d.data["ties"] == [["C0", "C1"]]
    g.apply(PartyChoice(1, g.legal_actions()[1].text))
    order = g.state.order
    assert order.index("C1") < order.index("C0")


@pytest.mark.rule("FH-AMBIG-17", "FH-INIT-SUMMON-1")
def test_three_way_tie_asks_twice_and_summons_stay_before_their_summoner() -> None:
    g = new_game(players=3)
    g.state.figures.append(Figure("S2-1", "summon", "Wisp", (0, 0), 2, 2, owner=2, move=2, attack=1))
    for seat in (0, 1, 2):
        ch = g.char(seat)
        ch.discard = [ch.hand.pop(), ch.hand.pop()]
    g._legal_cache = None
    for seat in (0, 1, 2):
        g.apply(LongRest(seat))
    assert g.state.decision.data["ties"] == [["C0", "C1", "C2"]]
    g.apply(g.legal_actions()[2])                  # C2 first
    assert g.state.decision.kind == "tie" and g.state.decision.data["ties"] == [["C0", "C1"]]
    g.apply(g.legal_actions()[1])                  # then C1
    order = g.state.order
    assert [k for k in order if k[0] in "CS"] == ["S2-1", "C2", "C1", "C0"]


@pytest.mark.rule("FH-AMBIG-17", "FH-TURN-6", "FH-GEN-PARTY-1")
def test_a_set_joining_mid_round_on_a_tied_initiative_is_placed_by_the_party() -> None:
    g = new_game()
    clear_monsters(g)
    add_monster(g, "hound", 1, offset_to_axial(0, 4))
    place(g, "C0", offset_to_axial(5, 2))
    place(g, "C1", offset_to_axial(0, 0))
    _sets_on(g, hound=5, archer=3)                 # hounds 44 now; the archers of room 2 will draw 44
    _select(g, 0, "warden-01", "warden-02")        # 11
    _select(g, 1, "ember-01")                      # 21
    assert g.state.decision.kind == "half"
    g.apply(ChooseHalf("warden-01", "bottom"))     # Move 2
    g.apply(MoveTo(offset_to_axial(6, 2)))         # the door: room 2 with its archers and brute
    d = g.state.decision
    assert d.kind == "tie" and d.data["join"] == "archer" and d.data["tied"] == ["hound"]
    options = g.legal_actions()
    assert [a.text for a in options] == ["the Rime Archer set acts before the Frost Hound set",
                                         "the Rime Archer set acts after the Frost Hound set"]
    g.apply(options[0])
    sets = [t.actor for t in g.state.queue if t.kind == "monster_set"]
    assert sets.index("archer") < sets.index("hound")
    assert g.state.order.index("set:archer") < g.state.order.index("set:hound")
    assert g.state.decision.kind == "ability" and g.state.turn.points == 1   # the move goes on


# -- short rest: the re-draw's damage can be negated --------------------------------------------------
def _short_rest(g, discards: int, key_index: int = 0):
    g.state.phase = "play"
    ch = g.char(0)
    ch.discard = ch.hand[:discards]
    ch.hand = ch.hand[discards:]
    key = ch.discard[key_index]
    g.chance.fix("short-rest", key)
    run(g, Task("end_round"))
    g.apply(ShortRest(0, True))
    return key


@pytest.mark.rule("FH-REST-SHORT-2", "FH-DAMAGE-NEGATE-1")
def test_the_redraw_damage_is_offered_for_negation_with_a_hand_card() -> None:
    g = new_game()
    key = _short_rest(g, 3)
    hp = g.fig("C0").hp
    g.apply(Redraw(True))
    d = g.state.decision
    assert d.kind == "negate" and d.seat == 0 and d.data["amount"] == 1
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


# -- random items -------------------------------------------------------------------------------------
@pytest.mark.rule("FH-LOOT-ITEM-1")
def test_the_random_item_comes_from_a_random_draw_of_the_items_not_owned() -> None:
    drawn = set()
    for seed in range(8):
        g = new_game(seed=seed)
        f = g.fig("C0")
        g.state.loot_tokens = [f.hex]
        g.state.loot_deck = ["random-item"]
        before = {it.item for c in g.state.characters for it in c.items}
        events = g._loot(g.char(0), f, [f.hex])
        got = g.char(0).items[-1].item
        assert got in IT.random_items() and got not in before and "random item deck" in texts(events)
        drawn.add(got)
    assert len(drawn) > 1                          # not always the first of the list


@pytest.mark.rule("FH-LOOT-ITEM-1")
def test_a_fixed_draw_gives_that_item_and_an_empty_deck_gives_none() -> None:
    g = new_game(seed=3)
    f = g.fig("C0")
    g.state.loot_tokens = [f.hex]
    g.state.loot_deck = ["random-item"]
    g.chance.fix("random-item", "seal-cloak")
    g._loot(g.char(0), f, [f.hex])
    assert g.char(0).items[-1].item == "seal-cloak"
    for i in IT.random_items():                    # everything owned: nothing left to draw
        if all(it.item != i for it in g.char(1).items):
            g.char(1).items.append(ItemState(i))
    g.state.loot_tokens = [f.hex]
    g.state.loot_deck = ["random-item"]
    n = len(g.char(0).items)
    assert "empty" in texts(g._loot(g.char(0), f, [f.hex])) and len(g.char(0).items) == n


# -- standees -------------------------------------------------------------------------------------------
@pytest.mark.rule("FH-TURN-5", "FH-MACT-9")
def test_a_killed_monsters_standee_returns_to_the_supply_and_can_be_placed_again() -> None:
    g = new_game()
    clear_monsters(g)
    for n in range(1, 7):
        add_monster(g, "hound", n, (n, 6))
    g.state.used_standees["hound"] = [1, 2, 3, 4, 5, 6]
    brute = add_monster(g, "brute", 1, (3, 3))
    assert g._free_standees("hound") == []
    assert "no free standee" in texts(g._monster_summon(brute, {"summon": "hound"}))
    g._suffer(g.fig("hound-4"), 99, "C0")
    assert g.fig("hound-4") is None and 4 not in g.state.used_standees["hound"]
    assert g._free_standees("hound") == [4]
    spot = next(h for h in [(2, 3), (4, 3), (3, 2), (3, 4), (2, 4), (4, 2)]
                if all(f.hex != h for f in g.state.figures))
    g._place_monster_summon(brute, "hound", False, spot)
    assert g.fig("hound-4") is not None and g.fig("hound-4").hex == spot


# -- experience ---------------------------------------------------------------------------------------
@pytest.mark.rule("FH-SETUP-DIAL-1", "FH-CARD-ACTION-1")
def test_performing_a_half_with_an_xp_icon_gains_that_experience() -> None:
    g = new_game()
    assert [ch.xp for ch in g.state.characters] == [0, 0]     # the dial starts at 0
    begin_turn(g, 0, "warden-04", "top")                       # retaliate 2, persistent, xp 1
    events = g.apply(Perform())
    assert g.char(0).xp == 1 and "gains 1 experience" in texts(events)


@pytest.mark.rule("FH-SETUP-DIAL-1", "FH-TURN-7")
def test_no_experience_for_the_basic_use_or_an_unperformed_half() -> None:
    for basic in (True, False):   # the basic Attack 2 of an xp-2 half, performed; the real half, skipped
        g = new_game()
        clear_monsters(g)
        c0 = g.fig("C0")
        spot = next(h for h in hexgrid.neighbours(c0.hex) if h in g.board.rooms and h not in g.board.obstacles
                    and all(f.hex != h for f in g.state.figures))
        add_monster(g, "hound", 1, spot, hp=30)
        set_deck(g, 0, "+0", "+0")
        begin_turn(g, 0, "warden-08", "top", other="warden-01", basic=basic)
        if basic:
            g.apply(Target("hound-1"))
            while g.state.decision.kind != "half":
                g.apply(g.legal_actions()[-1])
            assert g.fig("hound-1").hp < 30          # the basic attack was performed
        else:
            g.apply(Skip())
        assert g.state.turn.done == ["top"] and g.char(0).xp == 0


@pytest.mark.rule("FH-LEVEL-2", "FH-SETUP-DIAL-1")
def test_a_win_adds_the_levels_bonus_experience_and_the_result_reports_it() -> None:
    g = new_game()
    g.state.level = 2
    g.char(0).xp = 3
    g.char(1).loot = ["coin-1", "lumber", "random-item", "snowthistle"]
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.state.phase = "play"
    events = run(g, Task("round_over"))
    assert g.state.phase == "won" and "8 bonus experience" in texts(events)
    result = g.scenario_result()
    assert result["won"] and result["xp"] == (3 + 8, 8) and result["died"] == (False, False)
    assert result["loot"] == ((), ("lumber", "snowthistle"))


# -- solo and permanent death ---------------------------------------------------------------------------
@pytest.mark.rule("FH-AMBIG-13", "FH-VARIANT-SOLO-1")
def test_solo_play_uses_the_solo_level_and_one_player_is_pointed_at_it() -> None:
    with pytest.raises(SetupError) as info:
        Frosthaven(players=1)
    assert info.value.rule_id == "FH-AMBIG-13" and "solo=True" in info.value.reason
    g = Frosthaven(players=2, solo=True, character_level=3)
    assert g.state.level == 2 and len(g.state.characters) == 2     # ceil((3 + 1) / 2)
    assert Frosthaven(players=2, character_level=3).state.level == 1   # not solo: the given default
    assert Frosthaven(players=3, solo=True, character_level=4).state.level == 3
    assert Frosthaven(players=2, solo=True, character_level=3, level=5).state.level == 5   # given wins
    assert Frosthaven(players=2, solo=True, character_level=9).state.level == 5


@pytest.mark.rule("FH-AMBIG-13")
def test_a_solo_game_saves_and_replays() -> None:
    g = Frosthaven(players=2, seed=5, solo=True)
    for _ in range(40):
        if g.is_over:
            break
        g.apply(g.legal_actions()[0])
    back = Frosthaven.from_json(g.to_json())
    assert back.state == g.state and back.options["solo"] is True


@pytest.mark.rule("FH-VARIANT-PERMADEATH-1", "FH-EXHAUST-HP-1")
def test_permanent_death_kills_at_zero_hit_points_but_not_by_cards() -> None:
    g = new_game(permadeath=True)
    events = g._suffer(g.fig("C0"), 99, "")
    assert g.char(0).dead and g.char(0).exhausted and "dies permanently" in texts(events)
    assert g.scenario_result()["died"] == (True, False)
    g = new_game()
    g._suffer(g.fig("C0"), 99, "")
    assert g.char(0).exhausted and not g.char(0).dead
    g = new_game(permadeath=True)                               # exhausted by cards: alive
    ch = g.char(1)
    ch.hand, ch.discard = ch.hand[:1], []
    g.apply(SelectCards(0, *g.char(0).hand[:2]))
    assert g.char(1).exhausted and not g.char(1).dead


# -- perks ---------------------------------------------------------------------------------------------
@pytest.mark.rule("FH-CHAR-PERK-1", "FH-ITEM-EQUIP-1")
def test_chosen_perks_change_the_characters_modifier_deck_at_setup() -> None:
    plain = Frosthaven(players=2, seed=1)
    g = Frosthaven(players=2, seed=1, perks={0: ["drop-minus-two", "heavy-swing"]})
    before, after = Counter(plain.char(0).deck.draw), Counter(g.char(0).deck.draw)
    assert before["-2"] == 1 and after["-2"] == 0 and after["+0"] == before["+0"] + 1
    assert after["+2"] == before["+2"] + 1 and after["-1"] == before["-1"] - 1
    assert Counter(g.char(1).deck.draw) == Counter(plain.char(1).deck.draw)
    assert sum(after.values()) == sum(before.values())
    with pytest.raises(SetupError) as info:
        Frosthaven(players=2, perks={0: ["heavy-swing", "heavy-swing"]})    # used more often than allowed
    assert info.value.rule_id == "FH-CHAR-PERK-1"
    back = Frosthaven.from_json(g.to_json())
    assert back.state == g.state


# -- commanding figures -------------------------------------------------------------------------------------
@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-OVERLAY-DOOR-1")
def test_grant_lets_an_ally_in_range_move_as_its_own_move() -> None:
    g = new_game()
    clear_monsters(g)
    door = offset_to_axial(6, 2)
    place(g, "C0", offset_to_axial(3, 1))
    place(g, "C1", offset_to_axial(5, 2))
    begin_turn(g, 0, "warden-x3", "top", other="warden-01")
    legal = g.legal_actions()
    assert Target("C1") in legal and Target("C0") not in legal          # an ally, not the character itself
    events = g.apply(Target("C1"))
    assert "grants" in texts(events) and g.state.turn.commanded == "C1"
    assert MoveTo(door) in g.legal_actions()                           # a character's move may open a door
    g.apply(MoveTo(door))
    assert g.fig("C1").hex == door and door in g.state.open_doors and 2 in g.state.revealed_rooms
    assert g.fig("C0").hex == offset_to_axial(3, 1)
    if g.state.decision.kind == "ability" and g.state.turn.commanded:
        g.apply(Skip())
    assert not g.state.turn.commanded and g.state.turn.ability["type"] == "shield"
    g.apply(Perform())
    assert any(b.kind == "shield" for b in g.fig("C0").bonuses)


@pytest.mark.rule("FH-COMMAND-GRANT-1")
def test_grant_needs_the_ally_within_range() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", offset_to_axial(0, 0))
    place(g, "C1", offset_to_axial(5, 4))                               # more than 3 hexes away
    begin_turn(g, 0, "warden-x3", "top", other="warden-01")
    assert Target("C1") not in g.legal_actions()


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-OVERLAY-TRAP-1")
def test_control_moves_an_enemy_by_its_own_movement_into_a_trap() -> None:
    g = new_game(classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C0", offset_to_axial(0, 4))
    place(g, "C1", offset_to_axial(2, 2))
    hound = add_monster(g, "hound", 2, offset_to_axial(3, 2), hp=20)
    trap = offset_to_axial(4, 2)
    assert trap in g.state.traps
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)
    assert g.legal_actions()[:1] == [Target("hound-2")]
    g.apply(Target("hound-2"))
    moves = {a.to for a in g.legal_actions() if isinstance(a, MoveTo)}
    assert moves == set(reachable(g.board, g.state, hound, 2, "normal"))
    assert g.fig("C0").hex not in moves and g.fig("C1").hex not in moves
    events = g.apply(MoveTo(trap))
    assert g.fig("hound-2").hex == trap and trap not in g.state.traps
    assert g.fig("hound-2").hp == 20 - trap_damage(g.state.level) and "springs a trap" in texts(events)
    assert g.fig("C1").hex == offset_to_axial(2, 2)


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-COND-IMMOB-1")
def test_an_immobilized_enemy_cannot_be_made_to_move() -> None:
    g = new_game(classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C1", offset_to_axial(2, 2))
    hound = add_monster(g, "hound", 2, offset_to_axial(3, 2))
    hound.conditions["immobilize"] = 3
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)
    events = g.apply(Target("hound-2"))
    assert "immobilized" in texts(events) and g.fig("hound-2").hex == offset_to_axial(3, 2)
    assert not g.state.turn.commanded


@pytest.mark.rule("FH-COMMAND-GRANT-1", "FH-MOD-OWNER-1")
def test_a_controlled_enemy_attacks_its_own_allies_with_the_monster_deck() -> None:
    g = new_game(classes=["warden", "shadefang"])
    clear_monsters(g)
    place(g, "C0", offset_to_axial(4, 1))
    place(g, "C1", offset_to_axial(2, 2))
    add_monster(g, "hound", 2, offset_to_axial(3, 2), hp=20)
    add_monster(g, "archer", 1, offset_to_axial(3, 3), hp=20)
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)
    g.state.turn.ability = {"type": "command", "command": "control", "ability": {"attack": 3}, "range": 2,
                            "target": 1}
    g.apply(Target("hound-2"))
    targets = {a.fid for a in g.legal_actions() if isinstance(a, Target)}
    assert "archer-1" in targets and not targets & {"C0", "C1", "hound-2"}
    set_deck(g, "M", "+1")
    set_deck(g, 1, "-2")
    g.apply(Target("archer-1"))
    assert g.fig("archer-1").hp == 20 - 4 and g.fig("hound-2").hp == 20   # 3 + the monster deck's +1


# -- section links and notable hexes -------------------------------------------------------------------------
def _at_the_door(g):
    clear_monsters(g)
    place(g, "C0", offset_to_axial(5, 2))
    place(g, "C1", offset_to_axial(0, 0))
    return offset_to_axial(6, 2), offset_to_axial(7, 2)


@pytest.mark.rule("FH-GEN-SECTION-1", "FH-MAP-NOTABLE-1", "FH-TURN-6")
def test_a_section_opened_mid_move_resolves_before_the_rest_of_the_move() -> None:
    g = new_game()
    door, a = _at_the_door(g)
    assert g.state.aid_tokens == []                       # marker a is in the hidden room
    begin_turn(g, 0, "warden-01", "bottom", other="warden-02", basic=True)   # Move 2
    events = g.apply(MoveTo(door))
    text = texts(events)
    assert text.index("opens the door") < text.index("Section 12.3") < text.index("spawns at")
    hound = next(f for f in g.state.figures if f.mtype == "hound")
    assert hound.hex == a and a in g.state.aid_tokens and g.state.sections_read == ["12.3"]
    t = g.state.turn
    assert t.ability["type"] == "move" and t.points == 1   # the move goes on, with the hound already there
    assert MoveTo(a) not in g.legal_actions()
    assert any(task.kind == "monster_set" and task.actor == "hound" for task in g.state.queue)   # acts this round


@pytest.mark.rule("FH-GEN-SECTION-1")
def test_a_section_is_read_once_and_cites_its_id() -> None:
    g = new_game()
    door, a = _at_the_door(g)
    first = g._relocate(g.fig("C0"), door, [door], "normal")
    again = g._sections("door_opened", door)
    assert "Section 12.3" in texts(first) and again == []
    assert all("FH-GEN-SECTION-1" in e.rules for e in first if "Section" in e.text)


@pytest.mark.rule("FH-MAP-NOTABLE-1", "FH-TURN-5")
def test_a_gray_notable_hex_gets_nothing_but_a_section_can_name_it_and_a_taken_spawn_hex_moves() -> None:
    g = new_game()
    one = offset_to_axial(10, 3)
    g._reveal_room(2)
    assert one not in g.state.aid_tokens and one not in g.state.traps
    assert offset_to_axial(7, 2) in g.state.aid_tokens   # green a: token placed with its room
    g.state.round = 3
    events = run(g, Task("round_over"))
    assert g.state.round == 4 and "Section 12.4" in texts(events) and one in g.state.traps
    g2 = new_game()
    door, a = _at_the_door(g2)
    add_monster(g2, "archer", 1, a)
    g2._relocate(g2.fig("C0"), door, [door], "normal")
    hound = next(f for f in g2.state.figures if f.mtype == "hound")

    assert hound.hex != a and hexgrid.distance(hound.hex, a) == 1 and hound.hex not in g2.board.obstacles


@pytest.mark.rule("FH-GEN-SECTION-1", "FH-GOAL-SCEN-1")
def test_the_goal_section_is_read_when_the_goal_is_met() -> None:
    g = new_game()
    g.state.revealed_rooms = [1, 2]
    clear_monsters(g)
    g.state.phase = "play"
    events = run(g, Task("round_over"))
    text = texts(events)
    assert g.state.phase == "won" and "Section 12.5" in text and text.index("12.5") < text.index("completed")


@pytest.mark.rule("FH-TURN-5", "FH-TILES-MANIP-1")
def test_a_spawn_avoids_an_obstacle_created_during_play() -> None:
    g = new_game()
    door, a = _at_the_door(g)
    g._relocate(g.fig("C0"), door, [door], "normal")   # reveals room 2 and spawns the hound at a
    hound = next(f for f in g.state.figures if f.mtype == "hound")
    g.state.figures.remove(hound)
    g.state.used_standees["hound"].remove(hound.number)
    blocked = sorted((h for h in g.board.rooms if hexgrid.distance(h, a) == 1 and g.board.room_of(h) == 2),
                     key=lambda h: (hexgrid.distance(h, a), h))[0]
    g.state.overlay_changes[blocked] = "obstacle"
    add_monster(g, "archer", 1, a)
    g._spawn_monster("hound", a, ["n", "n", "n"])
    spawned = next(f for f in g.state.figures if f.mtype == "hound")
    assert spawned.hex != a and spawned.hex != blocked and hexgrid.distance(spawned.hex, a) == 1
