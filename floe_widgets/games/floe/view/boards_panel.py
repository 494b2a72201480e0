"""The player boards: per seat the Warmth track (Rumor cubes blocking its top), the four resources with
their Floe Stones, the Merits, and what the player holds.  ``compact`` (the table overview) counts the
cards; the boards view names them.  Relic names only for the viewer's own hand (FLOE-RELIC-HAND-1).
The boards stand side by side, or ``columns`` to a row (the presenter layout's grid)."""

from __future__ import annotations

from typing import Any

from matplotlib.collections import PatchCollection
from matplotlib.patches import Ellipse, Polygon, Rectangle

from floe_widgets.i18n import N_, text, tr

from ..effects import max_warmth
from ..names import amount_said, spoken
from ..progress import visible_relics
from ..state import BASIC, MERITS, WARMTH_TRACK_TOP
from ..world import geometry
from . import style as S
from .panel import Panel
from .village_panel import SPACE_TITLES

STONE_PLACE = {0: N_("stone 0"), 1: N_("stone 1"), 2: N_("primed"), 3: N_("placed")}
CHEST = {-1: N_("on Chest"), 0: N_("centre"), 1: N_("on Key")}
#: the style of the box that says what a waiting choice asks for
CHOOSE_STYLE = {"va": "bottom", "color": "white", "bold": True,
                "bbox": {"boxstyle": "round,pad=0.2", "facecolor": S.MOVE_HL, "edgecolor": "none"}}
#: the numbers of a board, three to a row ("Soda 2"); the seldom-changing ones sit in the cached layer
GRID = (("VP", "quest", "cave"), ("Soda", "Crystals", "hero dice"), ("tokens", "treasures", "items"),
        ("allies", "buildings", "relics"), ("marker", "", ""))
#: each number's label (message ids)
GRID_WORDS = {"VP": N_("VP"), "quest": N_("quest"), "cave": N_("cave"), "Soda": N_("Soda"), "Crystals": N_("Crystals"),
              "hero dice": N_("hero dice"), "tokens": N_("tokens"), "treasures": N_("treasures"), "items": N_("items"),
              "allies": N_("allies"), "buildings": N_("buildings"), "relics": N_("relics"), "marker": N_("marker")}
#: what a waiting choice asks for, by its kind (the board's "Choose: ..." box; the controls list the options)
PENDING = {"alt": N_("one of the benefits"), "basic": N_("a basic resource"), "chestkey": N_("Chest or Key"),
           "dive": N_("a Dive tile"), "landmark-slot": N_("a Landmark slot"), "maps": N_("two Maps to pay"),
           "merit": N_("a Merit"), "merit-pair": N_("2 different Merits"), "merit-same": N_("a Merit"),
           "optional": N_("yes or no"), "place-stone": N_("a shrine for a Floe Stone"),
           "relic-keep": N_("a Relic to keep"), "sell": N_("a card to sell"), "stone": N_("a Floe Stone to advance"),
           "token-discard": N_("a token to discard"), "treasure-discard": N_("a Treasure to discard"),
           "treasure-keep": N_("a Treasure to keep")}
#: a token's kind, from the start of its id (style.token_kinds)
#: the tokens a player holds that are no resource (Potions, Crates and Maps are said as amounts, "2 Potions")
TOKEN_KINDS = {"ice": (N_("{n} iceberg token"), N_("{n} iceberg tokens")),
               "sea": (N_("{n} sea token"), N_("{n} sea tokens"))}
GRID_STEP = 1.3
SLOW_NUMBERS = {"quest", "cave", "treasures", "items", "allies", "buildings", "relics", "marker"}
CELL = 0.34


