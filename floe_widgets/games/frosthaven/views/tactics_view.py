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
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any

import numpy as np
from matplotlib.collections import LineCollection, PolyCollection
from matplotlib.lines import Line2D
from matplotlib.patches import PathPatch
from matplotlib.path import Path

from floe_widgets.core import hexgrid
from floe_widgets.i18n import N_, language, tr
from floe_widgets.views.contract import DEFAULT_THEME, LegendEntry, Target, Theme, View, register_view
from floe_widgets.views.contrast import ink_on

from ..map.hex_names import coordinates, hex_name
from ..map.hexmap import Hex
from ..scenario.names import listed
from .legend import WORD, draw_legend, on_the_map
from .scenario_view import COLOURS, CONDITION_SHORT, LIGHT_MUTED, OVERLAY, TAG_INK

FIGSIZE = (9.5, 8.0)
#: the map (or the small maps, one per option) on the left, the turn in words and the legend beside it
MAP_BOX = (0.005, 0.01, 0.655, 0.94)
PANEL_BOX = (0.675, 0.01, 0.32, 0.975)
#: a line of the panel, in small-text heights; the options the panel lists (two lines each)
PANEL_LINE = 1.6
OPTION_SLOTS = 3
#: the letter on each overlay kind (shapes besides colour)
#: (message ids: a Japanese reader sees a kanji)
LETTERS = {"trap": N_("T"), "hazardous": N_("H"), "difficult": N_("D"), "icy": N_("I"), "obstacle": N_("O"),
           "pressure-plate": N_("P"), "objective": N_("obj"), "wall": N_("W"), "corridor": N_("C"), "treasure": "$",
           "door": N_("Dr")}
KIND_NAMES = {"floor": N_("floor"), "trap": N_("trap"), "hazardous": N_("hazardous terrain"),
              "icy": N_("icy terrain"), "obstacle": N_("obstacle"), "difficult": N_("difficult terrain"),
              "door": N_("closed door"), "wall": N_("wall"), "pressure-plate": N_("pressure plate"),
              "corridor": N_("corridor"), "treasure": N_("treasure"), "objective": N_("objective hex")}
#: a condition under a figure's disc, cut short
CONDITION_MARKS = {"poison": N_("pois"), "wound": N_("woun"), "immobilize": N_("immo"), "disarm": N_("disa"),
                   "stun": N_("stun"), "muddle": N_("mudd"), "strengthen": N_("stre"), "invisible": N_("invi"),
                   "regenerate": N_("rege"), "ward": N_("ward"), "bane": N_("bane"), "brittle": N_("brit"),
                   "impair": N_("impa"), "safeguard": N_("safe")}
#: the colour of the condition marks under a figure
CONDITION_INK = "#6c3483"
TEAMS = {"characters": N_("characters"), "monsters": N_("monsters")}
OVERLAY_COLOURS = {**OVERLAY, "wall": "#3b3b3b", "pressure-plate": "#c9c9a3", "corridor": "#e6dcc8",
                   "objective": "#b39ddb", "treasure": "#f1c40f"}
#: a figure's disc: its fill by what it is (a character's ally teal)
FIGURE_COLOURS = {"character": COLOURS["character"], "summon": COLOURS["summon"], "objective": COLOURS["objective"],
                  "ally": "#16a085", "monster": COLOURS["monster"]}
OPEN_DOOR = "#c8a77a"
OPTION_COLOURS = ("#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#e377c2", "#8c564b", "#bcbd22")
FLOOR = "#f4f1ea"
SQ3 = math.sqrt(3.0)


def option_colour(i: int) -> str:
    return OPTION_COLOURS[i % len(OPTION_COLOURS)]


def figure_kind(f: Any) -> str:
    """What a figure's disc shows it to be: a key of :data:`FIGURE_COLOURS`."""
    if f.team == "characters" and f.kind == "ally":
        return "ally"
    if f.kind in FIGURE_COLOURS:
        return str(f.kind)
    return "monster" if f.team == "monsters" else "character"


