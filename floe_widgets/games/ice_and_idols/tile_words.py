"""The pathway tiles beside the temple as a person names them: by kind (the rulebook's names, "Archway"), the
set-aside one as the spare, and a discarded tile told from another of its kind by its place among them in the
row of discarded tiles the board draws (discards left to right, then the spare).  A tile's id is the engine's and is
never read; a grid space keeps its own name, ``state.tile_name`` ("tile 2,4").  A path of a tile with more than one
is named by the sides it joins ("N–E"), as the tile's picture shows it, never by its index in the tile's list."""

from __future__ import annotations

from typing import Any

from floe_widgets.i18n import N_, SOURCE, Message, Term, languages, message

from .actions import SIDE_WORDS
from .state import EMPTY, SIDE_NAMES, IceAndIdolsState, cell_of
from .temple import tile_paths

#: the shipped tile kinds' names (content/tiles.yaml), said in the reader's language; a kind of a user's own
#: content file keeps the name the file gives it
TILE_KIND_NAMES = (N_("Roundabout"), N_("Y-Crossing"), N_("Single Corner"), N_("Double Corner"), N_("Archway"))


def kind_word(content: Any, kind: str) -> str:
    """A tile kind's name ("Archway"), said again in the reader's language where the catalogue has it."""
    return Message(str(content.tile_names.get(kind, kind)), {}, SOURCE)


def ordinal(n: int) -> Term:
    """``n`` counted in order: 1st, 2nd, 3rd, 11th, 22nd (Japanese writes the number, its sentence the rest)."""
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return Term(en=f"{n}{suffix}", ja=str(n))


def pool_tile_word(state: IceAndIdolsState, content: Any, tile: int) -> str:
    """A tile the Keysmith may bring back, as the board shows it: its kind ("Archway"); the set-aside
    tile as the spare ("spare Roundabout"); a discarded tile of a kind discarded more than once counted from the
    left among those ("2nd Archway from the left")."""
    kind = kind_word(content, state.tile_kind[tile])
    if tile in state.spare:
        return message("spare {kind}", kind=kind)
    alike = [t for t in state.discard if state.tile_kind[t] == state.tile_kind[tile]]
    if tile in alike and len(alike) > 1:   # the row of discarded tiles starts with the discards, in order
        return message("{place} {kind} from the left", kind=kind, place=ordinal(alike.index(tile) + 1))
    return kind


def path_word(state: IceAndIdolsState, content: Any, cell: tuple[int, int], path: int) -> Term | None:
    """The path ``path`` of the tile at ``cell`` by the sides it joins, as the tile lies ("S–W", "南–西"); None
    when the tile has one path only (the space names it) or there is no such path."""
    tile = state.grid[cell_of(*cell)]
    paths = tile_paths(state, content, tile) if tile != EMPTY else ()
    if len(paths) < 2 or not 0 <= path < len(paths):
        return None
    sides = [SIDE_WORDS[SIDE_NAMES[side]] for side in sorted(paths[path])]
    return Term(**{lang: "–".join(side.said_in(lang) for side in sides) for lang in (SOURCE, *languages())})
