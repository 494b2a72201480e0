"""Floe 2024 in a lesson file's words: the position edits and the named checks.

A position document (``floe-widgets-position/1``, docs/lesson-format.md) starts from a named setup
(``{players: 2, seed: 1}``), may play actions (``play: [{kind: start-map-turn}]``), then applies edits
such as ``{player: 1, warmth: 5, at: Main Island iceberg 2}``, ``{villagers: {academy: 2}}``,
``{tokens: {Main Island iceberg 1: [pearl 2]}}``, ``{tavern: {3: Fisher}}``, ``{monster: Cave Slug,
room: 1}`` or ``{ship: 1, at: Dragon Head dock 1}``.  Players, rooms, tavern slots, ships and place
numbers are 1-based; places are named as the board names them (``Main Island iceberg 1``, ``Main Island
shallows 2 slot 2``); cards by their English or Japanese name.  A card, token or potion put on the table
comes from its deck, bag or stock, and what it replaces goes back there.  An edit that cannot be done
raises :class:`EditError`.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from functools import cache
from typing import Any

from floe_widgets.i18n import N_, text, tr

from .data import RESOURCES, TRACKS, cards, maps, place_name, term
from .game import Floe2024
from .state import Floe2024State, Player

KINDS = {"iceberg": "I", "sea": "S", "shallows": "h", "dock": "D"}
PLACE = re.compile(r"^(?P<board>.+?) (?P<kind>iceberg|sea|shallows|dock) (?P<n>\d+)(?: slot (?P<slot>\d+))?$")
SPACES = ("shop", "tavern", "springs", "workshop", "academy")
FAMILIAR_ROWS = ("top", "bottom")


class EditError(ValueError):
    """An edit of a position that cannot be done (the message names what is wrong)."""


# -- names a teacher writes ---------------------------------------------------------------------------

def place(words: Any) -> str:
    """'Main Island iceberg 1' -> the engine's place; 'Main Island shallows 2 slot 2' names a familiar slot."""
    found = PLACE.match(str(words))
    boards = {b["en"].lower(): key for key, b in maps()["boards"].items()}
    if not found or found["board"].lower() not in boards:
        names = ", ".join(sorted(b["en"] for b in maps()["boards"].values()))
        raise EditError(
            tr("{words!r} is not a place: write a board ({names}), then iceberg, sea, shallows or dock and "
               "its number, e.g. 'Main Island iceberg 1'",
               words=words, names=names))
    spot = f"{boards[found['board'].lower()]}.{KINDS[found['kind']]}{int(found['n']) - 1}"
    return f"{spot}#{int(found['slot']) - 1}" if found["slot"] else spot


def card_named(name: Any, prefix: str) -> str:
    """The card whose English or Japanese name is ``name`` among the cards whose id starts with ``prefix``."""
    for card_id, card in cards().items():
        if card_id.startswith(prefix) and name in (card.get("en"), card.get("ja")):
            return card_id
    known = sorted(c["en"] for i, c in cards().items() if i.startswith(prefix) and "en" in c)
    raise EditError(tr("no card is called {name!r} (known: {known})", name=name, known=', '.join(known)))


def token(words: Any) -> str:
    """'pearl 2' -> the token code 'pearl:2' (a word alone, e.g. 'map', is a token without a number)."""
    what, _, amount = str(words).partition(" ")
    return f"{what}:{amount}" if amount else what


def seat(player: Any, game: Floe2024) -> int:
    if not isinstance(player, int) or isinstance(player, bool) or not 1 <= player <= game.players:
        raise EditError(
            tr("there is no player {player!r} (players are 1..{players})",
               player=player, players=game.players))
    return player - 1


# -- the named setup ----------------------------------------------------------------------------------

def setup(doc: dict[str, Any]) -> Floe2024:
    """A new game from a setup: players and seed."""
    unknown = sorted(set(doc) - {"players", "seed"})
    if unknown:
        raise EditError(tr("a Floe 2024 setup has players and seed, not {known}", known=', '.join(unknown)))
    return Floe2024(players=doc.get("players", 2), seed=doc.get("seed", 0))


# -- the edits ----------------------------------------------------------------------------------------