def hex_kind(ov: Any) -> str:
    """What a hex's face shows: "floor", an overlay's kind, "door-open", "door-locked" or "objective-hex" (an
    objective figure is "objective")."""
    if ov is None or ov.kind not in OVERLAY_COLOURS:
        return "floor"
    if ov.kind == "objective":
        return "objective-hex"
    if ov.kind == "door":
        return "door-open" if ov.open else "door-locked" if ov.locked else "door"
    return str(ov.kind)


def condition_mark(condition: str) -> str:
    """A condition as the map writes it under a figure, cut short."""
    return tr(CONDITION_MARKS[condition]) if condition in CONDITION_MARKS else condition[:4]


def standee_label(fig_id: str) -> str:
    """The label drawn on a figure: its id (a monster's id ends with its standee number)."""
    return fig_id if len(fig_id) <= 4 else fig_id[:3] + fig_id[-1]


def _lattice_to_xy(p: Any) -> tuple[float, float]:
    """The exact LOS module's lattice point (x = 3q, y = 2r + q, y down) in drawing coordinates."""
    return (float(p[0]) / 2.0, -float(p[1]) * SQ3 / 2.0)


def hex_at(x: float, y: float) -> Hex:
    """The hex under the drawing point (x, y) (used by the widget's canvas clicks)."""
    return hexgrid.from_point(x, y)


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
    the solved turn is drawn over its shapes and under its labels (:data:`TURN_Z`), so it is part of the
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
            marks |= _draw_focus(sit, ax, plan)
            if len(self.layers) > 1:   # one map per option, named in its colour (the panel says what it does)
                marks |= _draw_option(sit, ax, plan, k, option_colour(k), los=state.los)
                layer.title.set_text(tr("option {n}", n=k + 1))
                layer.title.set_fontsize(th.text)
                layer.title.set_color(option_colour(k))
            else:
                chosen = range(len(options)) if state.option in (None, "all") else [int(state.option)]
                for i in chosen:
                    if not 0 <= i < len(options):
                        raise IndexError(f"option {i} does not exist (the plan has {len(options)})")
                    marks |= _draw_option(sit, ax, plan, i, option_colour(i), los=state.los,
                                          shift=_shift(i, len(chosen)))
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
            words += [tr("Option {n}: {option}.", n=i + 1, option=_option_text(o)) for i, o in enumerate(plan.options)]
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
        kinds |= _option_marks(sit, options[i], los_segments(sit, options[i]) if state.los else [])
    return kinds


def _option_marks(sit: Any, o: Any, segments: list[Any]) -> set[str]:
    """The marks an option draws: "destination", and "path", "attack", "los" when it has them."""
    marks = {"destination"}
    if len(o.path) > 1:
        marks.add("path")
    if attacked_hexes(sit, o):
        marks.add("attack")
    if segments:
        marks.add("los")
    return marks


