"""Scenario-rules spec ids (FH-ATK, FH-TURN, FH-COND, FH-ELEM, FH-GEN, FH-LEVEL) in the engine."""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, new_game, place, run, two_characters_in_play

from floe_widgets.core import Chance, RandomBot
from floe_widgets.games.frosthaven.scenario import modifiers as M
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import MoveTo, PlaceAt, SelectCards
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.games.frosthaven.scenario.rounds import Entry, order


@pytest.mark.rule("FH-ATK-2")
def test_value_is_clamped_at_zero_after_each_step() -> None:
    assert M.apply(1, [M.parse("r-2"), M.parse("2x")]) == 0
    from floe_widgets.games.frosthaven.scenario.attacks import after_shield
    assert after_shield(2, shield=5, pierce=1) == 0


@pytest.mark.rule("FH-ATK-3a")
def test_bless_and_curse_carry_no_shuffle_icon() -> None:
    d = M.ModDeck(draw=["bless", "curse", "+0"])
    M.draw_one(d, Chance(0), "x")
    M.draw_one(d, Chance(0), "x")
    assert not d.reshuffle


@pytest.mark.rule("FH-ATK-6")
def test_null_is_always_the_worse_card() -> None:
    used, _ = M.draw_for_attack(M.ModDeck(draw=["null", "-2"]), Chance(0), "x", 1, "advantage")
    assert used[0].text == "-2"


@pytest.mark.rule("FH-COND-1")
def test_gaining_a_condition_again_resets_its_duration() -> None:
    g = new_game()
    h = add_monster(g, "hound", 1, (4, 4))
    g.give_conditions(h, ["muddle"], None)
    first = h.conditions["muddle"]
    h.turns_done += 1
    g.give_conditions(h, ["muddle"], None)
    assert h.conditions["muddle"] == first + 1 and list(h.conditions) == ["muddle"]


@pytest.mark.rule("FH-COND-2", "FH-COND-4")
def test_ward_halves_and_brittle_doubles_the_next_damage_then_goes() -> None:
    g = new_game()
    clear_monsters(g)
    h = add_monster(g, "hound", 1, (2, 1), hp=30)
    h.conditions = {"ward": 0}
    run(g, TK.DamageTask(target=h.fid, value=5, source="C0"), TK.EndRoundTask())
    assert h.hp == 30 - 2 and "ward" not in h.conditions   # half of 5, rounded down
    h.conditions = {"brittle": 0}
    run(g, TK.DamageTask(target=h.fid, value=5, source="C0"), TK.EndRoundTask())
    assert h.hp == 28 - 10 and "brittle" not in h.conditions


@pytest.mark.rule("FH-COND-3", "FH-FOCUS-9")
def test_monsters_walk_through_invisible_enemies() -> None:
    from floe_widgets.games.frosthaven.map.board import reachable
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 4))
    h = add_monster(g, "hound", 1, (2, 1))
    g.fig("C0").conditions = {"invisible": 1}
    through = reachable(g.board, g.state, h, 2)
    assert (0, 1) in through and (1, 1) not in through


@pytest.mark.rule("FH-TURN-1", "FH-TURN-2")
def test_a_long_rest_ties_after_a_card_at_ninety_nine() -> None:
    ranked = order([Entry("C0", 99, 100, False, 0), Entry("C1", 99, 45, False, 1), Entry("set:hound", 99, 0, True)])
    assert [e.key for e in ranked] == ["C1", "C0", "set:hound"]


@pytest.mark.rule("FH-TURN-5")
def test_standee_numbers_are_random_and_distinct() -> None:
    numbers = set()
    for seed in range(6):
        g = Frosthaven(players=4, seed=seed)
        hounds = [f.number for f in g.state.figures if f.mtype == "hound"]
        assert len(hounds) == len(set(hounds))
        numbers.update(hounds)
    assert len(numbers) > 2


@pytest.mark.rule("FH-TURN-6", "FH-TURN-9")
def test_revealed_monsters_join_the_round_in_initiative_place() -> None:
    g = new_game()
    clear_monsters(g)
    door = next(iter(g.board.doors))
    place(g, "C0", (5, 0))
    begin_turn(g, 0, "warden-02", "bottom")
    g.apply(MoveTo(door))
    sets = [t for t in g.state.queue if t.kind == "monster_set"]
    assert {t.actor for t in sets} >= {"brute"}
    assert all(g.state.ability_decks[t.actor].current >= 0 for t in sets)
    kinds = [t.kind for t in g.state.queue]
    assert kinds.index("end_round") > max(i for i, k in enumerate(kinds) if k == "monster_set")


@pytest.mark.rule("FH-GEN-2")
def test_same_seed_same_game() -> None:
    def play(seed):
        g = Frosthaven(players=3, seed=seed)
        bot = RandomBot(seed)
        for _ in range(120):
            if g.is_over:
                break
            g.apply(bot.choose(g))
        return g.to_json()
    assert play(11) == play(11) and play(11) != play(12)


@pytest.mark.rule("FH-GEN-4", "FH-TARGET-SIDE-1")
def test_sides_allies_and_enemies() -> None:
    from floe_widgets.games.frosthaven.map.board import enemies
    g = new_game()
    h = add_monster(g, "hound", 1, (4, 4))
    assert enemies(g.fig("C0"), h) and not enemies(g.fig("C0"), g.fig("C1"))


@pytest.mark.rule("FH-GEN-5")
def test_summons_need_an_empty_hex() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C1", (3, 1))    # next to icy terrain, a trap and an obstacle
    begin_turn(g, 1, "ember-05", "top")
    spots = {a.to for a in g.legal_actions() if isinstance(a, PlaceAt)}
    assert spots and (3, 0) not in spots and (4, 0) not in spots


