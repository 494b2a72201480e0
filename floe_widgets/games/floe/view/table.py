"""FloeView: the Floe table through the view contract (:mod:`floe_widgets.views.contract`).

Option ``view`` picks the areas: "all" (world, Village and Cave above, the player boards below),
"world", "village", "cave" or "player" (the boards); option ``player`` is the seat looking: the
"player" view then shows that board only, and only that seat's Relics are named (FLOE-RELIC-HAND-1).
In presenter mode "all" shows one area, large: where the turn is (the Cave in a battle, the Village on a
Village turn, the player boards while a choice waits, else the world).
Every view ends with a legend strip of the kinds it draws.  The static layer (tiles, boxes, names,
tracks) is built once per layout (revealed tiles, seats, theme); each action only redraws the panels
(world, Village, Cave, each seat's board) whose figures, counts, highlights or battle changed
(:class:`PanelsView`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from matplotlib.patches import Circle, Polygon, Rectangle, RegularPolygon

from floe_widgets.i18n import N_, language, tr
from floe_widgets.views.contract import LegendEntry, Target, Theme, presenter_inches, register_view
from floe_widgets.views.word_line import WordLine

from .. import actions as A
from ..effects import max_warmth
from ..game import Floe
from ..place_names import place_name
from ..state import VILLAGE_SPACES
from ..turn_words import PHASES, TURN_KINDS, scores_said
from ..world import geometry
from . import style as S
from .boards_panel import BoardsPanel
from .cave_panel import CavePanel
from .panel import Panel
from .panels_view import PanelsView
from .places import (
    ICE_R,
    place_xy,
    space_box,
    space_of,
    target_of,
    tile_boxes,
    village_targets,
    world_size,
    world_targets,
)
from .style import said
from .village_panel import SPACE_TITLES, VillagePanel, vp_top
from .world_panel import WorldPanel

FIGSIZE = (16.0, 10.0)
VIEWS = ("all", "world", "village", "cave", "player")
HIT_R = 0.07
_ALL = {"world": (0.005, 0.5, 0.4, 0.455), "village": (0.41, 0.5, 0.33, 0.455), "cave": (0.745, 0.5, 0.25, 0.455),
        "players": (0.005, 0.085, 0.99, 0.405)}
_ONE = (0.01, 0.09, 0.98, 0.865)
_LEGEND = (0.005, 0.0, 0.99, 0.08)
#: presenter layouts (the views that have one): the area of each panel and of the legend.  The world's legend
#: stands in a column beside it; the player boards stand two to a row (three or four seats: counts only)
_PRESENTER = {"world": {"world": (0.005, 0.005, 0.6, 0.93), "legend": (0.62, 0.005, 0.375, 0.93)},
              "player": {"players": (0.005, 0.075, 0.99, 0.875), "legend": (0.005, 0.0, 0.99, 0.07)},
              "cave": {"cave": (0.005, 0.075, 0.99, 0.875), "legend": (0.005, 0.0, 0.99, 0.07)},
              "village": {"village": (0.005, 0.075, 0.99, 0.875), "legend": (0.005, 0.0, 0.99, 0.07)}}
_PRESENTER_ONE_BOARD = (0.25, 0.075, 0.5, 0.875)
#: the presenter world once tiles beside the middle column are revealed: the legend in rows under it, so the
#: wider world keeps tiles large enough for the Shallows' tickets in presenter type
_PRESENTER_WIDE_WORLD = {"world": (0.005, 0.1, 0.99, 0.855), "legend": (0.005, 0.0, 0.99, 0.095)}


@register_view(Floe)
class FloeView(PanelsView):
    figsize = FIGSIZE

    def __post_init__(self) -> None:
        super().__post_init__()
        name = self.options.get("view", "all")
        if name not in VIEWS:
            raise ValueError(f"view must be one of {VIEWS}, not {name!r}")
        self.name = name
        self.shown = name   # the view drawn (see area)

    # -- layout -----------------------------------------------------------------------------------
    def presenter_size(self, theme: Theme) -> tuple[float, float] | None:
        return presenter_inches(theme) if self.name in _PRESENTER or self.name == "all" else None

    def area(self, state: Any) -> str:
        """The view drawn: this view's own or, for "all" in presenter mode, where the turn is."""
        if self.name != "all" or not self.theme.presenter:
            return self.name
        if state.battle is not None:
            return "cave"
        if state.pending is not None:
            return "player"
        return "village" if state.turn.kind == "village" else "world"

    def seats(self, state: Any) -> list[int]:
        seat = self.viewer_seat(state)
        return [seat] if self.name == "player" and seat is not None else list(range(len(state.players)))

    def viewer_seat(self, state: Any) -> int | None:
        seat = self.options.get("player")
        return seat if isinstance(seat, int) and 0 <= seat < len(state.players) else None

    def layout_key(self, state: Any) -> Any:
        # the language too: the cached layer's names are drawn again in the language the menu sets
        return (self.area(state), tuple(self.seats(state)), tuple(sorted(state.world.revealed)), vp_top(state),
                language())

    def build(self, state: Any, fig: Any) -> None:
        th = self.theme
        fig.set_facecolor(th.paper)
        self.world = self.village = self.cave = self.boards = None
        name = self.shown = self.area(state)
        areas = _PRESENTER.get(name) if th.presenter else None
        if name == "world" and areas is not None and world_size(state.world.layout, state.world.revealed)[0] > 2:
            areas = _PRESENTER_WIDE_WORLD
        if areas is not None:
            rect = areas.__getitem__
        else:
            rect = (lambda area: _ALL[area]) if name == "all" else (lambda _area: _ONE)
        if name in ("all", "world"):
            self.world = WorldPanel(fig, rect("world"), th, state, compact=name == "all")
        if name in ("all", "village"):
            self.village = VillagePanel(fig, rect("village"), th, state)
        if name in ("all", "cave"):
            self.cave = CavePanel(fig, rect("cave"), th, state)
        if name in ("all", "player"):
            seats = self.seats(state)
            if areas is not None:   # the presenter layout: two boards to a row, a lone board in the middle
                self.boards = BoardsPanel(fig, rect("players") if len(seats) > 1 else _PRESENTER_ONE_BOARD, th, state,
                                          seats, compact=len(seats) > 2, columns=min(2, len(seats)))
            else:
                self.boards = BoardsPanel(fig, rect("players"), th, state, seats, compact=name == "all")
        self.headline = WordLine(fig, 0.5, 0.99, fontsize=th.title, fontweight="bold", color=th.ink)
        self.legend_panel = LegendPanel(fig, areas["legend"] if areas else _LEGEND, th, self.legend())

    def update(self, state: Any, *, viewer: int | None, highlight: list[Any]) -> None:
        marked = highlight if self.options.get("highlight", True) else []
        seat = viewer if viewer is not None else self.viewer_seat(state)
        self.show_headline(headline(state))
        if (world := self.world) is not None:
            costs = world.costs(self.game, world_targets(state, marked))
            self.show("world", world, world.key(state, costs), lambda: world.update(state, costs))
        if (village := self.village) is not None:
            spaces = village_targets(marked)
            self.show("village", village, village.key(state, spaces), lambda: village.update(state, spaces))
        if (cave := self.cave) is not None:
            delve = any(isinstance(a, A.Delve) for a in marked)
            self.show("cave", cave, cave.key(state, delve), lambda: cave.update(state, delve))
        if (boards := self.boards) is not None:
            for k, s in enumerate(boards.seats):
                self.show(f"board {s + 1}", boards.boards[k], boards.key(state, s, seat),
                          lambda k=k: boards.update_board(state, k, seat), boards.board_box(k))

    def foreseen_texts(self) -> list[Any]:
        """The headline's words (any round to 12, seat, turn, phase, choice) and the panels' likely texts (board
        numbers, villager counts), rasterised with the static layer: texts shown for the first time cost a
        game of Floe about 60 rasterisations in 100 actions, a third of them headline words."""
        seats = range(1, len(self.game.state.players) + 1)
        lines = [headline_words(r, n, kind, phase) for r in range(1, 13) for n in seats for kind in TURN_KINDS
                 for phase in PHASES] + [headline_words(r, n, "", "choose") for r in range(1, 13) for n in seats]
        lines += [tr(" - P{n} chooses", n=n) for n in seats]
        panels = [p for p in (self.world, self.village, self.boards) if p is not None]
        return self.headline.foreseen(lines) + [t for p in panels for t in p.foreseen_texts()]

    # -- clicks -----------------------------------------------------------------------------------
    def hit(self, x: float, y: float) -> list[Target]:
        state = self.game.state
        if self.world is not None:
            point = self.data_point(self.world.ax, x, y)
            if point is not None:
                return world_hit(state, *point, xy=self.world.xy)
        if self.village is not None:
            point = self.data_point(self.village.ax, x, y)
            if point is not None:
                for i, space in enumerate(VILLAGE_SPACES):
                    x0, y0 = space_box(i)
                    if x0 <= point[0] <= x0 + 1.8 and y0 <= point[1] <= y0 + 2.6:
                        return [Target("space", space)]
                return []
        if self.cave is not None and self.data_point(self.cave.ax, x, y) is not None:
            return [Target("cave", "delve")]
        return []

    def targets_of(self, action: Any) -> set[Target]:
        state = self.game.state
        out: set[Target] = set()
        place = target_of(state, action)
        if place is not None:
            out.add(Target("region" if place in tile_boxes(state.world.layout, []) else "place", place))
        space = space_of(action)
        if space is not None:
            out.add(Target("space", space))
        if isinstance(action, A.Delve):
            out.add(Target("cave", "delve"))
        return out

    # -- words ------------------------------------------------------------------------------------
    def describe_board(self, state: Any, *, viewer: int | None = None) -> str:
        return describe(state, viewer if viewer is not None else self.viewer_seat(state))

    def legend(self) -> list[LegendEntry]:
        return legend_entries(self.shown)


