"""What the log says after each action: the event names what happened (where, what, how many AP) and
cites the rules that made it happen, so a learner who asks "why?" is shown the right rules."""

from __future__ import annotations

import pytest

from floe_widgets.games.ice_and_idols.actions import (
    ArchitectSwap,
    Cancel,
    ChooseKey,
    Drop,
    EndTurn,
    GainPower,
    Jump,
    KeysmithTile,
    Move,
    MoveTo,
    OrientTile,
    Pass,
    PassTo,
    PickUp,
    PlaceIdol,
    Research,
    RotateTemple,
    RotateTile,
    SculptorShift,
    ShiftTokens,
    SlideTile,
    UseAbility,
    UseAdrenaline,
    UsePower,
)
from floe_widgets.games.ice_and_idols.game import IceAndIdols

from .helpers import at_location, clear, new_game, put, refresh, roundabout_board

CHILLS = [24, 25, 26, 27]


def board(chars=("curator", "keysmith"), powers=(), ap=None):
    """Open Roundabouts, seat 0 (Curator by default) at (2, 2), chill events on top of the deck."""
    game = roundabout_board(2, chars=chars)
    game.state.players[0].powers = list(powers)
    game.state.event_deck = CHILLS + [c for c in game.state.event_deck if c not in CHILLS]
    if ap is not None:
        game.state.ap = ap
    refresh(game)
    return game


def logged(game, action):
    """Apply ``action``; every event it logs reads as a sentence and cites only rules of the rulebook."""
    events = game.apply(action)
    rulebook = IceAndIdols.rules()
    for event in events:
        assert not event.text[:1].islower() and event.text.endswith(".") and event.text != event.text.upper(), event
        assert event.rules and all(rule in rulebook for rule in event.rules), event
    return events


@pytest.mark.rule("IAI-MOVE-STEP-1", "IAI-AP-COST-1", "IAI-AP-SPEND-1")
def test_moves_say_where_to_and_what_they_cost() -> None:
    game = board()
    step, = logged(game, Move("E"))
    assert step.rules == ("IAI-MOVE-STEP-1", "IAI-AP-COST-1")
    assert "E" in step.text and "tile 2,3" in step.text and "1 AP" in step.text
    far, = logged(game, MoveTo((2, 0), 0, 2))
    assert far.rules == ("IAI-MOVE-STEP-1", "IAI-AP-COST-1", "IAI-AP-SPEND-1")
    assert "2 tiles" in far.text and "tile 2,0" in far.text and "2 AP" in far.text


@pytest.mark.rule("IAI-ABILITY-CURATOR-1", "IAI-ABILITY-GEN-1")
def test_the_curators_jump_cites_the_ability() -> None:
    jump, = logged(board(), Jump("E"))
    assert jump.rules == ("IAI-ABILITY-CURATOR-1", "IAI-ABILITY-GEN-1")
    assert jump.text == "P1 Curator jumps E to tile 2,4 (4 AP)."


@pytest.mark.rule("IAI-IDOL-PICK-1", "IAI-IDOL-CARRY-1", "IAI-IDOL-DROP-1")
def test_picking_up_and_dropping_an_idol() -> None:
    game = board()
    at_location(game, (2, 2), idols=["tigers-eye"])
    refresh(game)
    pick, = logged(game, PickUp("tigers-eye"))
    assert pick.rules == ("IAI-IDOL-PICK-1", "IAI-IDOL-CARRY-1") and "Tiger's Eye" in pick.text
    drop, = logged(game, Drop("tigers-eye"))
    assert drop.rules == ("IAI-IDOL-DROP-1",) and "Tiger's Eye" in drop.text and "0 AP" in drop.text


def at_an_altar(idol: str, **kw):
    game = board(**kw)
    at_location(game, (2, 2), altar=idol)
    game.state.players[0].hand = [idol]
    game.state.supply[idol] -= 1
    refresh(game)
    return game


