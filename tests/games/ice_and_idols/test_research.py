"""The research track, VP tokens, locking, key cards, final scoring, tiebreakers, Quick Play."""

from __future__ import annotations

import pytest

from floe_widgets.core import IllegalAction
from floe_widgets.games.ice_and_idols.actions import (
    EndTurn,
    GainPower,
    PlaceIdol,
    Research,
    RotateTemple,
    ShiftTokens,
    UsePower,
)
from floe_widgets.games.ice_and_idols.scoring import breakdown, key_matched, rotations, shift_tokens
from floe_widgets.games.ice_and_idols.state import NEUTRAL

from .helpers import at_location, blank_map, fill, new_game, place, refresh, roundabout_board

SAPPHIRE, RUBY, TIGER, GOLD, JADE = range(5)


def board(players=2, **kw):
    g = roundabout_board(players, **kw)
    g.state.event_deck = [24, 25, 26, 27] + [c for c in g.state.event_deck if c not in (24, 25, 26, 27)]
    return g


def research(g, idol, shift=0):
    at_location(g, (2, 2), altar=idol)
    g.state.players[g.state.turn].hand = [idol]
    g.state.supply[idol] -= 1
    refresh(g)
    g.apply(PlaceIdol(idol))
    events = g.apply(Research())
    if g.state.pending is not None and g.state.pending.kind == "vp-shift":
        events += g.apply(ShiftTokens(shift))
    return events


@pytest.mark.rule("IAI-RESEARCH-PLACE-1", "IAI-SETUP-TRACK-2", "IAI-SHIFT-VP-1")
def test_research_goes_to_the_lowest_free_space():
    g = board(2)
    g.state.vp_tokens = [2, 3, 4, 5, 6]
    at_location(g, (2, 2), altar="ruby")
    g.state.players[0].hand = ["ruby"]
    g.state.supply["ruby"] = 7
    refresh(g)
    g.apply(PlaceIdol("ruby"))
    g.apply(Research())
    assert g.state.track[RUBY] == [NEUTRAL, NEUTRAL, 0]
    assert g.state.supply["ruby"] == 8 and g.state.players[0].markers_left == 9
    # Ruby's 3rd space is a Shift space: the player may shift or decline
    assert set(g.legal_actions()) == {ShiftTokens(0), ShiftTokens(-1), ShiftTokens(1)}
    g.apply(ShiftTokens(1))
    assert g.state.vp_tokens == [6, 2, 3, 4, 5]
    for n, row in ((3, 1), (4, 0)):
        g4 = board(n)
        research(g4, "ruby")
        assert g4.state.track[RUBY].index(0) == row


@pytest.mark.rule("IAI-SHIFT-VP-1", "IAI-SHIFT-VP-2", "IAI-SHIFT-VP-3")
def test_token_shifts_and_values():
    g = board(4)
    s = g.state
    s.vp_tokens = [2, 3, 4, 5, 6]
    shift_tokens(s, 0)
    assert s.vp_tokens == [2, 3, 4, 5, 6]
    shift_tokens(s, -1)
    assert s.vp_tokens == [3, 4, 5, 6, 2]
    shift_tokens(s, 1)
    assert s.vp_tokens == [2, 3, 4, 5, 6]
    s.track[RUBY] = [0, 0, 0]
    assert breakdown(s, g.content, 0)["columns"] == 9
    shift_tokens(s, -1)
    shift_tokens(s, -1)
    assert s.vp_tokens[RUBY] == 5 and breakdown(s, g.content, 0)["columns"] == 15


@pytest.mark.rule("IAI-LOCK-SKIP-1")
def test_locked_tokens_are_skipped():
    g = board(4)
    s = g.state
    s.vp_tokens = [1, 2, 3, 4, 5]   # A..E
    s.locked = [False, False, True, False, False]
    shift_tokens(s, 1)
    assert s.vp_tokens == [5, 1, 3, 2, 4]