class MapLayer:
    """One map of the board: its axes, kept, and the artists of the situation it shows (texts reused
    from one situation to the next: a new Text costs far more than setting one)."""

    def __init__(self, ax: Any, small: bool) -> None:
        self.ax, self.small = ax, small
        ax.set_aspect("equal")
        ax.axis("off")
        ax.set_autoscale_on(False)
        # the map's shapes, kept and given the next situation's geometry and colours (a new collection
        # costs far more than setting one)
        self.cells = self.add(PolyCollection([], edgecolors="#888888", linewidths=0.6, zorder=1))
        self.walls = self.add(LineCollection([], colors="black", linewidths=3.5, zorder=4, capstyle="round"))
        self.active = self.add(LineCollection([], colors="black", linestyles=":", linewidths=1.5, zorder=5))
        self.discs = self.add(PolyCollection([], zorder=5))
        self.texts: list[Any] = []
        self._styles: list[dict[str, Any]] = []
        # a text of its own above the map, not the axes' title: placing that measures the (hidden) axis
        self.title = ax.text(0.5, 1.005, "", transform=ax.transAxes, ha="center", va="bottom", zorder=MAP_TEXT_Z)

    def show(self, sit: Any, theme: Theme) -> None:
        _fit_map(sit, self.ax)
        self.ax.apply_aspect()    # the final transform, so texts can sit on whole pixels
        # the data -> pixel scale and offset as plain numbers (the map's transform has no rotation)
        m = self.ax.transData.get_affine().get_matrix()
        self._to_px = (float(m[0, 0]), float(m[0, 2]), float(m[1, 1]), float(m[1, 2]))
        used = _draw_map(sit, self, theme)
        for t in self.texts[used:]:
            t.set_visible(False)

    def add(self, collection: Any) -> Any:
        self.ax.add_collection(collection, autolim=False)
        return collection

    def text(self, k: int, x: float, y: float, s: str, **props: Any) -> None:
        """Text slot ``k`` set to ``s`` at (x, y), anchored on a whole pixel: a retained picture pastes texts
        from sprites rasterised at the anchor's sub-pixel offset, so one sprite serves every hex."""
        sx, ox, sy, oy = self._to_px
        x, y = (round(sx * x + ox) - ox) / sx, (round(sy * y + oy) - oy) / sy
        props = {"ha": "center", "va": "center", **props}
        if k < len(self.texts):
            t = self.texts[k]
            t.set_position((x, y))
            if t.get_text() != s:
                t.set_text(s)
            if self._styles[k] != props:
                t.update(props)
                self._styles[k] = props
            t.set_visible(True)
        else:
            self.texts.append(self.ax.text(x, y, s, **props))
            self._styles.append(props)


@functools.cache
def _corners(h: Hex) -> list[tuple[float, float]]:
    return hexgrid.corners(h)


def _outlines(hexes: list[Hex]) -> np.ndarray:
    """The hexes' corners as one (hexes, 6, 2) array: a collection given an array builds its paths in one go."""
    return np.array([_corners(h) for h in hexes], dtype=float)


@functools.cache
def _disc(h: Hex) -> np.ndarray:
    """A figure's disc on hex ``h``: :data:`DISC_ANGLES` corners, made once per hex."""
    cx, cy = hexgrid.center(h)
    return np.array([(cx + 0.5 * math.cos(a), cy + 0.5 * math.sin(a)) for a in DISC_ANGLES])


def _fit_map(sit: Any, ax: Any) -> None:
    xs = [hexgrid.center(h)[0] for h in sit.hexmap.hexes]
    ys = [hexgrid.center(h)[1] for h in sit.hexmap.hexes]
    ax.set_xlim(min(xs) - 1.1, max(xs) + 1.1)
    ax.set_ylim(min(ys) - 1.1, max(ys) + 1.1)


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
                 (tr("1 option") if n == 1 else tr("{n} options", n=n), INK)]
    lines += [("", INK)] * (2 - len(lines))
    chosen = list(range(len(options)) if option in (None, "all") else [int(option)])
    for i in chosen[:OPTION_SLOTS] if len(chosen) <= OPTION_SLOTS else chosen[:OPTION_SLOTS - 1]:
        where, attacks = _option_parts(options[i])
        lines += [(f"■ {i + 1}: {where}", option_colour(i)), (f"     {attacks}", option_colour(i))]
    if len(chosen) > OPTION_SLOTS:
        lines.append((tr("… and {n} more (Show: one at a time)", n=len(chosen) - OPTION_SLOTS + 1), INK))
    for k, t in enumerate(texts):
        said, colour = lines[k] if k < len(lines) else ("", INK)
        t.set_text(said)
        t.set_color(colour)


#: the panel's words that are not an option's
INK = "#1b1b1b"


