"""Pressure plates in play (FH-TERR-6, FH-OVERLAY-PLATE-1, FH-MOVE-3..7), on the sample scenario The Sluice
Hall (``sluice-hall``): the sluice gate, the door (6, -1), does not open by hand; the plate at (2, 3) in the
outer hall opens it; the plate at (8, -2) in the inner hall reads section 21.2 (a Frost Wraith spawns at
marker b) and works once.

Room 1 around the first plate: (1, 3) - (2, 3) - (3, 3) is a straight line along the bottom edge, so a
two-hex jump or flight from (1, 3) to (3, 3) can only pass over the plate.
"""

from __future__ import annotations

import pytest
from fh_helpers import add_monster, begin_turn, clear_monsters, drain, new_game, place, texts

from floe_widgets.core import GreedyBot, IllegalAction
from floe_widgets.games.frosthaven.map.board import hexmap
from floe_widgets.games.frosthaven.map.forced import forced_moves
from floe_widgets.games.frosthaven.map.hexmap import HexMap
from floe_widgets.games.frosthaven.map.mover import FLYING, Mover
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import MoveTo, PlaceAt, Target
from floe_widgets.games.frosthaven.scenario.bots import greedy_value
from floe_widgets.games.frosthaven.scenario.game import Frosthaven

SLUICE = "sluice-hall"
PLATE, GATE, SECOND_PLATE = (2, 3), (6, -1), (8, -2)
BEFORE, AFTER = (1, 3), (3, 3)   # the plate's neighbours on the line through it
OPENS = "triggers the pressure plate at hex 2,3: the door at hex 6,-1 opens"


def _hall(c0, c1=(0, 0), **options):
    g = new_game(scenario=SLUICE, **options)
    clear_monsters(g)
    place(g, "C0", c0)
    place(g, "C1", c1)
    return g


def _moves(g) -> set:
    return {a.to for a in g.legal_actions() if isinstance(a, MoveTo)}


def _gate_opened(g, events) -> bool:
    return GATE in g.state.open_doors and 2 in g.state.revealed_rooms and OPENS in texts(events)


@pytest.mark.rule("FH-TERR-6", "FH-OVERLAY-PLATE-1", "FH-MOVE-3", "FH-HEX-7")
def test_a_character_walking_onto_the_plate_opens_the_gate_that_does_not_open_by_hand() -> None:
    g = _hall(BEFORE)
    begin_turn(g, 0, "warden-02", "bottom")   # move 3
    assert GATE not in _moves(g)
    with pytest.raises(IllegalAction, match=r"does not open by hand: the pressure plate at hex 2,3 opens it") as no:
        g.apply(MoveTo(GATE))
    assert no.value.rule_id == "FH-HEX-7"
    assert no.value.reason == "The door at hex 6,-1 does not open by hand: the pressure plate at hex 2,3 opens it."
    events = g.apply(MoveTo(PLATE))
    log = texts(events)
    assert _gate_opened(g, events), log
    assert log.index(OPENS) < log.index("Room 2 revealed") < log.index("Section 21.1")
    assert any(f.kind == "monster" for f in g.state.figures)   # the inner hall's monsters are placed
    # each time: off the plate and onto it again, it triggers again (the gate is already open)
    g.apply(MoveTo(AFTER))
    again = texts(g.apply(MoveTo(PLATE)))
    assert "triggers the pressure plate at hex 2,3; the door at hex 6,-1 is already open" in again
    assert g.state.open_doors == [GATE]


@pytest.mark.rule("FH-TERR-6", "FH-MOVE-3")
def test_walking_over_the_plate_triggers_it_but_starting_on_it_or_leaving_it_does_not() -> None:
    g = _hall(PLATE)
    begin_turn(g, 0, "warden-01", "bottom")   # move 2, starting on the plate
    events = g.apply(MoveTo(AFTER))
    assert GATE not in g.state.open_doors and "pressure plate" not in texts(events)
    g = _hall(BEFORE)
    begin_turn(g, 0, "warden-01", "bottom")
    assert _gate_opened(g, g.apply(MoveTo(AFTER)))   # the only two-step way passes over it


