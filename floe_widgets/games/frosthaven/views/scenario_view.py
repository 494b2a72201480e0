"""The board of a Frosthaven scenario: the map with its overlays and figures, a roster, the round's
status and a legend.

Layout (figure fraction): the map across the top; under it the status (round, what the game waits
for, elements, characters), the roster (every figure on the map: its tag, name, standee number, rank,
hit points and conditions) and the legend.  On the map every figure is a disc with a short tag (two
letters of its name, then a monster's standee number; a star marks an elite) and its hit points;
every overlay a colour and a letter.

Presenter mode has a layout of its own (:data:`PRESENTER_LAYOUT`): the picture is drawn at the size
the presenter page shows it, so its text reaches the screen at 18 px or more; discs then carry only
their tag and the roster leaves out conditions (hit points and conditions are in the board's words).

Retained: the terrain (hex colours, overlay letters, tokens) is the static layer, drawn again only
when it changes; each action redraws the marked hexes' outlines (one collection), the figures' discs
(one collection) and their texts, and the panel's texts, each a field of its own so that a changed
number is a new small text, not a new line.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from matplotlib.collections import PolyCollection

from floe_widgets.core import hexgrid
from floe_widgets.i18n import N_, language, tr
from floe_widgets.views.contract import LegendEntry, Target, Theme, View, presenter_inches, register_view

from ..map.board import hexmap
from ..map.hex_names import coordinates, hex_name
from ..scenario.game import PHASE_WORDS, Frosthaven
from ..scenario.monster_turns import option_text
from ..scenario.monsters import monster_types
from ..scenario.names import listed, local_name, local_tag, number_apart
from ..scenario.sections import notable_hexes
from ..scenario.state import Figure
from .legend import draw_entry, draw_legend, on_the_map
from .looks import COLOURS, CONDITION_SHORT, DARK_KINDS, LETTER, LIGHT_MUTED, OVERLAY, TAG_INK, disc_corners

Hex = tuple[int, int]

FIGSIZE = (13.5, 9.0)
FLOOR, HIDDEN, OPEN_DOOR = "#f6f2e8", "#bdbdbd", "#dfc27d"
PLATE_USED = "#8d8a5a"   # a pressure plate that works once and has worked (FH-TERR-6)
LOOT, TREASURE, AID = "#ffd92f", "#8c6d1f", "#1b9e77"
EDGE = "#6b6b6b"
ELEMENT_NAME = {"fire": N_("fire"), "ice": N_("ice"), "air": N_("air"), "earth": N_("earth"), "light": N_("light"),
                "dark": N_("dark")}
DECISION_NAME = {"goal": N_("keeping a battle goal"), "select": N_("selecting cards"),
                 "short_rest": N_("short rest?"), "long_rest": N_("long rest: a card to lose"),
                 "half": N_("the next card half"), "ability": N_("the ability at hand"),
                 "tie": N_("breaking a tie"), "redraw": N_("redrawing"), "consume": N_("consuming an element"),
                 "negate": N_("negating damage"), "modifier": N_("choosing a modifier"),
                 "forced": N_("a forced choice"), "party": N_("a party choice"),
                 "summon_place": N_("placing a summon")}
DISC_RADIUS = 0.62


@dataclass(frozen=True)
class Layout:
    """Where the board's parts go at one picture size.  Boxes are figure fractions; columns are
    fractions of the panel's width; ``*_chars`` cut a field that would run into the next one."""

    size_px: tuple[int, int] | None     # None: the view's figsize at the theme's scale
    map_box: tuple[float, float, float, float]
    info_box: tuple[float, float, float, float]
    lines: int                          # lines of the status column (the roster: a title and lines - 1)
    status_columns: tuple[float, float]  # a character's health, then XP (after its name)
    status_chars: int
    name_chars: int                     # a character's name in the status column
    roster_x: float
    roster_columns: tuple[float, float, float]   # name, hit points, conditions (after the tag)
    roster_name_chars: int
    condition_chars: int                # 0: conditions are left out (they are in the board's words)
    legend_x: float
    legend_column: float
    disc_hp: bool                       # hit points inside the discs
    letter_y: float                     # overlay letters above the hex centre, in hex radii