def draw(sit: Any, fig: Any, *, plan: Any = None, option: int | str | None = None, los: bool = True,
         title: str | None = None, theme: Theme = DEFAULT_THEME, **_options: Any) -> TacticsView:
    """Draw ``sit`` (a :class:`situation.Situation`) and, if given, the solved ``plan`` into ``fig``."""
    shown = SolvedSituation(sit, plan, option, los, title)
    view = TacticsView(shown)
    view.draw(shown, fig, theme=theme)
    return view


def _shift(i: int, n: int) -> tuple[float, float]:
    """A small offset so tied paths drawn on one map do not hide each other."""
    if n <= 1:
        return (0.0, 0.0)
    angle = 2 * math.pi * i / n
    return (0.12 * math.cos(angle), 0.12 * math.sin(angle))


def _option_parts(o: Any) -> tuple[str, str]:
    """An option in two short phrases: where the monster ends its move ("to hex 1,0", "stays on hex 0,0")
    and whom it attacks ("attack A and B", "no attack")."""
    if len(o.path) > 1:
        where = tr("to {hex}", hex=hex_name(o.destination))
    else:
        where = tr("stays on {hex}", hex=hex_name(o.destination))
    return where, tr("attack {targets}", targets=listed(o.attacks)) if o.attacks else tr("no attack")


def _option_text(o: Any) -> str:
    where, attacks = _option_parts(o)
    return tr("{where}, {attacks}", where=where, attacks=attacks)


def _circle_points(x: float, y: float, r: float, n: int = 32) -> tuple[list[float], list[float]]:
    angles = [2 * math.pi * k / n for k in range(n + 1)]
    return [x + r * math.cos(a) for a in angles], [y + r * math.sin(a) for a in angles]


def _ring(ax: Any, x: float, y: float, r: float, **kw: Any) -> None:
    _line(ax, *_circle_points(x, y, r), **kw)


def _line(ax: Any, xs: Any, ys: Any, **kw: Any) -> None:
    """A line added as it is (``ax.plot`` parses its arguments and updates data limits the map fixes)."""
    ax.add_artist(Line2D(xs, ys, **kw))


#: every text of the map lies above every shape of the map (so a retained picture pastes them as sprites)
MAP_TEXT_Z = 8
#: the solved turn's marks: over the figures, under the labels (each on a plate of its surface's colour)
TURN_Z = 6
#: a disc is drawn as a polygon of this many corners (one collection holds every disc of a map)
DISC_ANGLES = [2 * math.pi * k / 48 for k in range(48)]