@pytest.mark.rule("FH-TERR-6", "FH-OVERLAY-PLATE-1", "FH-MOVE-4")
def test_a_jumping_character_passing_over_the_plate_triggers_it() -> None:
    g = _hall(BEFORE)
    begin_turn(g, 0, "warden-05", "bottom")   # move 2, jump
    events = g.apply(MoveTo(AFTER))
    assert g.fig("C0").hex == AFTER and _gate_opened(g, events)


@pytest.mark.rule("FH-TERR-6", "FH-OVERLAY-PLATE-1", "FH-MOVE-5", "FH-COMMAND-GRANT-1")
def test_a_flying_monster_passing_over_the_plate_triggers_it() -> None:
    g = _hall(BEFORE, c1=(1, 2), classes=["warden", "shadefang"])
    place(g, "C0", (0, 0))
    wraith = add_monster(g, "wraith", 1, BEFORE)
    other = next(c for c in g.char(1).hand if c != "shadefang-x3")
    begin_turn(g, 1, "shadefang-x3", "top", other=other)   # control: the wraith performs move 2, flying
    g.apply(Target(wraith.fid))
    events = g.apply(MoveTo(AFTER))
    assert g.fig(wraith.fid).hex == AFTER and GATE in g.state.open_doors, texts(events)
    assert "wraith 1 triggers the pressure plate at hex 2,3" in texts(events)


@pytest.mark.rule("FH-TERR-6", "FH-MOVE-3", "FH-MONMOVE-CARD-1")
def test_a_monster_on_its_own_turn_walking_onto_the_plate_triggers_it() -> None:
    g = _hall(AFTER)
    hound = add_monster(g, "hound", 1, BEFORE)
    g.state.phase = "play"
    g.state.monster_deck.draw[:0] = ["+0"]
    events = drain(g, TK.AutoTurnTask(actor=hound.fid, abilities=[{"move": 2}, {"attack": 1}], boost={}))
    assert g.fig(hound.fid).hex == PLATE, texts(events)   # the nearest hex next to its focus
    assert "hound 1 triggers the pressure plate at hex 2,3" in texts(events) and GATE in g.state.open_doors


@pytest.mark.rule("FH-TERR-6", "FH-MOVE-6", "FH-TELEPORT-PLACE-1")
def test_a_teleport_onto_the_plate_triggers_it() -> None:
    g = _hall((0, 0), c1=(0, 3))
    begin_turn(g, 1, "ember-06", "bottom")   # teleport 3: the destination's entry effects trigger
    assert _gate_opened(g, g.apply(MoveTo(PLATE)))


@pytest.mark.rule("FH-TERR-6", "FH-MOVE-7", "FH-FORCED-PUSHPULL-1")
@pytest.mark.parametrize("mtype", ["hound", "wraith"])
def test_a_figure_pushed_onto_the_plate_triggers_it_flying_or_not(mtype: str) -> None:
    g = _hall((2, 1))
    target = add_monster(g, mtype, 1, (2, 2), hp=20)
    g.char(0).deck.draw[:0] = ["+0"]
    begin_turn(g, 0, "warden-02", "top")   # attack 3, push 1
    g.apply(Target(target.fid))
    assert PlaceAt(PLATE) in g.legal_actions()
    events = g.apply(PlaceAt(PLATE))
    assert g.fig(target.fid).hex == PLATE and _gate_opened(g, events)


@pytest.mark.rule("FH-MOVE-5", "FH-MOVE-7", "FH-OVERLAY-TRAP-1")
@pytest.mark.parametrize(("mtype", "sprung"), [("wraith", False), ("hound", True)])
def test_a_flying_monster_pushed_onto_a_trap_does_not_spring_it_but_a_walker_does(mtype: str, sprung: bool) -> None:
    g = _hall((2, 1))
    trap = (3, 2)   # one step farther from the pusher than the target
    g.state.traps = [trap]
    target = add_monster(g, mtype, 1, (2, 2), hp=20)
    g.char(0).deck.draw[:0] = ["+0"]
    begin_turn(g, 0, "warden-02", "top")   # attack 3, push 1
    g.apply(Target(target.fid))
    events = g.apply(PlaceAt(trap))
    assert g.fig(target.fid).hex == trap
    assert ("springs a trap" in texts(events)) == sprung and (trap not in g.state.traps) == sprung


