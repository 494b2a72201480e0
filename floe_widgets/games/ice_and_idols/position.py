"""Is a position set by hand one the rules could hold?  Checked when a save of such a position is loaded.

Every id must be known, every index in range, and the components conserved: 26 pathway tiles each in
exactly one place, 8 idols of each type, 10 research markers per player, the event cards of the player
count, the 5 VP tokens.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from floe_widgets.core import FormatError

from .setup import IDOLS_PER_TYPE, TABLE_SIDES
from .state import (
    BORDER_ICONS,
    CHARACTERS,
    EMPTY,
    IDOLS,
    NEUTRAL,
    PENDING_ABILITY,
    PENDING_ALTAR,
    PENDING_GOLD,
    PENDING_ORIENT,
    PENDING_PASS,
    PENDING_RUBY,
    PENDING_VP_SHIFT,
    SIZE,
    IceAndIdolsState,
)

if TYPE_CHECKING:
    from .game import IceAndIdols

CELLS = range(SIZE * SIZE)
MARKERS = 10
PENDING_KINDS = (PENDING_ALTAR, PENDING_VP_SHIFT, PENDING_RUBY, PENDING_GOLD, PENDING_ABILITY, PENDING_ORIENT,
                 PENDING_PASS)


def require(ok: bool, field: str, what: str) -> None:
    if not ok:
        raise FormatError(what, f"initial.state.{field}")


def check_position(game: IceAndIdols, s: IceAndIdolsState) -> None:
    """Raise FormatError naming the first field of ``s`` that no game of ``game``'s setup could hold."""
    content, n = game.content, game.players
    require(len(s.players) == n, "players", f"this game has {n} players")
    require(s.first_player in range(n) and s.turn in range(n), "turn", "seats run from 1 to the player count")
    require(s.phase in ("keys", "play", "over") and s.round >= 1, "phase", "unknown phase or round")
    require(s.quick == (game.options["variant"] == "quick"), "quick", "does not match the variant option")
    require(s.map_setup == game.options["map"], "map_setup", "does not match the map option")
    require(s.borders == list(game.options.get("borders") or BORDER_ICONS), "borders",
            "does not match the borders option")
    require(0 <= s.ap <= 12 and 0 <= s.ap_this_turn <= 12, "ap", "AP out of range")
    require(s.rotation in range(4), "rotation", "the temple turns 0 to 3 quarter turns")
    check_tiles(s, content)
    check_players(game, s)
    check_idols(s)
    check_track(s, content, n)
    check_cards(s, content, n)
    check_pending(s)


def check_tiles(s: IceAndIdolsState, content: Any) -> None:
    kinds = [k for k, count in content.tile_counts.items() for _ in range(count)]
    require(s.tile_kind == kinds, "tile_kind", "the tile set is the content's")
    require(len(s.tile_rot) == len(kinds) and all(r in range(4) for r in s.tile_rot), "tile_rot",
            "each tile has 0 to 3 quarter turns")
    require(len(s.grid) == SIZE * SIZE and all(t == EMPTY or t in range(len(kinds)) for t in s.grid), "grid",
            "25 spaces, each a known tile or empty")
    placed = [t for t in s.grid if t != EMPTY] + s.discard + s.spare
    require(sorted(placed) == list(range(len(kinds))), "grid", "every pathway tile is in exactly one place")
    require(len(s.map_idols) == SIZE * SIZE and all(set(i) <= set(IDOLS) for i in s.map_idols), "map_idols",
            "25 map positions showing known idols")
    require(len(s.map_altars) == SIZE * SIZE and all(a in ("", *IDOLS) for a in s.map_altars), "map_altars",
            "25 map positions with known altars")
    require(s.map_start in CELLS and all(g in CELLS for g in s.map_gears), "map_start", "a map position")


