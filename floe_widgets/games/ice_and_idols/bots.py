"""A greedy hint for bots: ``greedy_value(game, action)`` rates an action (higher is better).

It prefers actions that score or gain powers (research, gain a power, place, pick up a useful idol),
then moves that bring the figure closer to where its idol can be used.  Used by the CLI's
``--bots greedy`` and ``core.bots.GreedyBot``.
"""

from __future__ import annotations

from floe_widgets.core import Action

from . import scoring
from . import temple as T
from .actions import (
    Cancel,
    ChooseKey,
    Drop,
    EndTurn,
    GainPower,
    Move,
    MoveTo,
    Pass,
    PassTo,
    PickUp,
    PlaceIdol,
    Research,
    ShiftTokens,
    UseAbility,
    UseAdrenaline,
    UsePower,
)
from .state import EMPTY, IDOLS, SIZE, cell_of, map_pos_of_cell


def _torus(a: int, b: int) -> int:
    (ra, ca), (rb, cb) = divmod(a, SIZE), divmod(b, SIZE)
    dr, dc = abs(ra - rb), abs(ca - cb)
    return min(dr, SIZE - dr) + min(dc, SIZE - dc)


def _targets(game, seat: int) -> list[int]:
    """Grid cells worth heading for: altars for a carried idol, else idol locations."""
    s = game.state
    p = s.players[seat]
    out = []
    for cell in range(SIZE * SIZE):
        if s.grid[cell] == EMPTY:
            continue
        pos = map_pos_of_cell(cell, s.rotation)
        altar, idols = s.map_altars[pos], s.map_idols[pos]
        if p.hand:
            if altar in p.hand and (game.can_research(seat, altar) or game.can_gain_power(seat, altar)):
                out.append(cell)
        elif any(s.supply[i] > 0 and _useful(game, seat, i) for i in idols):
            out.append(cell)
    return out


def _useful(game, seat: int, idol: str) -> bool:
    return game.can_research(seat, idol) or game.can_gain_power(seat, idol)


_CACHE: dict[str, object] = {}


FAR = 40


def _distances(game, seat: int) -> dict[tuple[int, int], int]:
    """Tiles to walk from each (cell, path) to the nearest target (moves are symmetric: breadth first
    from the targets).  Cached: the bot rates many actions of one position in a row.  The cache is keyed by
    what the distances depend on, not by the state object, which a game played with ``advance`` changes in
    place."""
    s, content = game.state, game.content
    targets = _targets(game, seat)
    key = (tuple(s.grid), tuple(s.tile_kind), tuple(s.tile_rot), tuple(targets))
    if _CACHE.get("key") == key:
        return _CACHE["dist"]  # type: ignore[return-value]
    frontier = []
    for cell in targets:
        frontier += [(cell, i) for i in range(len(T.tile_paths(s, content, s.grid[cell])))]
    dist = {node: 0 for node in frontier}
    d = 0
    while frontier:
        d += 1
        nxt = []
        for cell, path in frontier:
            for side in T.path_sides(s, content, cell, path):
                to = T.step(cell, side)
                pth = T.path_with_side(s, content, to, T.opposite(side))
                if pth is not None and (to, pth) not in dist:
                    dist[(to, pth)] = d
                    nxt.append((to, pth))
        frontier = nxt
    _CACHE["key"], _CACHE["dist"], _CACHE["targets"] = key, dist, targets
    return dist


def _closeness(game, seat: int, cell: int, path: int) -> float:
    return -float(_distances(game, seat).get((cell, path), FAR))


def _torus_closeness(game, seat: int, cell: int) -> float:
    _distances(game, seat)
    targets = _CACHE["targets"]
    return -float(min((_torus(cell, t) for t in targets), default=FAR))  # type: ignore[union-attr]


def greedy_value(game, action: Action) -> float:
    s = game.state
    if s.phase != "play" and not isinstance(action, ChooseKey):
        return 0.0
    seat = s.turn
    if isinstance(action, ChooseKey):
        return float(game.content.key_cards[action.card][0])
    if isinstance(action, Research):
        col = IDOLS.index(s.pending.idol)
        return 20.0 + s.vp_tokens[col]
    if isinstance(action, GainPower):
        return 18.0 + (2.0 if s.pending.idol in ("sapphire", "tigers-eye") else 0.0)
    if isinstance(action, PlaceIdol):
        return 30.0
    if isinstance(action, PickUp):
        return 12.0 if _useful(game, seat, action.idol) else -1.0
    if isinstance(action, ShiftTokens):
        trial = s.vp_tokens[:]
        scoring.shift_tokens(s, action.direction)
        mine = [sum(1 for o in col if o == seat) for col in s.track]
        value = sum(v * n for v, n in zip(s.vp_tokens, mine))
        s.vp_tokens[:] = trial
        return float(value) / 10
    me = s.players[seat]
    here = _closeness(game, seat, me.cell, me.path)
    if isinstance(action, (Move, MoveTo)):
        if isinstance(action, Move):
            cell, path = T.move_target(s, game.content, seat, T.SIDE_OF[action.side])
            cost = 1
        else:
            cell, path, cost = cell_of(*action.cell), action.path, action.ap
        return 2.0 * (_closeness(game, seat, cell, path) - here) - 0.1 * cost
    if isinstance(action, PassTo):
        near = _closeness(game, seat, cell_of(*action.cell), action.path)
        return 5.0 + (near if near > -FAR else -10.0 + _torus_closeness(game, seat, cell_of(*action.cell)))
    if isinstance(action, Cancel):
        return -100.0
    if isinstance(action, Drop):
        return -5.0
    if isinstance(action, Pass):
        return 1.0 if here <= -FAR else -4.0
    if isinstance(action, (UsePower, UseAbility, UseAdrenaline)):
        return -1.0
    if isinstance(action, EndTurn):
        return -3.0
    return -2.0
