"""Floe in a lesson file's words: the named setup, the position edits and the named checks.

A position document (``floe-widgets-position/1``, docs/lesson-format.md) starts from a named setup
(players, seed, the friendly variant's heroes, familiars and quests, and the Region tiles of the table)
and applies edits such as ``{player: 1, warmth: 5, at: Island of Floe SE iceberg}``,
``{give: 1, tokens: [shrine map]}``, ``{monster: Rockeer, in chamber: 3}``, ``{display: Sneaky Sam}`` or
``{play: [Take an exploration turn]}``.  Places, cards and tokens are named as the board and the buttons
name them; players are 1-based.  An edit that cannot be done raises :class:`EditError`.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from functools import cache
from typing import Any

from floe_widgets.core import Action, Deck
from floe_widgets.i18n import text, tr

from . import data as content
from .game import Floe
from .names import name, space_name, spoken, tile_name
from .state import BASIC, MERITS, STONE_PLACED, STONE_PRIMED, VILLAGE_SPACES, FloeState, PlayerState
from .world import geometry, hikes


class EditError(ValueError):
    """An edit of a position that cannot be done (the message names what is wrong)."""


def plain(text: Any) -> str:
    """A name as a file may write it: any case, with or without a leading "the"."""
    return re.sub(r"^the ", "", str(text).strip().lower())


# -- names -> ids ---------------------------------------------------------------------------------------

@cache
def _card_ids() -> dict[str, list[str]]:
    """Every card, hero, familiar, quest, monster, tile and trader by its printed name (copies in order)."""
    found: dict[str, list[str]] = {}
    ids = [*content.items(), *content.tavern(), *content.allies(), *content.landmarks(), *content.treasures(),
           *content.relic_cards(), *content.quests()]
    for key in ids:
        found.setdefault(plain(name(key)), []).append(key)
    for table in (content.heroes(), content.familiars()):
        for key, entry in table.items():
            found.setdefault(plain(entry["name"]), []).append(key)
    for deck in content.load("monsters.yaml").values():
        for entry in deck if isinstance(deck, list) else []:
            found.setdefault(plain(entry["name"]), []).append(entry["id"])
    for tile in content.regions()["tiles"]:
        found.setdefault(plain(tile_name(tile)), []).append(tile)
    return found


def card(what: Any, among: list[str] | None = None) -> str:
    """The id of the card (or hero, familiar, monster, tile) called ``what``: the first copy in ``among``."""
    ids = _card_ids().get(plain(what))
    if not ids:
        raise EditError(tr("nothing in Floe is called {what!r}", what=what))
    if among is not None:
        for key in among:
            if key in ids:
                return key
        raise EditError(tr("no {what} is left there", what=what))
    return ids[0]


def place(st: FloeState, where: Any) -> str:
    """A place of the table by its board name ("Island of Floe SE iceberg", "the N sea of Skull Iceberg")."""
    if plain(where) == "village":
        return "village"
    g = geometry(st.world.layout)
    for key in [*g.icebergs, *g.seas, *g.shallows, *g.docks]:
        if plain(space_name(key) or "") == plain(where):
            return key
        for shrine in range(3):
            if plain(space_name(f"{key}.shrine{shrine}") or "") == plain(where):
                return f"{key}.shrine{shrine}"
    raise EditError(
        tr("no place of this table is called {where!r} (e.g. 'Island of Floe NE iceberg', "
           "'the N sea of Island of Floe')",
           where=where))


def token(st: FloeState, what: Any, pile: list[str]) -> str:
    """The first token of ``pile`` that shows ``what`` ("sword potion", "shrine map", "2 kelp")."""
    for key in pile:
        if plain(name(key)) == plain(what):
            return key
    raise EditError(tr("no {what!r} token is left there", what=what))


def seat(player: Any, st: FloeState) -> int:
    if not isinstance(player, int) or isinstance(player, bool) or not 1 <= player <= len(st.players):
        raise EditError(
            tr("there is no player {player!r} (players are 1..{players})",
               player=player, players=len(st.players)))
    return player - 1


# -- the named setup -----------------------------------------------------------------------------------

def setup(doc: dict[str, Any]) -> Floe:
    """A new game: players, seed, the variant's ``heroes`` / ``familiars`` / ``quests`` by name, and the
    ``table`` (Region tile by position: ``{top-left: Frostmere, ...}``)."""
    players = doc.get("players", 2)
    options = {key: [card(v) for v in doc[key]] for key in ("heroes", "familiars", "quests") if key in doc}
    game = Floe(players=players, seed=doc.get("seed", 0), **options)
    if "table" in doc:
        st = game.state
        known = set(st.world.layout)
        if set(doc["table"]) != known:
            raise EditError(tr("table: name a Region tile for each of {known}", known=', '.join(sorted(known))))
        st.world.layout = {position: card(tile) for position, tile in doc["table"].items()}
        game.set_position(st)
    return game


# -- the edits ---------------------------------------------------------------------------------------

#: player fields a file may set directly (the file's word -> the state's field)
PLAYER_FIELDS = {"warmth": "warmth", "soda": "soda", "crystals": "crystals", "vp": "vp", "hero dice": "hero_dice",
                 "turns taken": "turns_taken", "cave chamber": "cave_chamber", "quest step": "quest_step",
                 "hero upgraded": "hero_flipped", "familiar upgraded": "familiar_flipped",
                 "familiar slid": "familiar_slid"}
STONE_WORDS = {"on track": 0, "moved once": 1, "primed": STONE_PRIMED, "placed": STONE_PLACED}
CHEST_KEY = {"chest": -1, "centre": 0, "key": 1}


class Board:
    """Edits a copy of a game's state; ``play`` edits play engine actions from the position edited so far."""

    def __init__(self, game: Floe) -> None:
        self.game = game
        self.s: FloeState = copy.deepcopy(game.state)

    def player(self, number: Any) -> PlayerState:
        return self.s.players[seat(number, self.s)]

    def set_player(self, edit: dict[str, Any]) -> None:
        p = self.player(edit["player"])
        for key, value in edit.items():
            if key == "player":
                continue
            if key in PLAYER_FIELDS:
                setattr(p, PLAYER_FIELDS[key], value)
            elif key == "at":
                p.location = place(self.s, value)
            elif key in ("resources", "merits", "stones"):
                table = getattr(p, key)
                for k, v in value.items():
                    if k not in table:
                        raise EditError(tr("{key}: {k!r} is not one of {known}", key=key, k=k, known=', '.join(table)))
                    table[k] = STONE_WORDS[v] if key == "stones" and v in STONE_WORDS else v
            elif key == "chest key":
                p.chest_key = CHEST_KEY[value]
            elif key == "landmarks visited":
                p.landmarks_visited = [card(v) for v in value]
            elif key in ("hero in village", "familiar in village"):
                if value not in VILLAGE_SPACES:
                    raise EditError(
                        tr("{key}: {value!r} is not one of {known}",
                           key=key, value=value, known=', '.join(VILLAGE_SPACES)))
                if key == "hero in village":
                    p.hero_space, p.location = value, "village"
                else:
                    p.familiar_space = value
            else:
                raise EditError(
                    tr("a player has no {key!r} (known: at, {known}, resources, merits, stones, chest key, "
                       "landmarks visited, hero in village, familiar in village)",
                       key=key, known=', '.join(PLAYER_FIELDS)))

    def tokens(self, number: Any, names: list[str], *, replace: bool) -> None:
        """Give a player tokens from the supply (``replace``: the ones held go back under their stacks)."""
        p, supply = self.player(number), self.s.supply
        stacks = (supply.potions, supply.crates, supply.maps)
        taken = []
        for what in names:
            stack = next((d for d in stacks if any(plain(name(t)) == plain(what) for t in d.draw_pile)), None)
            if stack is None:
                raise EditError(tr("no {what!r} token is left in the supply", what=what))
            key = token(self.s, what, stack.draw_pile)
            stack.draw_pile.remove(key)
            taken.append(key)
        if replace:
            stack_of = {"potion": supply.potions, "crate": supply.crates, "map": supply.maps}
            for key in p.tokens:
                stack_of[key.split("-")[0]].draw_pile.append(key)
            p.tokens = taken
        else:
            p.tokens = p.tokens + taken

    def cards(self, number: Any, kind: str, names: list[str]) -> None:
        """Give a player cards taken from their deck or display (a display refills from its deck)."""
        v, p = self.s.village, self.player(number)
        decks = {"items": (v.item_deck, v.item_display), "allies": (v.ally_deck, v.ally_display),
                 "relics": (v.relic_deck, None), "treasures": (v.treasure_deck, None)}
        deck, display = decks[kind]
        got = []
        for what in names:
            key = card(what, [*(display or []), *deck.draw_pile])
            take_out(deck, display, key)
            got.append(key)
        setattr(p, kind, got)

    def display(self, what: Any) -> None:
        """Put a card on its Village display's first slot (the card there goes under its deck)."""
        v = self.s.village
        for deck, display in ((v.tavern_deck, v.tavern_display), (v.ally_deck, v.ally_display),
                              (v.item_deck, v.item_display)):
            key = next((k for k in (*display, *deck.draw_pile) if k in _card_ids().get(plain(what), [])), None)
            if key is None:
                continue
            if key not in display:
                deck.draw_pile.remove(key)
                deck.draw_pile.append(display[0])
                display[0] = key
            return
        raise EditError(tr("no Village display shows cards like {what!r}", what=what))

    def monster(self, what: Any, chamber: Any) -> None:
        """Put a Monster face up in a chamber (the Monster there goes under its deck)."""
        if chamber not in range(1, len(self.s.cave.chambers) + 1):
            raise EditError(
                tr("the Cave has chambers 1..{chambers}, not {chamber!r}",
                   chambers=len(self.s.cave.chambers), chamber=chamber))
        key = card(what)
        room = self.s.cave.chambers[chamber - 1]
        for deck in self.s.cave.decks.values():
            if key in deck.draw_pile:
                deck.draw_pile.remove(key)
        if room.monster and room.monster != key:
            self.s.cave.decks[room.kind].put_under(room.monster)
        room.monster, room.face_up = key, True

    def play(self, actions: list[Any]) -> None:
        """Play engine actions (by displayed name or JSON) from the position so far; their history is forgotten."""
        self.game.set_position(self.s)
        for named in actions:
            found = [a for a in self.game.legal_actions() if named in (a.describe(), a.to_dict())]
            if not found:
                raise EditError(tr("{named!r} cannot be played here", named=named))
            self.game.apply(found[0])
        self.s = copy.deepcopy(self.game.state)


