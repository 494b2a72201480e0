"""Is a Floe position set by hand one the rules could hold?  Checked when a save of such a position is loaded.

Seats and counts must be in range, and every component conserved: each token, card and resource token of
the setup (same players, seed and options) is in exactly one place, and nothing else is anywhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from floe_widgets.core import FormatError

from . import data
from .state import FloeState

if TYPE_CHECKING:
    from .game import Floe


def require(ok: bool, field: str, what: str) -> None:
    if not ok:
        raise FormatError(what, f"initial.state.{field}")


def _pending_cards(s: FloeState, kinds: frozenset[str]) -> list[str]:
    """Cards drawn and waiting in a choice (a Relic or Treasure to keep or give back)."""
    return [c for c in (s.pending.data if s.pending else []) if c in kinds]


def _tokens(s: FloeState) -> list[str]:
    decks = (s.supply.potions, s.supply.crates, s.supply.maps)
    return [t for d in decks for t in d.draw_pile + d.discard_pile] + [t for p in s.players for t in p.tokens]


def _resource_tokens(s: FloeState) -> list[str]:
    on_map = [t for tokens in s.world.tokens.values() for t in tokens]
    return on_map + s.supply.white_bag + s.supply.blue_bag + s.supply.removed


def _relics(s: FloeState) -> list[str]:
    deck = s.village.relic_deck
    held = [c for p in s.players for c in p.relics]
    return deck.draw_pile + deck.discard_pile + held + _pending_cards(s, frozenset(data.relic_cards()))


def _treasures(s: FloeState) -> list[str]:
    deck = s.village.treasure_deck
    held = [c for p in s.players for c in p.treasures]
    return deck.draw_pile + deck.discard_pile + held + _pending_cards(s, frozenset(data.treasures()))


def _items(s: FloeState) -> list[str]:
    deck = s.village.item_deck
    return deck.draw_pile + deck.discard_pile + s.village.item_display + [c for p in s.players for c in p.items]


def _allies(s: FloeState) -> list[str]:
    deck = s.village.ally_deck
    return deck.draw_pile + deck.discard_pile + s.village.ally_display + [c for p in s.players for c in p.allies]


def _tavern(s: FloeState) -> list[str]:
    deck = s.village.tavern_deck
    return deck.draw_pile + deck.discard_pile + s.village.tavern_display


#: (field named in the error, where those pieces lie)
COMPONENTS: tuple[tuple[str, Callable[[FloeState], Iterable[str]]], ...] = (
    ("supply.tokens", _tokens),
    ("supply.resource_tokens", _resource_tokens),
    ("village.relic_deck", _relics),
    ("village.treasure_deck", _treasures),
    ("village.item_deck", _items),
    ("village.ally_deck", _allies),
    ("village.tavern_deck", _tavern),
)


def check_position(game: Floe, s: FloeState) -> None:
    """Raise FormatError naming the first field of ``s`` that no game of ``game``'s setup could hold.

    ``game`` is freshly set up with the save's players, seed and options: its state is the setup the
    position must conserve."""
    setup: FloeState = game.state
    n = len(setup.players)
    require(len(s.players) == n, "players", f"this game has {n} players")
    require([p.seat for p in s.players] == list(range(n)), "players", "the seats are 1 to the player count")
    require(s.current in range(n), "current", "the current seat is one of the players")
    require(s.pending is None or s.pending.seat in range(n), "pending.seat", "a choice waits for one of the players")
    require(s.round >= 1 and 0 <= s.last_round, "round", "rounds are counted from 1")
    require(all(p.hero in data.heroes() for p in s.players), "players.hero", "every hero is a known one")
    require(all(p.familiar in data.familiars() for p in s.players), "players.familiar",
            "every familiar is a known one")
    for field, pieces in COMPONENTS:
        found, expected = Counter(pieces(s)), Counter(pieces(setup))
        if found != expected:
            extra, missing = sorted((found - expected).elements()), sorted((expected - found).elements())
            what = "; ".join(part for part in (
                f"not in the game or in two places: {', '.join(extra[:5])}" if extra else "",
                f"missing: {', '.join(missing[:5])}" if missing else "") if part)
            require(False, field, f"each piece is in exactly one place ({what})")
