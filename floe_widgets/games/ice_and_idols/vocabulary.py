"""Ice and Idols in a lesson file's words: the position edits and the named checks.

A position document (``floe-widgets-position/1``, docs/lesson-format.md) starts from a named setup
(players, seed, characters, who starts, and optionally ``key cards: first offered``) and applies edits
such as ``{tile: [1, 2], corner: [S, E]}``, ``{figure: 1, at: [0, 2]}``, ``{empty: [3, 0]}``,
``{carry: 1, idols: [ruby]}`` or ``{events on top: [collapse ahead]}``.  Rows and columns are the
grid's (0..4); players are 1-based.  An edit that cannot be done raises :class:`EditError`, whose
message a teacher can act on.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from floe_widgets.i18n import N_, tr

from .actions import ChooseKey
from .game import IceAndIdols
from .state import EMPTY, IDOLS, NEUTRAL, SIZE, IceAndIdolsState

SIDES = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}


class EditError(ValueError):
    """An edit of a position that cannot be done (the message names what is wrong)."""


def cell(rc: Any) -> int:
    r, c = rc
    if not (isinstance(r, int) and isinstance(c, int) and 0 <= r < SIZE and 0 <= c < SIZE):
        raise EditError(tr("{cell} is not a space of the 5x5 grid (rows and columns 0..4)", cell=list(rc)))
    return r * SIZE + c


def seat(player: Any, game: IceAndIdols) -> int:
    if not isinstance(player, int) or not 1 <= player <= game.players:
        raise EditError(
            tr("there is no player {player!r} (players are 1..{players})",
               player=player, players=game.players))
    return player - 1


def idol(name: Any) -> str:
    if name not in IDOLS:
        raise EditError(tr("there is no idol called {name!r} (the idols: {known})", name=name, known=', '.join(IDOLS)))
    return str(name)


def column(name: Any) -> int:
    return IDOLS.index(idol(name))


# -- the named setup ----------------------------------------------------------------------------------

def setup(doc: dict[str, Any]) -> IceAndIdols:
    """A new game from a setup: players, seed, characters, first player (1-based), key cards."""
    options: dict[str, Any] = {}
    if "characters" in doc:
        options["characters"] = list(doc["characters"])
    if "first player" in doc:
        options["first_player"] = doc["first player"] - 1
    game = IceAndIdols(players=doc.get("players", 2), seed=doc.get("seed", 0), **options)
    keys = doc.get("key cards")
    if keys == "first offered":  # every seat keeps the first of its two key cards
        while game.state.phase == "keys":
            game.apply(ChooseKey(game.state.players[game.state.turn].key_offer[0]))
    elif keys is not None:
        raise EditError(tr("key cards: {keys!r} is not known (write 'first offered' or leave it out)", keys=keys))
    return game


# -- the edits ---------------------------------------------------------------------------------------

class Board:
    """Edits a copy of a state, piece by piece; ``fixed`` spaces are never used as a source of tiles."""

    def __init__(self, game: IceAndIdols) -> None:
        self.game = game
        self.s: IceAndIdolsState = copy.deepcopy(game.state)
        self.fixed: set[int] = set()

    def tile(self, rc: Any, kind: str, rot: int = 0) -> None:
        """Put a tile of ``kind`` at ``rc`` (swapped in from elsewhere on the grid, or from the spare)."""
        s, target = self.s, cell(rc)
        if target in self.fixed:
            raise EditError(tr("the space {cell} was already set by an earlier edit", cell=list(rc)))
        here = s.grid[target]
        if here == EMPTY or s.tile_kind[here] != kind:
            donors = [x for x, t in enumerate(s.grid) if t != EMPTY and x != target and x not in self.fixed
                      and s.tile_kind[t] == kind]
            if donors:
                x = donors[0]
                s.grid[x], s.grid[target] = s.grid[target], s.grid[x]
            else:
                spare = [t for t in s.spare if s.tile_kind[t] == kind]
                if not spare:
                    raise EditError(tr("no {kind} tile is left to put at {cell}", kind=kind, cell=list(rc)))
                s.spare.remove(spare[0])
                if here != EMPTY:
                    s.spare.append(here)
                s.grid[target] = spare[0]
        s.tile_rot[s.grid[target]] = rot % 4
        self.fixed.add(target)

    def empty(self, rc: Any) -> None:
        """Remove the tile at ``rc`` to the discard pile (as a Collapse would)."""
        s, target = self.s, cell(rc)
        if s.grid[target] != EMPTY:
            s.discard.append(s.grid[target])
            s.grid[target] = EMPTY
        self.fixed.add(target)

    def figure(self, player: int, rc: Any, path: int = 0) -> None:
        p = self.s.players[seat(player, self.game)]
        p.cell, p.path = cell(rc), path

    def carry(self, player: int, idols: list[str]) -> None:
        p = self.s.players[seat(player, self.game)]
        for name in map(idol, idols):
            if self.s.supply[name] <= 0:
                raise EditError(tr("no {name} idol is left in the supply", name=name))
            p.hand.append(name)
            self.s.supply[name] -= 1

    def events_on_top(self, names: list[str]) -> None:
        cards = [event_card(self.game, name) for name in names]
        deck = [c for c in self.s.event_deck if c not in cards]
        self.s.event_discard = [c for c in self.s.event_discard if c not in cards]
        self.s.event_deck = cards + deck


def event_card(game: IceAndIdols, name: str) -> int:
    """The first event card of the content that ``name`` describes ("collapse ahead", "chill", ...)."""
    for card_id, card in sorted(game.content.events.items()):
        if card_name(card) == name:
            return card_id
    known = sorted({card_name(c) for c in game.content.events.values()})
    raise EditError(tr("no event card is called {name!r} (known: {known})", name=name, known=', '.join(known)))


def card_name(card: dict[str, Any]) -> str:
    kind = card["type"]
    if kind == "collapse":
        return f"collapse {('ahead', 'right', 'behind', 'left')[card['x']]}"
    if kind == "rotate":
        return "rotate clockwise" if card["clockwise"] else "rotate counter-clockwise"
    if kind == "shift":
        return f"shift {card['from']} to {card['to']}"
    return str(kind)


# The tile shapes at rotation 0 (content/tiles.yaml): corner N-E, Y N-E-S, archway N-S over E-W,
# double corner N-E | S-W.  A rotation r turns every side s into (s + r) % 4.
def corner(sides: list[str]) -> tuple[str, int]:
    """A single corner joining two adjacent sides."""
    sa, sb = ("NESW".index(s) for s in sides)
    if (sb - sa) % 4 not in (1, 3):
        raise EditError(
            tr("a corner joins two neighbouring sides, not {side_a} and {side_b}",
               side_a=sides[0], side_b=sides[1]))
    return ("corner", sa if (sb - sa) % 4 == 1 else sb)


def y_without(missing: str) -> tuple[str, int]:
    """A Y-crossing open on every side but ``missing``."""
    return ("y", ("NESW".index(missing) + 1) % 4)


def owner(mark: Any, game: IceAndIdols) -> int:
    return NEUTRAL if mark == "grey" else seat(mark, game)


def apply_edit(board: Board, edit: dict[str, Any]) -> None:
    """One edit of a position document, in the game's own words."""
    s, game = board.s, board.game
    if "tile" in edit:
        if "corner" in edit:
            kind, rot = corner(edit["corner"])
        elif "y without" in edit:
            kind, rot = y_without(edit["y without"])
        else:
            kind, rot = edit.get("kind", ""), edit.get("rotation", 0)
            if kind not in set(s.tile_kind):
                raise EditError(
                    tr("no tile kind {kind!r} (known: {known})",
                       kind=kind, known=', '.join(sorted(set(s.tile_kind)))))
        board.tile(edit["tile"], kind, rot)
    elif "empty" in edit:
        board.empty(edit["empty"])
    elif "figure" in edit:
        board.figure(edit["figure"], edit["at"], edit.get("path", 0))
    elif "carry" in edit:
        board.carry(edit["carry"], edit["idols"])
    elif "events on top" in edit:
        board.events_on_top(edit["events on top"])
    elif "tokens" in edit:
        s.vp_tokens = list(edit["tokens"])
    elif "track" in edit:
        for name, marks in edit["track"].items():
            s.track[column(name)] = [owner(m, game) for m in marks]
    elif "locked" in edit:
        locked = {idol(name) for name in edit["locked"]}
        s.locked = [name in locked for name in IDOLS]
    elif "markers left" in edit:
        for player, count in edit["markers left"].items():
            s.players[seat(int(player), game)].markers_left = count
    elif "powers" in edit:
        player = s.players[seat(edit["powers"], game)]
        player.powers = [idol(name) for name in edit["idols"]]
        for name in player.powers:  # the idol of a gained power lies on the player board
            s.supply[name] -= 1
    elif "key card" in edit:
        s.players[seat(edit["key card"], game)].key_card = edit["card"]
    elif "turn" in edit:
        s.turn = seat(edit["turn"], game)
    elif "ap" in edit:
        s.ap = s.ap_this_turn = edit["ap"]
    elif "round" in edit:
        s.round = edit["round"]
    elif "end triggered" in edit:
        s.end_triggered = edit["end triggered"]
    else:
        raise EditError(
            tr("unknown edit {keys} (see docs/lesson-format.md for the Ice and Idols edits)",
               keys=sorted(edit)))


