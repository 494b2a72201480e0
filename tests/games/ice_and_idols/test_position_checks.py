"""A position set by hand loads only if an Ice and Idols game could hold it (``check_position``).

Each case breaks one thing in a sound position and names the field the refusal must point at; the
sound positions around the edges (12 AP, a third quarter turn, two idols with Tiger's Eye, a pending
decision, Quick Play's printed powers) must still pass.
"""

from __future__ import annotations

import copy

import pytest

from floe_widgets.core import FormatError
from floe_widgets.games.ice_and_idols.state import EMPTY, IDOLS, Pending

from .helpers import new_game


def sound(players: int = 3, **options):
    """A three-player game just past the key cards: seat 1 keeps cards, the others too."""
    return new_game(players, **options)


def refusal(game, edit) -> str:
    state = copy.deepcopy(game.state)
    edit(state)
    with pytest.raises(FormatError) as info:
        game.check_position(state)
    assert info.value.message != info.value.message.upper()  # says what is wrong, in words, not shouted
    return info.value.path


def accepts(game, edit) -> None:
    state = copy.deepcopy(game.state)
    edit(state)
    game.check_position(state)


def first_tile_cell(s) -> int:
    return next(c for c, t in enumerate(s.grid) if t != EMPTY and all(p.cell != c for p in s.players))


def empty_a_cell(s) -> int:
    """Move the tile of a cell nobody stands on to the discards; the cell's index."""
    cell = first_tile_cell(s)
    s.discard.append(s.grid[cell])
    s.grid[cell] = EMPTY
    return cell


def carry(s, seat: int, *idols: str) -> None:
    for idol in idols:
        s.supply[idol] -= 1
        s.players[seat].hand.append(idol)


def set_attr(name, value):
    return lambda s: setattr(s, name, value)


def set_player(seat, name, value):
    return lambda s: setattr(s.players[seat], name, value)


def stand_on_empty(s) -> None:
    s.players[0].cell = empty_a_cell(s)


def swap_tile_kinds(s) -> None:
    other = next(i for i, k in enumerate(s.tile_kind) if k != s.tile_kind[0])
    s.tile_kind[0], s.tile_kind[other] = s.tile_kind[other], s.tile_kind[0]


def tile_twice(s) -> None:
    cell = first_tile_cell(s)
    s.grid[cell] = s.grid[s.players[0].cell]


def marker_of(seat: int):
    def edit(s) -> None:
        s.track[0].append(seat)
        s.players[0].markers_left -= 1
    return edit


def pending(**fields):
    return set_attr("pending", Pending(**fields))