@pytest.mark.rule("FH-LEVEL-3")
def test_objective_hit_points_use_the_number_of_characters() -> None:
    hp = {}
    for n in (2, 4):
        g = new_game(players=n)
        g.state.revealed_rooms = [1]
        g.reveal_room(2)
        hp[n] = g.fig("totem").max_hp
    assert hp[4] - hp[2] == 2


def test_selection_then_turns_run() -> None:
    g = new_game()
    for seat in (0, 1):
        hand = g.char(seat).hand
        g.apply(SelectCards(seat, hand[0], hand[1]))
    assert g.state.phase == "play" and g.state.decision is not None
    assert g.state.decision.kind in ("half", "negate", "party", "consume", "forced")


@pytest.mark.rule("FH-MACT-4", "FH-MACT-3")
def test_monster_refocuses_when_its_focus_falls() -> None:
    from fh_helpers import run, set_deck

    from floe_widgets.games.frosthaven.scenario.actions import TakeDamage

    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (2, 2))
    h = add_monster(g, "brute", 1, (2, 1))
    g.fig("C0").hp = 1
    g.state.phase = "play"
    set_deck(g, "M", "+0", "+0")
    run(g, TK.AutoTurnTask(actor=h.fid, abilities=[{"attack": 2}, {"attack": 2}], boost={}),
        TK.EndRoundTask())
    while g.state.decision.kind == "party":
        g.apply(next(a for a in g.legal_actions() if "Ironbark Warden" in a.describe()))
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C0"
    g.apply(TakeDamage())
    assert g.char(0).exhausted
    assert g.state.decision.kind == "negate" and g.state.decision.fid == "C1"


def _auto(g, fid, abilities):
    from fh_helpers import run

    g.fig(fid).acting = True   # as in a real turn (monster_turn starts it)
    events = run(g, TK.AutoTurnTask(actor=fid, abilities=abilities, boost={}),
                 TK.EndTurnTask(actor=fid), TK.EndRoundTask())
    while g.state.decision is not None and g.state.decision.kind == "party":
        events += g.apply(g.legal_actions()[0])
    return events


@pytest.mark.rule("FH-MACT-1")
def test_monster_performs_only_printed_abilities() -> None:
    g = two_characters_in_play()
    h = add_monster(g, "hound", 1, (4, 2))
    _auto(g, h.fid, [{"attack": 3}])            # no move printed: it stays, and nobody is in reach
    assert g.fig(h.fid).hex == (4, 2) and g.fig("C0").hp == g.fig("C0").max_hp


@pytest.mark.rule("FH-MACT-5", "FH-ATK-8")
def test_monster_killed_by_retaliation_does_nothing_more() -> None:
    from fh_helpers import texts

    from floe_widgets.games.frosthaven.scenario.state import Bonus
    g = two_characters_in_play()
    g.fig("C0").bonuses = [Bonus("retaliate", 5)]
    h = add_monster(g, "hound", 1, (2, 1), hp=1)
    events = _auto(g, h.fid, [{"attack": 1}, {"attack": 1}])
    assert g.fig(h.fid) is None
    assert sum(1 for line in texts(events).splitlines() if " attacks " in line) == 1


@pytest.mark.rule("FH-MACT-6")
def test_monster_heal_goes_to_the_most_wounded_ally_in_range() -> None:
    g = two_characters_in_play()
    a = add_monster(g, "brute", 1, (4, 2))
    b = add_monster(g, "brute", 2, (5, 1), hp=2)
    a.hp = a.max_hp - 1
    _auto(g, a.fid, [{"heal": 2, "range": 2}])
    assert g.fig(b.fid).hp == 4 and g.fig(a.fid).hp == g.fig(a.fid).max_hp - 1


@pytest.mark.rule("FH-MACT-7")
def test_monster_positive_condition_on_itself() -> None:
    g = two_characters_in_play()
    h = add_monster(g, "hound", 1, (4, 2))
    _auto(g, h.fid, [{"grant": ["strengthen"]}])
    assert "strengthen" in g.fig(h.fid).conditions


@pytest.mark.rule("FH-MACT-8")
def test_monster_shield_lasts_until_the_end_of_the_round() -> None:
    from fh_helpers import texts
    g = two_characters_in_play()
    h = add_monster(g, "brute", 1, (4, 2))
    events = _auto(g, h.fid, [{"shield": 2}])
    assert "gains shield 2 this round" in texts(events)
    assert g.fig(h.fid).bonuses == []          # gone at the end of the round


@pytest.mark.rule("FH-MACT-2")
def test_monster_attacks_its_focus_first_and_extra_targets_after() -> None:
    g = two_characters_in_play()
    place(g, "C1", (2, 3))
    h = add_monster(g, "archer", 1, (2, -1))
    events = _auto(g, h.fid, [{"attack": 1, "range": 4, "target": 2}])
    from fh_helpers import texts
    attacked = [line.split(" attacks ")[1].split(":")[0] for line in texts(events).splitlines() if " attacks " in line]
    assert attacked == ["Ironbark Warden", "Emberwright"]    # the focus (closer) first, then the extra target


@pytest.mark.rule("FH-MACT-11")
def test_monster_card_infusion_after_the_set_acts() -> None:
    from fh_helpers import run

    from floe_widgets.games.frosthaven.scenario import elements as EL
    g = two_characters_in_play()
    add_monster(g, "hound", 1, (4, 2))
    g.state.ability_decks["hound"].current = 4   # Howl: infuse ice
    run(g, TK.MonsterSetTask(actor="hound", value=40), TK.EndRoundTask())
    while g.state.decision is not None and g.state.decision.kind in ("negate", "party", "forced"):
        g.apply(g.legal_actions()[-1])
    assert g.state.elements["ice"] in (EL.STRONG, EL.WANING)