def _draw_map(sit: Any, layer: MapLayer, theme: Theme = DEFAULT_THEME) -> int:
    """The situation's map, walls and figures (what does not depend on the solved plan) into ``layer``;
    returns the number of texts used."""
    m, small = sit.hexmap, layer.small
    hexes = sorted(m.hexes)
    faces = []
    for h in hexes:
        ov = m.overlay(h)
        kind = hex_kind(ov)
        faces.append(FLOOR if kind == "floor" else OPEN_DOOR if kind == "door-open" else OVERLAY_COLOURS[ov.kind])
    layer.cells.set_verts(_outlines(hexes))
    layer.cells.set_facecolors(faces)
    face = dict(zip(hexes, faces))
    small_text = theme.small
    texts = 0

    def text(x: float, y: float, s: str, on: str, **kw: Any) -> None:
        """A label on a surface of colour ``on``, on a plate of that colour: the turn's lines pass under it."""
        nonlocal texts
        layer.text(texts, x, y, s, fontsize=small_text, zorder=MAP_TEXT_Z, bbox=_plate(on), **kw)
        texts += 1

    occupied = {f.hex for f in sit.figures}
    for h in hexes:
        ov = m.overlay(h)
        cx, cy = hexgrid.center(h)
        if ov is not None and not small:
            mark = "" if ov.kind == "corridor" or ov.kind not in LETTERS else tr(LETTERS[ov.kind])
            if ov.kind == "door":
                mark = "" if ov.open else (tr("{door}·L", door=mark) if ov.locked else mark)
            if mark:
                text(cx, cy - 0.55, mark, face[h], color=ink_on(face[h], "#333333", LIGHT_MUTED), weight="normal")
        if not small and h not in occupied:   # light on a dark face (an obstacle, a wall, a closed door)
            text(cx, cy + 0.42, coordinates(h), face[h], color=ink_on(face[h], theme.muted, theme.ink, LIGHT_MUTED),
                 weight="normal")
    walls = []
    for edge in sorted(tuple(sorted(e)) for e in m.walls):
        a, b = edge
        (ax_, ay), (bx, by) = hexgrid.center(a), hexgrid.center(b)
        mx, my = (ax_ + bx) / 2, (ay + by) / 2
        dx, dy = (bx - ax_) / SQ3, (by - ay) / SQ3  # unit vector a -> b
        px, py = -dy * 0.5, dx * 0.5
        walls.append([(mx - px, my - py), (mx + px, my + py)])
    layer.walls.set_segments(walls)
    hp = sit.extras.get("x-hp", {}) if isinstance(sit.extras.get("x-hp"), dict) else {}
    discs, fills, edge_colours, widths, rings = [], [], [], [], []
    for f in sit.figures:
        cx, cy = hexgrid.center(f.hex)
        colour = FIGURE_COLOURS[figure_kind(f)]
        elite = f.rank in ("elite", "boss")
        discs.append(_disc(f.hex))
        fills.append(colour)
        edge_colours.append("#f1c40f" if elite else "black")
        widths.append(2.5 if elite else 1.0)
        if f.id == sit.active:
            rings.append(list(zip(*_circle_points(cx, cy, 0.62))))
        ink = TAG_INK.get(f.kind, "white")   # dark on the light monster discs, white on the dark ones
        text(cx, cy + 0.15, standee_label(f.id), colour, color=ink, weight="bold")
        sub = []
        if f.initiative is not None:
            sub.append(tr("i{n}", n=f"{f.initiative:g}"))
        if f.id in hp:
            sub.append(tr("{n}hp", n=hp[f.id]))
        if sub and not small:
            text(cx, cy - 0.22, " ".join(sub), colour, color=ink, weight="normal")
        if f.conditions and not small:
            marks = ",".join(condition_mark(c) for c in sorted(f.conditions))
            text(cx, cy - 0.62, marks, face[f.hex], color=CONDITION_INK, weight="normal")
    layer.active.set_segments(rings)
    layer.discs.set_verts(np.array(discs) if discs else [])
    layer.discs.set_facecolors(fills)
    layer.discs.set_edgecolors(edge_colours)
    layer.discs.set_linewidths(widths)
    return texts


@functools.cache
def _plate(colour: str) -> dict[str, Any]:
    """The box behind a map label: the colour it stands on, no edge, a little wider than its letters."""
    return {"boxstyle": "square,pad=0.12", "facecolor": colour, "edgecolor": "none", "linewidth": 0}


def attacked_hexes(sit: Any, o: Any) -> list[Hex]:
    """The hexes an option attacks: its area's red hexes, else the hexes of the figures attacked."""
    if o.aoe_hexes:
        return sorted(o.aoe_hexes)
    where = {f.id: f.hex for f in sit.figures}
    return sorted(where[a] for a in o.attacks if a in where)


def los_segments(sit: Any, o: Any) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """One clear segment (drawing coordinates) from the destination to each attacked figure."""
    from ..map.los import exact_witness

    where = {f.id: f.hex for f in sit.figures}
    out = []
    for a in o.attacks:
        h = where.get(a)
        if h is None or h == o.destination:
            continue
        seg = exact_witness(sit.hexmap, o.destination, h)
        if seg is not None:
            out.append((_lattice_to_xy(seg[0]), _lattice_to_xy(seg[1])))
    return out