DEFAULT_LAYOUT = Layout(None, (0.005, 0.355, 0.99, 0.64), (0.005, 0.005, 0.99, 0.345), 13, (0.125, 0.19), 44, 20,
                        0.34, (0.04, 0.176, 0.23), 24, 26, 0.715, 0.145, True, 0.53)
#: the presenter page shows the board beside a 520 px task column: 1,350 px wide at 1920x1080 (the
#: board's box, measured in Chromium; tests/browser/test_voila_presenter.py), so it is drawn that size
PRESENTER_BOARD_PX = (1344, 940)
PRESENTER_LAYOUT = Layout(PRESENTER_BOARD_PX, (0.005, 0.385, 0.99, 0.61), (0.005, 0.005, 0.99, 0.375), 13,
                          (0.15, 0.235), 38, 16, 0.33, (0.06, 0.24, 0.0), 21, 0, 0.665, 0.167, False, 0.62)


def kind_name(f: Figure) -> str:
    """A figure's name without its standee number ("Frost Hound", not "Frost Hound 5")."""
    suffix = f" {f.number}"
    return f.name[: -len(suffix)] if f.kind == "monster" and f.name.endswith(suffix) else f.name


def type_name(f: Figure) -> str:
    """The name of a figure's kind as printed in the content (a monster's type name, a class's name)."""
    return monster_types().get(f.mtype, {}).get("name", kind_name(f)) if f.kind == "monster" else f.name


def shown_name(f: Figure) -> str:
    """A figure's name without its standee number, in the reader's language."""
    return local_name(type_name(f)) if local_tag(type_name(f)) else kind_name(f)


def tag(f: Figure, figures: Iterable[Figure] = ()) -> str:
    """The short label of a figure on the map: two letters of its name (in Japanese one character), a
    monster's standee number, and a star for an elite; a summon another of ``figures`` shares a name with
    carries its number (:func:`number_apart`)."""
    apart = number_apart(f, figures)
    mark = local_tag(type_name(f))
    if mark:
        return f"{mark}{f.number}" + ("★" if f.elite else "") if f.kind == "monster" else f"{mark}{apart or ''}"
    words = [w for w in kind_name(f).replace("-", " ").split() if w]
    letters = (words[0][0] + words[1][0]) if len(words) > 1 else (words[0][:2] if words else "?")
    letters = letters[0].upper() + letters[1:]
    if f.kind == "monster":
        return f"{letters}{f.number}" + ("★" if f.elite else "")
    return f"{letters}{apart or ''}"


def full_name(f: Figure, figures: Iterable[Figure] = ()) -> str:
    """A figure's name on the board: a monster's with its number and rank, a summon's with the number that
    tells it apart from another of its name among ``figures`` (:func:`number_apart`)."""
    if f.kind == "monster":
        return (tr("{name} {number} (elite)", name=shown_name(f), number=f.number) if f.elite else
                tr("{name} {number} (normal)", name=shown_name(f), number=f.number))
    apart = number_apart(f, figures)
    return shown_name(f) if apart is None else f"{shown_name(f)} {apart}"


def conditions_text(f: Figure) -> str:
    return tr(", ").join(tr(CONDITION_SHORT.get(c, c)) for c in sorted(f.conditions))


def hit_points(f: Figure) -> str:
    return tr("{hp}/{most} hp", hp=f.hp, most=f.max_hp)


def _fit(text: str, chars: int) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"


def _on_pixel(ax: Any, x: float, y: float) -> tuple[float, float]:
    """The data point nearest to (x, y) that lies on a whole display pixel: a retained picture pastes a
    text from a sprite made at its anchor's sub-pixel offset, so texts on whole pixels share one sprite
    wherever they stand."""
    px, py = ax.transData.transform((x, y))
    qx, qy = ax.transData.inverted().transform((round(px), round(py)))
    return float(qx), float(qy)


def _show(text: Any, words: str) -> None:
    """Set a kept Text's string, only when it changed."""
    if text.get_text() != words:
        text.set_text(words)