@pytest.mark.rule("IAI-LOCK-FILL-1", "IAI-LOCK-SHIFTFIRST-1", "IAI-AMBIG-17", "IAI-AMBIG-5", "IAI-LOCK-SCORE-1")
def test_filling_a_column_shift_then_lock_then_event():
    g = board(2)
    s = g.state
    s.vp_tokens = [2, 3, 4, 5, 6]
    s.track[JADE] = [NEUTRAL, NEUTRAL, 1, 1, 1]       # neutral markers count towards full
    deck = len(s.event_deck)
    at_location(g, (2, 2), altar="jade")
    s.players[0].hand = ["jade"]
    s.supply["jade"] = 7
    refresh(g)
    g.apply(PlaceIdol("jade"))
    g.apply(Research())
    assert g.state.pending.kind == "vp-shift" and not g.state.locked[JADE]
    assert len(g.state.event_deck) == deck             # the event waits for the shift and the lock
    events = g.apply(ShiftTokens(-1))                   # token 2 comes round to Jade
    assert g.state.vp_tokens[JADE] == 2 and g.state.locked[JADE]
    assert len(g.state.event_deck) == deck - 1
    order = [r for e in events for r in e.rules if r in ("IAI-SHIFT-VP-1", "IAI-LOCK-FILL-1", "IAI-TRACK-EVENT-1")]
    assert order == ["IAI-SHIFT-VP-1", "IAI-LOCK-FILL-1", "IAI-TRACK-EVENT-1"]
    shift_tokens(g.state, 1)
    assert g.state.vp_tokens[JADE] == 2                 # locked above the column
    assert breakdown(g.state, g.content, 1)["columns"] == 3 * 2


@pytest.mark.rule("IAI-RESEARCH-SPACE-1", "IAI-TRACK-EVENT-1", "IAI-CHILL-NOEFFECT-1")
def test_event_space_draws_an_event():
    g = board(2)
    grid = list(g.state.grid)
    deck = len(g.state.event_deck)
    events = research(g, "sapphire")                   # 2p: 3rd Sapphire space is an Event space
    assert g.state.track[SAPPHIRE] == [NEUTRAL, NEUTRAL, 0]
    assert len(g.state.event_deck) == deck - 1 and g.state.event_discard == [24]
    assert any("IAI-CHILL-NOEFFECT-1" in e.rules for e in events)
    assert g.state.grid == grid and g.state.ap == 4


@pytest.mark.rule("IAI-TRACK-BONUS-1", "IAI-SCORE-BONUS-1", "IAI-SCORE-COLUMN-1")
def test_bonus_space_scores_at_the_end_only():
    g = board(4)
    s = g.state
    s.vp_tokens = [3, 4, 2, 6, 7]
    s.track[TIGER] = [1, 1, 1, 1, 1]
    research(g, "tigers-eye")                           # top space: +2 bonus
    assert g.state.ap == 4                              # nothing gained on placement
    b = breakdown(g.state, g.content, 0)
    assert b["bonus"] == 2 and b["columns"] == 2 and b["total"] == 4


@pytest.mark.rule("IAI-RESEARCH-LIMIT-1")
def test_no_research_without_markers():
    g = board(2)
    g.state.players[0].markers_left = 0
    at_location(g, (2, 2), altar="gold")
    g.state.players[0].hand = ["gold"]
    refresh(g)
    g.apply(PlaceIdol("gold"))
    assert Research() not in g.legal_actions()
    with pytest.raises(IllegalAction) as info:
        g.apply(Research())
    assert info.value.rule_id == "IAI-RESEARCH-LIMIT-1"


def _with_markers(g, seat, cells, other=None):
    """Put markers of ``seat`` at (column, height) cells, filling below with ``other``'s."""
    s = g.state
    s.track = [[] for _ in range(5)]
    top = {}
    for c, h in cells:
        top[c] = max(top.get(c, -1), h)
    for c, h in top.items():
        s.track[c] = [seat if (c, y) in cells else (other if other is not None else NEUTRAL) for y in range(h + 1)]


