"""The Floe table picture: a pure function of the game's state (matplotlib Figure API only, no pyplot).

Four areas, each an Axes with a label (used by :func:`actions_at` for clicks):

* ``"world"``: the six Region tiles (3 columns x 2 rows; x grows east, y grows south).  A face-down
  tile is grey with a "?"; a face-up tile shows its four Icebergs (white discs, features as words),
  its four Seas (blue bands at the edges), its Shallows (small sand diamonds with their printed
  resources, "D" for a Dive icon) and its Docks (squares, "B" for a Beacon).  On top: resource tokens
  (count in a hexagon), Ships (boat "S1"/"S2"), Heroes (discs "P1".."P4"), Familiars (triangles
  "f1"..), Traders (diamond "T"), Landmarks (star "L") and Shrines (small squares, filled with the
  owner's colour and number once a Floe Stone lies there).
* ``"village"``: the five Village spaces (Villagers as a number and dots, figures placed there),
  the displays (Items, Tavern, Ally, Buildings, Landmark slots), the Elders, the achievements and
  the VP track with the Mayor ("M") and each player's score.
* ``"cave"``: the five chambers (Monster face up by name or face down "?"), the Hero markers,
  the two loot zones and the dive track; during a battle, the battle panel: the monster's health,
  the phases (current one boxed), the dice as icons with their face names, damage so far.
* ``"players"``: one board per seat: the Warmth track with Rumor cubes blocking its top, resources
  with their Floe Stone position, Soda, Crystals, Merits, hero dice, Chest/Key marker, tokens,
  treasures, items, allies, buildings, Relic count, VP, quest step and cave chamber.

``draw(..., view="world"|"village"|"cave"|"player"|"all", player=seat)`` picks the areas.
Colours come from the Okabe-Ito palette and always travel with a letter, a number or a shape.
Legal destinations (moves, gathers, shrines, village spaces) carry a dashed purple ring and,
when they cost Warmth, a "-n W" label computed from the engine's own functions (:func:`warmth_cost`).
"""

from __future__ import annotations

from typing import Any

from matplotlib.collections import PatchCollection
from matplotlib.lines import Line2D
from matplotlib.patches import Circle, Polygon, Rectangle, RegularPolygon

from floe_widgets.core import Action

from . import actions as A
from . import battle as B
from . import exploration
from .effects import max_warmth
from .names import iceberg_mark
from .progress import visible_relics
from .state import BASIC, MERITS, VILLAGE_SPACES, WARMTH_TRACK_TOP
from .world import POSITIONS, geometry, hike_distance

FIGSIZE = (16.0, 10.0)
VIEWS = ("all", "world", "village", "cave", "player")

OKABE = {
    "orange": "#E69F00", "sky": "#56B4E9", "green": "#009E73", "yellow": "#F0E442",
    "blue": "#0072B2", "vermillion": "#D55E00", "purple": "#CC79A7", "black": "#000000", "grey": "#999999",
}
#: seat -> colour (always drawn with the seat number "P1".."P4").
SEAT_COLOURS = (OKABE["vermillion"], OKABE["sky"], OKABE["green"], OKABE["yellow"])
RESOURCE_STYLE = {"pearl": ("#FFFFFF", "Pe"), "kelp": (OKABE["green"], "Ke"), "mushroom": (OKABE["purple"], "Mu"),
                  "wood": (OKABE["orange"], "Wo")}
MERIT_STYLE = {"skill": (OKABE["yellow"], "Sk"), "might": (OKABE["vermillion"], "Mi"),
               "charm": (OKABE["green"], "Ch"), "craft": (OKABE["orange"], "Cr")}
MOVE_HL = OKABE["purple"]       # legal destinations: dashed ring (+ Warmth cost label)
SEA = "#CFE8F7"
ICE = "#FFFFFF"
TILE_UP = "#EAF4FA"
TILE_DOWN = "#B5B5B5"
SAND = "#F2DFB0"
#: battle icons: glyph + word (the word is always printed under the glyph).
ICON_GLYPH = {"arrow": "➶", "sword": "†", "stealth": "◐", "lantern": "☼", "magic": "✦", "crit": "✶", "": "·"}