@pytest.mark.rule("IAI-ALTAR-PLACE-1", "IAI-RESEARCH-PLACE-1", "IAI-ALTAR-CHOICE-1")
def test_placing_then_researching() -> None:
    game = at_an_altar("gold")
    place, = logged(game, PlaceIdol("gold"))
    assert place.rules == ("IAI-ALTAR-PLACE-1",) and "Gold" in place.text and "1 AP" in place.text
    research = logged(game, Research())[0]
    assert research.rules == ("IAI-RESEARCH-PLACE-1", "IAI-ALTAR-CHOICE-1") and research.kind == "research"
    # two blocking markers sit at the bottom of each column in a two-player game
    assert "Gold" in research.text and "space 3" in research.text and "9 markers left" in research.text


@pytest.mark.rule("IAI-POWER-GAIN-1", "IAI-POWER-SAPPHIRE-1", "IAI-EVENT-TRIGGER-1", "IAI-CHILL-NOEFFECT-1")
def test_gaining_sapphire() -> None:
    game = at_an_altar("sapphire")
    logged(game, PlaceIdol("sapphire"))
    gain, sapphire, trigger, chill = logged(game, GainPower())
    assert gain.rules == ("IAI-POWER-GAIN-1", "IAI-ALTAR-CHOICE-1", "IAI-POWER-ONCE-1") and gain.kind == "power"
    assert "Sapphire" in gain.text
    assert sapphire.rules == ("IAI-POWER-SAPPHIRE-1",) and "+1 AP" in sapphire.text
    assert trigger.rules == ("IAI-EVENT-TRIGGER-1",)
    assert chill.rules == ("IAI-CHILL-NOEFFECT-1", "IAI-EVENT-RESOLVE-1", "IAI-EVENT-TYPES-1")
    assert chill.kind == "event" and "Chill" in chill.text


@pytest.mark.rule("IAI-POWER-TIGER-1")
def test_gaining_tigers_eye() -> None:
    game = at_an_altar("tigers-eye")
    logged(game, PlaceIdol("tigers-eye"))
    tiger = logged(game, GainPower())[1]
    assert tiger.rules == ("IAI-POWER-TIGER-1",) and "2 different idols" in tiger.text


@pytest.mark.rule("IAI-ADRENALINE-USE-1", "IAI-ADRENALINE-TIMING-1")
def test_adrenaline() -> None:
    boost, = logged(board(), UseAdrenaline())
    assert boost.rules == ("IAI-ADRENALINE-USE-1", "IAI-ADRENALINE-TIMING-1")
    assert "+1 AP" in boost.text and "6 left" in boost.text and "2 AP fewer" in boost.text


@pytest.mark.rule("IAI-ADRENALINE-USE-1")
def test_adrenaline_counts_in_the_turns_ap() -> None:
    game = board()
    logged(game, Move("E"))
    logged(game, UseAdrenaline())
    assert (game.state.ap, game.state.ap_this_turn) == (5, 6)


@pytest.mark.rule("IAI-POWER-JADE-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1", "IAI-POWER-REPEAT-1")
def test_jade_turns_the_temple() -> None:
    turn, = logged(board(powers=["jade"]), RotateTemple(False))
    assert turn.rules == ("IAI-POWER-JADE-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1", "IAI-POWER-REPEAT-1")
    assert turn.text == RotateTemple(False).describe() + " (2 AP)."


@pytest.mark.rule("IAI-POWER-RUBY-1", "IAI-POWER-GOLD-1", "IAI-AMBIG-13", "IAI-POWER-REPEAT-1")
def test_ruby_and_gold_then_cancel() -> None:
    game = board(powers=["ruby", "gold"])
    clear(game, (0, 1))
    refresh(game)
    choose, = logged(game, UsePower("ruby"))
    assert choose.rules == ("IAI-POWER-REPEAT-1",) and "Ruby" in choose.text
    turned, = logged(game, RotateTile((0, 0), True))
    assert turned.rules == ("IAI-POWER-RUBY-1", "IAI-TILE-PATH-1")
    assert turned.text == RotateTile((0, 0), True).describe() + " (1 AP)."
    logged(game, UsePower("gold"))
    slid, = logged(game, SlideTile((0, 0), "E"))
    assert slid.rules == ("IAI-POWER-GOLD-1", "IAI-AMBIG-13")
    assert slid.text == SlideTile((0, 0), "E").describe() + " (2 AP)."
    logged(game, UsePower("ruby"))
    cancel, = logged(game, Cancel())
    assert cancel.rules == ("IAI-AP-SPEND-1",) and cancel.text == "Cancelled."