def world_hit(state: Any, x: float, y: float, xy: dict[str, tuple[float, float]] | None = None) -> list[Target]:
    """The world place (or face-down region) under data point ``(x, y)`` of the world panel, whose places are
    drawn at ``xy`` (by default their points, :func:`place_xy`; a Shallows' ticket may stand off its point)."""
    g = geometry(state.world.layout)
    best, dist = None, None
    for place, (px, py) in (xy if xy is not None else place_xy(state)).items():
        limit = ICE_R if place in g.icebergs else HIT_R
        d = ((px - x) ** 2 + (py - y) ** 2) ** 0.5
        if d <= limit and (dist is None or d < dist or (place not in g.icebergs and d < HIT_R)):
            best, dist = place, d
    if best is not None:
        return [Target("place", best)]
    for pos, (bx, by, bw, bh) in tile_boxes(state.world.layout, list(state.world.revealed)).items():
        if bx <= x < bx + bw and by <= y < by + bh:
            return [Target("region", pos)]
    return []


def headline(state: Any) -> str:
    if state.over:
        return tr("Floe - game over; final scores {scores}", scores=scores_said(state.final_scores))
    text = headline_words(state.round, state.current + 1, state.turn.kind, state.turn.phase)
    if state.pending is not None:
        text += tr(" - P{n} chooses", n=state.pending.seat + 1)
    return text