# local positions of the places of a tile, in tile units (0..1, y down)
_ICE_XY = {"I0": (0.27, 0.27), "I1": (0.73, 0.27), "I2": (0.27, 0.73), "I3": (0.73, 0.73)}
_SEA_XY = {"S0": (0.5, 0.06), "S1": (0.94, 0.5), "S2": (0.5, 0.94), "S3": (0.06, 0.5)}
_GRID = {p: (i % 3, i // 3) for i, p in enumerate(POSITIONS)}
ICE_R = 0.12
HIT_R = 0.1


class Style:
    def __init__(self, presenter: bool) -> None:
        k = 1.45 if presenter else 1.0
        self.small = 6.5 * k
        self.text = 8.0 * k
        self.big = 10.0 * k
        self.title = 12.0 * k
        self.line = 1.6 if presenter else 1.0
        self.edge = "#000000" if presenter else "#333333"


# -- the map as coordinates ----------------------------------------------------------------------------
def place_xy(game: Any) -> dict[str, tuple[float, float]]:
    """World-axes coordinates of every Iceberg, Sea, Shallows, Dock and Shrine of the current layout."""
    g = geometry(game.state.world.layout)
    return _place_xy(tuple(sorted(game.state.world.layout.items())), g)


_XY_CACHE: dict[tuple, dict[str, tuple[float, float]]] = {}


def _place_xy(key: tuple, g: Any) -> dict[str, tuple[float, float]]:
    if key in _XY_CACHE:
        return _XY_CACHE[key]
    xy: dict[str, tuple[float, float]] = {}
    for tile, pos in g.position_of.items():
        c, r = _GRID[pos]
        for local, (x, y) in _ICE_XY.items():
            xy[f"{tile}.{local}"] = (c + x, r + y)
        for local, (x, y) in _SEA_XY.items():
            xy[f"{tile}.{local}"] = (c + x, r + y)
    for sid, sh in g.shallows.items():
        ices = [xy[i] for i in sh.icebergs]
        if len(ices) == 2:
            x = (ices[0][0] + ices[1][0]) / 2
            y = (ices[0][1] + ices[1][1]) / 2
            if sh.seas:  # pull towards the sea it borders
                sx, sy = xy[sh.seas[0]]
                x, y = x + (sx - x) * 0.35, y + (sy - y) * 0.35
            elif not sid.startswith("edge."):
                x, y = x + 0.07, y - 0.07  # the diagonal Shallows: off the tile centre
        else:
            ix, iy = ices[0]
            tile = g.tile_of(sid)
            c, r = _GRID[g.position_of[tile]]
            x, y = ix + (ix - c - 0.5) * 0.75, iy + (iy - r - 0.5) * 0.75
        xy[sid] = (x, y)
    for did, d in g.docks.items():
        ix, iy = xy[d.iceberg]
        sx, sy = xy[d.sea]
        xy[did] = (ix + (sx - ix) * 0.55, iy + (sy - iy) * 0.55)
    for iid, ice in g.icebergs.items():
        ix, iy = xy[iid]
        for n, sid in enumerate(ice.shrines):
            xy[sid] = (ix - 0.08 + 0.08 * n, iy + 0.16)
    _XY_CACHE[key] = xy
    return xy


def tile_origin(position: str) -> tuple[int, int]:
    return _GRID[position]


# -- what an action is about -------------------------------------------------------------------------
def target_of(game: Any, action: Action) -> str | None:
    """The world place (Iceberg, Sea, Shallows, Dock, Shrine id, or a tile position) an action is about."""
    st = game.state
    if isinstance(action, (A.Hike, A.UseMap)):
        return action.to
    if isinstance(action, (A.Sail, A.SummonShip)):
        return action.dock
    if isinstance(action, A.DiscoverRegion):
        return action.position
    if isinstance(action, A.Gather):
        what, _, rest = action.take.partition(":")
        return rest.partition(":")[0] if what == "token" else rest
    if isinstance(action, A.FamiliarGather):
        return action.shallows
    if isinstance(action, A.PlaceStone):
        return action.shrine
    if isinstance(action, A.Trade):
        return st.world.traders.get(action.trader)
    if isinstance(action, (A.VisitLandmark, A.Delve)):
        return st.players[st.current].location
    return None


def warmth_cost(game: Any, action: Action) -> int | None:
    """The Warmth ``action`` costs now, from the engine's own movement functions (None: no Warmth cost)."""
    st = game.state
    if isinstance(action, (A.Hike, A.SummonShip, A.FamiliarGather, B.BattleReroll, B.BattleFamiliar)):
        return 1
    if isinstance(action, A.Sail):
        return exploration.sail_targets(st).get(action.dock)
    if isinstance(action, A.DiscoverRegion):
        if action.sea:
            return exploration.discover_options(st).get((action.position, action.sea))
        found = exploration.discover_targets(st).get(action.position)
        return found[1] if found else None
    if isinstance(action, A.Trade):
        at = st.world.traders.get(action.trader)
        p = st.players[st.current]
        if at is None or p.location not in geometry(st.world.layout).icebergs:
            return None
        return hike_distance(geometry(st.world.layout), at, p.location, st.world.revealed)
    return None


def world_targets(game: Any) -> dict[str, list[Action]]:
    """Legal actions grouped by the world place they are about."""
    out: dict[str, list[Action]] = {}
    for a in game.legal_actions():
        t = target_of(game, a)
        if t is not None:
            out.setdefault(t, []).append(a)
    return out


def village_targets(game: Any) -> dict[str, list[Action]]:
    """Legal actions grouped by Village space (placing a figure there, or the space's own actions)."""
    space_of = {A.BuyItem: "shop", A.TavernVisit: "tavern", A.TakeAlly: "springs", A.TakeBuildings: "yard",
                A.Academy: "academy"}
    out: dict[str, list[Action]] = {}
    for a in game.legal_actions():
        if isinstance(a, A.PlaceFigure):
            out.setdefault(a.space, []).append(a)
        elif type(a) in space_of:
            out.setdefault(space_of[type(a)], []).append(a)
    return out


def nice(card_id: str) -> str:
    return card_id.replace("-", " ").title()


# -- drawing -------------------------------------------------------------------------------------------
def draw(game: Any, fig: Any, *, presenter: bool = False, highlight: Any = True, view: str = "all",
         player: int | None = None, **options: Any) -> None:
    """Draw ``game`` into ``fig``: the areas of ``view`` ("all", "world", "village", "cave", "player").

    ``player`` is the seat looking: the "player" view shows only that board, and only that seat's Relics are
    named anywhere (the others show a count, FLOE-RELIC-HAND-1)."""
    if view not in VIEWS:
        raise ValueError(f"view must be one of {VIEWS}, not {view!r}")
    s = Style(presenter)
    fig.set_facecolor("white")
    full = (0.01, 0.01, 0.98, 0.95)
    if view == "all":
        rects = {"world": (0.0, 0.44, 0.43, 0.53), "village": (0.44, 0.44, 0.33, 0.53),
                 "cave": (0.78, 0.44, 0.22, 0.53), "players": (0.0, 0.0, 1.0, 0.42)}
    else:
        rects = {"players" if view == "player" else view: full}
    hl = bool(highlight)
    legal_moves = world_targets(game) if hl and ("world" in rects) else {}
    title = _headline(game)
    fig.text(0.5, 0.985, title, ha="center", va="top", fontsize=s.title, fontweight="bold")
    if "world" in rects:
        _draw_world(game, fig.add_axes(rects["world"]), s, legal_moves, compact=view == "all")
    if "village" in rects:
        _draw_village(game, fig.add_axes(rects["village"]), s, village_targets(game) if hl else {})
    if "cave" in rects:
        _draw_cave(game, fig.add_axes(rects["cave"]), s, hl)
    if "players" in rects:
        one = view == "player" and player is not None and 0 <= player < game.players
        seats = [player] if one else list(range(game.players))
        viewer = player if player is not None and 0 <= player < game.players else None
        _draw_players(game, fig.add_axes(rects["players"]), s, seats, compact=view == "all", viewer=viewer)


def _headline(game: Any) -> str:
    st = game.state
    if st.over:
        return f"Floe - game over; final scores {', '.join(f'P{i + 1} {v}' for i, v in enumerate(st.final_scores))}"
    t = st.turn
    text = f"Floe - round {st.round}, P{st.current + 1}: {t.kind or 'choosing a'} turn, phase {t.phase}"
    if st.pending is not None:
        text += f" - P{st.pending.seat + 1} chooses: {st.pending.prompt or st.pending.kind}"
    return text


def _add_collection(ax: Any, collection: Any) -> None:
    """Every panel sets its own limits: artists go in without updating the data limits (add_artist instead
    of add_patch, autolim=False), which was a good part of building a panel."""
    ax.add_collection(collection, autolim=False)


def _blank(ax: Any, label: str, xlim: tuple[float, float], ylim: tuple[float, float]) -> None:
    ax.set_label(label)
    ax.set_xlim(*xlim)
    ax.set_ylim(*ylim)
    ax.set_xticks([])
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)


def _draw_world(game: Any, ax: Any, s: Style, legal: dict[str, list[Action]], compact: bool = False) -> None:
    """The Region tiles; ``compact`` (the "all" view) leaves out the printed Shallows and feature words."""
    st = game.state
    w = st.world
    g = geometry(w.layout)
    xy = place_xy(game)
    _blank(ax, "world", (0, 3), (2.08, -0.02))
    ax.set_aspect("equal", anchor="N")
    ax.text(0.0, 2.07, "World (x east, y south). Rings: legal targets; '-n W' = Warmth it costs."
            + (" Shallows prints and features: World view." if compact else ""),
            fontsize=s.small, va="bottom", color="#444444")
    tiles, seas, ices, sand, docks, beacons = [], [], [], [], [], []
    for pos, tile in w.layout.items():
        c, r = _GRID[pos]
        up = tile in w.revealed
        tiles.append(Rectangle((c + 0.01, r + 0.01), 0.98, 0.98, facecolor=TILE_UP if up else TILE_DOWN))
        name = tile if up else "face down"
        ax.text(c + 0.5, r + 0.5 if not up else r + 0.985, nice(name) if up else "?", ha="center",
                va="center" if not up else "bottom", fontsize=s.big * (2 if not up else 0.8), color="#333333")
        if not up:
            ax.text(c + 0.5, r + 0.68, f"{pos} (face down)", ha="center", fontsize=s.small, color="#222222")
            continue
        seas.append(Rectangle((c + 0.02, r + 0.02), 0.96, 0.08, facecolor=SEA))
        seas.append(Rectangle((c + 0.02, r + 0.9), 0.96, 0.08, facecolor=SEA))
        seas.append(Rectangle((c + 0.02, r + 0.02), 0.08, 0.96, facecolor=SEA))
        seas.append(Rectangle((c + 0.9, r + 0.02), 0.08, 0.96, facecolor=SEA))
    _add_collection(ax, PatchCollection(tiles, match_original=True, edgecolor=s.edge, linewidth=s.line))
    _add_collection(ax, PatchCollection(seas, match_original=True, edgecolor="none"))
    open_tiles = set(w.revealed)
    for sid, sh in g.shallows.items():
        if not all(g.tile_of(p) in open_tiles for p in sh.icebergs + sh.seas):
            continue
        x, y = xy[sid]
        sand.append(RegularPolygon((x, y), 4, radius=0.045, facecolor=SAND))
        label = " ".join(_short(e) for e in sh.prints) + (" D" if sh.dive else "")
        if label and not compact:
            ax.text(x, y + 0.055, label, ha="center", va="top", fontsize=s.small * 0.8, color="#5A4A1A")
    for iid, ice in g.icebergs.items():
        if ice.tile not in open_tiles:
            continue
        x, y = xy[iid]
        ices.append(Circle((x, y), ICE_R, facecolor=ICE))
        if compact:
            continue
        words = [f for f in ice.features] + (["trader"] if ice.trader_start else [])
        ax.text(x, y - ICE_R - 0.005, iceberg_mark(iid) + (" " + ",".join(words) if words else ""), ha="center",
                va="bottom", fontsize=s.small * 0.8, color="#333333")
    for did, d in g.docks.items():
        if d.iceberg.split(".")[0] not in open_tiles:
            continue
        x, y = xy[did]
        # a Beacon Dock: darker and cross-hatched
        (beacons if d.beacon else docks).append(Rectangle((x - 0.025, y - 0.025), 0.05, 0.05))
    _add_collection(ax, PatchCollection(sand, match_original=True, edgecolor="#8A7440", linewidth=0.5))
    _add_collection(ax, PatchCollection(ices, match_original=True, edgecolor="#6A8CA8", linewidth=s.line))
    _add_collection(ax, PatchCollection(docks, facecolor="#C9A77C", edgecolor="#4A3A20", linewidth=0.5))
    _add_collection(ax, PatchCollection(beacons, facecolor="#8C6D46", edgecolor="#4A3A20", linewidth=0.5, hatch="xx",
                                      label="beacons"))
    # shrines
    shrine_patches = []
    for ice in g.icebergs.values():
        if ice.tile not in open_tiles:
            continue
        for sid in ice.shrines:
            x, y = xy[sid]
            owner = w.shrines.get(sid)
            face = SEAT_COLOURS[owner] if owner is not None else "#DDDDDD"
            shrine_patches.append(Rectangle((x - 0.03, y - 0.03), 0.06, 0.06, facecolor=face))
            if owner is not None:
                ax.text(x, y, str(owner + 1), ha="center", va="center", fontsize=s.small * 0.8)
    _add_collection(ax, PatchCollection(shrine_patches, match_original=True, edgecolor="#333333", linewidth=0.6))
    # tokens
    hexes = []
    for place, toks in w.tokens.items():
        if not toks or place not in xy:
            continue
        x, y = xy[place]
        dx = 0.07 if place in g.icebergs else 0.0
        hexes.append(RegularPolygon((x + dx, y + (0.02 if dx else 0.0)), 6, radius=0.033, facecolor="#FFF7CC"))
        if len(toks) > 1:  # one token: the hexagon alone
            ax.text(x + dx, y + (0.02 if dx else 0.0), str(len(toks)), ha="center", va="center", fontsize=s.small)
    _add_collection(ax, PatchCollection(hexes, match_original=True, edgecolor="#8A7440", linewidth=0.6))
    # ships, traders, landmarks
    for n, dock in enumerate(w.ships):
        if dock in xy:
            x, y = xy[dock]
            ax.add_artist(Polygon([(x - 0.05, y - 0.01), (x + 0.05, y - 0.01), (x + 0.03, y + 0.03),
                                  (x - 0.03, y + 0.03)], closed=True, facecolor=OKABE["blue"], edgecolor="black",
                                 linewidth=0.6))
            ax.text(x, y - 0.035, f"S{n + 1}", ha="center", va="bottom", fontsize=s.small, color=OKABE["blue"],
                    fontweight="bold")
    for iid in w.traders.values():
        if iid in xy:
            x, y = xy[iid]
            ax.add_artist(RegularPolygon((x - 0.075, y + 0.02), 4, radius=0.03, facecolor=OKABE["orange"],
                                        edgecolor="black", linewidth=0.6))
            ax.text(x - 0.075, y + 0.02, "T", ha="center", va="center", fontsize=s.small)
    for iid in w.landmarks:
        if iid in xy:
            x, y = xy[iid]
            ax.add_artist(RegularPolygon((x, y - 0.065), 5, radius=0.03, facecolor=OKABE["yellow"],
                                        edgecolor="black", linewidth=0.6))
            ax.text(x, y - 0.065, "L", ha="center", va="center", fontsize=s.small * 0.8)
    # figures
    for p in st.players:
        if p.location in xy:
            x, y = xy[p.location]
            ox = (p.seat - (len(st.players) - 1) / 2) * 0.045
            ax.add_artist(Circle((x + ox, y - 0.015), 0.024, facecolor=SEAT_COLOURS[p.seat], edgecolor="black",
                                linewidth=0.8, zorder=4))
            ax.text(x + ox, y - 0.015, f"{p.seat + 1}", ha="center", va="center", fontsize=s.small, zorder=5,
                    fontweight="bold")
        if p.familiar_shallows and p.familiar_shallows in xy:
            x, y = xy[p.familiar_shallows]
            ax.add_artist(RegularPolygon((x + 0.03 * p.seat, y - 0.01), 3, radius=0.025,
                                        facecolor=SEAT_COLOURS[p.seat], edgecolor="black", linewidth=0.6, zorder=4))
            ax.text(x + 0.03 * p.seat, y - 0.01, f"f{p.seat + 1}", ha="center", va="center",
                    fontsize=s.small * 0.7, zorder=5)
    # highlights
    rings = []
    for place, acts in legal.items():
        if place in xy:
            x, y = xy[place]
            radius = ICE_R + 0.02 if place in g.icebergs else 0.055
            rings.append(Circle((x, y), radius))
            costs = {c for c in (warmth_cost(game, a) for a in acts) if c}
            if costs:
                ax.text(x + radius * 0.7, y - radius * 0.7, "/".join(f"-{c}" for c in sorted(costs)) + " W",
                        fontsize=s.small, color="white", fontweight="bold", ha="left", va="bottom", zorder=6,
                        bbox={"boxstyle": "round,pad=0.15", "facecolor": MOVE_HL, "edgecolor": "none"})
        elif place in _GRID:
            c, r = _GRID[place]
            rings.append(Rectangle((c + 0.05, r + 0.05), 0.9, 0.9))
            costs = {c for c in (warmth_cost(game, a) for a in acts) if c}
            ax.text(c + 0.5, r + 0.85, "discover" + (f" -{min(costs)} W" if costs else ""), ha="center",
                    fontsize=s.text, color="white", fontweight="bold",
                    bbox={"boxstyle": "round,pad=0.2", "facecolor": MOVE_HL, "edgecolor": "none"})
    if rings:
        _add_collection(ax, PatchCollection(rings, facecolor="none", edgecolor=MOVE_HL, linewidth=2.2 * s.line,
                                          linestyle="--", zorder=6))


def _short(effect: str) -> str:
    name, _, n = effect.partition(":")
    return f"{n}{name[:2].title()}" if n else name[:3]


def _draw_village(game: Any, ax: Any, s: Style, legal: dict[str, list[Action]]) -> None:
    st = game.state
    v = st.village
    _blank(ax, "village", (0, 10), (0, 10))
    ax.add_artist(Rectangle((0, 0), 10, 10, facecolor="#FBF6EA", edgecolor=s.edge, linewidth=s.line))
    ax.text(5, 9.85, "Village", ha="center", va="top", fontsize=s.big, fontweight="bold")
    boxes, rings = [], []
    for i, space in enumerate(VILLAGE_SPACES):
        x0, y0 = space_box(i)
        boxes.append(Rectangle((x0, y0), 1.8, 2.6, facecolor="#F3E7C9"))
        if space in legal:
            rings.append(Rectangle((x0 - 0.06, y0 - 0.06), 1.92, 2.72))
        ax.text(x0 + 0.9, y0 + 2.45, space.title(), ha="center", va="top", fontsize=s.text, fontweight="bold")
        n = v.villagers.get(space, 0)
        ax.text(x0 + 0.9, y0 + 1.95, f"villagers {n}" + " " + "●" * n, ha="center", va="top", fontsize=s.small)
        here = [f"H{p.seat + 1}" for p in st.players if p.hero_space == space] + \
            [f"f{p.seat + 1}" for p in st.players if p.familiar_space == space]
        for k, who in enumerate(here):
            seat = int(who[1:]) - 1
            cx, cy = x0 + 0.35 + 0.55 * (k % 3), y0 + 1.2 - 0.55 * (k // 3)
            shape = Circle((cx, cy), 0.22) if who[0] == "H" else RegularPolygon((cx, cy), 3, radius=0.25)
            shape.set_facecolor(SEAT_COLOURS[seat])
            shape.set_edgecolor("black")
            shape.set_zorder(3)
            ax.add_artist(shape)
            ax.text(cx, cy, who, ha="center", va="center", fontsize=s.small * 0.9, zorder=4)
    _add_collection(ax, PatchCollection(boxes, match_original=True, edgecolor=s.edge, linewidth=s.line))
    if rings:
        _add_collection(ax, PatchCollection(rings, facecolor="none", edgecolor=MOVE_HL, linewidth=2.2 * s.line,
                                          linestyle="--", zorder=6))
    lines = [
        "Items: " + ", ".join(nice(i) for i in v.item_display),
        "Tavern: " + ", ".join(nice(c) for c in v.tavern_display) + "    Ally: " + ", ".join(nice(a) for a in
                                                                                            v.ally_display),
        "Buildings: " + "; ".join(f"{nice(t)} / {nice(b)}" for t, b in v.building_display),
        "Landmarks: " + ", ".join(_landmark_slot(v, c) for c in v.landmark_slots),
        "Elders: " + ", ".join(f"{nice(e).replace('Elder ', '')} ({['ready', 'flipped', 'gone'][k]})"
                               for e, k in v.elders.items()),
        "Achievements: " + ", ".join(f"{a}:{'-' if seat < 0 else 'P' + str(seat + 1)}"
                                     for a, seat in v.achievements.items()),
    ]
    ax.text(0.15, 5.75, "\n".join(_clip(line, 95) for line in lines), fontsize=s.small, va="top", linespacing=1.9)
    # the VP track: 0..top, Mayor and players
    top = max(30, v.mayor, *(p.vp for p in st.players))
    ax.add_artist(Rectangle((0.3, 1.5), 9.4, 0.35, facecolor="#EEEEEE", edgecolor="#555555", linewidth=0.6))
    ax.text(0.3, 1.95, f"VP track 0..{top}", fontsize=s.small, va="bottom")

    def vx(vp: int) -> float:
        return 0.3 + 9.4 * vp / top

    ax.add_artist(Line2D([vx(v.mayor)] * 2, [1.45, 1.9], color="black", linewidth=2))
    ax.text(vx(v.mayor), 1.35, f"M {v.mayor}", ha="center", va="top", fontsize=s.small, fontweight="bold")
    for p in st.players:
        ax.add_artist(Circle((vx(p.vp), 1.68), 0.15, facecolor=SEAT_COLOURS[p.seat], edgecolor="black",
                            linewidth=0.6))
        ax.text(vx(p.vp), 0.75 - 0.3 * p.seat, f"P{p.seat + 1} {p.vp}", ha="center", fontsize=s.small)


def _landmark_slot(v: Any, card: str | None) -> str:
    if card is None:
        return "(empty)"
    rumors = v.landmark_rumors.get(card, [])
    marks = "".join("." if r is None else str(r + 1) for r in rumors)
    return f"{nice(card)} [{marks}]"


def space_box(index: int) -> tuple[float, float]:
    """Lower-left corner of Village space ``index`` (clockwise order) in the village axes."""
    return 0.1 + 1.97 * index, 6.7


def _draw_cave(game: Any, ax: Any, s: Style, hl: bool) -> None:
    st = game.state
    cave = st.cave
    _blank(ax, "cave", (0, 4), (10, 0))
    ax.add_artist(Rectangle((0, 0), 4, 10, facecolor="#E9E4F0", edgecolor=s.edge, linewidth=s.line))
    ax.text(2, 0.1, "Cave", ha="center", va="top", fontsize=s.big, fontweight="bold")
    boxes = []
    fighting = st.battle.chamber if st.battle is not None else 0
    for i, ch in enumerate(cave.chambers):
        y = 0.6 + 0.95 * i
        boxes.append(Rectangle((0.1, y), 2.6, 0.85, facecolor="#FFFFFF" if ch.face_up else "#BBBBBB"))
        label = nice(ch.monster) if (ch.face_up and ch.monster) else ("(empty)" if not ch.monster else "? face down")
        ax.text(0.15, y + 0.08, f"{i + 1} {ch.kind}", fontsize=s.small, va="top", fontweight="bold")
        ax.text(0.15, y + 0.5, label, fontsize=s.small, va="center")
        if fighting == i + 1:
            ax.text(2.65, y + 0.08, "BATTLE", fontsize=s.small, va="top", ha="right", color=OKABE["vermillion"],
                    fontweight="bold")
        heroes = [p for p in st.players if p.cave_chamber == i + 1]
        for k, p in enumerate(heroes):
            ax.add_artist(Rectangle((0.2 + 0.3 * k, y + 0.6), 0.22, 0.22, facecolor=SEAT_COLOURS[p.seat],
                                   edgecolor="black", linewidth=0.5, zorder=3))
            ax.text(0.31 + 0.3 * k, y + 0.71, str(p.seat + 1), ha="center", va="center", fontsize=s.small * 0.8,
                    zorder=4)
    _add_collection(ax, PatchCollection(boxes, match_original=True, edgecolor=s.edge, linewidth=s.line))
    beaten = [p for p in st.players if p.cave_chamber > len(cave.chambers)]
    if beaten:
        ax.text(0.15, 5.45, "Boss beaten: " + ", ".join(f"P{p.seat + 1}" for p in beaten), fontsize=s.small)
    # loot zones and dive track
    ax.text(2.8, 0.6, "Loot 1-2:", fontsize=s.small, va="top", fontweight="bold")
    ax.text(2.8, 0.85, "\n".join(t.replace("loot-", "") for t in cave.loot[0]), fontsize=s.small * 0.85, va="top")
    ax.text(2.8, 2.5, "Loot 3-5:", fontsize=s.small, va="top", fontweight="bold")
    ax.text(2.8, 2.75, "\n".join(t.replace("loot-", "") for t in cave.loot[1]), fontsize=s.small * 0.85, va="top")
    ax.text(2.8, 4.4, "Dive track:", fontsize=s.small, va="top", fontweight="bold")
    ax.text(2.8, 4.65, "\n".join(f"{k + 1} {t.replace('dive-', '')}" for k, t in enumerate(cave.dive_track)),
            fontsize=s.small * 0.85, va="top")
    if st.battle is not None:
        _draw_battle(game, ax, s, st.battle, hl)


def _draw_battle(game: Any, ax: Any, s: Style, b: Any, hl: bool) -> None:
    ax.add_artist(Rectangle((0.05, 5.6), 3.9, 4.3, facecolor="#FFF3E6", edgecolor=OKABE["vermillion"],
                           linewidth=1.5 * s.line))
    ax.text(0.15, 5.7, f"Battle: {nice(b.monster) or 'test'} - health {b.health}, damage {b.damage}, "
            f"round {b.round}/{b.rounds}", fontsize=s.small, va="top", fontweight="bold")
    ax.text(0.15, 6.05, f"monster hits {b.base_damage}" + (f", ability {b.ability}" if b.ability != "none" else ""),
            fontsize=s.small * 0.9, va="top")
    # phases
    order = list(b.order) + ["rewards"]
    for k, ph in enumerate(order):
        x = 0.15 + 0.63 * k
        current = ph == b.phase
        done = ph in b.resolved
        ax.text(x, 6.55, ph, fontsize=s.small * 0.85, va="center", fontweight="bold" if current else "normal",
                color="black" if not done else "#777777",
                bbox={"boxstyle": "round,pad=0.15", "facecolor": OKABE["yellow"] if current else "white",
                      "edgecolor": "black" if current else "#BBBBBB"})
    # dice
    dice = []
    for k, d in enumerate(b.dice):
        x = 0.2 + 0.62 * (k % 6)
        y = 7.0 + 1.0 * (k // 6)
        dice.append(Rectangle((x, y), 0.5, 0.5, facecolor="#DDDDDD" if d.locked else "white"))
        icon = d.item_icon or d.face
        ax.text(x + 0.25, y + 0.25, ICON_GLYPH.get(icon, "?"), ha="center", va="center", fontsize=s.big)
        ax.text(x + 0.25, y + 0.55, f"{k + 1} {icon}" + (" L" if d.locked else ""), ha="center", va="top",
                fontsize=s.small * 0.75)
    _add_collection(ax, PatchCollection(dice, match_original=True, edgecolor="black", linewidth=s.line))
    extra = [f"{i.icon}" for i in b.icons]
    counts = ", ".join(f"{icon} {B.count(b, icon)}" for icon in B.ICONS if B.count(b, icon))
    ax.text(0.15, 9.1, f"icons: {counts or '-'}" + (f"  (+{', '.join(extra)})" if extra else ""),
            fontsize=s.small * 0.85, va="top")
    ax.text(0.15, 9.45, f"damage die {b.damage_die}; warmth lost {b.warmth_lost}; rerolls {b.rerolls}"
            + (f"; {b.outcome}" if b.outcome else ""), fontsize=s.small * 0.85, va="top")


def _draw_players(game: Any, ax: Any, s: Style, seats: list[int], compact: bool = False,
                  viewer: int | None = None) -> None:
    st = game.state
    n = max(1, len(seats))
    _blank(ax, "players", (0, 4 * n), (10, 0))
    for k, seat in enumerate(seats):
        _draw_board(game, ax, s, st.players[seat], 4 * k, compact, viewer)


def _relics_line(game: Any, owner: int, viewer: int | None) -> str:
    """"relics: 3 (hidden)" for others' hands, the names for one's own (FLOE-RELIC-HAND-1)."""
    hand = game.state.players[owner].relics
    names = visible_relics(game, owner, viewer)
    if names is None:
        return f"relics: {len(hand)} (hidden)"
    return f"relics ({len(names)}): " + (", ".join(nice(r) for r in names) or "-")


def _draw_board(game: Any, ax: Any, s: Style, p: Any, x0: float, compact: bool = False,
                viewer: int | None = None) -> None:
    """One player board; ``compact`` (the "all" view) counts the cards instead of naming them; Relic names
    only for the ``viewer``'s own hand (FLOE-RELIC-HAND-1)."""
    st = game.state
    colour = SEAT_COLOURS[p.seat]
    current = p.seat == st.current and not st.over
    ax.add_artist(Rectangle((x0 + 0.05, 0.05), 3.9, 9.9, facecolor="#FAFAFA", edgecolor=colour,
                           linewidth=(3.5 if current else 1.5) * s.line))
    ax.add_artist(Circle((x0 + 0.3, 0.45), 0.2, facecolor=colour, edgecolor="black", linewidth=0.6))
    ax.text(x0 + 0.3, 0.45, str(p.seat + 1), ha="center", va="center", fontsize=s.text, fontweight="bold")
    ax.text(x0 + 0.6, 0.3, f"P{p.seat + 1} {nice(p.hero)}" + (" (to play)" if current else ""), fontsize=s.text,
            fontweight="bold", va="center")
    ax.text(x0 + 0.6, 0.7, f"familiar {nice(p.familiar)}; VP {p.vp}; quest step {p.quest_step}", fontsize=s.small,
            va="center")
    # warmth track
    top = max_warmth(p)
    cells, blocked_cells = [], []
    for i in range(WARMTH_TRACK_TOP + 1):
        x = x0 + 0.15 + 0.34 * i
        blocked = i > top
        # a space blocked by a Rumor cube: grey and cross-hatched; the Warmth marker: orange with its number
        box = Rectangle((x, 1.1), 0.32, 0.45, facecolor="#CCCCCC" if blocked else
                        (OKABE["orange"] if i == p.warmth else "white"))
        (blocked_cells if blocked else cells).append(box)
        if i == p.warmth:
            ax.text(x + 0.16, 1.33, str(i), ha="center", va="center", fontsize=s.small * 0.8, fontweight="bold")
    _add_collection(ax, PatchCollection(cells, match_original=True, edgecolor="#555555", linewidth=0.5))
    _add_collection(ax, PatchCollection(blocked_cells, facecolor="#CCCCCC", edgecolor="#555555", linewidth=0.5,
                                      hatch="xx", label="rumors"))
    ax.text(x0 + 0.15, 1.75, f"Warmth {p.warmth}/{top} (hatched = Rumor cube; {p.rumors_available} Rumor to use)",
            fontsize=s.small, va="center")
    # resources with their Floe Stones
    where = {0: "track 0", 1: "track 1", 2: "Primed", 3: "Placed"}
    marks = []
    for i, r in enumerate(BASIC):
        y = 2.15 + 0.42 * i
        face, short = RESOURCE_STYLE[r]
        marks.append(Circle((x0 + 0.3, y), 0.15, facecolor=face))
    for i, m in enumerate(MERITS):
        y = 2.15 + 0.42 * i
        face, short = MERIT_STYLE[m]
        marks.append(RegularPolygon((x0 + 2.45, y), 4, radius=0.17, facecolor=face))
    _add_collection(ax, PatchCollection(marks, match_original=True, edgecolor="black", linewidth=0.5))
    for i, r in enumerate(BASIC):
        ax.text(x0 + 0.55, 2.15 + 0.42 * i, f"{r} {p.resources[r]}  stone: {where[p.stones[r]]}", fontsize=s.small,
                va="center")
    for i, m in enumerate(MERITS):
        ax.text(x0 + 2.68, 2.15 + 0.42 * i, f"{m} {p.merits[m]}", fontsize=s.small, va="center")
    chest = {-1: "Chest", 0: "centre", 1: "Key"}.get(p.chest_key, str(p.chest_key))
    lines = [
        f"Soda {p.soda}   Crystals {p.crystals}   hero dice {p.hero_dice}   chest/key: {chest}",
        f"tokens {len(p.tokens)}/6, treasures {len(p.treasures)}, items {len(p.items)}, allies {len(p.allies)}",
        f"buildings {len(p.buildings)}, relics {len(p.relics)}, cave chamber {min(p.cave_chamber, 5)}",
        f"at {p.location}" + (f" ({p.hero_space})" if p.hero_space else ""),
        "names: the Player boards view",
    ] if compact else [
        f"Soda {p.soda}   Crystals {p.crystals}   hero dice {p.hero_dice}   chest/key: {chest}",
        f"tokens ({len(p.tokens)}/6): " + ", ".join(f"{k} {n}" for k, n in _token_kinds(p.tokens).items()),
        "treasures: " + (", ".join(nice(t) for t in p.treasures) or "-"),
        "items: " + (", ".join(nice(i) + ("+" if i in p.items_upgraded else "") for i in p.items) or "-"),
        "allies: " + (", ".join(nice(a) for a in p.allies) or "-"),
        "buildings: " + "; ".join(f"{nice(t)}/{nice(b)}" for t, b in p.buildings),
        _relics_line(game, p.seat, viewer) + f"   cave chamber {min(p.cave_chamber, 5)}"
        + (" boss beaten" if p.cave_chamber > 5 else ""),
        f"where: {p.location}" + (f", hero at {p.hero_space}" if p.hero_space else "")
        + (f", familiar at {p.familiar_space or p.familiar_shallows}" if (p.familiar_space or p.familiar_shallows)
           else ""),
        f"landmarks {len(p.landmarks_visited)}, regions {p.regions_discovered}, beaten {', '.join(p.defeated) or '-'}",
    ]
    ax.text(x0 + 0.15, 4.0, "\n".join(_clip(line, 70) for line in lines), fontsize=s.small, va="top",
            linespacing=1.9)
    if st.pending is not None and st.pending.seat == p.seat:
        ax.text(x0 + 0.15, 8.9, _clip(f"Choose: {st.pending.prompt or st.pending.kind}", 70), fontsize=s.small,
                va="top", color="white", fontweight="bold",
                bbox={"boxstyle": "round,pad=0.2", "facecolor": MOVE_HL, "edgecolor": "none"})


def _token_kinds(tokens: list[str]) -> dict[str, int]:
    """potion-07, crate-02, potion-01 -> {"potion": 2, "crate": 1} (the token ids name their kind)."""
    kinds: dict[str, int] = {}
    for tok in tokens:
        kind = tok.split("-")[0]
        kinds[kind] = kinds.get(kind, 0) + 1
    return kinds


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


# -- clicks --------------------------------------------------------------------------------------------
def actions_at(game: Any, axes_label: str, x: float, y: float) -> list[Action]:
    """The legal actions a click at (x, y) of the axes ``axes_label`` may mean."""
    if axes_label == "world":
        targets = world_targets(game)
        xy = place_xy(game)
        best, dist = None, HIT_R
        for place in targets:
            if place in xy:
                px, py = xy[place]
                limit = ICE_R if place in geometry(game.state.world.layout).icebergs else HIT_R * 0.6
                d = ((px - x) ** 2 + (py - y) ** 2) ** 0.5
                if d <= max(limit, dist) and (best is None or d < dist):
                    best, dist = place, d
        if best is not None:
            return list(targets[best])
        for place, acts in targets.items():
            if place in _GRID:
                c, r = _GRID[place]
                if c <= x < c + 1 and r <= y < r + 1:
                    return list(acts)
        return []
    if axes_label == "village":
        for i, space in enumerate(VILLAGE_SPACES):
            x0, y0 = space_box(i)
            if x0 <= x <= x0 + 1.8 and y0 <= y <= y0 + 2.6:
                return list(village_targets(game).get(space, []))
        return []
    if axes_label == "cave":
        return [a for a in game.legal_actions() if isinstance(a, A.Delve)]
    return []


__all__ = ["FIGSIZE", "VIEWS", "actions_at", "draw", "place_xy", "target_of", "warmth_cost", "world_targets",
           "village_targets", "space_box"]