@pytest.mark.rule("IAI-ABILITY-SCULPTOR-1", "IAI-EVENT-SHIFT-2", "IAI-EVENT-SHIFT-3", "IAI-EVENT-SHIFT-4")
def test_the_sculptors_shift() -> None:
    shift, = logged(board(("sculptor", "curator")), SculptorShift("S"))
    assert shift.rules == ("IAI-ABILITY-SCULPTOR-1", "IAI-ABILITY-GEN-1", "IAI-EVENT-SHIFT-2",
                           "IAI-EVENT-SHIFT-3", "IAI-EVENT-SHIFT-4")
    assert shift.text == "P1 Sculptor shifts their column S (3 AP)."


@pytest.mark.rule("IAI-ABILITY-ARCHITECT-1", "IAI-AMBIG-14", "IAI-TILE-PATH-1")
def test_the_architects_swap_and_orientation() -> None:
    game = board(("architect", "curator"))
    use, = logged(game, UseAbility())
    assert use.rules == ("IAI-ABILITY-GEN-1",)
    swap, = logged(game, ArchitectSwap("W"))
    assert swap.rules == ("IAI-ABILITY-ARCHITECT-1", "IAI-ABILITY-GEN-1", "IAI-AMBIG-14")
    assert swap.text == "P1 Architect swaps their tile with the space W (3 AP); now orient the moved tiles."
    orient, = logged(game, OrientTile((2, 1), 1))
    assert orient.rules == ("IAI-ABILITY-ARCHITECT-1", "IAI-TILE-PATH-1")
    assert orient.text == OrientTile((2, 1), 1).describe() + "."
    game = board(("architect", "curator"))
    clear(game, (2, 1))
    logged(game, UseAbility())
    swap, = logged(game, ArchitectSwap("W"))
    assert swap.text == "P1 Architect swaps their tile with the space W (3 AP); now orient the moved tile."
    assert len(game.state.pending.cells) == 1


@pytest.mark.rule("IAI-ABILITY-KEYSMITH-1", "IAI-COLLAPSE-DISCARD-1", "IAI-AMBIG-14")
def test_the_keysmiths_tile() -> None:
    game = board(("keysmith", "curator"))
    spare = game.state.spare[0]
    logged(game, UseAbility())
    placed, = logged(game, KeysmithTile(spare, (2, 3)))
    assert placed.rules == ("IAI-ABILITY-KEYSMITH-1", "IAI-COLLAPSE-DISCARD-1", "IAI-AMBIG-14")
    assert "the spare Roundabout swapped in at tile 2,3" in placed.text and "3 AP" in placed.text
    orient, = logged(game, OrientTile((2, 3), 2))
    assert orient.rules == ("IAI-ABILITY-KEYSMITH-1", "IAI-TILE-PATH-1")


@pytest.mark.rule("IAI-TRAPPED-PASS-1", "IAI-TRAPPED-ADRENALINE-1", "IAI-AP-BASE-1", "IAI-ROUND-ORDER-1")
def test_passing_ends_the_turn() -> None:
    game = board()
    announce, = logged(game, Pass())
    assert announce.rules == ("IAI-TRAPPED-PASS-1",) and "empty tile" in announce.text
    moved, *rest = logged(game, PassTo((0, 0), 0))
    assert moved.rules == ("IAI-TRAPPED-PASS-1", "IAI-TRAPPED-ADRENALINE-1") and moved.kind == "turn"
    assert "tile 0,0" in moved.text
    assert rest[-1].rules == ("IAI-AP-BASE-1", "IAI-ROUND-ORDER-1") and "Keysmith" in rest[-1].text
    assert "5 AP" in rest[-1].text


@pytest.mark.rule("IAI-AP-LOSE-1", "IAI-ROUND-END-1")
def test_ending_turns_and_a_round() -> None:
    game = board()
    end, lost, begin = logged(game, EndTurn())
    assert end.rules == ("IAI-AP-LOSE-1",) and end.kind == "turn" and end.text == "Turn ends."
    assert lost.rules == ("IAI-AP-LOSE-1",) and "5 unspent AP" in lost.text
    assert begin.player == 1
    events = logged(game, EndTurn())
    round_end = next(e for e in events if e.kind == "round")
    assert round_end.rules == ("IAI-ROUND-END-1",) and "Round 1 ends; round 2 begins." == round_end.text