class Board:
    """Edits a copy of a game's state."""

    def __init__(self, game: Floe2024) -> None:
        self.game = game
        self.s: Floe2024State = copy.deepcopy(game.state)

    def take(self, supply: list[str], what: str, where: str) -> None:
        if what not in supply:
            raise EditError(tr("no {what!r} is left in {where}", what=what, where=where))
        supply.remove(what)

    def player(self, edit: dict[str, Any]) -> None:
        p: Player = self.s.players[seat(edit["player"], self.game)]
        for key, value in edit.items():
            if key != "player":
                self.player_field(p, key, value)

    def player_field(self, p: Player, key: str, value: Any) -> None:
        plain = {"warmth": "warmth", "cubes released": "cubes_released", "crystals": "crystals", "vp": "vp",
                 "half vp": "half", "dice": "dice", "cave room": "room"}
        if key in plain:
            setattr(p, plain[key], value)
        elif key == "resources":
            unknown = sorted(set(value) - set(RESOURCES))
            if unknown:
                raise EditError(
                    tr("no resource {first!r} (the resources: {known})",
                       first=unknown[0], known=', '.join(RESOURCES)))
            p.res.update(value)
        elif key == "floe stones":
            unknown = sorted(set(value) - set(TRACKS))
            if unknown:
                raise EditError(
                    tr("no Floe Stone track {first!r} (the tracks: {known})",
                       first=unknown[0], known=', '.join(TRACKS)))
            p.stones.update(value)
        elif key == "potions":  # the potions a player holds come from the stock, and go back to it
            self.s.potion_stock.extend(p.potions)
            for icon in value:
                self.take(self.s.potion_stock, icon, "the potion stock")
            p.potions = list(value)
        elif key == "familiar on":
            if value not in FAMILIAR_ROWS:
                raise EditError(tr("the familiar sits on the building's top or bottom row, not {value!r}", value=value))
            p.familiar_spot = value
        elif key == "at":  # where the hero stands (the retail vocabulary's word too)
            p.location = place(value)
        else:
            raise EditError(tr("unknown player field {key!r} (see docs/lesson-format.md, Floe 2024)", key=key))

    def tokens(self, spots: dict[str, list[str]]) -> None:
        """The exploration tokens on a place: the old ones back to their bag, the new ones from it."""
        for where, codes in spots.items():
            spot = place(where)
            bag = self.s.bags["sea" if ".S" in spot else "ice"]
            bag.extend(self.s.tokens.get(spot, []))
            self.s.tokens[spot] = []
            for code in map(token, codes):
                self.take(bag, code, "the bag")
                self.s.tokens[spot].append(code)

    def tavern(self, slots: dict[Any, str]) -> None:
        """A patron card shown in a Tavern slot (1 = leftmost), swapped with the deck."""
        for slot, name in slots.items():
            index = int(slot) - 1
            if not 0 <= index < len(self.s.tavern):
                raise EditError(
                    tr("the Tavern shows {cards} cards, there is no slot {slot}",
                       cards=len(self.s.tavern), slot=slot))
            patron = card_named(name, "pt-")
            self.take(self.s.tavern_deck, patron, "the Tavern deck")
            self.s.tavern_deck.append(self.s.tavern[index])
            self.s.tavern[index] = patron

    def monster(self, name: str, room: Any) -> None:
        """A monster card in a cave room; the card there goes to the bottom of its colour's deck."""
        monster = card_named(name, "m-")
        deck = next((d for d in self.s.monster_decks.values() if monster in d), None)
        if deck is None:
            raise EditError(tr("{name!r} is not in a monster deck", name=name))
        deck.remove(monster)
        old = self.s.monsters.get(str(room))
        if old is not None:
            colour = cards()[old]["colour"]
            self.s.monster_decks[colour].append(old)
        self.s.monsters[str(room)] = monster


def apply_edit(board: Board, edit: dict[str, Any]) -> None:
    """One edit of a position document, in the game's own words."""
    if "player" in edit:
        board.player(edit)
    elif "villagers" in edit:
        unknown = sorted(set(edit["villagers"]) - set(SPACES))
        if unknown:
            raise EditError(
                tr("no village space {first!r} (the spaces: {known})",
                   first=unknown[0], known=', '.join(SPACES)))
        board.s.villagers = {space: edit["villagers"].get(space, 0) for space in SPACES}
    elif "tokens" in edit:
        board.tokens(edit["tokens"])
    elif "tavern" in edit:
        board.tavern(edit["tavern"])
    elif "monster" in edit:
        board.monster(edit["monster"], edit.get("room", 1))
    elif "ship" in edit:
        ship = edit["ship"]
        if not isinstance(ship, int) or not 1 <= ship <= len(board.s.ships):
            raise EditError(tr("there is no ship {ship!r} (ships are 1..{ships})", ship=ship, ships=len(board.s.ships)))
        board.s.ships[ship - 1] = place(edit["at"])
    else:
        raise EditError(
            tr("unknown edit {keys} (see docs/lesson-format.md for the Floe 2024 edits)",
               keys=sorted(edit)))


# -- the named checks (each: game, argument -> bool) ----------------------------------------------------

def _player(game: Floe2024, arg: dict[str, Any]) -> Player:
    return game.state.players[seat(arg.get("player", 1), game)]


def _resources(game: Floe2024, arg: dict[str, Any]) -> bool:
    p = _player(game, arg)
    return all(p.res[name] == count for name, count in arg.items() if name != "player")


CHECKS: dict[str, Callable[[Floe2024, Any], bool]] = {
    "familiar done": lambda g, a: (g.state.familiar_acted and not g.state.pending) == a,
    "nothing to choose": lambda g, a: (not g.state.pending) == a,
    "resources": _resources,
    "hero on": lambda g, a: _player(g, a).location == place(a["at"]),
    "cave room": lambda g, a: _player(g, a).room == a["room"],
    "battle over": lambda g, a: (g.state.battle is None) == a,
}

#: the titles of the action groups on a lesson board
GROUP_TITLES = {"turn": N_("Turn"), "move": N_("Move"), "hero": N_("Hero action"), "familiar": N_("Familiar"),
                "free": N_("Free actions"), "battle": N_("Battle"), "choice": N_("Choice")}


def words(name: str, value: object) -> str | None:
    """How lesson feedback names a place, or what Bubbles are traded for (never an id), in the reader's language."""
    if not isinstance(value, str):
        return None
    if name == "to" and value in (*RESOURCES, "crystal"):   # a trade's resource, not a walk's iceberg
        return text(term(value))
    return text(place_name(value)) if name in ("to", "place", "dock", "slot") else None


def value_words(name: str, value: object) -> str:
    """A field's value as a mistake message quotes it."""
    return str(words(name, value) or value)


@cache
def widget() -> Any:
    """The lessons' board: the kit's GameWidget with the action groups titled in the current language."""
    from floe_widgets.widgets import GameWidget

    class LessonBoard(GameWidget):
        def extra_panels(self) -> list[Any]:
            self.controls.group_titles = dict(GROUP_TITLES)
            return super().extra_panels()

    return LessonBoard