def take_out(deck: Deck, display: list[str] | None, key: str) -> None:
    """Take a card out of its deck or display (a display refills from the top of the deck)."""
    if key in deck.draw_pile:
        deck.draw_pile.remove(key)
    if display is not None and key in display:
        display[display.index(key)] = deck.draw_pile.pop(0)


def apply_edit(board: Board, edit: dict[str, Any]) -> None:
    """One edit of a position document, in Floe's own words."""
    s = board.s
    if "player" in edit:
        board.set_player(edit)
    elif "give" in edit:
        kinds = [k for k in ("tokens", "items", "allies", "relics", "treasures") if k in edit]
        if len(kinds) != 1:
            raise EditError(tr("give: name one of tokens, items, allies, relics or treasures"))
        if kinds[0] == "tokens":
            board.tokens(edit["give"], edit["tokens"], replace=edit.get("instead", False))
        else:
            board.cards(edit["give"], kinds[0], edit[kinds[0]])
    elif "move token" in edit:
        frm, to = place(s, edit["from"]), place(s, edit["to"])
        key = token(s, edit["move token"], s.world.tokens.get(frm, []))
        s.world.tokens[frm].remove(key)
        if not s.world.tokens[frm]:
            del s.world.tokens[frm]
        s.world.tokens.setdefault(to, []).append(key)
    elif "display" in edit:
        board.display(edit["display"])
    elif "monster" in edit:
        board.monster(edit["monster"], edit["in chamber"])
    elif "chamber face down" in edit:
        s.cave.chambers[edit["chamber face down"] - 1].face_up = False
    elif "dive track" in edit:
        tiles = [f"dive-{t.replace(' ', '-')}" for t in edit["dive track"]]
        if sorted(tiles) != sorted(s.cave.dive_track):
            known = ", ".join(t.removeprefix("dive-").replace("-", " ") for t in s.cave.dive_track)
            raise EditError(tr("dive track: list the five tiles once each ({known})", known=known))
        s.cave.dive_track = tiles
    elif "shrine" in edit:
        s.world.shrines[place(s, edit["shrine"])] = seat(edit["stone of"], s)
    elif "villagers" in edit:
        s.village.villagers = {space: edit["villagers"].get(space, 0) for space in VILLAGE_SPACES}
    elif "reveal" in edit:
        s.world.revealed.append(card(edit["reveal"]))
    elif "trader" in edit:
        key = f"trader-{edit['trader']}"
        if key not in s.world.traders_supply:
            raise EditError(tr("the {trader} trader is not in the supply", trader=edit['trader']))
        s.world.traders[key] = place(s, edit["at"])
        s.world.traders_supply.remove(key)
    elif "mayor" in edit:
        s.village.mayor = edit["mayor"]
    elif "round" in edit:
        s.round = edit["round"]
    elif "final round" in edit:
        s.end_triggered, s.last_round = True, edit["final round"]
    elif "turn of" in edit:
        s.current = seat(edit["turn of"], s)
    elif "hero dice roll" in edit:
        board.game.chance.fix("hero-die", *edit["hero dice roll"])
    elif "damage die rolls" in edit:
        board.game.chance.fix("damage-die", str(edit["damage die rolls"]))
    elif "play" in edit:
        board.play(edit["play"])
    else:
        raise EditError(tr("unknown edit {keys} (see docs/lesson-format.md for the Floe edits)", keys=sorted(edit)))