def check_players(game: IceAndIdols, s: IceAndIdolsState) -> None:
    chars = [p.character for p in s.players]
    require(set(chars) <= set(CHARACTERS) and len(set(chars)) == len(chars), "players",
            "different known characters")
    key_ids = set(game.content.key_cards)
    for seat, p in enumerate(s.players):
        field = f"players[{seat}]"
        require(p.cell in CELLS and s.grid[p.cell] != EMPTY, f"{field}.cell", "a character stands on a tile")
        paths = game.content.tile_paths[s.tile_kind[s.grid[p.cell]]]
        require(p.path in range(len(paths)), f"{field}.path", "a path of its tile")
        capacity = 2 if "tigers-eye" in p.powers else 1
        require(set(p.hand) <= set(IDOLS) and len(set(p.hand)) == len(p.hand) <= capacity, f"{field}.hand",
                "different known idols, within the hand's capacity")
        require(set(p.powers) <= set(IDOLS) and len(set(p.powers)) == len(p.powers), f"{field}.powers",
                "different known idol powers")
        require(p.markers_left in range(MARKERS + 1), f"{field}.markers_left", "0 to 10 markers")
        require(p.adrenaline in ("ready", "pending", "penalty"), f"{field}.adrenaline", "ready, pending or penalty")
        require(set(p.key_offer) <= key_ids and (p.key_card == -1 or p.key_card in key_ids), f"{field}.key_card",
                "known key cards")
        require(p.table_side == TABLE_SIDES[len(s.players)][seat], f"{field}.table_side",
                "the seat's side of the table")


def check_idols(s: IceAndIdolsState) -> None:
    require(set(s.supply) == set(IDOLS) and all(v >= 0 for v in s.supply.values()), "supply",
            "a count of each idol type")
    carried = Counter(i for p in s.players for i in p.hand)
    on_boards = Counter() if s.quick else Counter(i for p in s.players for i in p.powers)
    for idol in IDOLS:
        require(s.supply[idol] + carried[idol] + on_boards[idol] == IDOLS_PER_TYPE, "supply",
                f"there are {IDOLS_PER_TYPE} {idol} idols in all")


def check_track(s: IceAndIdolsState, content: Any, n: int) -> None:
    require(len(s.track) == len(IDOLS), "track", "one research column per idol")
    for col, owners in enumerate(s.track):
        require(len(owners) <= content.height(col) and all(o == NEUTRAL or o in range(n) for o in owners),
                f"track[{col}]", "markers of known seats within the column")
    for seat, p in enumerate(s.players):
        placed = sum(owners.count(seat) for owners in s.track)
        require(placed + p.markers_left == MARKERS, f"players[{seat}].markers_left",
                "markers left and markers on the track make 10")
    require(sorted(s.vp_tokens) == sorted(content.vp_values), "vp_tokens", "the 5 VP tokens")
    require(len(s.locked) == len(IDOLS), "locked", "one lock per column")


def check_cards(s: IceAndIdolsState, content: Any, n: int) -> None:
    deck = sorted(cid for cid, card in content.events.items() if int(card.get("players", 0) or 0) <= n)
    require(sorted(s.event_deck + s.event_discard) == deck, "event_deck", "the event cards of this player count")
    require(s.last_event == -1 or s.last_event in s.event_discard, "last_event", "a discarded event card")


def check_pending(s: IceAndIdolsState) -> None:
    pend = s.pending
    if pend is None:
        return
    require(pend.kind in PENDING_KINDS, "pending.kind", "a known decision")
    require(pend.idol in ("", *IDOLS), "pending.idol", "a known idol")
    require(pend.column in range(-1, len(IDOLS)) and all(c in CELLS for c in pend.cells), "pending",
            "indices in range")
    require(pend.kind != PENDING_ORIENT or bool(pend.cells), "pending.cells", "a tile to orient")
    require(pend.kind != PENDING_ALTAR or pend.idol in IDOLS, "pending.idol", "the idol placed")
