"""Drawing a tactical situation and the monster turn the AI solved for it (pure drawing, no pyplot).

It draws into the Figure it is given with matplotlib artists (never pyplot).

``draw(situation, fig, plan=..., option=...)`` draws the map of an ``fh-situation/1`` situation
(hexes, thin walls, overlays, figures with their standee numbers, rank, hit points when the
document gives them as ``x-hp`` and conditions) and, over it, one solved turn:

* the **focus** (a ring around each focus figure),
* the **path** (arrows from the start hex, slides included) and the **destination** (a star),
* the **attacked hexes** (red hatch: the area hexes, or the hexes of the attacked figures),
* **line of sight** (a clear segment from the destination to each attacked figure's hex,
  found by :func:`los.exact_witness`, FH-LOS-2).

Tied options (FH-GEN-1: the party chooses) stay distinguishable: ``option=None`` draws every
option in its own colour on one map with a legend, ``option=i`` draws option ``i`` alone and
``option="all"`` draws small multiples, one map per option.  Same input, same picture.

This module holds the board (:class:`TacticsView`: the maps, the turn in words and the key); the map is
drawn by :mod:`tactics_map`, the solved turn over it by :mod:`tactics_turn`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from floe_widgets.i18n import N_, language, tr
from floe_widgets.views.contract import DEFAULT_THEME, LegendEntry, Target, Theme, View, register_view
from floe_widgets.views.contrast import ink_on

from ..map.hex_names import hex_name
from .legend import WORD, draw_legend, on_the_map
from .looks import CONDITION_SHORT, LIGHT_MUTED
from .tactics_map import (
    CONDITION_INK,
    FIGURE_COLOURS,
    FLOOR,
    LETTERS,
    OPEN_DOOR,
    OVERLAY_COLOURS,
    MapLayer,
    condition_mark,
    figure_kind,
    hex_at,
    hex_kind,
)
from .tactics_turn import (
    draw_focus,
    draw_option,
    los_segments,
    option_colour,
    option_marks,
    option_parts,
    option_shift,
    option_text,
)

FIGSIZE = (9.5, 8.0)
#: the map (or the small maps, one per option) on the left, the turn in words and the legend beside it
MAP_BOX = (0.005, 0.01, 0.655, 0.94)
PANEL_BOX = (0.675, 0.01, 0.32, 0.975)
#: a line of the panel, in small-text heights; the options the panel lists (two lines each)
PANEL_LINE = 1.6
OPTION_SLOTS = 3
KIND_NAMES = {"floor": N_("floor"), "trap": N_("trap"), "hazardous": N_("hazardous terrain"),
              "icy": N_("icy terrain"), "obstacle": N_("obstacle"), "difficult": N_("difficult terrain"),
              "door": N_("closed door"), "wall": N_("wall"), "pressure-plate": N_("pressure plate"),
              "corridor": N_("corridor"), "treasure": N_("treasure"), "objective": N_("objective hex")}
TEAMS = {"characters": N_("characters"), "monsters": N_("monsters")}
#: the panel's words that are not an option's
INK = "#1b1b1b"


@dataclass(frozen=True)
class SolvedSituation:
    """What the tactics board shows: a situation, the turn solved for it and which option(s) to draw
    (None: every option on one map; ``i``: option i alone; "all": one small map per option)."""

    situation: Any
    plan: Any = None
    option: int | str | None = None
    los: bool = True
    title: str | None = None


@register_view(SolvedSituation)
class TacticsView(View):
    """The tactics board on the view contract, registered on :class:`SolvedSituation` (what the lab
    shows).  The axes live as long as the figure; a map (hexes, walls, overlays, figures) is the static
    layer, drawn again only when the situation shown changes, into the same axes with its texts reused;
    the solved turn is drawn over its shapes and under its labels (:data:`tactics_turn.TURN_Z`), so it is part of the
    static layer too, drawn again when the turn shown changes."""

    figsize = FIGSIZE

    def __post_init__(self) -> None:
        super().__post_init__()
        self._state: SolvedSituation | None = None
        self._kinds = None

    def layout_key(self, state: SolvedSituation) -> Any:
        return (self.maps_of(state), language())   # a new language: drawn anew

    @staticmethod
    def maps_of(state: SolvedSituation) -> int:
        """How many small maps (one per option) the board shows, or 0 for one large map."""
        n = len(state.plan.options) if state.plan is not None else 0
        return n if state.option == "all" and n > 1 else 0

    def build(self, state: SolvedSituation, fig: Any) -> None:
        self.overlay: list[Any] = []
        self._shown: Any = None
        self._map_shown: Any = None
        n = self.maps_of(state)
        self.layers: list[MapLayer] = []
        x0, y0, w, h = MAP_BOX
        if n:
            cols = min(n, 2)   # two across the map's box: a third column would make each map too small to read
            rows = (n + cols - 1) // cols
            grid = fig.add_gridspec(rows, cols, left=x0, right=x0 + w, bottom=y0, top=y0 + h - 0.03)
            for i in range(n):
                ax = fig.add_subplot(grid[i // cols, i % cols])
                ax.set_label(f"map:{i}")
                self.layers.append(MapLayer(ax, small=True))
            self.suptitle = fig.text(x0 + w / 2, 0.99, "", ha="center", va="top", fontsize=self.theme.title)
            self.maps = [layer.ax for layer in self.layers]
        else:
            ax = fig.add_axes(MAP_BOX)
            ax.set_label("map")
            self.layers = [MapLayer(ax, small=False)]
            self.maps = [ax]
        self.info = fig.add_axes(PANEL_BOX)
        self.info.set_label("info")
        self.info.axis("off")
        self.info.set_xlim(0, 1)
        self.info.set_ylim(0, 1)
        line = PANEL_LINE * self.theme.small_px * self.theme.scale / (PANEL_BOX[3] * fig.get_figheight() * fig.dpi)
        self.info_texts = [self.info.text(0.0, 1.0 - k * line, "", fontsize=self.theme.small, va="top")
                           for k in range(2 + 2 * OPTION_SLOTS)]
        self._line = line
        self._legend: list[Any] = []
        self._legend_kinds: Any = None
        self._kinds: set[str] | None = None

    def update(self, state: SolvedSituation, *, viewer: int | None, highlight: list[Any]) -> None:
        sit = state.situation
        self._state = state
        title = state.title if state.title is not None else (sit.title or tr("situation"))
        map_key = (sit.hexmap, repr(sit.figures), sit.active, repr(sit.extras.get("x-hp")), title)
        if map_key != self._map_shown:
            for layer in self.layers:
                layer.show(sit, self.theme)
            if len(self.layers) == 1:
                self.layers[0].title.set_text(title)
                self.layers[0].title.set_fontsize(self.theme.title)
            else:
                self.suptitle.set_text(title)
            self._map_shown = map_key
            self._shown = None
            self.static_version += 1   # the cached map layer is drawn again
        key = (state.plan, state.option, state.los)
        if key == self._shown:
            return
        for artist in self.overlay:
            artist.remove()
        plan, th = state.plan, self.theme
        options = list(plan.options) if plan is not None else []
        added: list[Any] = []
        marks: set[str] = set()
        for k, layer in enumerate(self.layers):
            ax = layer.ax
            before = {id(a) for a in ax.get_children()}
            marks |= draw_focus(sit, ax, plan)
            if len(self.layers) > 1:   # one map per option, named in its colour (the panel says what it does)
                marks |= draw_option(sit, ax, plan, k, option_colour(k), los=state.los)
                layer.title.set_text(tr("option {n}", n=k + 1))
                layer.title.set_fontsize(th.text)
                layer.title.set_color(option_colour(k))
            else:
                chosen = range(len(options)) if state.option in (None, "all") else [int(state.option)]
                for i in chosen:
                    if not 0 <= i < len(options):
                        raise IndexError(f"option {i} does not exist (the plan has {len(options)})")
                    marks |= draw_option(sit, ax, plan, i, option_colour(i), los=state.los,
                                          shift=option_shift(i, len(chosen)))
            added += [a for a in ax.get_children() if id(a) not in before]
        _draw_info(self.info_texts, plan, options, state.option)
        self.overlay = added
        self._shown = key
        self.static_version += 1   # the turn's marks lie under the map's labels: the cached layer is drawn again
        self._kinds = map_kinds(sit, small=len(self.layers) > 1) | marks
        self._draw_legend()

    def _draw_legend(self) -> None:
        """The key to what the map shows, drawn again (a change of the static layer) when that changes."""
        entries = self.legend()
        said = [(e.kind, e.meaning) for e in entries]
        if said == self._legend_kinds:
            return
        line, fig = self._line, self.fig
        # the swatch as wide on screen as it is high
        box_w = 1.4 * 0.7 * line * (PANEL_BOX[3] * fig.get_figheight()) / (PANEL_BOX[2] * fig.get_figwidth())
        self._legend = draw_legend(self.info, entries, self.theme, x=0.0, top=1.0 - (3 + 2 * OPTION_SLOTS) * line,
                                   line=line, column=1.0, per_column=len(entries), box_w=box_w,
                                   mark_ink=lambda colour: ink_on(colour, "#333333", LIGHT_MUTED), last=self._legend)
        self._legend_kinds = said
        self.static_version += 1

    def dynamic_artists(self) -> list[Any]:
        titles = [layer.title for layer in self.layers] if len(self.layers) > 1 else []   # one per option
        return [*titles, *self.info_texts]

    def hit(self, x: float, y: float) -> list[Target]:
        for layer in self.layers:
            point = self.data_point(layer.ax, x, y)
            if point is not None:
                return [Target("hex", hex_at(*point))]
        return []

    def targets_of(self, action: Any) -> set[Target]:
        return set()

    def describe_board(self, state: SolvedSituation, *, viewer: int | None = None) -> str:
        sit, plan = state.situation, state.plan
        words = [tr("{title}: {n} hexes.", title=sit.title or tr("A situation"), n=len(sit.hexmap.hexes))]
        words += [tr("{figure} ({team}) at {hex}.", figure=f.id, team=tr(TEAMS.get(f.team, f.team)),
                     hex=hex_name(f.hex)) for f in sit.figures]
        if plan is None:
            words.append(tr("Not solved."))
        elif not plan.focus:
            words.append(tr("No focus: the monster neither moves nor attacks."))
        else:
            words.append(tr("Focus {figures}.", figures=tr(" or ").join(plan.focus)))
            words += [tr("Option {n}: {option}.", n=i + 1, option=option_text(o)) for i, o in enumerate(plan.options)]
        return " ".join(words)

    def legend(self) -> list[LegendEntry]:
        """The key to the picture: the marks of the solved turn drawn on the map (in the option's colour;
        the first option's here), the figures on it and the kinds of hex it holds, nothing it does not show."""
        state = self._state if self._state is not None else self.game
        kinds = self._kinds if self._kinds is not None and self._state is not None else kinds_shown(state)
        return on_the_map(every_entry(state.situation, small=self.maps_of(state) > 0), kinds)


def every_entry(sit: Any, small: bool = False) -> list[LegendEntry]:
    """Every entry the tactics board's key may hold, in its order; the figures' conditions are those on
    ``sit``'s map, each mark beside the condition it stands for.  ``small``: the maps are small (one per
    option), whose figures carry no initiative."""
    turn = option_colour(0)
    elite = any(f.rank in ("elite", "boss") for f in sit.figures if f.team == "monsters")
    # the initiative mark explained with a number the map shows (a character's own)
    shown = None if small else next((f"{f.initiative:g}" for f in sit.figures
                                     if figure_kind(f) == "character" and f.initiative is not None), None)
    conditions = [LegendEntry(f"condition:{c}", tr("{condition} (a condition)",
                                                   condition=tr(CONDITION_SHORT.get(c, c))),
                              CONDITION_INK, WORD + condition_mark(c))
                  for c in sorted({c for f in sit.figures for c in f.conditions})]
    kinds = [("floor", tr("floor"), FLOOR, "")] + [
        ("objective-hex" if k == "objective" else k, tr(KIND_NAMES[k]), c, tr(LETTERS[k]) if k in LETTERS else "")
        for k, c in OVERLAY_COLOURS.items()]
    door = next(i for i, k in enumerate(kinds) if k[0] == "door")
    locked = tr("{door}·L", door=tr(LETTERS["door"]))   # as the map marks a locked door (FH-HEX-7)
    kinds[door + 1:door + 1] = [("door-locked", tr("locked door"), OVERLAY_COLOURS["door"],
                                 WORD + locked), ("door-open", tr("open door"), OPEN_DOOR, "")]
    return [LegendEntry("active", tr("the monster whose turn it is"), "black", "dotted ring"),
            LegendEntry("focus", tr("its focus"), "#e74c3c", "ring"),
            LegendEntry("path", tr("its path"), turn, "arrow"),
            LegendEntry("destination", tr("where it stops"), turn, "star"),
            LegendEntry("attack", tr("attacked hex"), "#c0392b", "hatch"),
            LegendEntry("los", tr("line of sight"), turn, "dashed"),
            LegendEntry("monster", tr("monster (gold edge: elite or boss)") if elite else tr("monster"),
                        FIGURE_COLOURS["monster"], "disc"),
            LegendEntry("character", tr("character, {mark}: initiative {n}", mark=tr("i{n}", n=shown), n=shown)
                        if shown is not None else tr("character"), FIGURE_COLOURS["character"], "disc"),
            LegendEntry("summon", tr("summon"), FIGURE_COLOURS["summon"], "disc"),
            LegendEntry("ally", tr("ally"), FIGURE_COLOURS["ally"], "disc"),
            LegendEntry("objective", tr("objective"), FIGURE_COLOURS["objective"], "disc"),
            *conditions,
            LegendEntry("thin-wall", tr("a wall between two hexes"), "black", "bar"),
            *(LegendEntry(*k) for k in kinds)]


def map_kinds(sit: Any, small: bool = False) -> set[str]:
    """The kinds of hex and figure ``sit``'s map draws (keys of :func:`every_entry`); a small map (one per
    option) writes no conditions."""
    kinds = {hex_kind(sit.hexmap.overlay(h)) for h in sit.hexmap.hexes}
    kinds |= {figure_kind(f) for f in sit.figures}
    if not small:
        kinds |= {f"condition:{c}" for f in sit.figures for c in f.conditions}
    if sit.hexmap.walls:
        kinds.add("thin-wall")
    if sit.active is not None and any(f.id == sit.active for f in sit.figures):
        kinds.add("active")
    return kinds


def kinds_shown(state: SolvedSituation) -> set[str]:
    """What the board draws for ``state`` (keys of :func:`every_entry`): the map's kinds and the marks of
    the options shown."""
    sit, plan = state.situation, state.plan
    kinds = map_kinds(sit, small=TacticsView.maps_of(state) > 0)
    if plan is None:
        return kinds
    if plan.focus and any(f.id in plan.focus for f in sit.figures):
        kinds.add("focus")
    options = list(plan.options)
    chosen = range(len(options)) if state.option in (None, "all") else [int(state.option)]
    for i in chosen:
        kinds |= option_marks(sit, options[i], los_segments(sit, options[i]) if state.los else [])
    return kinds


def _draw_info(texts: list[Any], plan: Any, options: list[Any], option: Any) -> None:
    """The turn in words beside the map, two lines (the focus, then how many options) and each option
    shown, in its colour (where the monster ends, whom it attacks), :data:`OPTION_SLOTS` at most."""
    if plan is None:
        lines = [(tr("not solved"), INK)]
    elif not plan.focus:
        lines = [(tr("no focus"), INK), (tr("the monster neither moves nor attacks"), INK)]
    else:
        n = len(options)
        lines = [(tr("focus {figures}", figures=tr(" or ").join(plan.focus)), INK),
                 (tr("{n} option", plural="{n} options", how_many=n, n=n), INK)]
    lines += [("", INK)] * (2 - len(lines))
    chosen = list(range(len(options)) if option in (None, "all") else [int(option)])
    for i in chosen[:OPTION_SLOTS] if len(chosen) <= OPTION_SLOTS else chosen[:OPTION_SLOTS - 1]:
        where, attacks = option_parts(options[i])
        lines += [(f"■ {i + 1}: {where}", option_colour(i)), (f"     {attacks}", option_colour(i))]
    if len(chosen) > OPTION_SLOTS:
        lines.append((tr("… and {n} more (Show: one at a time)", n=len(chosen) - OPTION_SLOTS + 1), INK))
    for k, t in enumerate(texts):
        said, colour = lines[k] if k < len(lines) else ("", INK)
        t.set_text(said)
        t.set_color(colour)


def draw(sit: Any, fig: Any, *, plan: Any = None, option: int | str | None = None, los: bool = True,
         title: str | None = None, theme: Theme = DEFAULT_THEME, **_options: Any) -> TacticsView:
    """Draw ``sit`` (a :class:`situation.Situation`) and, if given, the solved ``plan`` into ``fig``."""
    shown = SolvedSituation(sit, plan, option, los, title)
    view = TacticsView(shown)
    view.draw(shown, fig, theme=theme)
    return view