@pytest.mark.rule("IAI-KEY-PATTERN-1", "IAI-KEY-SCORE-1")
def test_key_pattern_scores_once():
    g = board(2)
    g.state.players[0].key_card = 0                      # straight line of 3, 5 VP
    _with_markers(g, 0, {(1, 0), (1, 1), (1, 2)})
    assert key_matched(g.state, g.content, 0)
    _with_markers(g, 0, {(1, 0), (1, 1), (1, 2), (3, 0), (3, 1), (3, 2)})
    assert breakdown(g.state, g.content, 0)["key"] == 5   # twice matched, scored once
    g.state.players[1].key_card = 0                      # same card, but those markers are not seat 1's
    assert breakdown(g.state, g.content, 1)["key"] == 0


@pytest.mark.rule("IAI-KEY-WHITE-1")
def test_white_spaces_are_free():
    g = board(2)
    g.state.players[0].key_card = 6                      # cubes (0,0) (2,0) (2,1), white between
    _with_markers(g, 0, {(0, 0), (2, 0), (2, 1)})
    g.state.track[1] = [1]                              # someone else's marker in the white space
    assert key_matched(g.state, g.content, 0)
    g.state.track[1] = []                               # or nothing at all
    assert key_matched(g.state, g.content, 0)
    # and a white space may lie off the track: card 0 turned flat at the right edge
    g.state.players[0].key_card = 7                      # three columns in a row
    _with_markers(g, 0, {(2, 3), (3, 3), (4, 3)}, other=1)
    assert key_matched(g.state, g.content, 0)


@pytest.mark.rule("IAI-KEY-ROTATE-1")
def test_rotation_but_no_mirror():
    g = board(2)
    g.state.players[0].key_card = 2                      # step (0,0) (1,0) (2,1)
    assert len(set(rotations(g.content.key_cards[2][1]))) == 4
    _with_markers(g, 0, {(1, 0), (1, 1), (0, 2)})        # turned a quarter
    assert key_matched(g.state, g.content, 0)
    _with_markers(g, 0, {(0, 1), (1, 1), (2, 0)})        # its mirror image
    assert not key_matched(g.state, g.content, 0)
    assert key_matched(g.state, g.content, 0, card=3)    # (the other-handed card matches it)


@pytest.mark.rule("IAI-KEY-NOWRAP-1")
def test_no_wrap_for_key_patterns():
    g = board(2)
    g.state.players[0].key_card = 7
    _with_markers(g, 0, {(3, 0), (4, 0), (0, 0)})
    assert not key_matched(g.state, g.content, 0)
    _with_markers(g, 0, {(2, 0), (3, 0), (4, 0)})
    assert key_matched(g.state, g.content, 0)


@pytest.mark.rule("IAI-EXAMPLE-1", "IAI-SCORE-COLUMN-1", "IAI-SCORE-BONUS-1", "IAI-LOCK-SCORE-1")
def test_rulebook_scoring_example_53():
    g = new_game(4, chars=("curator", "keysmith", "sculptor", "architect"))
    s = g.state
    green = 3
    assert s.players[green].colour == "green"
    s.vp_tokens = [5, 7, 4, 6, 3]
    s.locked = [True, False, True, False, False]
    G = green
    s.track = [
        [0, 1, 2, 0, 1, G],        # Sapphire: green on the +3 top space
        [0, G, 1],                 # Ruby
        [0, 1, 2, G, 0, G],        # Tiger's Eye: green on row 3 and the +2 top space
        [2, 0, 1, G, G],           # Gold: the +4 top space is still empty
        [1, 2, 0, G, G],           # Jade
    ]
    s.players[green].markers_left = 2
    s.players[green].powers = ["ruby", "jade", "gold"]
    s.players[green].key_card = 7                      # 10 VP: three neighbouring columns, same height
    b = breakdown(s, g.content, green)
    per_column = [b[f"column_{i}"] for i in ("sapphire", "ruby", "tigers-eye", "gold", "jade")]
    assert per_column == [5, 7, 8, 12, 6]
    assert (b["columns"], b["bonus"], b["powers"], b["key"]) == (38, 5, 0, 10)
    assert b["total"] == 53
    assert g.scores()[green] == 53