# -- actions anywhere on the table ---------------------------------------------------------------------

def anywhere(game: Floe, pattern: dict[str, Any]) -> list[Action]:
    """Every action of ``pattern``'s kind the table allows wherever the Hero stands (``hike``: every Hike
    between two Icebergs of the Region tiles face up), for a step that accepts any route."""
    from .actions import Hike

    if pattern.get("kind") != "hike":
        raise EditError(tr("'anywhere' lists hikes only"))
    st = game.state
    g = geometry(st.world.layout)
    return [Hike(other, sid) for ice in g.icebergs if g.tile_of(ice) in st.world.revealed
            for sid, other in hikes(g, ice, st.world.revealed)]


# -- the named checks (each: game, argument -> bool) ----------------------------------------------------

def me(game: Floe, arg: dict[str, Any]) -> PlayerState:
    return game.state.players[seat(arg.get("player", 1), game.state)]


def _battle_phase(game: Floe, phase: str) -> bool:
    return game.state.battle is not None and game.state.battle.phase == phase


CHECKS: dict[str, Callable[[Floe, Any], bool]] = {
    "stands on": lambda g, a: me(g, a).location == place(g.state, a["at"]),
    "crystals at least": lambda g, a: me(g, a).crystals >= a["count"],
    "familiar in village": lambda g, a: me(g, a).familiar_space == a["space"],
    "merits at least": lambda g, a: sum(me(g, a).merits.values()) >= a["total"],
    "no choice pending": lambda g, a: (g.state.pending is None) == a,
    "battle phase": _battle_phase,
    "battle over": lambda g, a: (g.state.battle is None) == a,
    "battle resolved": lambda g, a: g.state.battle is not None and a in g.state.battle.resolved,
    "stones placed": lambda g, a: sum(s == STONE_PLACED for s in me(g, a).stones.values()) == a["count"],
    "chest key on": lambda g, a: me(g, a).chest_key == CHEST_KEY[a["side"]],
    "revealed": lambda g, a: card(a) in g.state.world.revealed,
    "landmarks visited": lambda g, a: len(me(g, a).landmarks_visited) >= a["at least"],
    "quest step": lambda g, a: me(g, a).quest_step == a["step"],
    "game over": lambda g, a: g.is_over == a,
}


def words(field: str, value: object) -> str | None:
    """How lesson feedback names an action's field (places and cards by their printed names), in the reader's
    language."""
    return text(spoken(value)) if isinstance(value, str) and name(value) != value else None


def value_words(field: str, value: object) -> str:
    """A field's value as a mistake message quotes it, in the reader's language (``{space}`` -> tavern, 酒場)."""
    return text(spoken(value)) if isinstance(value, str) else str(value)


def widget() -> Any:
    from .widgets import FloeWidget

    return FloeWidget


__all__ = ["BASIC", "CHECKS", "MERITS", "Board", "EditError", "anywhere", "apply_edit", "setup"]
