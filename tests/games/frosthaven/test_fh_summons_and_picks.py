"""Character summons acting on their own stats, and the player's pick of an ambiguous modifier
pair, played through the scenario engine."""

from __future__ import annotations

import json

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, set_deck, texts

from floe_widgets.core import decode, encode
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import KeepCard, PlaceAt, TakeDamage, Target
from floe_widgets.games.frosthaven.scenario.state import FHState


def _sprite_on_the_map(g):
    """Character 2 plays Kindled Spirit (summon Ember Sprite: hp 3, move 2, attack 1) next to itself."""
    place(g, "C1", (0, 2))
    begin_turn(g, 1, "ember-05", "top")
    spot = next(a for a in g.legal_actions() if isinstance(a, PlaceAt))
    g.apply(spot)
    (sprite,) = [f for f in g.state.figures if f.kind == "summon"]
    return sprite


@pytest.mark.rule("FH-SUMMON-ACT-1", "FH-FOCUS-10")
def test_a_summon_moves_and_attacks_with_its_own_stats() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (4, -2))
    sprite = _sprite_on_the_map(g)
    assert (sprite.move, sprite.attack) == (2, 1)
    start = sprite.hex
    hound = add_monster(g, "hound", 1, (sprite.hex[0] + 3, sprite.hex[1]), hp=20)   # three hexes away
    assert drain(g, TK.SummonTurnTask(actor=sprite.fid)) == [] and g.fig(sprite.fid).hex == start
    g.state.round += 1   # it acts from the next round
    set_deck(g, 1, "+1")
    events = drain(g, TK.SummonTurnTask(actor=sprite.fid))
    moved = g.fig(sprite.fid)
    assert moved.hex != start
    assert max(abs(moved.hex[0] - hound.hex[0]), abs(moved.hex[1] - hound.hex[1]),
               abs(moved.hex[0] + moved.hex[1] - hound.hex[0] - hound.hex[1])) == 1, texts(events)
    assert g.fig(hound.fid).hp == 20 - (1 + 1), texts(events)   # Attack 1, +1 card, no shield


def _strengthened_attack(g, cards):
    clear_monsters(g)
    place(g, "C0", (1, 1))
    hound = add_monster(g, "hound", 1, (2, 1), hp=20)
    g.fig("C0").conditions = {"strengthen": 1}
    set_deck(g, 0, *cards)
    begin_turn(g, 0, "warden-02", "top")   # attack 3, push 1
    g.apply(Target(hound.fid, effects=False))
    return hound


@pytest.mark.rule("FH-ATK-6", "FH-ADV-ADV-1")
def test_an_ambiguous_pair_with_advantage_is_the_characters_pick() -> None:
    g = new_game()
    hound = _strengthened_attack(g, ["+0:muddle", "+1"])   # more damage, or muddle: neither is plainly better
    d = g.state.decision
    assert d.kind == "modifier" and d.seat == 0
    assert sorted(g.legal_actions(), key=lambda a: a.card) == [KeepCard("+0:muddle"), KeepCard("+1")]
    g.apply(KeepCard("+0:muddle"))
    assert g.fig(hound.fid).hp == 20 - 3 and "muddle" in g.fig(hound.fid).conditions


@pytest.mark.rule("FH-ATK-6", "FH-ADV-ADV-1")
def test_a_plainly_better_card_is_kept_without_asking() -> None:
    g = new_game()
    hound = _strengthened_attack(g, ["-1", "+1"])
    assert g.state.decision is None or g.state.decision.kind != "modifier"
    assert g.fig(hound.fid).hp == 20 - 4


@pytest.mark.rule("FH-ATK-6")
def test_a_monster_keeps_the_first_card_of_an_ambiguous_pair() -> None:
    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    hound = add_monster(g, "hound", 1, (2, 1), hp=20)
    hound.conditions = {"strengthen": 1}
    set_deck(g, "M", "+0:muddle", "+1")
    drain(g, TK.AttackTask(actor=hound.fid, target="C0", attack=2, pierce=0, range=1, add=[], push=0, pull=0),
          TK.EndRoundTask())
    shield = g.fig("C0").shield
    assert g.state.decision.kind == "negate" and g.state.decision.amount == 2 - shield   # not 3
    g.apply(TakeDamage())
    assert "muddle" in g.fig("C0").conditions   # the first card, +0 with muddle, was kept


def test_a_waiting_pick_is_stored_in_the_recorded_shape_and_read_back() -> None:
    g = new_game()
    hound = _strengthened_attack(g, ["+0:muddle", "+1"])
    stored = json.loads(json.dumps(encode(g.state)))
    pick = stored["decision"]
    assert pick["kind"] == "modifier" and list(pick["data"]) == ["task", "mode", "rolls", "pair", "drawn"]
    assert pick["data"]["task"] == {"actor": "C0", "target": hound.fid, "data": {
        "value": 3, "pierce": 0, "range": 1, "add": [], "push": 0, "pull": 0}}
    g.state = decode(FHState, stored)
    assert encode(g.state) == stored
    g.apply(KeepCard("+0:muddle"))
    assert g.fig(hound.fid).hp == 20 - 3 and "muddle" in g.fig(hound.fid).conditions


@pytest.mark.rule("FH-SUMMON-PLACE-1", "FH-HEAL-HP-1", "FH-AMBIG-7")
def test_a_characters_summon_is_healed_up_to_its_printed_hit_points() -> None:
    from fh_helpers import finish_turn

    g = new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 3))
    begin_turn(g, 1, "ember-05", "top")              # Kindled Spirit: summon an Ember Sprite (3 hit points)
    assert texts(g.apply(PlaceAt((0, 2)))).startswith("Ember Sprite is summoned at hex 0,2.")
    sprite = next(f for f in g.state.figures if f.kind == "summon")
    sprite.hp = 1
    finish_turn(g)
    begin_turn(g, 0, "warden-06", "top")             # Heal 3, range 2
    events = g.apply(Target(sprite.fid))
    assert events[0].text == "Ironbark Warden heals Ember Sprite for 2 hit points."
    assert g.fig(sprite.fid).hp == 3


@pytest.mark.rule("FH-COND-TIMING-1", "FH-SUMMON-ACT-1")
def test_a_summons_condition_ends_at_the_end_of_its_own_turn() -> None:
    g = new_game()
    clear_monsters(g)
    sprite = _sprite_on_the_map(g)
    g.state.round += 1   # it acts from the next round
    g.fig(sprite.fid).conditions = {"immobilize": 1}
    events = drain(g, TK.SummonTurnTask(actor=sprite.fid))
    assert (events[-1].text, events[-1].rules) == ("Ember Sprite's immobilize ends.",
                                                   ("FH-COND-TIMING-1", "FH-AMBIG-5"))
    assert g.fig(sprite.fid).conditions == {} and g.fig(sprite.fid).turns_done == 1