def _draw_focus(sit: Any, ax: Any, plan: Any) -> set[str]:
    """A red ring around each focus figure of the plan; returns the marks drawn ({"focus"} or none)."""
    marks = set()
    for f in sit.figures:
        if plan is not None and f.id in plan.focus:
            cx, cy = hexgrid.center(f.hex)
            _ring(ax, cx, cy, 0.7, color="#e74c3c", linewidth=2.5, zorder=TURN_Z)
            marks.add("focus")
    return marks


#: an arrow's head: its strokes' length and their angle to the shaft (hex radii, radians)
HEAD_LENGTH, HEAD_ANGLE = 0.28, math.radians(28)


def arrow_strokes(pts: list[tuple[float, float]]) -> list[list[tuple[float, float]]]:
    """The path through ``pts`` as strokes: a shaft per step and the two strokes of its open head (one
    collection for a whole path: an arrow patch per step costs more than the rest of the picture).  A head
    points at the edge the step crosses, halfway, where no label stands (a hex's labels are on its centre
    line: a head on a centre would hide under a figure's label)."""
    out = []
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        out.append([(x0, y0), (x1, y1)])
        tx, ty = x0 + 0.62 * (x1 - x0), y0 + 0.62 * (y1 - y0)
        back = math.atan2(y0 - y1, x0 - x1)
        for turn in (HEAD_ANGLE, -HEAD_ANGLE):
            out.append([(tx, ty), (tx + HEAD_LENGTH * math.cos(back + turn), ty + HEAD_LENGTH * math.sin(back + turn))])
    return out


@functools.cache
def _hatch_outline(h: Hex, around_figure: bool) -> Path:
    """The hatched outline of an attacked hex: the hex, with a hole where a figure's disc is, so that
    the figure's label stays readable."""
    cx, cy = hexgrid.center(h)
    # the hex shrunk about its own centre, counter-clockwise; the hole runs clockwise
    outer = [(cx + 0.92 * (x - cx), cy + 0.92 * (y - cy)) for x, y in hexgrid.corners(h)]
    hole = [tuple(p) for p in _disc(h)[::-1]] if around_figure else []
    verts = [*outer, outer[0], *hole, *hole[:1]]
    codes = [Path.MOVETO, *[Path.LINETO] * (len(outer) - 1), Path.CLOSEPOLY]
    if hole:
        codes += [Path.MOVETO, *[Path.LINETO] * (len(hole) - 1), Path.CLOSEPOLY]
    return Path(verts, codes)


def _draw_option(sit: Any, ax: Any, plan: Any, i: int, colour: str, *, los: bool = True,
                 shift: tuple[float, float] = (0.0, 0.0)) -> set[str]:
    """Option ``i`` of ``plan`` in ``colour``; returns the marks drawn (see :func:`_option_marks`)."""
    o = plan.options[i]
    sx, sy = shift
    occupied = {f.hex for f in sit.figures}
    for h in attacked_hexes(sit, o):
        ax.add_artist(PathPatch(_hatch_outline(h, h in occupied), facecolor="none", edgecolor="#c0392b",
                                hatch="///", linewidth=1.2, zorder=TURN_Z))
    pts = [(x + sx, y + sy) for x, y in (hexgrid.center(h) for h in o.path)]
    if len(pts) > 1:
        ax.add_collection(LineCollection(arrow_strokes(pts), colors=colour, linewidths=2.0, capstyle="round",
                                         zorder=TURN_Z + 0.2), autolim=False)
    dx, dy = hexgrid.center(o.destination)
    if len(o.path) <= 1:  # it stays: the star goes to the hex's corner, off the figure's label
        dx, dy = dx + 0.45, dy + 0.45
    _line(ax, [dx + sx], [dy + sy], marker="*", markersize=13, color=colour, markeredgecolor="black", linestyle="none",
          zorder=TURN_Z + 0.4)
    segments = los_segments(sit, o) if los else []
    for (x0, y0), (x1, y1) in segments:
        _line(ax, [x0, x1], [y0, y1], color=colour, linestyle="--", linewidth=1.2, zorder=TURN_Z + 0.2)
    return _option_marks(sit, o, segments)
