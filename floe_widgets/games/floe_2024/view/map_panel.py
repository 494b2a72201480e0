"""The Floe 2024 map: the same six boards as retail Floe (the geometry is shared, FLOEJA-MISSING-17), so
it is drawn by retail's :class:`WorldPanel`, read through :func:`as_retail_table` and labelled in
Japanese: boards by their names, icebergs as the controls name them (氷山1-4), costs in Warmth (暖)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from floe_widgets.games.floe.view.world_panel import WorldPanel

from .. import board as B
from .. import data as C
from ..actions import Explore, FamiliarShallows, Hike, Sail
from ..mapturn import sail_plan


def as_retail_table(s: Any) -> Any:
    """The parts of a Floe 2024 state the retail world panel reads, under retail's names (shrines the
    2024 state leaves out are empty; Familiars stand on a Shallows slot, drawn on its Shallows)."""
    on_shallows = {slot.partition("#")[0]: seat for slot, seat in s.familiars.items()}
    players = [SimpleNamespace(seat=p.seat, location=p.location,
                               familiar_shallows=next((h for h, seat in on_shallows.items() if seat == p.seat), None))
               for p in s.players]
    world = SimpleNamespace(layout=s.layout, revealed=s.revealed, tokens=s.tokens, ships=s.ships, traders={},
                            landmarks=s.landmarks, shrines=dict(s.shrines))
    return SimpleNamespace(world=world, players=players)


class MapPanel(WorldPanel):
    label = "map"
    #: a badge stays on its board (its words name the board's places), covering a piece's edge if it must
    off_tile = 100_000

    def __init__(self, *args: Any, **kw: Any) -> None:
        #: the words beside the rings of the places the hero may explore (their tokens) and of the Shallows the
        #: familiar may go to (their names), by place (set with the costs, see :meth:`costs`)
        self.words: dict[str, str] = {}
        super().__init__(*args, **kw)

    def costs(self, game: Any, highlight: dict[str, list[Any]]) -> dict[str, list[int]]:
        """The Warmth each highlighted place costs; the words for the rings of the places the hero may explore
        (their tokens, which lie face up: FLOEJA-SETUP-MAP-1) and of the Shallows the familiar may go to (as the
        buttons name them, and each spot's benefit in the spots' order: 浅瀬2: 真珠1/海藻1, FLOEJA-FAM-ICE-2)
        are remembered for their labels."""
        s = game.state
        self.words = {}
        for place, acts in highlight.items():
            if any(isinstance(a, Explore) for a in acts):
                self.words[place] = "・".join(str(C.token_text(t)) for t in s.tokens.get(place, []))
            elif any(isinstance(a, FamiliarShallows) for a in acts):
                spots = range(len(B.geometry(s).shallows[place].prints))
                benefits = "/".join(C.benefit_text(B.slot_benefit(s, f"{place}#{n}")) for n in spots)
                self.words[place] = f"浅瀬{int(place.rpartition('.h')[2]) + 1}: {benefits}"
        return super().costs(game, highlight)

    def key(self, state: Any, costs: dict[str, list[int]]) -> Any:
        return WorldPanel.key(state, costs), tuple(sorted(self.words.items()))

    def ring_label(self, place: str, costs: list[int]) -> str | None:
        """What a ring's actions cost, or on a place the hero may explore its tokens (真珠2), or on a Shallows
        the familiar may go to its name and its spots' benefits."""
        return self.words.get(place) or super().ring_label(place, costs)

    def region_title(self, tile: str) -> str:
        return C.board_name(tile)

    def familiar_name(self, player: Any) -> str:
        return f"使い魔{player.seat + 1}"   # a Hero's Familiar has no name of its own (components.yaml)

    def iceberg_label(self, iceberg: str) -> str:
        return f"氷山{int(iceberg.rpartition('.I')[2]) + 1}"

    def cost(self, game: Any, action: Any) -> int | None:
        if isinstance(action, Hike):
            return 1     # one Shallows crossed (FLOEJA-MOVE-HIKE-1)
        if isinstance(action, Sail):
            s = game.state
            plan = sail_plan(s, s.players[s.current], action.ship, action.dock)
            return plan[0] if plan else None
        return None

    def cost_label(self, costs: list[int]) -> str:
        return "暖" + "/".join(f"-{c}" for c in costs)

    def discover_label(self, costs: list[int]) -> str:
        return "発見"
