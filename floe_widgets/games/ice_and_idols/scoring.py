"""The research track's VP tokens, key-card patterns and final scoring."""

from __future__ import annotations

from .data import Content
from .state import IDOLS, IceAndIdolsState

ALL_POWERS_VP = 8


def column_full(state: IceAndIdolsState, content: Content, column: int) -> bool:
    return len(state.track[column]) >= content.height(column)


def full_columns(state: IceAndIdolsState, content: Content) -> int:
    return sum(column_full(state, content, c) for c in range(len(IDOLS)))


def shift_tokens(state: IceAndIdolsState, direction: int) -> None:
    """Move every unlocked VP token one column (direction -1 left, +1 right), wrapping round and
    skipping the columns whose token is locked above them (IAI-SHIFT-VP-1/2, IAI-LOCK-SKIP-1)."""
    free = [c for c in range(len(state.vp_tokens)) if not state.locked[c]]
    values = [state.vp_tokens[c] for c in free]
    if len(values) < 2 or direction == 0:
        return
    values = values[-1:] + values[:-1] if direction > 0 else values[1:] + values[:1]
    for c, v in zip(free, values):
        state.vp_tokens[c] = v


def unlocked_count(state: IceAndIdolsState) -> int:
    return sum(not x for x in state.locked)


def rotations(cubes: tuple[tuple[int, int], ...]) -> list[tuple[tuple[int, int], ...]]:
    """The 4 rotations of a key pattern (never its mirror image, IAI-KEY-ROTATE-1)."""
    out = []
    shape = list(cubes)
    for _ in range(4):
        out.append(tuple(shape))
        shape = [(y, -x) for x, y in shape]
    return out


def marker_cells(state: IceAndIdolsState, seat: int) -> set[tuple[int, int]]:
    """(column, height) of every marker of ``seat`` on the track."""
    return {(c, h) for c, col in enumerate(state.track) for h, owner in enumerate(col) if owner == seat}


def key_matched(state: IceAndIdolsState, content: Content, seat: int, card: int | None = None) -> bool:
    """Do ``seat``'s own markers form the card's 3-cube pattern, turned any way, without wrapping?

    Cells outside the track simply hold no marker, so a pattern can never wrap (IAI-KEY-NOWRAP-1);
    white cells are not checked at all (IAI-KEY-WHITE-1).
    """
    card = state.players[seat].key_card if card is None else card
    if card < 0:
        return False
    mine = marker_cells(state, seat)
    for shape in rotations(content.key_cards[card][1]):
        x0, y0 = shape[0]
        for mx, my in mine:
            if all((mx + x - x0, my + y - y0) in mine for x, y in shape):
                return True
    return False


def has_all_powers(state: IceAndIdolsState, seat: int) -> bool:
    return state.quick or len(state.players[seat].powers) == len(IDOLS)


def breakdown(state: IceAndIdolsState, content: Content, seat: int) -> dict[str, int]:
    """Final-scoring parts for one seat (IAI-SCORE-*): columns, bonus, all powers, key card, total."""
    columns = [state.vp_tokens[c] * sum(1 for o in col if o == seat) for c, col in enumerate(state.track)]
    bonus = sum(int(content.space(c, h).get("bonus", 0))
                for c, col in enumerate(state.track) for h, o in enumerate(col) if o == seat)
    powers = ALL_POWERS_VP if has_all_powers(state, seat) else 0
    card = state.players[seat].key_card
    key = content.key_cards[card][0] if card >= 0 and key_matched(state, content, seat) else 0
    out = {f"column_{IDOLS[c]}": v for c, v in enumerate(columns)}
    out.update(columns=sum(columns), bonus=bonus, powers=powers, key=key)
    out["total"] = out["columns"] + bonus + powers + key
    return out


#: the tiebreakers after VP, in the order of ``tiebreak_key``'s later fields
TIEBREAK_RULES = ("IAI-TIE-POWERS-1", "IAI-TIE-KEY-1", "IAI-TIE-MARKERS-1", "IAI-TIE-ORDER-1")


def settled_by(keys: list[tuple[int, ...]], winner: int) -> int:
    """How many fields of the ``tiebreak_key``s it took to leave ``winner`` alone: 1 when VP alone decides,
    2 when the idol powers broke the tie, ... 5 when only the turn order did (IAI-TIE-*)."""
    tied, fields = range(len(keys)), 0
    while len(tied) > 1:
        tied = [s for s in tied if keys[s][fields] == keys[winner][fields]]
        fields += 1
    return fields


def tiebreak_key(state: IceAndIdolsState, content: Content, seat: int) -> tuple[int, ...]:
    """Sort key: VP, then powers, completed key VP, markers placed, later turn order (IAI-TIE-*)."""
    b = breakdown(state, content, seat)
    p = state.players[seat]
    powers = len(IDOLS) if state.quick else len(p.powers)
    order = (seat - state.first_player) % len(state.players)
    return (b["total"], powers, b["key"], 10 - p.markers_left, order)