@register_view(Frosthaven)
class ScenarioView(View):
    """See the module docstring.  Option ``coords=True`` prints each empty revealed hex's ``q,r``
    (lessons name hexes that way)."""

    figsize = FIGSIZE

    def __post_init__(self) -> None:
        super().__post_init__()
        self._state: Any = None   # the state drawn last (its key is the legend)
        self._marked = False      # whether the map marks a hex or figure to choose

    # -- building -----------------------------------------------------------------------------
    def presenter_size(self, theme: Theme) -> tuple[float, float]:
        return presenter_inches(theme, *PRESENTER_LAYOUT.size_px)   # drawn at the size it is shown

    def layout_key(self, state: Any) -> Any:
        return (state.scenario, bool(self.options.get("coords")), language())   # a new language: drawn anew

    def build(self, state: Any, fig: Any) -> None:
        th = self.theme
        lay = self.lay = PRESENTER_LAYOUT if th.presenter else DEFAULT_LAYOUT
        b = self.game.board
        self.hexes: list[Hex] = sorted(b.rooms)
        ax = self.map_ax = fig.add_axes(lay.map_box)
        ax.set_label("map")
        ax.set_aspect("equal")
        ax.axis("off")
        xs = [hexgrid.center(h)[0] for h in self.hexes]
        ys = [hexgrid.center(h)[1] for h in self.hexes]
        ax.set_xlim(min(xs) - 1.1, max(xs) + 1.1)
        ax.set_ylim(min(ys) - 1.1, max(ys) + 1.1)
        ax.autoscale(False)
        ax.apply_aspect()    # the final transform, so texts can sit on whole pixels
        self.cells = PolyCollection([hexgrid.corners(h) for h in self.hexes], facecolors=FLOOR, edgecolors=EDGE,
                                    linewidths=0.8, zorder=1)
        ax.add_collection(self.cells, autolim=False)
        centre = {h: hexgrid.center(h) for h in self.hexes}
        self.centre = centre
        small = th.small
        self.letters = {h: ax.text(centre[h][0], centre[h][1] + lay.letter_y, "", ha="center", va="center",
                                   fontsize=small, color=th.ink, weight="bold", zorder=2) for h in self.hexes}
        self.coords = {}
        if self.options.get("coords"):
            self.coords = {h: ax.text(centre[h][0], centre[h][1] - 0.5, coordinates(h), ha="center",
                                      va="center", fontsize=small, color=th.muted, zorder=2) for h in self.hexes}
        self.loot = ax.plot([], [], "o", color=LOOT, markeredgecolor="black", markersize=9, zorder=3)[0]
        self.treasure = ax.plot([], [], "s", color=TREASURE, markeredgecolor="black", markersize=9, zorder=3)[0]
        self.aid = ax.plot([], [], "h", color=AID, markeredgecolor="black", markersize=13, zorder=3)[0]
        self.notable = {}
        for mark, (h, _colour) in notable_hexes(b.data or {}).items():   # FH-MAP-NOTABLE-1
            cx, cy = hexgrid.center(h)
            self.notable[mark] = (h, ax.text(cx - 0.5, cy + 0.45, mark, ha="center", va="center", fontsize=small,
                                             weight="bold", zorder=4))
        self._terrain: Any = None
        # what changes with every action: the marked hexes' outlines, the discs and their texts
        self.marks = PolyCollection([], facecolors="none", edgecolors=th.highlight, linewidths=th.highlight_width,
                                    zorder=4.5)
        ax.add_collection(self.marks, autolim=False)
        self.discs = PolyCollection([], zorder=5)
        ax.add_collection(self.discs, autolim=False)
        self.disc_texts: dict[str, tuple[Any, Any]] = {}
        self._panel_build(fig)

    def _panel_build(self, fig: Any) -> None:
        th, lay = self.theme, self.lay
        info = self.info_ax = fig.add_axes(lay.info_box)
        info.set_label("info")
        info.axis("off")
        info.set_xlim(0, 1)
        info.set_ylim(0, 1)
        line = self.line = 1.0 / (lay.lines + 1.5)

        def field(x: float, row: int, **props: Any) -> Any:
            return info.text(*_on_pixel(info, x, 0.97 - row * line), "", fontsize=props.pop("fontsize", th.small),
                             va="top", color=th.ink, **props)

        # the status column: each line a name (or a whole line) and two fields after it
        self.status = [(field(0.0, i, **({"fontsize": th.text, "weight": "bold"} if i == 0 else {})),
                        field(lay.status_columns[0], i), field(lay.status_columns[1], i)) for i in range(lay.lines)]
        info.text(lay.roster_x, 0.97, tr("On the map"), fontsize=th.text, va="top", weight="bold", color=th.ink)
        x = lay.roster_x
        self.roster = [(field(x, i + 1), *(field(x + c, i + 1) for c in lay.roster_columns))
                       for i in range(lay.lines - 1)]
        self._key: list[Any] = []
        self._key_shown: Any = None
        self._choosable: list[Any] = []   # the key's "you may choose it", shown while the map marks a choice

    def _legend(self, state: Any) -> None:
        """The key to what the board shows now (the kinds of hex, tokens and figures on it), drawn again (a
        change of the static layer) when that changes.  Its last line, "you may choose it", comes and goes
        with the marks of a choice, nearly every action: it is drawn once with the key, its place kept, and
        shown or hidden over the static layer."""
        entries = on_the_map(self.every_entry(), self.kinds_shown(state) | {"target"})
        choosable = entries.pop()   # "target" is the last entry
        for artist in self._choosable:
            artist.set_visible(self._marked)
        if entries == self._key_shown:
            return
        for artist in (*self._key, *self._choosable):
            artist.remove()
        self._key_shown = entries
        self.static_version += 1
        th, lay, info, line = self.theme, self.lay, self.info_ax, self.line
        before = set(map(id, info.get_children()))
        per_column = (len(entries) + 2) // 2   # a place kept for "you may choose it"
        # the swatch: as high as a line, as wide as it is high on screen
        fig_w, fig_h = self.fig.get_size_inches()
        box_w = 1.4 * 0.7 * line * (lay.info_box[3] * fig_h) / (lay.info_box[2] * fig_w)   # room for "Dr"
        dark = (OVERLAY["obstacle"], OVERLAY["door"], OVERLAY["hazardous"], COLOURS["character"], COLOURS["objective"],
                TREASURE, AID, OVERLAY["trap"], PLATE_USED)
        place = {"x": lay.legend_x, "top": 0.97, "line": line, "column": lay.legend_column, "per_column": per_column,
                 "box_w": box_w, "mark_ink": lambda colour: "white" if colour in dark else "black"}
        draw_legend(info, entries, th, **place)
        if self.notable:   # the book's letters and numbers in hex corners (FH-MAP-NOTABLE-1): a line under the key
            info.text(lay.legend_x, 0.97 - (per_column + 1.5) * line,
                      tr("{marks}: hexes named in the scenario's text", marks=tr(", ").join(self.notable)),
                      va="center", fontsize=th.small, color=th.ink)
        self._key = [a for a in info.get_children() if id(a) not in before]
        self._choosable = draw_entry(info, choosable, th, slot=len(entries), **place)
        for artist in self._choosable:
            artist.set_visible(self._marked)

    # -- updating -----------------------------------------------------------------------------
    def update(self, state: Any, *, viewer: int | None, highlight: list[Any]) -> None:
        b = self.game.board
        m = hexmap(b, state)
        marked = set().union(*(self.targets_of(a) for a in highlight)) if highlight else set()
        kinds = [self.hex_kind(h, state, m) for h in self.hexes]
        shown = {h for h in self.hexes if m.is_playable(h) or h in b.doors}
        terrain = (tuple(kinds), tuple(h for h in state.loot_tokens if h in shown),
                   tuple(h for h in state.treasures if h in shown), tuple(state.aid_tokens))
        if terrain != self._terrain:
            self._draw_terrain(kinds, *terrain[1:])
            self._terrain = terrain
            self.static_version += 1   # the cached terrain layer is drawn again
        marked_hexes = [h for h in self.hexes if Target("hex", h) in marked]
        self.marks.set_verts([hexgrid.corners(h) for h in marked_hexes])
        self._marked = bool(marked_hexes) or any(Target("figure", f.fid) in marked for f in state.figures)
        on_map = {f.hex for f in state.figures}
        for h, text in self.coords.items():
            text.set_visible(h in shown and h not in on_map)
        self._figures(state, marked)
        self._panel(state)
        self._state = state
        self._legend(state)

    def _draw_terrain(self, kinds: list[tuple[str, str]], loot: tuple[Hex, ...], treasures: tuple[Hex, ...],
                      aid: tuple[Hex, ...]) -> None:
        """The static layer: hex colours, overlay letters, tokens and the notable marks."""
        th = self.theme
        self.cells.set_facecolors([colour for _kind, colour in kinds])
        for h, (kind, _colour) in zip(self.hexes, kinds):
            letter = self.letters[h]
            dark = kind in DARK_KINDS
            _show(letter, tr(LETTER[kind]) if kind in LETTER else "")
            letter.set_color("white" if dark else th.ink)
            if h in self.coords:   # light on the dark fills, where the muted grey would not read
                self.coords[h].set_color(LIGHT_MUTED if dark else th.muted)
        self._tokens(self.loot, list(loot), (0.5, -0.45))
        self._tokens(self.treasure, list(treasures), (0.5, -0.45))
        self._tokens(self.aid, list(aid), (-0.5, 0.45))
        for h, text in self.notable.values():
            text.set_color("white" if h in aid else th.muted)

    def hex_kind(self, h: Hex, state: Any, m: Any) -> tuple[str, str]:
        """What a hex shows: hidden, floor, an overlay, an open or closed door, a trap, a used plate."""
        b = self.game.board
        if not (m.is_playable(h) or h in b.doors):
            return "hidden", HIDDEN
        if h in b.doors:
            return ("door-open", OPEN_DOOR) if h in state.open_doors else ("door", OVERLAY["door"])
        if h in state.traps:
            return "trap", OVERLAY["trap"]
        if h in state.plates_used:
            return "plate-used", PLATE_USED
        kind = m.kind(h)
        return (kind, OVERLAY[kind]) if kind in OVERLAY else ("floor", FLOOR)

    def _tokens(self, line: Any, hexes: list[Hex], offset: tuple[float, float]) -> None:
        pts = [hexgrid.center(h) for h in hexes]
        line.set_data([x + offset[0] for x, _ in pts], [y + offset[1] for _, y in pts])

    def _figures(self, state: Any, marked: set[Target]) -> None:
        """The discs (one collection, restyled in place) and each figure's tag and hit points."""
        th, lay = self.theme, self.lay
        ax = self.map_ax
        verts, faces, edges, widths, styles = [], [], [], [], []
        present = set()
        for f in state.figures:
            present.add(f.fid)
            if f.fid not in self.disc_texts:
                label = ax.text(0, 0, "", ha="center", va="center", fontsize=th.small, weight="bold", zorder=6)
                hp = ax.text(0, 0, "", ha="center", va="center", fontsize=th.small, zorder=6)
                self.disc_texts[f.fid] = (label, hp)
            label, hp = self.disc_texts[f.fid]
            cx, cy = self.centre.get(f.hex) or hexgrid.center(f.hex)
            style = "elite" if f.kind == "monster" and f.elite else f.kind
            verts.append(disc_corners(cx, cy, DISC_RADIUS))   # every disc one item of one collection
            faces.append(COLOURS.get(style, COLOURS["monster"]))
            on = Target("figure", f.fid) in marked
            edges.append(th.highlight if on else ("#7f0000" if f.kind == "monster" else "black"))
            widths.append(th.highlight_width if on else (2.2 if f.kind == "monster" else 1.0))
            styles.append("--" if f.conditions else "-")
            ink = TAG_INK.get(style, "black")
            label.set_position(_on_pixel(ax, cx, cy + 0.15) if lay.disc_hp else _on_pixel(ax, cx, cy))
            _show(label, tag(f, state.figures))
            label.set_color(ink)
            label.set_visible(True)
            hp.set_position(_on_pixel(ax, cx, cy - 0.27))
            _show(hp, f"{f.hp}/{f.max_hp}")
            hp.set_color(ink)
            hp.set_visible(lay.disc_hp)
        self.discs.set_verts(verts)
        self.discs.set_facecolors(faces)
        self.discs.set_edgecolors(edges)
        self.discs.set_linewidths(widths)
        self.discs.set_linestyles(styles)
        for fid, texts in self.disc_texts.items():
            if fid not in present:
                for text in texts:
                    text.set_visible(False)

    def _panel(self, state: Any) -> None:
        lay = self.lay
        rows = self.status_rows(state)
        for texts, row in zip(self.status, rows + [("", "", "")] * len(self.status)):
            for text, words in zip(texts, row):
                _show(text, words)
        figures = self.roster_order(state)
        rows = [self.roster_row(f, state.figures) for f in figures]
        if len(rows) > len(self.roster):
            more = len(rows) - len(self.roster) + 1
            rows = rows[: len(self.roster) - 1] + [("", tr("… and {n} more", n=more), "", "")]
        for texts, row in zip(self.roster, rows + [("", "", "", "")] * len(self.roster)):
            for text, words in zip(texts, row):
                _show(text, words)
        if not lay.condition_chars:
            for texts in self.roster:
                _show(texts[3], "")

    @staticmethod
    def _waiting(state: Any) -> tuple[str, str] | None:
        """Who the game waits for and what they decide, or None (then the phase says what goes on)."""
        d = state.decision
        if d is None:
            return None
        who = next((local_name(ch.name) for ch in state.characters if ch.seat == d.seat),
                   tr("seat {n}", n=d.seat + 1))
        return who, tr(DECISION_NAME.get(d.kind, d.kind.replace("-", " ").replace("_", " ")))

    def status_lines(self, state: Any) -> list[str]:
        waiting = self._waiting(state)
        doing = tr(PHASE_WORDS.get(state.phase, state.phase)) if waiting is None else \
            tr("waiting for {who}: {decision}", who=waiting[0], decision=waiting[1])
        # round 0 is the setup before the first round (battle goals, starting hands)
        lines = [tr("Round {n}: {doing}", n=state.round, doing=doing) if state.round else
                 tr("Setup: {doing}", doing=doing)]
        strong = [tr(ELEMENT_NAME.get(e, e)) for e, v in state.elements.items() if v == 2]
        waning = [tr(ELEMENT_NAME.get(e, e)) for e, v in state.elements.items() if v == 1]
        lines.append(tr("Strong: {elements}", elements=tr(", ").join(strong) or tr("none")))
        lines.append(tr("Waning: {elements}", elements=tr(", ").join(waning) or tr("none")))
        for ch in state.characters:
            lines.append(tr("{name}: {health}, XP {xp}", name=local_name(ch.name), health=self._health(state, ch),
                            xp=ch.xp))
        if state.sections_read:
            lines.append(tr("Sections read: {sections}", sections=", ".join(state.sections_read)))
        return lines

    @staticmethod
    def _health(state: Any, ch: Any) -> str:
        f = next((x for x in state.figures if x.fid == ch.fid), None)
        return tr("dead") if ch.dead else tr("exhausted") if ch.exhausted else (hit_points(f) if f else "")

    def status_rows(self, state: Any) -> list[tuple[str, str, str]]:
        """The status column as drawn: the round, then what the game waits for, the elements, and each
        character's name, health and XP in columns of their own."""
        lay = self.lay
        lines = self.status_lines(state)
        waiting = self._waiting(state)
        rows = [(tr("Round {n}", n=state.round) if state.round else tr("Setup"), "", "")]
        if waiting is None:
            rows += [(_fit(tr(PHASE_WORDS.get(state.phase, state.phase)), lay.status_chars), "", ""), ("", "", "")]
        else:   # who and what in fields of their own: a few short texts, each drawn once and pasted again
            rows += [(tr("Waiting for"), _fit(waiting[0], lay.name_chars), ""), (tr("Decision:"), waiting[1], "")]
        rows += [(_fit(line, lay.status_chars), "", "") for line in lines[1:3]]
        for ch in state.characters:
            rows.append((_fit(tr("{name}:", name=local_name(ch.name)), lay.name_chars), self._health(state, ch),
                         tr("XP {xp}", xp=ch.xp)))
        rows += [(_fit(line, lay.status_chars), "", "") for line in lines[3 + len(state.characters):]]
        return rows

    def roster_order(self, state: Any) -> list[Figure]:
        rank = {"character": 0, "summon": 1, "objective": 2, "monster": 3}
        return sorted(state.figures, key=lambda f: (rank.get(f.kind, 4), f.name, f.number))

    def roster_row(self, f: Figure, figures: Iterable[Figure] = ()) -> tuple[str, str, str, str]:
        """A roster line in its columns: tag, name, hit points, conditions (a summon told apart from another
        of its name among ``figures``)."""
        lay = self.lay
        extra = _fit(conditions_text(f), lay.condition_chars) if lay.condition_chars else ""
        name = full_name(f, figures)
        if f.kind == "monster":
            name = shown_name(f)
            name = tr("{name} {number} (elite)", name=name, number=f.number) if f.elite else f"{name} {f.number}"
        return (tag(f, figures), _fit(name, lay.roster_name_chars), hit_points(f), extra)

    def dynamic_artists(self) -> list[Any]:
        out: list[Any] = [self.marks, self.discs, *self.coords.values(), *self._choosable]
        for texts in self.disc_texts.values():
            out.extend(texts)
        for texts in (*self.status, *self.roster):
            out.extend(texts)
        return out

    # -- clicks -------------------------------------------------------------------------------
    def hit(self, x: float, y: float) -> list[Target]:
        point = self.data_point(self.map_ax, x, y) if self.fig is not None else None
        if point is None:
            return []
        h = hexgrid.from_point(*point)
        if h not in self.game.board.rooms:
            return []
        out = [Target("hex", h)]
        out += [Target("figure", f.fid) for f in self.game.state.figures if f.hex == h]
        return out

    def targets_of(self, action: Any) -> set[Target]:
        to = getattr(action, "to", None)
        if to is not None:
            return {Target("hex", tuple(to))}
        fid = getattr(action, "fid", None)
        if isinstance(fid, str) and fid:
            return {Target("figure", fid)}
        return set()

    # -- words --------------------------------------------------------------------------------
    def describe_board(self, state: Any, *, viewer: int | None = None) -> str:
        b = self.game.board
        m = hexmap(b, state)
        lines = [tr("{status}.", status=self.status_lines(state)[0])]
        d = state.decision
        if d is not None and d.kind == "party":   # a monster's equally good options, as their buttons read them
            lines += [tr("Option {n}: {option}.", n=i + 1, option=option_text(state, d.fid, o))
                      for i, o in enumerate(d.options)]
        for f in self.roster_order(state):
            extra = conditions_text(f)
            said = tr("{name} at {hex}: {hp} of {most} hit points", name=full_name(f, state.figures),
                      hex=hex_name(f.hex), hp=f.hp, most=f.max_hp)
            lines.append(tr("{said}, {conditions}.", said=said, conditions=extra) if extra else tr("{status}.",
                                                                                              status=said))
        kinds: dict[str, list[Hex]] = {}
        for h in sorted(b.rooms):
            kind, _ = self.hex_kind(h, state, m)
            if kind not in ("floor", "hidden"):
                kinds.setdefault(kind, []).append(h)
        names = {"door-open": N_("Open doors"), "door": N_("Closed doors"), "trap": N_("Traps"),
                 "hazardous": N_("Hazardous terrain"), "icy": N_("Icy terrain"), "obstacle": N_("Obstacles"),
                 "difficult": N_("Difficult terrain"), "pressure-plate": N_("Pressure plates"),
                 "plate-used": N_("Used pressure plates")}
        for kind, hexes in sorted(kinds.items()):
            lines.append(tr("{kind}: {hexes}.", kind=tr(names[kind]) if kind in names else kind,
                            hexes=listed(hex_name(h) for h in hexes)))
        if state.loot_tokens:
            lines.append(tr("{kind}: {hexes}.", kind=tr("Loot tokens"),
                            hexes=listed(hex_name(h) for h in state.loot_tokens)))
        return " ".join(lines)

    def kinds_shown(self, state: Any) -> set[str]:
        """What the board draws for ``state`` (kinds of :meth:`every_entry`): its hexes' kinds, the tokens on
        revealed hexes and the figures' looks (the mark of a hex or figure the player may choose, "target", is
        drawn while a choice is marked: :meth:`legend`)."""
        b = self.game.board
        m = hexmap(b, state)
        shown = {h for h in b.rooms if m.is_playable(h) or h in b.doors}
        kinds = {self.hex_kind(h, state, m)[0] for h in b.rooms}
        kinds |= {"elite" if f.kind == "monster" and f.elite else f.kind for f in state.figures}
        if any(f.conditions for f in state.figures):
            kinds.add("conditions")
        for kind, hexes in (("loot", state.loot_tokens), ("treasure", state.treasures)):
            if any(h in shown for h in hexes):
                kinds.add(kind)
        if state.aid_tokens:
            kinds.add("aid")
        return kinds

    def legend(self) -> list[LegendEntry]:
        """The key to the board as it is now: :meth:`every_entry` of the kinds it shows, and "you may choose
        it" while it marks a hex or figure to choose."""
        kinds = self.kinds_shown(self._state or self.game.state) | ({"target"} if self._marked else set())
        return on_the_map(self.every_entry(), kinds)

    def every_entry(self) -> list[LegendEntry]:
        """Every entry the board's key may hold, in its order."""
        plates = [LegendEntry("pressure-plate", tr("pressure plate"), OVERLAY["pressure-plate"],
                              tr(LETTER["pressure-plate"])),
                  LegendEntry("plate-used", tr("used pressure plate"), PLATE_USED, tr(LETTER["plate-used"]))]
        return [LegendEntry("floor", tr("floor"), FLOOR), LegendEntry("hidden", tr("room not revealed"), HIDDEN),
                LegendEntry("trap", tr("trap"), OVERLAY["trap"], tr(LETTER["trap"])),
                LegendEntry("hazardous", tr("hazardous terrain"), OVERLAY["hazardous"], tr(LETTER["hazardous"])),
                LegendEntry("icy", tr("icy terrain"), OVERLAY["icy"], tr(LETTER["icy"])),
                LegendEntry("obstacle", tr("obstacle"), OVERLAY["obstacle"], tr(LETTER["obstacle"])),
                LegendEntry("difficult", tr("difficult terrain"), OVERLAY["difficult"], tr(LETTER["difficult"])),
                LegendEntry("door", tr("closed door"), OVERLAY["door"], tr(LETTER["door"])),
                LegendEntry("door-open", tr("open door"), OPEN_DOOR),
                *plates,
                LegendEntry("loot", tr("loot token"), LOOT, "●"),
                LegendEntry("treasure", tr("treasure"), TREASURE, "■"),
                LegendEntry("aid", tr("aid token"), AID, "⬢"),
                LegendEntry("character", tr("character"), COLOURS["character"]),
                LegendEntry("summon", tr("summon"), COLOURS["summon"]),
                LegendEntry("monster", tr("normal monster"), COLOURS["monster"]),
                LegendEntry("elite", tr("elite monster (★)"), COLOURS["elite"], "★"),
                LegendEntry("objective", tr("objective"), COLOURS["objective"]),
                LegendEntry("conditions", tr("has conditions"), "#333333",
                            "dashed ring"),
                LegendEntry("target", tr("you may choose it"), self.theme.highlight)]


def draw(game: Frosthaven, fig: Any, **options: Any) -> ScenarioView:
    """Draw ``game``'s board into ``fig`` once (tests and quick looks); returns the view."""
    view = ScenarioView(game, options)
    view.draw(game.state, fig, highlight=game.legal_actions())
    return view
