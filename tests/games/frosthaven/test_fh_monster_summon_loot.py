"""Monster summon (FH-MACT-9) and monster loot (FH-MACT-10) abilities, on hand-made positions.

Room 1 of the sample scenario: the hex (3, 2) has six empty neighbours
(2, 2), (2, 3), (3, 1), (3, 3), (4, 1), (4, 2).
"""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, clear_monsters, drain, new_game, place, texts

from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import PlaceAt

SUMMON = [{"summon": "hound"}]



def _summon(g, fid: str, abilities=SUMMON):
    return drain(g, TK.AutoTurnTask(actor=fid, abilities=abilities, boost={}))


def _new_hounds(g, before: set[str]):
    return [f for f in g.state.figures if f.mtype == "hound" and f.fid not in before]


def _position(c0=(0, 2), c1=(5, -2)):
    g = new_game()
    clear_monsters(g)
    place(g, "C0", c0)
    place(g, "C1", c1)
    archer = add_monster(g, "archer", 1, (3, 2))
    return g, archer


@pytest.mark.rule("FH-MACT-9")
def test_summon_goes_to_the_adjacent_hex_closest_to_an_enemy() -> None:
    g, archer = _position()          # (2, 2) is at range 2 of C0; every other neighbour is farther
    events = _summon(g, archer.fid)
    new = _new_hounds(g, set())
    assert len(new) == 1 and new[0].hex == (2, 2) and new[0].kind == "monster"
    assert new[0].summoned_round == g.state.round
    assert "FH-MACT-9" in texts(events)


@pytest.mark.rule("FH-MACT-9", "FH-GEN-PARTY-1")
def test_tied_summon_hexes_are_the_partys_choice() -> None:
    g, archer = _position(c0=(5, 1), c1=(0, 0))   # (4, 1) and (4, 2) are both adjacent to C0
    drain(g, TK.AutoTurnTask(actor=archer.fid, abilities=SUMMON, boost={}), TK.EndRoundTask())
    d = g.state.decision
    assert d is not None and d.kind == "summon_place"
    assert sorted(g.legal_actions(), key=lambda a: a.to) == [PlaceAt((4, 1)), PlaceAt((4, 2))]
    events = g.apply(PlaceAt((4, 2)))
    new = _new_hounds(g, set())
    assert [f.hex for f in new] == [(4, 2)] and "FH-MACT-9" in texts(events)


@pytest.mark.rule("FH-MACT-9")
def test_no_empty_adjacent_hex_means_nothing_is_summoned() -> None:
    g, archer = _position()
    for i, h in enumerate([(2, 2), (2, 3), (3, 1), (3, 3), (4, 1), (4, 2)]):
        add_monster(g, "brute", i + 1, h)
    events = _summon(g, archer.fid)
    assert _new_hounds(g, set()) == [] and "no empty adjacent hex" in texts(events)


@pytest.mark.rule("FH-MACT-9")
def test_no_free_standee_means_nothing_is_summoned() -> None:
    g, archer = _position()
    g.state.used_standees["hound"] = [1, 2, 3, 4, 5, 6]
    events = _summon(g, archer.fid)
    assert _new_hounds(g, set()) == [] and "no free standee" in texts(events)
    g.state.used_standees["hound"] = [1, 2, 3, 4, 5]
    _summon(g, archer.fid)
    assert [f.number for f in _new_hounds(g, set())] == [6]


@pytest.mark.rule("FH-MACT-9")
def test_a_summoned_monster_acts_only_from_the_next_round() -> None:
    g, archer = _position(c0=(1, 2), c1=(5, -2))   # C0 next to (2, 2), where the hound appears
    _summon(g, archer.fid)
    (hound,) = _new_hounds(g, set())
    g.state.ability_decks["hound"].current = 1      # Pack Bite: move +0, attack +0
    hp = g.fig("C0").hp
    events = drain(g, TK.MonsterSetTask(actor="hound"))
    assert not g.fig(hound.fid).acting and g.fig("C0").hp == hp and hound.name not in texts(events)
    g.state.round += 1
    g.state.ability_decks["hound"].current = 1
    events = drain(g, TK.MonsterSetTask(actor="hound"))
    assert g.fig(hound.fid).acting and f"{hound.name} focuses on" in texts(events)