def headline_words(round_no: int, seat: int, kind: str, phase: str) -> str:
    """Whose turn (``seat`` from 1) of which kind in which round, and its step; or that the kind is being chosen."""
    if not kind:
        return tr("Floe - round {round}: P{n} chooses the kind of turn", round=round_no, n=seat)
    return tr("Floe - round {round}, P{n}: {kind} turn, {phase}", round=round_no, n=seat,
              kind=tr(TURN_KINDS.get(kind, kind)), phase=tr(PHASES.get(phase, phase)))


def describe(state: Any, viewer: int | None = None) -> str:
    """The table in words (the picture's alternative text), in the current language."""
    w = state.world
    g = geometry(w.layout)
    up = [said(t) for t in w.layout.values() if t in w.revealed]
    lines = [headline(state) + tr("."),
             tr("Revealed regions: {up}; {n} face down.", up=tr(", ").join(up), n=len(w.layout) - len(up))]
    for p in state.players:
        if p.location != "village":
            where = tr("at {place}", place=place_name(g, p.location))
        elif p.hero_space:
            where = tr("in the Village at the {space}", space=tr(SPACE_TITLES[p.hero_space]))
        else:
            where = tr("in the Village")
        lines.append(tr("P{n} ({hero}) is {where}; Warmth {warmth} of {top}, {vp} VP, cave chamber {chamber}.",
                        n=p.seat + 1, hero=S.nice(p.hero), where=where, warmth=p.warmth, top=max_warmth(p), vp=p.vp,
                        chamber=min(p.cave_chamber, 5)))
    for n, dock in enumerate(w.ships):
        lines.append(tr("Ship {n} at {place}.", n=n + 1, place=place_name(g, dock)))
    owned = [tr("{place} (P{n})", place=place_name(g, s), n=o + 1) for s, o in w.shrines.items() if o is not None]
    if owned:
        lines.append(tr("Floe Stones on shrines: {owned}.", owned=tr(", ").join(owned)))
    v = state.village
    villagers = tr(", ").join(tr("{space} {n}", space=tr(SPACE_TITLES[s]), n=v.villagers.get(s, 0))
                              for s in VILLAGE_SPACES)
    lines.append(tr("Villagers: {villagers}; Mayor at {vp} VP.", villagers=villagers, vp=v.mayor))
    chambers = [tr("{n} {what}", n=i + 1, what=S.nice(c.monster) if c.face_up and c.monster
                   else tr("face down") if c.monster else tr("empty", context="cave chamber"))
                for i, c in enumerate(state.cave.chambers)]
    lines.append(tr("Cave chambers: {chambers}.", chambers=tr(", ").join(chambers)))
    b = state.battle
    if b is not None:
        dice = tr(", ").join(tr(d.item_icon or d.face) + (tr(" (locked)") if d.locked else "") for d in b.dice)
        lines.append(tr("Battle with {monster}: health {health}, damage {damage}, phase {phase}; dice: {dice}.",
                        monster=S.nice(b.monster) or tr("a test"), health=b.health, damage=b.damage,
                        phase=tr(b.phase), dice=dice or tr("none")))
    if viewer is not None:
        lines.append(tr("Seen by P{n}.", n=viewer + 1))
    return " ".join(lines)


