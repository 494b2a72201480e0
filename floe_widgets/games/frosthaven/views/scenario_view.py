"""The board of a Frosthaven scenario: the map with its overlays and figures, a roster, the round's
status and a legend.

Layout (figure fraction): the map across the top; under it the status (round, what the game waits
for, elements, characters), the roster (every figure on the map: its tag, name, standee number, rank,
hit points and conditions) and the legend.  On the map every figure is a disc with a short tag (two
letters of its name, then a monster's standee number; a star marks an elite) and its hit points;
every overlay a colour and a letter.

Retained: the hexes are one PolyCollection whose colours and edges are updated in place; figures are
discs and texts kept per figure and hidden when it leaves the map; only the legend and frame are
static.
"""

from __future__ import annotations

from typing import Any

from matplotlib.collections import PolyCollection
from matplotlib.patches import Circle, Rectangle

from floe_widgets.core import hexgrid
from floe_widgets.views.contract import LegendEntry, Target, View, register_view

from ..map.board import hexmap
from ..scenario.game import Frosthaven
from ..scenario.sections import notable_hexes
from ..scenario.state import Figure

Hex = tuple[int, int]

FIGSIZE = (13.5, 9.0)
#: figure kinds (disc fill); elites are gold with a star in their tag
COLOURS = {"character": "#2166ac", "summon": "#67a9cf", "monster": "#fddbc7", "elite": "#e6ab02",
           "objective": "#762a83"}
TAG_INK = {"character": "white", "summon": "black", "monster": "black", "elite": "black", "objective": "white"}
#: overlays and hexes: colour and letter
OVERLAY = {"trap": "#d95f02", "hazardous": "#b2182b", "icy": "#92c5de", "obstacle": "#4d4d4d",
           "difficult": "#7fbc41", "door": "#8c510a"}
LETTER = {"trap": "T", "hazardous": "H", "icy": "I", "obstacle": "O", "difficult": "D", "door": "Dr"}
FLOOR, HIDDEN, OPEN_DOOR = "#f6f2e8", "#bdbdbd", "#dfc27d"
LOOT, TREASURE, AID = "#ffd92f", "#8c6d1f", "#1b9e77"
EDGE = "#6b6b6b"
CONDITION_SHORT = {"poison": "poisoned", "wound": "wounded", "immobilize": "immobilised", "disarm": "disarmed",
                   "stun": "stunned", "muddle": "muddled", "strengthen": "strengthened", "invisible": "invisible",
                   "regenerate": "regenerating", "ward": "warded", "bane": "bane", "brittle": "brittle",
                   "impair": "impaired", "safeguard": "safeguarded"}
ELEMENT_STATE = {0: "inert", 1: "waning", 2: "strong"}
ROSTER_LINES = 13


def kind_name(f: Figure) -> str:
    """A figure's name without its standee number ("Frost Hound", not "Frost Hound 5")."""
    suffix = f" {f.number}"
    return f.name[: -len(suffix)] if f.kind == "monster" and f.name.endswith(suffix) else f.name


def tag(f: Figure) -> str:
    """The short label of a figure on the map: two letters of its name, a monster's standee number, and
    a star for an elite."""
    words = [w for w in kind_name(f).replace("-", " ").split() if w]
    letters = (words[0][0] + words[1][0]) if len(words) > 1 else (words[0][:2] if words else "?")
    letters = letters[0].upper() + letters[1:]
    if f.kind == "monster":
        return f"{letters}{f.number}" + ("★" if f.elite else "")
    return letters


def full_name(f: Figure) -> str:
    if f.kind == "monster":
        return f"{kind_name(f)} {f.number}" + (" (elite)" if f.elite else " (normal)")
    return f.name


def conditions_text(f: Figure) -> str:
    return ", ".join(CONDITION_SHORT.get(c, c) for c in sorted(f.conditions))


def _fit(text: str, chars: int) -> str:
    return text if len(text) <= chars else text[: chars - 1] + "…"