BROKEN = [
    ("players", lambda s: s.players.pop()),
    ("turn", set_attr("turn", 3)),
    ("turn", set_attr("turn", -1)),
    ("turn", set_attr("first_player", 3)),
    ("phase", set_attr("phase", "setup")),
    ("phase", set_attr("round", 0)),
    ("quick", set_attr("quick", True)),
    ("map_setup", set_attr("map_setup", "random")),
    ("borders", set_attr("borders", ["moon", "comet", "sun", "star"])),
    ("ap", set_attr("ap", 13)),
    ("ap", set_attr("ap", -1)),
    ("ap", set_attr("ap_this_turn", 13)),
    ("ap", set_attr("ap_this_turn", -1)),
    ("rotation", set_attr("rotation", 4)),
    ("rotation", set_attr("rotation", -1)),
    ("tile_kind", swap_tile_kinds),
    ("tile_rot", lambda s: s.tile_rot.__setitem__(0, 4)),
    ("tile_rot", lambda s: s.tile_rot.__setitem__(0, -1)),
    ("tile_rot", lambda s: s.tile_rot.pop()),
    ("grid", lambda s: s.grid.pop()),
    ("grid", lambda s: s.grid.__setitem__(first_tile_cell(s), len(s.tile_kind))),
    ("grid", lambda s: s.grid.__setitem__(first_tile_cell(s), -2)),
    ("grid", tile_twice),
    ("grid", lambda s: s.spare.clear()),
    ("map_idols", lambda s: s.map_idols.__setitem__(0, ["opal"])),
    ("map_idols", lambda s: s.map_idols.pop()),
    ("map_altars", lambda s: s.map_altars.__setitem__(0, "opal")),
    ("map_altars", lambda s: s.map_altars.pop()),
    ("map_start", set_attr("map_start", 25)),
    ("map_start", set_attr("map_start", -1)),
    ("map_start", lambda s: s.map_gears.append(25)),
    ("players", set_player(1, "character", "curator")),
    ("players", set_player(1, "character", "pirate")),
    ("players[0].cell", set_player(0, "cell", 25)),
    ("players[0].cell", stand_on_empty),
    ("players[0].path", set_player(0, "path", 4)),
    ("players[0].path", set_player(0, "path", -1)),
    ("players[0].hand", lambda s: carry(s, 0, "ruby", "gold")),
    ("players[0].hand", lambda s: s.players[0].hand.append("opal")),
    ("players[2].hand", lambda s: (s.players[2].powers.append("tigers-eye"), carry(s, 2, "gold", "gold"))),
    ("players[0].powers", set_player(0, "powers", ["opal"])),
    ("players[0].powers", set_player(0, "powers", ["ruby", "ruby"])),
    ("players[0].markers_left", set_player(0, "markers_left", 11)),
    ("players[0].markers_left", set_player(0, "markers_left", -1)),
    ("players[0].adrenaline", set_player(0, "adrenaline", "used")),
    ("players[0].key_card", set_player(0, "key_offer", [999])),
    ("players[0].key_card", set_player(0, "key_card", 999)),
    ("players[0].key_card", set_player(0, "key_card", -2)),
    ("players[1].table_side", set_player(1, "table_side", 2)),
    ("supply", lambda s: s.supply.pop("jade")),
    ("supply", lambda s: s.supply.__setitem__("opal", 0)),
    ("supply", lambda s: s.supply.__setitem__("gold", 9)),
    ("supply", lambda s: s.supply.__setitem__("gold", 7)),
    ("supply", lambda s: (s.supply.__setitem__("gold", -1), s.supply.__setitem__("ruby", 17))),
    ("supply", lambda s: s.players[1].hand.append("jade")),
    ("supply", lambda s: s.players[1].powers.append("jade")),
    ("track", lambda s: s.track.pop()),
    ("track[4]", lambda s: s.track[4].extend([s.track[4][0]] * 20)),
    ("track[1]", lambda s: s.track[1].append(3)),
    ("track[1]", lambda s: s.track[1].append(-2)),
    ("players[0].markers_left", lambda s: s.track[0].append(0)),
    ("players[1].markers_left", lambda s: s.track[0].append(1)),
    ("vp_tokens", lambda s: s.vp_tokens.__setitem__(0, s.vp_tokens[0] + 1)),
    ("locked", lambda s: s.locked.pop()),
    ("event_deck", lambda s: s.event_deck.pop()),
    ("event_deck", lambda s: s.event_discard.append(s.event_deck[0])),
    ("last_event", set_attr("last_event", 0)),
    ("pending.kind", pending(kind="dance")),
    ("pending.idol", pending(kind="ruby", idol="opal")),
    ("pending", pending(kind="vp-shift", column=5)),
    ("pending", pending(kind="vp-shift", column=-2)),
    ("pending", pending(kind="orient", cells=[25])),
    ("pending", pending(kind="orient", cells=[-1])),
    ("pending.cells", pending(kind="orient")),
    ("pending.idol", pending(kind="altar")),
]


@pytest.mark.parametrize(("field", "edit"), BROKEN)
def test_a_position_no_game_could_hold_is_refused_naming_the_field(field, edit) -> None:
    assert refusal(sound(), edit) == f"initial.state.{field}"


def drawn_event(s) -> None:
    s.event_discard.append(s.event_deck.pop(0))
    s.last_event = s.event_discard[-1]


def research_marker(s) -> None:
    marker_of(0)(s)


def second_path_of_a_double(s) -> None:
    tile = s.tile_kind.index("double")
    cell = s.grid.index(tile) if tile in s.grid else first_tile_cell(s)
    if s.grid[cell] != tile:
        s.discard.remove(tile) if tile in s.discard else s.spare.remove(tile)
        s.discard.append(s.grid[cell])
        s.grid[cell] = tile
    s.players[0].cell, s.players[0].path = cell, 1