def _tied_game(players=4):
    g = board(players)
    s = g.state
    s.vp_tokens = [1, 1, 1, 1, 1]
    s.track = [[] for _ in range(5)]
    for p in s.players:
        p.key_card = 9                                  # 12 VP card nobody completes here
    s.phase = "over"
    return g


@pytest.mark.rule("IAI-SCORE-WIN-1")
def test_most_vp_wins():
    g = _tied_game(3)
    g.state.track[0] = [1, 1, 0]
    assert g.scores() == [1, 2, 0] and g.winner() == (1,)


@pytest.mark.rule("IAI-TIE-POWERS-1")
def test_tiebreak_powers():
    g = _tied_game()
    g.state.players[0].powers = ["ruby", "gold", "jade"]
    g.state.players[2].powers = ["ruby", "gold"]
    assert g.winner() == (0,)


@pytest.mark.rule("IAI-TIE-KEY-1")
def test_tiebreak_key_card():
    g = _tied_game()
    s = g.state
    s.players[0].key_card = 0                            # 5 VP vertical line
    s.players[1].key_card = 7                            # 10 VP row of three
    s.track = [[0, 0, 0], [1], [1], [1], [0, 0, 0, 0, 0]]
    assert g.scores()[0] == g.scores()[1] == 13
    assert g.winner() == (1,)


@pytest.mark.rule("IAI-TIE-MARKERS-1")
def test_tiebreak_markers():
    g = _tied_game()
    g.state.players[0].markers_left = 1
    g.state.players[3].markers_left = 2
    assert g.winner() == (0,)


@pytest.mark.rule("IAI-TIE-ORDER-1")
def test_tiebreak_turn_order():
    g = _tied_game()
    g.state.track[0] = [1]
    g.state.track[1] = [3]
    g.state.players[1].markers_left = g.state.players[3].markers_left = 9
    assert g.winner() == (3,)


@pytest.mark.rule("IAI-QUICK-POWERS-1", "IAI-QUICK-SETUP-1")
def test_quick_play_powers_from_the_start():
    g = new_game(2, variant="quick")
    fill(g, "roundabout")
    refresh(g)
    assert g.state.ap == 6 and g.capacity(0) == 2
    assert UsePower("ruby") in g.legal_actions()
    g.apply(RotateTemple(True))
    assert g.state.ap == 4 and g.state.rotation == 1


@pytest.mark.rule("IAI-QUICK-RESEARCH-1", "IAI-AMBIG-16")
def test_quick_play_always_research_and_scoring():
    g = new_game(2, variant="quick")
    blank_map(g)
    at_location(g, (2, 2), altar="gold")
    place(g, 0, (2, 2))
    g.state.players[0].hand = ["gold"]
    g.state.supply["gold"] = 7
    refresh(g)
    g.apply(PlaceIdol("gold"))
    assert g.state.track[GOLD] == [NEUTRAL, NEUTRAL, 0] and g.state.pending is None
    assert g.state.players[0].hand == [] and g.state.supply["gold"] == 8
    with pytest.raises(IllegalAction) as info:
        g.apply(GainPower())
    assert info.value.rule_id == "IAI-QUICK-RESEARCH-1"
    g2 = _tied_game(2)
    g2.state.quick = True
    assert g2.scores() == [8, 8]
    g2.state.players[0].key_card = 7
    g2.state.track = [[0], [0], [0], [], []]
    g2.state.players[1].key_card = 0
    g2.state.track[4] = [1, 1, 1]
    # 3 + 10 + 8 = 21 vs 3 + 5 + 8 = 16: not tied; make them tied on VP
    g2.state.track[3] = [1, 1, 1, 1, 1]
    assert g2.scores() == [21, 21]
    assert g2.winner() == (0,)                          # powers tie for all, key card decides


def test_end_turn_not_during_a_token_choice():
    g = board(2)
    at_location(g, (2, 2), altar="ruby")
    g.state.players[0].hand = ["ruby"]
    refresh(g)
    g.apply(PlaceIdol("ruby"))
    g.apply(Research())
    with pytest.raises(IllegalAction) as info:
        g.apply(EndTurn())
    assert info.value.rule_id == "IAI-SHIFT-VP-1"