@pytest.mark.rule("FH-TERR-6", "FH-OVERLAY-PLATE-1")
def test_the_map_model_lists_a_plate_among_the_hexes_a_pushed_flyer_triggers() -> None:
    line = [(0, r) for r in range(4)]
    m = HexMap(line, overlays={(0, 2): "pressure-plate", (0, 3): "trap"})
    for mode, triggered in ((FLYING, ((0, 2),)), ("normal", ((0, 2), (0, 3)))):
        ways = forced_moves(m, (0, 0), Mover((0, 1), mode=mode), 2, "push")
        assert next(w for w in ways if w.final == (0, 3)).triggered == triggered


def _on_the_second_plate():
    g = _hall((7, -1))
    g.reveal_room(2)
    clear_monsters(g)
    begin_turn(g, 0, "warden-02", "bottom")   # move 3: on, off, on again
    g.set_position(g.state)   # a position set by hand: a save holds it and the moves made from it
    return g


@pytest.mark.rule("FH-TERR-6", "FH-OVERLAY-PLATE-1", "FH-GEN-SECTION-1", "FH-TURN-5")
def test_a_plate_that_works_once_reads_its_section_and_is_then_used() -> None:
    g = _on_the_second_plate()
    first = texts(g.apply(MoveTo(SECOND_PLATE)))
    assert "triggers the pressure plate at hex 8,-2: section 21.2 is read" in first
    assert "Section 21.2" in first and "spawns at hex 9,0" in first
    assert g.state.plates_used == [SECOND_PLATE] and g.state.sections_read[-1] == "21.2"
    g.apply(MoveTo((8, -1)))
    again = texts(g.apply(MoveTo(SECOND_PLATE)))
    assert "it has already worked: nothing happens" in again and "spawns" not in again
    assert sum(f.mtype == "wraith" for f in g.state.figures) == 1


@pytest.mark.rule("FH-TERR-6")
def test_a_save_keeps_a_used_plate_and_a_game_without_one_writes_nothing_new() -> None:
    g = _on_the_second_plate()
    g.apply(MoveTo(SECOND_PLATE))
    doc = g.to_json()
    loaded = Frosthaven.from_json(doc)
    assert loaded.to_json() == doc and loaded.state.plates_used == [SECOND_PLATE]
    loaded.apply(MoveTo((8, -1)))
    assert "nothing happens" in texts(loaded.apply(MoveTo(SECOND_PLATE)))
    assert "plates_used" not in new_game().to_json()   # saves of games without a used plate keep their text


@pytest.mark.rule("FH-TERR-6", "FH-OVERLAY-PLATE-1")
def test_bots_meet_the_plates_and_the_game_replays_the_same() -> None:
    def played(seed: int) -> Frosthaven:
        g = Frosthaven(players=2, seed=seed, scenario=SLUICE)
        bot = GreedyBot(greedy_value, seed)
        while not g.is_over:
            g.apply(bot.choose(g))
        return g

    g = played(3)
    doc = g.to_json()
    assert GATE in g.state.open_doors and g.state.plates_used == [SECOND_PLATE]
    assert any("triggers the pressure plate" in line for line in map(str, g.events()))
    assert played(3).to_json() == doc and Frosthaven.from_json(doc).to_json() == doc


def test_every_locked_door_of_the_scenarios_has_a_plate_that_opens_it() -> None:
    from floe_widgets.games.frosthaven.scenario import book as SC
    from floe_widgets.games.frosthaven.scenario import plates as PLATES

    locked = [(sid, door) for sid in SC.scenario_ids() for door in SC.board(sid).locked]
    assert (SLUICE, GATE) in locked
    for sid, door in locked:
        b = SC.board(sid)
        assert any(PLATES.door_opened_by(b, p) == door for p in b.plates), (sid, door)


