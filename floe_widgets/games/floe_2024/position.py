"""Is a Floe 2024 position set by hand one the rules could hold?  Checked when a save of such a position is
loaded.

Compared with the setup of the same players, seed and options: the same Heroes in their seats, the seats
and counts in range, each Hero on an Iceberg of the map, a Village space or the Village, its Cave marker in
one of the rooms, each monster room holding a Monster of its deck, a battle against the Monster of its room;
the decks and displays conserved (each card of the setup in exactly one place), and no card of the Cave, the
landmarks or the encounters in two places or from outside the game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from floe_widgets.core import FormatError

from . import board as B
from . import data as C
from .cave import LAST_ROOM
from .legality import PENDING_RULE
from .state import VILLAGE, Floe2024State
from .village import SPACES

if TYPE_CHECKING:
    from .game import Floe2024


def require(ok: bool, field: str, what: str) -> None:
    if not ok:
        raise FormatError(what, f"initial.state.{field}")


def _items(s: Floe2024State) -> list[str]:
    return s.item_deck + s.items + [c for p in s.players for c in p.items]


def _patrons(s: Floe2024State) -> list[str]:
    return s.tavern_deck + s.tavern


def _quests(s: Floe2024State) -> list[str]:
    return s.quest_deck + s.quests + [p.quest for p in s.players if p.quest]


def _objectives(s: Floe2024State) -> list[str]:
    return s.objective_deck + s.objective_used + [c for p in s.players for c in p.objectives]


def _treasures(s: Floe2024State) -> list[str]:
    return s.treasure_deck + s.treasure_used + [c for p in s.players for c in p.treasures]


def _buildings(s: Floe2024State) -> list[str]:
    sets = s.workshop + [b for p in s.players for b in p.buildings]
    return s.top_stack + s.bottom_stack + [c for pair in sets for c in pair]


def _potions(s: Floe2024State) -> list[str]:
    return s.potion_stock + [c for p in s.players for c in p.potions]


def _dive_tiles(s: Floe2024State) -> list[str]:
    return list(s.dive)


#: (field named in the error, where those pieces lie): each piece of the setup in exactly one place
CONSERVED: tuple[tuple[str, Callable[[Floe2024State], Iterable[str]]], ...] = (
    ("item_deck", _items),
    ("tavern_deck", _patrons),
    ("quest_deck", _quests),
    ("objective_deck", _objectives),
    ("treasure_deck", _treasures),
    ("top_stack", _buildings),
    ("potion_stock", _potions),
    ("dive", _dive_tiles),
)


def _monsters(s: Floe2024State) -> list[str]:
    return [c for deck in s.monster_decks.values() for c in deck] + list(s.monsters.values())


def _landmarks(s: Floe2024State) -> list[str]:
    return s.landmark_deck + list(s.landmarks.values())


def _encounters(s: Floe2024State) -> list[str]:
    decks = [c for deck in s.encounter_decks.values() for c in deck]
    return decks + [c for p in s.players for c in p.encounters.values()]


#: pieces that leave the game in play (beaten Monsters) or wait in a choice: none from outside, none twice
NO_COPIES: tuple[tuple[str, Callable[[Floe2024State], Iterable[str]]], ...] = (
    ("monster_decks", _monsters),
    ("landmark_deck", _landmarks),
    ("encounter_decks", _encounters),
)


def check_position(game: Floe2024, s: Floe2024State) -> None:
    """Raise FormatError naming the first field of ``s`` that no game of ``game``'s setup could hold.

    ``game`` is freshly set up with the save's players, seed and options: its state is the setup."""
    setup: Floe2024State = game.state
    n = len(setup.players)
    require(len(s.players) == n, "players", f"this game has {n} players")
    for i, (p, first) in enumerate(zip(s.players, setup.players)):
        require(p.seat == i and p.hero == first.hero, f"players[{i}].hero", "the setup's Hero in this seat")
    require(s.current in range(n), "current", "the current seat is one of the players")
    require(s.layout == setup.layout, "layout", "the map boards lie where setup laid them")
    require(all(choice.kind in PENDING_RULE and choice.options for choice in s.pending), "pending",
            "each waiting choice is of a kind the rules make, with options to choose from")
    check_heroes(s)
    check_cave(s, setup)
    for field, pieces in CONSERVED:
        found, expected = Counter(pieces(s)), Counter(pieces(setup))
        require(found == expected, field, "each card or tile of the setup is in exactly one place "
                + _difference(found, expected))
    for field, pieces in NO_COPIES:
        found, expected = Counter(pieces(s)), Counter(pieces(setup))
        require(not found - expected, field, "no card twice and none from outside the game "
                + _difference(found, expected))


def _difference(found: Counter, expected: Counter) -> str:
    extra, missing = sorted((found - expected).elements()), sorted((expected - found).elements())
    parts = [f"not in the game or in two places: {', '.join(extra[:5])}" if extra else "",
             f"missing: {', '.join(missing[:5])}" if missing else ""]
    return f"({'; '.join(part for part in parts if part)})"


def _on_the_map_or_in_the_village(s: Floe2024State, place: str) -> bool:
    if place == VILLAGE:
        return True
    if place.startswith(f"{VILLAGE}:"):
        return place.split(":", 1)[1] in SPACES
    return B.is_iceberg(s, place)


def check_heroes(s: Floe2024State) -> None:
    """Each Hero on an Iceberg of the map, on a Village space or in the Village; its Cave marker in a room."""
    for i, p in enumerate(s.players):
        require(_on_the_map_or_in_the_village(s, p.location), f"players[{i}].location",
                "the Hero stands on an Iceberg of the map, a Village space or in the Village")
        require(1 <= p.room <= LAST_ROOM, f"players[{i}].room", f"the Cave marker is in room 1 to {LAST_ROOM}")


def check_cave(s: Floe2024State, setup: Floe2024State) -> None:
    """Each monster room holds a Monster of its room's deck; a battle is against the Monster of its room."""
    require(set(s.monsters) == set(setup.monsters), "monsters", "a Monster in each monster room")
    decks = C.cave()["monsters"]
    rooms = {str(room["number"]): room["deck"] for room in C.cave()["rooms"] if "deck" in room}
    for room, monster in s.monsters.items():
        require(monster in {m["id"] for m in decks[rooms[room]]}, f"monsters.{room}",
                f"a Monster of the {rooms[room]} deck")
    b = s.battle
    if b is None:
        return
    require(s.monsters.get(str(b.room)) == b.monster, "battle.monster", "the battle is against its room's Monster")
    require(b.damage >= 0, "battle.damage", "Damage dealt is never negative")