_WORLD = [
    LegendEntry("region", N_("region tile"), S.TILE_UP),
    LegendEntry("face-down", N_("face-down region"), S.TILE_DOWN, "?"),
    LegendEntry("sea", N_("sea"), S.SEA), LegendEntry("iceberg", N_("iceberg (NW/NE/SW/SE)"), S.ICE, "o"),
    LegendEntry("shallows", N_("shallows"), S.SAND, "D"), LegendEntry("dock", N_("dock"), S.DOCK, "s"),
    LegendEntry("beacon", N_("beacon dock"), S.BEACON, "s"),
    LegendEntry("shrine", N_("shrine (P: stone)"), "#DDDDDD", "s"),
    LegendEntry("token", N_("token (n: count)"), S.TOKEN, "h"), LegendEntry("ship", N_("ship"), S.SHIP, "boat"),
    LegendEntry("trader", N_("trader"), S.TRADER, "D"), LegendEntry("landmark", N_("landmark"), S.LANDMARK, "p"),
    LegendEntry("hero", N_("hero (seat)"), S.SEAT_COLOURS[0], "o"),
    LegendEntry("familiar", N_("familiar (name or seat)"), S.SEAT_COLOURS[1], "^"),
    LegendEntry("target", N_("you may go / act here; {badge}: it costs {n} Warmth"), S.MOVE_HL, "--"),
]
_VILLAGE = [LegendEntry("space", N_("village space"), S.SPACE, "s"),
            LegendEntry("mayor", N_("Mayor on the VP track"), "#000000", "|")]