def test_the_plates_of_a_map_must_match_its_plates_list() -> None:
    from floe_widgets.games.frosthaven.scenario.book import parse_board

    assert parse_board("p", ["11"], ["P."], {"plates": [{"at": [0, 0], "effect": {"section": "1"}}]}).plates
    with pytest.raises(ValueError, match="pressure plates"):
        parse_board("p", ["11"], ["P."], {})
    with pytest.raises(ValueError, match="locked door"):
        parse_board("p", ["1D"], [".."], {"locked_doors": [[0, 0]]})
    for effect in ({"open_door": "a"}, {"trap": 3}, {"open_door": [1, 0], "section": "1"}):
        with pytest.raises(ValueError, match=r"effect is open_door: \[col, row\] or section: id, not"):
            parse_board("p", ["11"], ["P."], {"plates": [{"at": [0, 0], "effect": effect}]})


def test_hexmap_sees_the_plates_and_the_locked_gate() -> None:
    g = _hall(BEFORE)
    m = hexmap(g.board, g.state)
    assert m.is_pressure_plate(PLATE) and m.is_pressure_plate(SECOND_PLATE) and m.is_locked_door(GATE)


@pytest.mark.rule("FH-OVERLAY-PLATE-1")
def test_the_view_draws_the_plates_names_them_and_stays_readable() -> None:
    import matplotlib

    matplotlib.use("Agg")
    from floe_widgets.i18n import speaking
    from floe_widgets.views.contract import DEFAULT_THEME
    from floe_widgets.views.every_view import view_of
    from tests.views.conftest import Shown
    from tests.views.test_palettes import MACHADO, too_close
    from tests.views.test_readable import assert_readable, drawn_texts

    g = _on_the_second_plate()
    g.apply(MoveTo(SECOND_PLATE))
    shown = Shown(g, g.state, g.legal_actions())
    view, _fig, _drawn = drawn_texts(shown, DEFAULT_THEME)
    legend = {e.kind: e for e in view.legend()}
    assert legend["pressure-plate"].meaning == "pressure plate"
    assert legend["plate-used"].meaning == "used pressure plate"
    words = view.describe_board(g.state)
    assert "Pressure plates: hex 2,3." in words and "Used pressure plates: hex 8,-2." in words
    assert view.letters[PLATE].get_text() == view.letters[SECOND_PLATE].get_text() == "P"   # on the map
    assert view.hex_kind(PLATE, g.state, hexmap(g.board, g.state))[0] == "pressure-plate"
    assert view.hex_kind(SECOND_PLATE, g.state, hexmap(g.board, g.state))[0] == "plate-used"
    assert_readable(shown)
    assert not any(too_close(view.legend(), vision) for vision in MACHADO)
    with speaking("ja"):
        assert "感圧板" in view_of(g).describe_board(g.state)
    assert "pressure-plate" not in {e.kind for e in view_of(new_game()).legend()}   # a map without plates


def _lines(events) -> list[str]:
    return [str(e) for e in events]


@pytest.mark.rule("FH-TERR-6", "FH-OVERLAY-PLATE-1", "FH-MOVE-3", "FH-OVERLAY-DOOR-1")
def test_the_plates_events_name_the_figure_the_hexes_and_their_rules_word_for_word() -> None:
    g = _hall(BEFORE)
    begin_turn(g, 0, "warden-02", "bottom")   # move 3: onto the plate, off it and onto it again
    rules = "[FH-TERR-6, FH-OVERLAY-PLATE-1, FH-MOVE-3"
    assert (f"Ironbark Warden triggers the pressure plate at hex 2,3: the door at hex 6,-1 opens. {rules}, "
            "FH-OVERLAY-DOOR-1]") in _lines(g.apply(MoveTo(PLATE)))
    g.apply(MoveTo(AFTER))
    assert (f"Ironbark Warden triggers the pressure plate at hex 2,3; the door at hex 6,-1 is already open. {rules}]"
            in _lines(g.apply(MoveTo(PLATE))))
    g = _on_the_second_plate()
    first = _lines(g.apply(MoveTo(SECOND_PLATE)))
    assert (f"Ironbark Warden triggers the pressure plate at hex 8,-2: section 21.2 is read. {rules}, "
            "FH-GEN-SECTION-1]") in first
    g.apply(MoveTo((8, -1)))
    assert (f"Ironbark Warden enters the pressure plate at hex 8,-2; it has already worked: nothing happens. {rules}]"
            in _lines(g.apply(MoveTo(SECOND_PLATE))))