@pytest.mark.rule("IAI-SETUP-KEY-1")
def test_keeping_a_key_card_keeps_it_secret() -> None:
    game = IceAndIdols(players=2, seed=3, first_player=1)
    kept, = logged(game, ChooseKey(game.state.players[1].key_offer[0]))
    who = game.state.players[1].character.title()
    assert kept.rules == ("IAI-SETUP-KEY-1",) and f"{who} keeps" in kept.text and "secret" in kept.text
    assert str(game.state.players[1].key_card) not in kept.text


def test_a_played_game_logs_only_cited_sentences() -> None:
    game = new_game(3, seed=5)
    for _ in range(12):
        logged(game, game.legal_actions()[-1])
    assert game.state.round == 5


@pytest.mark.rule("IAI-SHIFT-VP-1", "IAI-SHIFT-VP-2", "IAI-LOCK-SKIP-1")
def test_shifting_the_tokens_then_playing_on() -> None:
    game = at_an_altar("ruby")  # Ruby's third space, the first free one with two players, is a Shift space
    game.state.vp_tokens = [2, 3, 4, 5, 6]
    refresh(game)
    logged(game, PlaceIdol("ruby"))
    logged(game, Research())
    shift, = logged(game, ShiftTokens(-1))
    assert shift.rules == ("IAI-SHIFT-VP-1", "IAI-SHIFT-VP-2", "IAI-LOCK-SKIP-1", "IAI-LOCK-SHIFTFIRST-1")
    assert shift.text == ShiftTokens(-1).describe() + ": tokens now [3, 4, 5, 6, 2]."
    assert game.state.pending is None
    logged(game, EndTurn())
    assert game.state.turn == 1


@pytest.mark.rule("IAI-ABILITY-KEYSMITH-1", "IAI-AMBIG-14")
def test_the_keysmith_fills_an_empty_space_and_riders_take_the_first_path() -> None:
    game = board(("keysmith", "curator"))
    clear(game, (2, 3))
    game.state.players[1].cell, game.state.players[1].path = 2 * 5 + 1, 0
    refresh(game)
    spare = game.state.spare[0]
    logged(game, UseAbility())
    placed, = logged(game, KeysmithTile(spare, (2, 3)))
    assert "the spare Roundabout placed in the empty space at 2,3" in placed.text
    # a figure on the swapped tile stays in its space, on the new tile's first path; others keep theirs
    game = board(("keysmith", "curator"))
    put(game, (1, 2), "double")
    clear(game, (0, 0))
    game.state.players[1].cell, game.state.players[1].path = 7, 1
    refresh(game)
    logged(game, UseAbility())
    logged(game, KeysmithTile(game.state.discard[0], (1, 2)))
    assert (game.state.players[1].cell, game.state.players[1].path) == (7, 0)
    game = board(("keysmith", "curator"))
    put(game, (1, 2), "double")
    game.state.players[1].cell, game.state.players[1].path = 7, 1
    refresh(game)
    logged(game, UseAbility())
    before = [(p.cell, p.path) for p in game.state.players]
    logged(game, KeysmithTile(game.state.spare[0], (2, 1)))
    assert [(p.cell, p.path) for p in game.state.players] == before


@pytest.mark.rule("IAI-KEY-SECRET-1")
def test_the_first_key_card_is_seen_by_its_keeper_alone() -> None:
    game = new_game(2)
    game.state.players[0].key_card = 0
    refresh(game)
    assert game.key_card_seen_by(0, 0) == 0
    assert game.key_card_seen_by(0, 1) is None


@pytest.mark.rule("IAI-END-TRIGGER-1")
def test_the_tenth_marker_announces_the_end() -> None:
    game = at_an_altar("gold")
    game.state.players[0].markers_left = 1
    game.state.track[0] += [0] * 4
    game.state.track[1] += [0] * 4
    game.state.track[2] += [0]
    refresh(game)
    logged(game, PlaceIdol("gold"))
    research, end = logged(game, Research())[:2]
    assert "0 markers left" in research.text
    assert end.rules == ("IAI-END-TRIGGER-1",) and "10th marker" in end.text and "end of this round" in end.text