@register_view(Frosthaven)
class ScenarioView(View):
    """See the module docstring.  Option ``coords=True`` prints each empty revealed hex's ``q,r``
    (lessons name hexes that way)."""

    figsize = FIGSIZE

    # -- building -----------------------------------------------------------------------------
    def layout_key(self, state: Any) -> Any:
        return (state.scenario, bool(self.options.get("coords")))

    def build(self, state: Any, fig: Any) -> None:
        th = self.theme
        b = self.game.board
        self.hexes: list[Hex] = sorted(b.rooms)
        ax = self.map_ax = fig.add_axes((0.005, 0.355, 0.99, 0.64))
        ax.set_label("map")
        ax.set_aspect("equal")
        ax.axis("off")
        xs = [hexgrid.center(h)[0] for h in self.hexes]
        ys = [hexgrid.center(h)[1] for h in self.hexes]
        ax.set_xlim(min(xs) - 1.1, max(xs) + 1.1)
        ax.set_ylim(min(ys) - 1.1, max(ys) + 1.1)
        ax.autoscale(False)
        self.cells = PolyCollection([hexgrid.corners(h) for h in self.hexes], facecolors=FLOOR, edgecolors=EDGE,
                                    linewidths=0.8, zorder=1)
        ax.add_collection(self.cells, autolim=False)
        centre = {h: hexgrid.center(h) for h in self.hexes}
        self.centre = centre
        small = th.small
        self.letters = {h: ax.text(centre[h][0], centre[h][1] + 0.5, "", ha="center", va="center", fontsize=small,
                                   color=th.ink, weight="bold", zorder=2) for h in self.hexes}
        self.coords = {}
        if self.options.get("coords"):
            self.coords = {h: ax.text(centre[h][0], centre[h][1] - 0.5, f"{h[0]},{h[1]}", ha="center",
                                      va="center", fontsize=small, color=th.muted, zorder=2) for h in self.hexes}
        self.loot = ax.plot([], [], "o", color=LOOT, markeredgecolor="black", markersize=9, zorder=3)[0]
        self.treasure = ax.plot([], [], "s", color=TREASURE, markeredgecolor="black", markersize=9, zorder=3)[0]
        self.aid = ax.plot([], [], "h", color=AID, markeredgecolor="black", markersize=13, zorder=3)[0]
        self.notable = {}
        for mark, (h, _colour) in notable_hexes(b.data or {}).items():   # FH-MAP-NOTABLE-1
            cx, cy = hexgrid.center(h)
            self.notable[mark] = (h, ax.text(cx - 0.5, cy + 0.45, mark, ha="center", va="center", fontsize=small,
                                             weight="bold", zorder=4))
        self.discs: dict[str, tuple[Circle, Any, Any]] = {}
        self.rings = {h: None for h in ()}
        # the panel under the map
        info = self.info_ax = fig.add_axes((0.005, 0.005, 0.99, 0.345))
        info.set_label("info")
        info.axis("off")
        info.set_xlim(0, 1)
        info.set_ylim(0, 1)
        line = 1.0 / (ROSTER_LINES + 1.5)
        self.line = line
        self.status = [info.text(0.0, 0.97 - i * line, "", fontsize=th.text if i == 0 else small, va="top",
                                 weight="bold" if i == 0 else "normal", color=th.ink) for i in range(ROSTER_LINES)]
        info.text(0.34, 0.97, "On the map", fontsize=th.text, va="top", weight="bold", color=th.ink)
        self.roster = [info.text(0.34, 0.97 - (i + 1) * line, "", fontsize=small, va="top", color=th.ink)
                       for i in range(ROSTER_LINES - 1)]
        self._legend(info, line)

    def _legend(self, info: Any, line: float) -> None:
        th = self.theme
        info.text(0.715, 0.97, "Legend", fontsize=th.text, va="top", weight="bold", color=th.ink)
        entries = self.legend()
        per_column = (len(entries) + 1) // 2
        for i, e in enumerate(entries):
            x = 0.715 + 0.145 * (i // per_column)
            y = 0.97 - (i % per_column + 1) * line - 0.012
            info.add_patch(Rectangle((x, y - 0.045), 0.018, 0.05, facecolor=e.colour, edgecolor=th.ink,
                                     linewidth=0.6))
            if e.mark:
                dark = e.colour in (OVERLAY["obstacle"], OVERLAY["door"], OVERLAY["hazardous"], COLOURS["character"],
                                    COLOURS["objective"], TREASURE, AID, OVERLAY["trap"])
                info.text(x + 0.009, y - 0.02, e.mark, ha="center", va="center", fontsize=th.small,
                          weight="bold", color="white" if dark else "black")
            info.text(x + 0.024, y - 0.02, e.meaning, va="center", fontsize=th.small, color=th.ink)

    # -- updating -----------------------------------------------------------------------------
    def update(self, state: Any, *, viewer: int | None, highlight: list[Any]) -> None:
        th = self.theme
        b = self.game.board
        m = hexmap(b, state)
        marked = set().union(*(self.targets_of(a) for a in highlight)) if highlight else set()
        faces, widths, edges = [], [], []
        for h in self.hexes:
            kind, colour = self.hex_kind(h, state, m)
            faces.append(colour)
            on = Target("hex", h) in marked
            widths.append(th.highlight_width if on else 0.8)
            edges.append(th.highlight if on else EDGE)
            letter = self.letters[h]
            text = LETTER.get(kind, "") if kind != "door-open" else ""
            letter.set_text(text)
            letter.set_color("white" if kind in ("obstacle", "door", "hazardous", "trap") else th.ink)
        self.cells.set_facecolors(faces)
        self.cells.set_linewidths(widths)
        self.cells.set_edgecolors(edges)
        shown = {h for h in self.hexes if m.is_playable(h) or h in b.doors}
        on_map = {f.hex for f in state.figures}
        for h, text in self.coords.items():
            text.set_visible(h in shown and h not in on_map)
        self._tokens(self.loot, [h for h in state.loot_tokens if h in shown], (0.5, -0.45))
        self._tokens(self.treasure, [h for h in state.treasures if h in shown], (0.5, -0.45))
        self._tokens(self.aid, [h for h in state.aid_tokens], (-0.5, 0.45))
        for h, text in self.notable.values():
            text.set_color("white" if h in state.aid_tokens else th.muted)
        self._figures(state, marked)
        self._panel(state)

    def hex_kind(self, h: Hex, state: Any, m: Any) -> tuple[str, str]:
        """What a hex shows: hidden, floor, an overlay, an open or closed door, a trap."""
        b = self.game.board
        if not (m.is_playable(h) or h in b.doors):
            return "hidden", HIDDEN
        if h in b.doors:
            return ("door-open", OPEN_DOOR) if h in state.open_doors else ("door", OVERLAY["door"])
        if h in state.traps:
            return "trap", OVERLAY["trap"]
        kind = m.kind(h)
        return (kind, OVERLAY[kind]) if kind in OVERLAY else ("floor", FLOOR)

    def _tokens(self, line: Any, hexes: list[Hex], offset: tuple[float, float]) -> None:
        pts = [hexgrid.center(h) for h in hexes]
        line.set_data([x + offset[0] for x, _ in pts], [y + offset[1] for _, y in pts])

    def _figures(self, state: Any, marked: set[Target]) -> None:
        th = self.theme
        ax = self.map_ax
        present = set()
        for f in state.figures:
            present.add(f.fid)
            if f.fid not in self.discs:
                disc = ax.add_patch(Circle((0, 0), 0.62, zorder=5))
                label = ax.text(0, 0, "", ha="center", va="center", fontsize=th.small, weight="bold", zorder=6)
                hp = ax.text(0, 0, "", ha="center", va="center", fontsize=th.small, zorder=6)
                self.discs[f.fid] = (disc, label, hp)
            disc, label, hp = self.discs[f.fid]
            cx, cy = hexgrid.center(f.hex)
            style = "elite" if f.kind == "monster" and f.elite else f.kind
            disc.set_center((cx, cy))
            disc.set_facecolor(COLOURS.get(style, COLOURS["monster"]))
            on = Target("figure", f.fid) in marked
            disc.set_edgecolor(th.highlight if on else ("#7f0000" if f.kind == "monster" else "black"))
            disc.set_linewidth(th.highlight_width if on else (2.2 if f.kind == "monster" else 1.0))
            disc.set_linestyle("--" if f.conditions else "-")
            ink = TAG_INK.get(style, "black")
            label.set_position((cx, cy + 0.2))
            label.set_text(tag(f))
            label.set_color(ink)
            hp.set_position((cx, cy - 0.27))
            hp.set_text(f"{f.hp}/{f.max_hp}")
            hp.set_color(ink)
            for artist in (disc, label, hp):
                artist.set_visible(True)
        for fid, artists in self.discs.items():
            if fid not in present:
                for artist in artists:
                    artist.set_visible(False)

    def _panel(self, state: Any) -> None:
        lines = self.status_lines(state)
        for text, line in zip(self.status, lines + [""] * len(self.status)):
            text.set_text(_fit(line, 44))
        rows = [self.roster_line(f) for f in self.roster_order(state)]
        if len(rows) > len(self.roster):
            rows = rows[: len(self.roster) - 1] + [f"… and {len(rows) - len(self.roster) + 1} more"]
        for text, row in zip(self.roster, rows + [""] * len(self.roster)):
            text.set_text(_fit(row, 52))

    def status_lines(self, state: Any) -> list[str]:
        d = state.decision
        waiting = state.phase
        if d is not None:
            who = next((ch.name for ch in state.characters if ch.seat == d.seat), f"seat {d.seat + 1}")
            waiting = f"waiting for {who}: {d.kind.replace('-', ' ')}"
        lines = [f"Round {state.round}: {waiting}"]
        strong = [e for e, v in state.elements.items() if v == 2]
        waning = [e for e, v in state.elements.items() if v == 1]
        lines.append("Strong: " + (", ".join(strong) or "none"))
        lines.append("Waning: " + (", ".join(waning) or "none"))
        for ch in state.characters:
            f = next((x for x in state.figures if x.fid == ch.fid), None)
            health = "dead" if ch.dead else "exhausted" if ch.exhausted else (f"{f.hp}/{f.max_hp} hp" if f else "")
            lines.append(f"{ch.name}: {health}, XP {ch.xp}")
        if state.sections_read:
            lines.append("Sections read: " + ", ".join(state.sections_read))
        return lines

    def roster_order(self, state: Any) -> list[Figure]:
        rank = {"character": 0, "summon": 1, "objective": 2, "monster": 3}
        return sorted(state.figures, key=lambda f: (rank.get(f.kind, 4), f.name, f.number))

    def roster_line(self, f: Figure) -> str:
        extra = conditions_text(f)
        return f"{tag(f)}  {full_name(f)}  {f.hp}/{f.max_hp} hp" + (f"  {extra}" if extra else "")

    def dynamic_artists(self) -> list[Any]:
        out: list[Any] = [self.cells, *self.letters.values(), *self.coords.values(), self.loot, self.treasure,
                          self.aid, *(t for _h, t in self.notable.values())]
        for artists in self.discs.values():
            out.extend(artists)
        return [*out, *self.status, *self.roster]

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
        lines = [self.status_lines(state)[0] + "."]
        for f in self.roster_order(state):
            extra = conditions_text(f)
            lines.append(f"{full_name(f)} at hex {f.hex[0]},{f.hex[1]}: {f.hp} of {f.max_hp} hit points"
                         + (f", {extra}" if extra else "") + ".")
        kinds: dict[str, list[Hex]] = {}
        for h in sorted(b.rooms):
            kind, _ = self.hex_kind(h, state, m)
            if kind not in ("floor", "hidden"):
                kinds.setdefault(kind, []).append(h)
        names = {"door-open": "open doors", "door": "closed doors", "trap": "traps", "hazardous": "hazardous terrain",
                 "icy": "icy terrain", "obstacle": "obstacles", "difficult": "difficult terrain"}
        for kind, hexes in sorted(kinds.items()):
            lines.append(f"{names.get(kind, kind).capitalize()}: " + ", ".join(f"{q},{r}" for q, r in hexes) + ".")
        if state.loot_tokens:
            lines.append("Loot tokens: " + ", ".join(f"{q},{r}" for q, r in state.loot_tokens) + ".")
        return " ".join(lines)

    def legend(self) -> list[LegendEntry]:
        return [LegendEntry("floor", "floor", FLOOR), LegendEntry("hidden", "room not revealed", HIDDEN),
                LegendEntry("trap", "trap", OVERLAY["trap"], "T"),
                LegendEntry("hazardous", "hazardous terrain", OVERLAY["hazardous"], "H"),
                LegendEntry("icy", "icy terrain", OVERLAY["icy"], "I"),
                LegendEntry("obstacle", "obstacle", OVERLAY["obstacle"], "O"),
                LegendEntry("difficult", "difficult terrain", OVERLAY["difficult"], "D"),
                LegendEntry("door", "closed door", OVERLAY["door"], "Dr"),
                LegendEntry("door-open", "open door", OPEN_DOOR),
                LegendEntry("loot", "loot token", LOOT, "●"), LegendEntry("treasure", "treasure", TREASURE, "■"),
                LegendEntry("aid", "aid token", AID, "⬢"),
                LegendEntry("character", "character", COLOURS["character"]),
                LegendEntry("summon", "summon", COLOURS["summon"]),
                LegendEntry("monster", "normal monster", COLOURS["monster"]),
                LegendEntry("elite", "elite monster (★)", COLOURS["elite"], "★"),
                LegendEntry("objective", "objective", COLOURS["objective"]),
                LegendEntry("target", "you may choose it", self.theme.highlight)]


def draw(game: Frosthaven, fig: Any, **options: Any) -> ScenarioView:
    """Draw ``game``'s board into ``fig`` once (tests and quick looks); returns the view."""
    view = ScenarioView(game, options)
    view.draw(game.state, fig, highlight=game.legal_actions())
    return view