@pytest.mark.rule("FH-MACT-9", "FH-ATK-11")
def test_summoned_monster_stays_when_summoner_dies_and_drops_no_loot() -> None:
    g, archer = _position()
    _summon(g, archer.fid)
    (hound,) = _new_hounds(g, set())
    tokens = list(g.state.loot_tokens)
    drain(g, TK.DamageTask(target=archer.fid, value=99, source="C0"))
    assert g.fig(archer.fid) is None and g.fig(hound.fid) is not None
    assert g.state.loot_tokens == tokens + [(3, 2)]   # the archer was placed: it drops a token
    events = drain(g, TK.DamageTask(target=hound.fid, value=99, source="C0"))
    assert g.fig(hound.fid) is None and g.state.loot_tokens == tokens + [(3, 2)]
    assert "drops no loot" in texts(events)


@pytest.mark.rule("FH-MACT-9")
def test_a_summoned_type_the_scenario_did_not_list_gets_its_deck_and_acts_next_round() -> None:
    g, archer = _position()
    del g.state.ability_decks["hound"], g.state.used_standees["hound"]
    _summon(g, archer.fid)
    assert len(_new_hounds(g, set())) == 1 and "hound" in g.state.ability_decks
    for ch in g.state.characters:
        ch.long_rest = True
    g.state.phase, g.state.queue = "select", []
    events = g.resume()   # everyone has chosen: the initiatives are revealed
    if g.state.decision is not None and g.state.decision.kind == "tie":   # two long rests tie (FH-AMBIG-17)
        events += g.apply(g.legal_actions()[0])
    assert "set:hound" in g.state.order and "Frost Hound (26)" in texts(events)


@pytest.mark.rule("FH-MACT-10")
def test_monster_loot_removes_tokens_in_range_for_good_but_never_treasures() -> None:
    g, archer = _position()
    g.state.loot_tokens = [(3, 2), (2, 2), (4, 1), (1, 2), (11, -5)]
    g.state.treasures = [(3, 3)]
    deck, loot = list(g.state.loot_deck), [list(ch.loot) for ch in g.state.characters]
    events = _summon(g, archer.fid, [{"loot": 1}])
    assert g.state.loot_tokens == [(1, 2), (11, -5)]   # range 2 and farther stay
    assert g.state.treasures == [(3, 3)]
    assert g.state.loot_deck == deck and [ch.loot for ch in g.state.characters] == loot
    assert "FH-MACT-10" in texts(events) and "3 loot tokens removed" in texts(events)


@pytest.mark.rule("FH-MACT-10")
def test_monsters_never_loot_at_the_end_of_their_turn() -> None:
    g, archer = _position()
    g.state.loot_tokens = [(3, 2)]
    drain(g, TK.EndTurnTask(actor=archer.fid))
    assert g.state.loot_tokens == [(3, 2)]


@pytest.mark.rule("FH-MACT-9", "FH-MACT-10")
def test_sample_cards_summon_and_loot_in_a_monster_turn() -> None:
    from floe_widgets.games.frosthaven.map.board import hexmap
    from floe_widgets.games.frosthaven.scenario import monsters as MON
    from floe_widgets.games.frosthaven.scenario.state import MonsterDeck

    brute_deck = [c["name"] for c in MON.monster_types()["brute"]["deck"]]
    archer_deck = [c["name"] for c in MON.monster_types()["archer"]["deck"]]
    g, archer = _position()
    place(g, archer.fid, (5, -1))
    brute = add_monster(g, "brute", 1, (3, 2))   # the hound goes to (2, 2), nearest C0
    g.state.ability_decks["brute"] = MonsterDeck()
    g.state.ability_decks["brute"].current = brute_deck.index("Call the Pack")
    g.state.used_standees["brute"] = [1]
    events = drain(g, TK.MonsterTurnTask(actor=brute.fid, boost={}))
    new = _new_hounds(g, set())
    assert [f.hex for f in new] == [(2, 2)]
    assert "FH-MACT-9" in texts(events)
    m = hexmap(g.board, g.state)
    near = sorted(h for h, room in g.board.rooms.items() if room == 1 and m.range((5, -1), h) <= 2)
    g.state.loot_tokens = near + [(11, -5)]   # wherever the archer's move 1 ends, some are in range 1
    g.state.ability_decks["archer"].current = archer_deck.index("Scavenge")
    events = drain(g, TK.MonsterTurnTask(actor=archer.fid, boost={}))
    here = g.fig(archer.fid).hex
    assert "FH-MACT-10" in texts(events)
    assert g.state.loot_tokens == [h for h in near if m.range(here, h) > 1] + [(11, -5)]
    assert len(g.state.loot_tokens) < len(near) + 1