def drawing(card: int, *empty: tuple[int, int]):
    """Seat 0 gains the Jade power at (2, 2), with the ``empty`` spaces cleared first, and so draws event
    ``card``: the events from the draw on."""
    game = at_an_altar("jade")
    for cell in empty:
        clear(game, cell)
    game.state.event_deck = [card] + [c for c in game.state.event_deck if c != card]
    refresh(game)
    logged(game, PlaceIdol("jade"))
    events = logged(game, GainPower())
    return game, events[1:]


EVENT_RULES = ("IAI-EVENT-RESOLVE-1", "IAI-EVENT-TYPES-1")


@pytest.mark.rule("IAI-ROTATE-DIR-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1")
@pytest.mark.parametrize(("card", "way"), [(10, "clockwise"), (11, "counter-clockwise")])
def test_a_rotate_ruins_event(card, way) -> None:
    _, (trigger, rotate) = drawing(card)
    assert rotate.rules == ("IAI-ROTATE-DIR-1", "IAI-ROTATE-GEOM-1", "IAI-ROTATE-RIDE-1") + EVENT_RULES
    assert rotate.text == f"Event: Rotate Ruins {way}." and rotate.kind == "event"


@pytest.mark.rule("IAI-EVENT-SHIFT-1", "IAI-EVENT-PERSPECTIVE-1", "IAI-GRID-BORDER-1")
def test_a_shift_event() -> None:
    _, (trigger, shift) = drawing(16)   # from the sun to the moon: the active column moves south
    assert shift.rules == ("IAI-EVENT-SHIFT-1", "IAI-EVENT-SHIFT-2", "IAI-EVENT-SHIFT-3", "IAI-EVENT-SHIFT-4",
                           "IAI-EVENT-PERSPECTIVE-1", "IAI-GRID-BORDER-1") + EVENT_RULES
    assert shift.text == "Event: Shift from sun to moon: the active column moves one space S."


@pytest.mark.rule("IAI-COLLAPSE-X-1", "IAI-COLLAPSE-NEXT-1", "IAI-COLLAPSE-NONE-1")
def test_collapse_events() -> None:
    base = ("IAI-COLLAPSE-X-1", "IAI-COLLAPSE-WRAP-1", "IAI-EVENT-PERSPECTIVE-1", "IAI-AMBIG-3")
    _, (trigger, ahead) = drawing(0)
    assert ahead.rules == base + EVENT_RULES and ahead.text == "Event: Collapse -- tile 1,2 is discarded."
    _, (trigger, next_one) = drawing(0, (1, 2))
    assert next_one.rules == base + ("IAI-COLLAPSE-NEXT-1",) + EVENT_RULES
    assert next_one.text == "Event: Collapse -- tile 2,3 is discarded."
    _, (trigger, nothing) = drawing(0, (1, 2), (2, 1), (2, 3), (3, 2))
    assert nothing.rules == ("IAI-COLLAPSE-NONE-1",) + EVENT_RULES and "nothing collapses" in nothing.text


@pytest.mark.rule("IAI-SCORE-WIN-1", "IAI-ENGINE-LIMIT-1")
def test_the_end_names_the_winning_seat() -> None:
    game = new_game(2, max_rounds=1)
    game.state.track[0] += [1]
    game.state.players[1].markers_left = 9
    refresh(game)
    logged(game, EndTurn())
    events = logged(game, EndTurn())
    end, scores = events[-2:]
    assert end.kind == "game-end" and "limit of 1 rounds" in end.text
    p2 = f"P2 {game.state.players[1].character.title()}"   # the seat as the board names it
    assert scores.kind == "scores" and scores.text.endswith(f"; {p2} wins.")
    assert f"{p2}: {game.scores()[1]}" in scores.text


@pytest.mark.rule("IAI-MOVE-STEP-1", "IAI-AP-COST-1")
def test_the_reach_is_worked_out_again_after_a_move() -> None:
    game = board()
    assert MoveTo((2, 0), 0, 2) in game.legal_actions()
    logged(game, Move("E"))                          # now at (2, 3): (2, 1) is two tiles away, not one
    assert MoveTo((2, 1), 0, 2) in game.legal_actions()
    logged(game, MoveTo((2, 1), 0, 2))
    assert game.state.players[0].cell == 11 and game.state.ap == 2