def edited(game: IceAndIdols, edits: list[dict[str, Any]]) -> IceAndIdols:
    """``game`` with ``edits`` applied to a copy of its state, loaded with ``set_position`` (checked)."""
    board = Board(game)
    for edit in edits:
        apply_edit(board, edit)
    game.check_position(board.s)
    game.set_position(board.s)
    return game


# -- the named checks (each: game, argument -> bool) ----------------------------------------------------

def _stands(game: IceAndIdols, arg: dict[str, Any]) -> bool:
    return game.state.players[seat(arg["player"], game)].cell == cell(arg["at"])


def _markers(game: IceAndIdols, arg: dict[str, Any]) -> int:
    return sum(1 for o in game.state.track[column(arg["idol"])] if o == seat(arg["player"], game))


CHECKS: dict[str, Callable[[IceAndIdols, Any], bool]] = {
    "stands on": _stands,
    "left": lambda g, a: not _stands(g, a),
    "turn of": lambda g, a: g.state.turn == seat(a, g),
    "ap": lambda g, a: g.state.ap == a,
    "empty": lambda g, a: g.state.grid[cell(a)] == EMPTY,
    "rotation": lambda g, a: g.state.rotation == a,
    "has power": lambda g, a: idol(a["idol"]) in g.state.players[seat(a["player"], g)].powers,
    "researched": lambda g, a: _markers(g, a) >= 1,
    "markers": lambda g, a: _markers(g, a) == a["count"],
    "locked": lambda g, a: g.state.locked[column(a)],
    "game over": lambda g, a: g.is_over == a,
    "played": lambda g, a: any(x.kind == a for x in g.actions),
}


def words(name: str, value: object) -> str | None:
    """How lesson feedback names a step of the move pad."""
    return tr("to move {side}", side=tr(SIDES[value])) if name == "side" and value in SIDES else None


def value_words(name: str, value: object) -> str:
    """A field's value as a mistake message quotes it, in the current language (``{side}`` -> north, 北)."""
    return tr(SIDES[value]) if name == "side" and value in SIDES else str(value)


def widget() -> Any:
    from .widgets import TempleWidget

    return TempleWidget