SOUND = [
    ("12 AP", lambda s: (setattr(s, "ap", 12), setattr(s, "ap_this_turn", 12))),
    ("no AP", lambda s: (setattr(s, "ap", 0), setattr(s, "ap_this_turn", 0))),
    ("a later round", set_attr("round", 9)),
    ("the last seat to play", lambda s: (setattr(s, "turn", 2), setattr(s, "first_player", 2))),
    ("the game over", set_attr("phase", "over")),
    ("three quarter turns", set_attr("rotation", 3)),
    ("tile turned three times", lambda s: s.tile_rot.__setitem__(0, 3)),
    ("an empty space", empty_a_cell),
    ("the spare brought back", lambda s: s.grid.__setitem__(empty_a_cell(s), s.spare.pop())),
    ("an altar and idols everywhere", lambda s: (s.map_idols.__setitem__(24, list(IDOLS)),
                                                 s.map_altars.__setitem__(24, "jade"))),
    ("start and gears at the corners", lambda s: (setattr(s, "map_start", 24), s.map_gears.extend([0, 24]))),
    ("a figure on the second path of a double", second_path_of_a_double),
    ("one idol carried", lambda s: carry(s, 0, "ruby")),
    ("two idols with Tiger's Eye", lambda s: (s.players[2].powers.append("tigers-eye"),
                                              s.supply.__setitem__("tigers-eye", 7), carry(s, 2, "ruby", "gold"))),
    ("every power gained", lambda s: (setattr(s.players[0], "powers", list(IDOLS)),
                                      [s.supply.__setitem__(i, 7) for i in IDOLS])),
    ("every marker placed", lambda s: (s.track[0].extend([0] * 3), s.track[1].extend([0] * 3),
                                       s.track[2].extend([0] * 3), s.track[3].append(0),
                                       setattr(s.players[0], "markers_left", 0))),
    ("adrenaline used", set_player(0, "adrenaline", "pending")),
    ("adrenaline penalty", set_player(0, "adrenaline", "penalty")),
    ("a key card not chosen yet", lambda s: (setattr(s.players[0], "key_card", -1),)),
    ("a locked column", lambda s: s.locked.__setitem__(4, True)),
    ("an event drawn", drawn_event),
    ("a marker on the track", research_marker),
    ("an altar decision", lambda s: (carry(s, 0, "ruby"), setattr(s, "pending", Pending("altar", idol="ruby")))),
    ("a shift decision in the last column", pending(kind="vp-shift", column=4, row=0)),
    ("a pass decision", pending(kind="pass", column=-1)),
    ("a tile to orient at the last cell", pending(kind="orient", cells=[24, 0])),
]


@pytest.mark.parametrize(("name", "edit"), SOUND, ids=[name for name, _ in SOUND])
def test_a_position_a_game_could_hold_passes(name, edit) -> None:
    accepts(sound(), edit)


def test_a_two_player_game_with_its_blocking_markers_passes() -> None:
    game = sound(players=2)
    assert all(col.count(-1) == 2 for col in game.state.track)
    game.check_position(copy.deepcopy(game.state))


def test_quick_play_counts_no_idols_on_the_player_boards() -> None:
    game = sound(variant="quick")
    assert all(p.powers == list(IDOLS) for p in game.state.players)
    game.check_position(copy.deepcopy(game.state))
    assert refusal(game, lambda s: s.supply.__setitem__("ruby", 7)) == "initial.state.supply"


def test_four_seats_sit_at_their_own_table_sides() -> None:
    game = sound(players=4)
    game.check_position(copy.deepcopy(game.state))
    assert refusal(game, set_player(3, "table_side", 0)) == "initial.state.players[3].table_side"


def test_every_idol_of_a_type_can_be_out_of_the_supply() -> None:
    game = sound(players=4)

    def all_rubies_out(s) -> None:
        for p in s.players:
            p.powers.append("ruby")
            p.hand.append("ruby")
        s.supply["ruby"] = 0

    accepts(game, all_rubies_out)