class BoardsPanel(Panel):
    label = "players"

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any, state: Any,
                 seats: list[int], compact: bool, columns: int | None = None) -> None:
        n = max(1, len(seats))
        self.columns = columns or n
        lines = (n + self.columns - 1) // self.columns     # rows of boards
        super().__init__(fig, rect, theme, (0, 4 * self.columns), (10 * lines, 0))
        self.seats, self.compact = seats, compact
        width_px = rect[2] * fig.get_figwidth() * fig.dpi / theme.scale / self.columns
        height_px = rect[3] * fig.get_figheight() * fig.dpi / theme.scale / lines
        self.chars = max(16, int((width_px - 12) / (theme.small_px * 0.6)))
        self.row = 1.5 * theme.small_px * 10 / height_px         # one text line in data units
        self.squash = 0.4 * height_px / width_px     # x data units as long on screen as one y data unit
        self.geo = geometry(state.world.layout)
        for k, seat in enumerate(seats):
            self._build_board(state.players[seat], *self.origin(k))
        self.built()
        self.boards = [self.part() for _ in seats]   # each seat's board is a region of its own

    def origin(self, k: int) -> tuple[float, float]:
        """The top left corner of the ``k``-th board."""
        return 4.0 * (k % self.columns), 10.0 * (k // self.columns)

    def _rows(self, y0: float) -> dict[str, float]:
        r = self.row
        rows = {"name": y0 + 0.25, "info": y0 + 0.25 + r * 1.1, "warmth": y0 + 0.25 + r * 2.2}
        rows["cells"] = rows["warmth"] + r * 0.8
        rows["stores"] = rows["cells"] + r * 1.6 + 0.1
        rows["grid"] = rows["stores"] + r * 3.8
        rows["more"] = rows["grid"] + r * len(GRID) * 0.95 + r * 0.2
        return rows

    def _build_board(self, p: Any, x0: float, y0: float) -> None:
        th, rows, r = self.theme, self._rows(y0), self.row
        colour = S.SEAT_COLOURS[p.seat]
        self.patch(Rectangle((x0 + 0.05, y0 + 0.05), 3.9, 9.9, facecolor="#FAFAFA", edgecolor=colour, linewidth=1.5,
                             zorder=0))
        self.patch(self.disc(x0 + 0.3, rows["name"] + r * 0.45, min(0.16, r * 0.55), facecolor=colour,
                          edgecolor="black", linewidth=0.6, zorder=2))
        self.text(x0 + 0.3, rows["name"] + r * 0.45, str(p.seat + 1), bold=True, ha="center", va="center")
        title = tr("P{n} {hero}", n=p.seat + 1, hero=S.nice(p.hero))
        self.text(x0 + 0.55, rows["name"] + r * 0.45, S.clip(title, self.chars - 14), px=th.text_px, bold=True,
                  va="center")
        familiar = tr("familiar {name}", name=S.nice(p.familiar))
        self.text(x0 + 0.15, rows["info"], S.clip(familiar, self.chars), va="top")
        self.text(x0 + 0.15, rows["warmth"], tr("Warmth"), va="top")
        cells = []
        for i in range(WARMTH_TRACK_TOP + 1):
            x = x0 + 0.15 + CELL * i
            cells.append(Rectangle((x, rows["cells"]), CELL - 0.02, r * 1.2, facecolor="white"))
        self.collection(PatchCollection(cells, match_original=True, edgecolor="#555555", linewidth=0.5, zorder=1))
        marks = []
        for i, res in enumerate(BASIC):
            y = rows["stores"] + r * i
            marks.append(self.disc(x0 + 0.28, y, min(0.12, r * 0.4), facecolor=S.RESOURCE_COLOURS[res]))
            self.text(x0 + 0.45, y, tr(res), va="center")
        for i, m in enumerate(MERITS):
            y = rows["stores"] + r * i
            marks.append(self.diamond(x0 + 2.75, y, min(0.14, r * 0.45), facecolor=S.MERIT_COLOURS[m]))
            self.text(x0 + 2.93, y, tr(m), va="center")
        self.collection(PatchCollection(marks, match_original=True, edgecolor="black", linewidth=0.5, zorder=2))

    def disc(self, x: float, y: float, radius: float, **style: Any) -> Ellipse:
        """A round mark ``radius`` high (data units of y) that is round on screen too."""
        return Ellipse((x, y), 2 * radius * self.squash, 2 * radius, **style)

    def diamond(self, x: float, y: float, radius: float, **style: Any) -> Polygon:
        """A merit's diamond, ``radius`` from its centre to its top (data units of y), square on screen."""
        w = radius * self.squash
        return Polygon([(x, y - radius), (x + w, y), (x, y + radius), (x - w, y)], closed=True, **style)

    def board_box(self, k: int) -> tuple[float, float, float, float]:
        """The figure-fraction box of the ``k``-th board."""
        x0, y0 = self.origin(k)
        return self.box(x0, y0, x0 + 4.0, y0 + 10.0)

    @staticmethod
    def key(state: Any, seat: int, viewer: int | None) -> Any:
        """What a seat's board shows (see :meth:`_update_board`): a change means it is drawn again."""
        pending = state.pending if state.pending is not None and state.pending.seat == seat else None
        return (repr(state.players[seat]), seat == state.current, state.over, viewer == seat,
                None if pending is None else (pending.prompt, pending.kind))

    def update_board(self, state: Any, k: int, viewer: int | None) -> None:
        """Draw the ``k``-th board (its part of the panel) as ``state`` has it."""
        board = self.boards[k]
        board.clear()
        board._update_board(state, state.players[self.seats[k]], *self.origin(k), viewer)

    def _update_board(self, state: Any, p: Any, x0: float, y0: float, viewer: int | None) -> None:
        th, rows, r = self.theme, self._rows(y0), self.row
        current = p.seat == state.current and not state.over
        if current:
            self.patch(Rectangle((x0 + 0.05, y0 + 0.05), 3.9, 9.9, facecolor="none", edgecolor=S.SEAT_COLOURS[p.seat],
                                 linewidth=4.0 * th.scale, zorder=1))
            self.text(x0 + 3.9, rows["name"] + r * 0.45, tr("to play"), bold=True, ha="right", va="center",
                      color="#A33B00")
        top = max_warmth(p)
        self.text(x0 + 0.95, rows["warmth"], tr("at most {top};  Rumors to use: {n}", top=top, n=p.rumors_available),
                  va="top", slow=True)
        blocked = [Rectangle((x0 + 0.15 + CELL * i, rows["cells"]), CELL - 0.02, r * 1.2)
                   for i in range(top + 1, WARMTH_TRACK_TOP + 1)]
        self.collection(PatchCollection(blocked, facecolor=S.RUMOR, edgecolor="#555555", linewidth=0.5, hatch="xx",
                                        label="rumors", zorder=2))
        x = x0 + 0.15 + CELL * p.warmth
        self.patch(Rectangle((x, rows["cells"]), CELL - 0.02, r * 1.2, facecolor=S.WARMTH, edgecolor="black",
                             linewidth=0.8, zorder=3))
        self.text(x + (CELL - 0.02) / 2, rows["cells"] + r * 0.6, str(p.warmth), bold=True, ha="center", va="center")
        for i, res in enumerate(BASIC):
            y = rows["stores"] + r * i
            self.text(x0 + 1.45, y, str(p.resources[res]), ha="right", va="center")
            self.text(x0 + 1.6, y, tr(STONE_PLACE[p.stones[res]]), va="center", color=th.muted, slow=True)
        for i, m in enumerate(MERITS):
            self.text(x0 + 3.85, rows["stores"] + r * i, str(p.merits[m]), ha="right", va="center", slow=True)
        for i, row in enumerate(self._grid_values(p)):
            for k, value in enumerate(row):
                label = GRID[i][k]
                if label:
                    number = tr("{label} {value}", label=tr(GRID_WORDS[label]), value=value)
                    self.text(x0 + 0.15 + GRID_STEP * k, rows["grid"] + r * 0.95 * i, number, va="top",
                              slow=label in SLOW_NUMBERS)
        y = rows["more"]
        self.text(x0 + 0.15, y, self._at(p.location, p.hero_space), va="top")
        if not self.compact:
            # the token and familiar lines change often; the card names seldom.  Each list is broken into as
            # many lines as it needs between two names, so every card a player holds is read whole
            y += r * 0.9
            for k, (head, names, sep) in enumerate(self._names(state, p, viewer)):
                for line in S.flowed(head, names, sep, self.chars):
                    self.text(x0 + 0.15, y, line, va="top", slow=k not in (0, 6))
                    y += r * 0.87
        if state.pending is not None and state.pending.seat == p.seat:
            self.text(x0 + 0.15, y0 + 9.85, self._choose(state.pending.kind), **CHOOSE_STYLE)

    def _at(self, location: str, hero_space: str | None) -> str:
        """Where a player's figures stand, as its board says."""
        # a place as the buttons and the log name it ("the N shallows of Island of Floe"): one naming path
        where = tr("the Village") if location == "village" else text(spoken(location))
        if hero_space:
            where = tr("{where}, hero at the {space}", where=where, space=tr(SPACE_TITLES[hero_space]))
        return S.clip(tr("at {where}", where=where), self.chars)

    @staticmethod
    def _grid_values(p: Any) -> list[list[str]]:
        return [[str(p.vp), str(p.quest_step), str(min(p.cave_chamber, 5))],
                [str(p.soda), str(p.crystals), str(p.hero_dice)],
                [f"{len(p.tokens)}/6", str(len(p.treasures)), str(len(p.items))],
                [str(len(p.allies)), str(len(p.buildings)), str(len(p.relics))],
                [tr(CHEST[p.chest_key]), "", ""]]

    def foreseen_texts(self) -> list[Any]:
        """The board numbers that change most often (at the values of a game's first rounds), where a player's
        figures stand (the Village, its spaces, every iceberg) and what a choice asks for."""
        out = []
        for label in (label for row in GRID for label in row if label and label not in SLOW_NUMBERS):
            values = [f"{n}/6" for n in range(7)] if label == "tokens" else [str(n) for n in range(8)]
            out += [self.foreseen_text(tr("{label} {value}", label=tr(GRID_WORDS[label]), value=v), va="top")
                    for v in values]
        places = [("village", None), *(("village", space) for space in SPACE_TITLES),
                  *((iceberg, None) for iceberg in self.geo.icebergs)]
        out += [self.foreseen_text(self._at(where, space), va="top") for where, space in places]
        out += [self.foreseen_text(self._choose(kind), **CHOOSE_STYLE) for kind in PENDING]
        return out

    def _choose(self, kind: str) -> str:
        """What a waiting choice of ``kind`` asks its player for."""
        return S.clip(tr("Choose: {what}", what=tr(PENDING.get(kind, N_("a choice")))), self.chars - 2)

    def _names(self, state: Any, p: Any, viewer: int | None) -> list[tuple[str, list[str], str]]:
        """The lists a full board names, each as its heading, its names and what stands between two names."""
        kinds = S.token_kinds(p.tokens)
        comma = tr(", ")
        familiar_at = (tr("the {space}", space=tr(SPACE_TITLES[p.familiar_space])) if p.familiar_space else
                       text(spoken(p.familiar_shallows)) if p.familiar_shallows else "")
        tokens = [tr(TOKEN_KINDS[k][n > 1], n=n) if k in TOKEN_KINDS else text(amount_said(k, n))
                  for k, n in kinds.items()]
        relics_head, relics = _relics(state, p.seat, viewer)
        if p.cave_chamber > 5:
            relics = [*relics[:-1], relics[-1] + tr(", boss beaten")]
        return [(tr("tokens: {names}", names=""), tokens or ["-"], comma),
                (tr("treasures: {names}", names=""), [S.nice(t) for t in p.treasures] or ["-"], comma),
                (tr("items: {names}", names=""),
                 [S.nice(i) + ("+" if i in p.items_upgraded else "") for i in p.items] or ["-"], comma),
                (tr("allies: {names}", names=""), [S.nice(a) for a in p.allies] or ["-"], comma),
                (tr("buildings: {names}", names=""), [_building(t, b) for t, b in p.buildings] or ["-"], tr("; ")),
                (relics_head, relics, comma),
                ("", [tr("familiar at {where}", where=familiar_at) if familiar_at else tr("familiar at home")], ""),
                ("", [tr("landmarks {n}   regions {m}", n=len(p.landmarks_visited), m=p.regions_discovered)], ""),
                (tr("beaten: {names}", names=""), [S.nice(m) for m in p.defeated] or ["-"], comma)]


def _building(top: str, bottom: str) -> str:
    """A set of Building tiles as its top and bottom tile: "pay 1 Soda/1 Crate"; a Hero's starting set (one id
    for both tiles) once: "starting building"."""
    return S.nice(top) if top == bottom else f"{S.nice(top)}/{S.nice(bottom)}"


def _relics(state: Any, owner: int, viewer: int | None) -> tuple[str, list[str]]:
    """"relics: 3 (hidden)" for others' hands; for one's own, "relics (3): " and the names, each kind once with
    how many of it are held (FLOE-RELIC-HAND-1; Relics score as sets of a kind)."""
    names = visible_relics(state, owner, viewer)
    if names is None:
        return "", [tr("relics: {n} (hidden)", n=len(state.players[owner].relics))]
    held = {name: names.count(name) for name in names}
    return (tr("relics ({n}): {names}", n=len(names), names=""),
            [tr("{name} ×{n}", name=S.nice(r), n=n) if n > 1 else S.nice(r) for r, n in held.items()] or ["-"])