@pytest.mark.rule("FH-TERR-6", "FH-GEN-SECTION-1")
def test_a_plate_whose_section_has_been_read_reads_nothing_again() -> None:
    g = _on_the_second_plate()
    s = g.state
    s.sections_read.append("21.2")   # a position set by hand after section 21.2, the plate still unused
    g.set_position(s)
    events = _lines(g.apply(MoveTo(SECOND_PLATE)))
    assert ("Ironbark Warden triggers the pressure plate at hex 8,-2; section 21.2 has been read: nothing more "
            "happens. [FH-TERR-6, FH-OVERLAY-PLATE-1, FH-MOVE-3]") in events
    assert not any(line.startswith("Section 21.2") for line in events)
    assert g.state.plates_used == [SECOND_PLATE] and g.state.sections_read.count("21.2") == 1
    assert not any(f.mtype == "wraith" for f in g.state.figures)   # no second wraith spawns


@pytest.mark.rule("FH-TERR-6", "FH-MOVE-3", "FH-SUMMON-PLACE-1", "FH-SUMMON-ACT-1")
def test_a_summon_placed_on_the_plate_triggers_nothing_but_one_walking_onto_it_does() -> None:
    g = _hall((0, 0), c1=BEFORE)
    begin_turn(g, 1, "ember-05", "top")   # summon an Ember Sprite (move 2, attack 1) next to Emberwright
    assert PlaceAt(PLATE) in g.legal_actions()
    events = g.apply(PlaceAt(PLATE))
    assert "Ember Sprite is summoned at hex 2,3. [FH-SUMMON-PLACE-1]" in _lines(events)
    assert "pressure plate" not in texts(events) and g.state.open_doors == []
    g = _hall((0, 0), c1=(0, 3))
    begin_turn(g, 1, "ember-05", "top")
    g.apply(PlaceAt(BEFORE))
    sprite = next(f for f in g.state.figures if f.kind == "summon")
    add_monster(g, "hound", 1, AFTER, hp=20)   # the nearest hex to attack it from is the plate
    g.state.round += 1   # the sprite acts from the next round
    g.char(1).deck.draw[:0] = ["+0"]
    events = drain(g, TK.SummonTurnTask(actor=sprite.fid))
    assert g.fig(sprite.fid).hex == PLATE and _gate_opened(g, events)
    assert ("Ember Sprite triggers the pressure plate at hex 2,3: the door at hex 6,-1 opens. "
            "[FH-TERR-6, FH-OVERLAY-PLATE-1, FH-MOVE-3, FH-OVERLAY-DOOR-1]") in _lines(events)


@pytest.mark.rule("FH-TERR-6", "FH-GEN-SECTION-1")
def test_the_greedy_bot_heads_for_a_plate_only_while_it_can_still_do_something() -> None:
    def step_value(g, to) -> float:   # 3.0 for a step onto a goal, less the farther the nearest goal is
        return greedy_value(g, MoveTo(to))

    g = _hall(BEFORE)
    add_monster(g, "hound", 1, (5, -2))   # a foe far from both plates
    begin_turn(g, 0, "warden-02", "bottom")   # move 3
    assert step_value(g, PLATE) == 3.0   # the gate is closed
    g.apply(MoveTo(PLATE))
    g.apply(MoveTo(AFTER))
    assert GATE in g.state.open_doors and step_value(g, PLATE) < 3.0
    g = _on_the_second_plate()
    add_monster(g, "hound", 1, (5, -2))
    assert step_value(g, SECOND_PLATE) == 3.0   # section 21.2 unread
    g.apply(MoveTo(SECOND_PLATE))
    g.apply(MoveTo((8, -1)))
    assert g.state.plates_used == [SECOND_PLATE] and step_value(g, SECOND_PLATE) < 3.0
    g = _on_the_second_plate()
    add_monster(g, "hound", 1, (5, -2))
    s = g.state
    s.sections_read.append("21.2")   # read, the plate unused (a position set by hand)
    g.set_position(s)
    assert g.state.plates_used == [] and step_value(g, SECOND_PLATE) < 3.0
