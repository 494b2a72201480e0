"""Is a Floe position set by hand one the rules could hold?  Checked when a save of such a position is loaded.

Seats and counts must be in range, every Hero on a place that exists, every Cave chamber holding a Monster
of its tier, a battle in progress against the Monster of its chamber, and every component conserved: each
token, card, Monster card and resource token of the setup (same players, seed and options) is in exactly one
place, and nothing else is anywhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from floe_widgets.core import FormatError

from . import cave, data
from .state import VILLAGE_SPACES, FloeState
from .world import geometry

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


def _monsters(s: FloeState) -> list[str]:
    decks = [c for deck in s.cave.decks.values() for c in deck.draw_pile + deck.discard_pile]
    kept = [c for cards in s.cave.kept_monsters.values() for c in cards]
    return decks + [room.monster for room in s.cave.chambers if room.monster] + kept


#: (field named in the error, where those pieces lie)
COMPONENTS: tuple[tuple[str, Callable[[FloeState], Iterable[str]]], ...] = (
    ("supply.tokens", _tokens),
    ("supply.resource_tokens", _resource_tokens),
    ("village.relic_deck", _relics),
    ("village.treasure_deck", _treasures),
    ("village.item_deck", _items),
    ("village.ally_deck", _allies),
    ("village.tavern_deck", _tavern),
    ("cave.decks", _monsters),
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
    require(set(s.world.layout) == set(setup.world.layout)
            and sorted(s.world.layout.values()) == sorted(setup.world.layout.values()), "world.layout",
            "the six Region tiles, one at each position of the island")
    check_heroes(s)
    check_cave(s, setup)
    for field, pieces in COMPONENTS:
        found, expected = Counter(pieces(s)), Counter(pieces(setup))
        if found != expected:
            extra, missing = sorted((found - expected).elements()), sorted((expected - found).elements())
            what = "; ".join(part for part in (
                f"not in the game or in two places: {', '.join(extra[:5])}" if extra else "",
                f"missing: {', '.join(missing[:5])}" if missing else "") if part)
            require(False, field, f"each piece is in exactly one place ({what})")


def check_heroes(s: FloeState) -> None:
    """Each Hero on an Iceberg of the island or in the Village (on one of its spaces, FLOE-VILLAGE-SPACES-1),
    and its Cave marker in chamber 1 to 5, or past the Boss (FLOE-CAVE-START-1); the Ships at Docks and the
    resource tokens on Icebergs and Seas of the island."""
    g = geometry(s.world.layout)
    icebergs = g.icebergs
    require(all(dock in g.docks for dock in s.world.ships), "world.ships", "each Ship lies at a Dock of the island")
    require(all(place in icebergs or place in g.seas for place in s.world.tokens), "world.tokens",
            "resource tokens lie on Icebergs and Seas of the island")
    for i, p in enumerate(s.players):
        require(p.location in icebergs or p.location == "village", f"players[{i}].location",
                "the Hero stands on an Iceberg of the island or in the Village (FLOE-MOVE-HIKE-1)")
        require(p.hero_space is None or (p.hero_space in VILLAGE_SPACES and p.location == "village"),
                f"players[{i}].hero_space", "a Hero in the Village stands on one of its five spaces "
                "(FLOE-VILLAGE-SPACES-1)")
        require(1 <= p.cave_chamber <= cave.CHAMBERS + 1, f"players[{i}].cave_chamber",
                f"the Cave marker is in chamber 1 to {cave.CHAMBERS}, or past the Boss (FLOE-CAVE-START-1)")


def check_cave(s: FloeState, setup: FloeState) -> None:
    """Each chamber holds a known Monster of its tier (FLOE-SETUP-CAVE-2); a battle is fought by a player
    against the Monster of its chamber, at that Monster's health (FLOE-CAVE-WIN-2)."""
    require([room.kind for room in s.cave.chambers] == [room.kind for room in setup.cave.chambers],
            "cave.chambers", f"the Cave has its {cave.CHAMBERS} chambers of the printed tiers (FLOE-SETUP-CAVE-2)")
    known = cave.monsters()
    for i, room in enumerate(s.cave.chambers):
        require(room.monster is None or (room.monster in known and known[room.monster].tier == room.kind),
                f"cave.chambers[{i}].monster", f"a known {room.kind} Monster (FLOE-SETUP-CAVE-2)")
    b = s.battle
    if b is None or not b.monster:
        return
    require(b.seat in range(len(s.players)), "battle.seat", "one of the players fights the battle")
    require(b.monster in known and 1 <= b.chamber <= cave.CHAMBERS
            and s.cave.chambers[b.chamber - 1].monster == b.monster, "battle.monster",
            "the battle is against the Monster of its chamber (FLOE-CAVE-WIN-2)")
    card = known[b.monster]
    require(b.health == card.health and b.base_damage == card.damage, "battle.health",
            f"the Monster has its printed health {card.health} and Damage {card.damage} (FLOE-CAVE-WIN-2)")
    require(b.damage >= 0, "battle.damage", "Damage dealt is never negative")