_CAVE = [LegendEntry("chamber", N_("chamber, monster face up"), "#FFFFFF", "s"),
         LegendEntry("chamber-down", N_("chamber, face down"), S.CHAMBER_DOWN, "s"),
         LegendEntry("die", N_("battle die (icon, number)"), S.DIE, "6"),
         LegendEntry("locked", N_("locked die"), S.DIE_LOCKED, "//"),
         LegendEntry("phase", N_("current battle phase"), S.OKABE["yellow"], "s")]
_BOARDS = [LegendEntry("warmth", N_("Warmth marker"), S.WARMTH, "s"),
           LegendEntry("rumor", N_("Rumor cube (blocks)"), S.RUMOR, "xx"),
           *(LegendEntry(r, r, S.RESOURCE_COLOURS[r], "o") for r in S.RESOURCE_COLOURS),
           *(LegendEntry(m, m, S.MERIT_COLOURS[m], "D") for m in S.MERIT_COLOURS)]


def legend_entries(name: str) -> list[LegendEntry]:
    """The kinds view ``name`` draws, in the current language (resources and merits are also named beside
    their marks)."""
    parts = {"world": _WORLD, "village": _VILLAGE + _WORLD[-3:-1], "cave": _CAVE, "player": _BOARDS,
             "all": _WORLD + _VILLAGE + _CAVE + _BOARDS[:2]}
    seen, out = set(), []
    for e in parts[name]:
        if e.kind not in seen:
            seen.add(e.kind)
            if e.kind in S.MERIT_COLOURS:
                meaning = tr("{merit} merit", merit=tr(e.meaning))
            elif e.kind == "target":   # the badge a ring carries, as the map writes it (WorldPanel.cost_label)
                meaning = tr(e.meaning, badge=tr("{costs} W", costs="-1"), n=1)
            else:
                meaning = tr(e.meaning)
            out.append(replace(e, meaning=meaning))
    return out


class LegendPanel(Panel):
    """The legend strip under a view: a mark and a few words per kind, flowed into rows."""

    label = "legend"

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any,
                 entries: list[LegendEntry]) -> None:
        width_px = rect[2] * fig.get_figwidth() * fig.dpi / theme.scale
        height_px = rect[3] * fig.get_figheight() * fig.dpi / theme.scale
        super().__init__(fig, rect, theme, (0, width_px), (height_px, 0))
        row, x, y = theme.small_px * 1.55, 6.0, 4.0 + theme.small_px * 0.8
        for e in entries:
            need = 22 + S.text_width(e.meaning, theme.small_px) + 14
            if x + need > width_px:
                x, y = 6.0, y + row
            self.mark(e, x + 8, y)
            self.text(x + 20, y, e.meaning, va="center")
            x += need
        self.built()

    def mark(self, e: LegendEntry, x: float, y: float) -> None:
        style = {"facecolor": e.colour, "edgecolor": "black", "linewidth": 0.6}
        if e.mark == "--":
            self.patch(Circle((x, y), 7, facecolor="none", edgecolor=e.colour, linewidth=2, linestyle="--"))
        elif e.mark == "boat":   # a ship as the map draws it (y down here: the hull's wide side on top)
            self.patch(Polygon([(x - 8, y - 6), (x + 8, y - 6), (x + 5.6, y + 6), (x - 5.6, y + 6)], closed=True,
                               **style))
        elif e.mark in ("o", "^", "D", "h", "p"):
            sides = {"o": 0, "^": 3, "D": 4, "h": 6, "p": 5}[e.mark]
            self.patch(Circle((x, y), 7, **style) if sides == 0 else RegularPolygon((x, y), sides, radius=8, **style))
        else:
            self.patch(Rectangle((x - 7, y - 6), 14, 12, hatch=e.mark if e.mark in ("xx", "//") else None, **style))
            if e.mark == "?" or e.mark.isdigit():
                self.text(x, y, e.mark, bold=True, ha="center", va="center")
