"""The world: the Region tiles with their Icebergs, Seas, Shallows, Docks and Shrines named as the
controls name them, and on top the tokens, Ships, Traders, Landmarks, Heroes and Familiars."""

from __future__ import annotations

import functools
from typing import Any

import numpy as np
from matplotlib.backends.backend_agg import RendererAgg
from matplotlib.collections import PatchCollection
from matplotlib.patches import Circle, FancyBboxPatch, Polygon, Rectangle, RegularPolygon

from floe_widgets.i18n import text, tr
from floe_widgets.views.picture import TextSprites

from ..names import amount_said
from ..place_names import region_name, short_name
from ..world import geometry
from . import style as S
from .panel import Panel
from .places import ICE_R, place_xy, tile_boxes, warmth_cost, world_size
from .tickets import Box, place_tickets

#: a token's hexagon: its radius, in data units
TOKEN_R = 0.035


class WorldPanel(Panel):
    label = "world"
    #: what a cost badge's leaving its Region tile weighs against covering a piece (1000) or a text or another
    #: ring (10,000): retail's badge would rather hang over the tile's edge than cover a token or a Ship
    off_tile = 500

    def __init__(self, fig: Any, rect: tuple[float, float, float, float], theme: Any, state: Any,
                 compact: bool) -> None:
        w = state.world
        width, height = world_size(w.layout, list(w.revealed))
        super().__init__(fig, rect, theme, (0, width), (height, 0.0), equal=True, anchor="N")
        self.ax.apply_aspect()
        #: the map's edges: a badge stays inside them
        self.map_box = (0.0, 0.0, width, height)
        self.compact = compact
        # where an iceberg's name, its features and the figures on it stand (in iceberg radii below its
        # centre): presenter type is larger against the tile, so the three lines stand further apart
        self.name_dy, self.feature_dy, self.figure_dy = (-0.6, -0.16, 0.47) if theme.presenter else (-0.55, -0.18, 0.22)
        self.geo = geometry(w.layout)
        #: each position's Region tile (x, y, width, height), revealed or not
        self.region_boxes = list(tile_boxes(w.layout, list(w.revealed)).values())
        #: where each place is drawn: a Shallows' ticket may stand off its Shallows' point (see tickets.py), and
        #: its ring, its Familiars and a click on it follow the ticket
        self.xy = dict(place_xy(state))
        #: each player's Familiar by its name, drawn beside it when it gathers on a Shallows
        self.familiar_names = [self.familiar_name(p) for p in state.players]
        self.unit = 1.0 / max(self.px_per_unit(), 1e-6)   # data units per screen pixel
        #: the boxes of the texts drawn once (the icebergs' names and features), which a Familiar's name avoids
        self.label_boxes: list[Box] = []
        #: each Shallows' ticket by its Shallows, and the box it takes
        self.tickets: dict[str, Box] = {}
        self._build(state)
        self.built()

    def u(self, px: float) -> float:
        """``px`` screen pixels in data units."""
        return px * self.unit

    # -- words an edition may put otherwise (Floe 2024 draws the same boards in Japanese) ----------------
    def region_title(self, tile: str) -> str:
        return region_name(tile)

    def familiar_name(self, player: Any) -> str:
        """A player's Familiar by its name ("Snow Owl")."""
        return S.nice(player.familiar)

    def iceberg_label(self, iceberg: str) -> str:
        return short_name(self.geo, iceberg)

    def cost(self, game: Any, action: Any) -> int | None:
        """The Warmth ``action`` costs now (None: none)."""
        return warmth_cost(game, action)

    def cost_label(self, costs: list[int]) -> str:
        return tr("{costs} W", costs="/".join(f"-{c}" for c in costs))

    def ring_label(self, place: str, costs: list[int]) -> str | None:
        """The label beside a highlighted place's ring (None: none): what its actions cost."""
        return self.cost_label(costs) if costs else None

    def discover_label(self, costs: list[int]) -> str:
        return tr("discover -{cost} W", cost=costs[0]) if costs else tr("discover")

    def _build(self, state: Any) -> None:
        th, w, g, xy = self.theme, state.world, self.geo, self.xy
        boxes = tile_boxes(w.layout, list(w.revealed))
        tiles, seas = [], []
        for pos, tile in w.layout.items():
            x, y, bw, bh = boxes[pos]
            up = tile in w.revealed
            tiles.append(Rectangle((x + 0.01, y + 0.01), bw - 0.02, bh - 0.02,
                                   facecolor=S.TILE_UP if up else S.TILE_DOWN))
            if not up:
                self.text(x + bw / 2, y + bh / 2, "?", px=th.title_px * 1.4, bold=True, ha="center", va="center")
                half = self.u(th.title_px * th.scale)
                self.label_boxes.append((x + bw / 2 - half, y + bh / 2 - half, x + bw / 2 + half, y + bh / 2 + half))
                continue
            above = y < 0.5   # top row: name above the tile; bottom row: below it
            title = self.text(x + 0.5, y - 0.01 if above else y + bh + 0.01, self.region_title(tile), px=th.text_px,
                              bold=True, ha="center", va="bottom" if above else "top")
            self.label_boxes.append(self._box_of(title))
            for sx, sy, sw, sh in ((0.02, 0.02, 0.96, 0.08), (0.02, 0.9, 0.96, 0.08), (0.02, 0.02, 0.08, 0.96),
                                   (0.9, 0.02, 0.08, 0.96)):
                seas.append(Rectangle((x + sx, y + sy), sw, sh, facecolor=S.SEA))
        self.collection(PatchCollection(tiles, match_original=True, edgecolor=th.ink, linewidth=1.0, zorder=1))
        self.collection(PatchCollection(seas, match_original=True, edgecolor="none", zorder=1))
        open_places = set(xy)
        sand, ices, docks, beacons, shrines = [], [], [], [], []
        tickets: dict[str, Any] = {}
        for sid, sh in g.shallows.items():
            if sid not in open_places:
                continue
            x, y = xy[sid]
            words = [*(_short_print(e) for e in sh.prints), *([tr("dive")] if sh.dive else [])]
            if self.compact or not words:
                sand.append(RegularPolygon((x, y), 4, radius=0.05, facecolor=S.SAND))
                continue
            # the world view: the Shallows as a sand ticket carrying what is printed on it
            tickets[sid] = self.text(x, y, "\n".join(words), ha="center", va="center", color="#4A3A10",
                                     linespacing=1.0, zorder=3,
                                     bbox={"boxstyle": "round,pad=0.2", "facecolor": S.SAND, "edgecolor": "#8A7440",
                                           "linewidth": 0.6})
        for iid, ice in g.icebergs.items():
            if iid not in open_places:
                continue
            x, y = xy[iid]
            ices.append(Circle((x, y), ICE_R, facecolor=S.ICE))
            name = self.text(x, y + ICE_R * self.name_dy, self.iceberg_label(iid), bold=True, ha="center",
                             va="center")
            self.label_boxes.append(self._box_of(name))
            if not self.compact:
                words = [tr(f) for f in [*ice.features, *(["trader"] if ice.trader_start else [])]]
                if words:
                    features = self.text(x, y + ICE_R * self.feature_dy, tr(", ").join(words), ha="center",
                                         va="center", color=th.muted)
                    self.label_boxes.append(self._box_of(features))
            for sid in ice.shrines:
                sx, sy = xy[sid]
                shrines.append(Rectangle((sx - 0.028, sy - 0.028), 0.056, 0.056, facecolor="#DDDDDD"))
        for did, d in g.docks.items():
            if did not in open_places:
                continue
            x, y = xy[did]
            (beacons if d.beacon else docks).append(Rectangle((x - 0.03, y - 0.03), 0.06, 0.06))
        self._place_tickets(state, tickets, [p.xy for p in sand])
        #: the Shallows diamonds (the table overview's Shallows, and those with nothing printed)
        self.diamonds: list[Box] = [(x - 0.05, y - 0.05, x + 0.05, y + 0.05) for x, y in (p.xy for p in sand)]
        self.collection(PatchCollection(sand, match_original=True, edgecolor="#8A7440", linewidth=0.6, zorder=2))
        self.collection(PatchCollection(ices, match_original=True, edgecolor="#6A8CA8", linewidth=1.2, zorder=2))
        self.collection(PatchCollection(docks, facecolor=S.DOCK, edgecolor="#4A3A20", linewidth=0.6, zorder=2))
        self.collection(PatchCollection(beacons, facecolor=S.BEACON, edgecolor="#4A3A20", linewidth=0.6, hatch="xx",
                                        zorder=2, label="beacons"))
        self.collection(PatchCollection(shrines, match_original=True, edgecolor="#333333", linewidth=0.6, zorder=2))

    def _place_tickets(self, state: Any, tickets: dict[str, Any], diamonds: list[tuple[float, float]]) -> None:
        """Move each ticket where it covers no token's hexagon (wherever a token may lie: on any Iceberg or
        Sea), no Ship or Dock, no Shallows diamond, name or ticket placed before it, and stays on its Region
        tile (:func:`place_tickets`); its Shallows' point follows it."""
        g, xy, u = self.geo, self.xy, self.u
        tiles = tile_boxes(state.world.layout, list(state.world.revealed))
        tokens = [self.token_spot(p) for p in [*g.icebergs, *g.seas] if p in xy]
        avoid: list[Box] = [(x - TOKEN_R, y - TOKEN_R, x + TOKEN_R, y + TOKEN_R) for x, y in tokens]
        hull_w, hull_h = max(u(16), 0.031), max(u(9), 0.031)   # a Ship over its Dock (see update), or the Dock
        avoid += [(xy[d][0] - hull_w, xy[d][1] - hull_h, xy[d][0] + hull_w, xy[d][1] + hull_h) for d in g.docks
                  if d in xy]
        avoid += [(x - 0.05, y - 0.05, x + 0.05, y + 0.05) for x, y in diamonds]
        avoid += self.label_boxes
        discs = [(*xy[i], ICE_R) for i in g.icebergs if i in xy]
        order = sorted(tickets)
        # a pixel kept clear round each ticket: it is then moved to a whole pixel
        boxes = [self._box_of(tickets[sid], clear_px=1.0) for sid in order]
        within = []
        for sid in order:   # inside its tile's edge
            tx, ty, tw, th = tiles[g.position_of[g.tile_of(sid)]]
            within.append((tx + 0.01, ty + 0.01, tx + tw - 0.01, ty + th - 0.01))
        spots = place_tickets(tuple(boxes), tuple(within), tuple(avoid), tuple(discs))
        for sid, box, placed in zip(order, boxes, spots, strict=True):
            dx, dy = placed[0] - box[0], placed[1] - box[1]
            if dx or dy:
                ax, ay = tickets[sid].get_position()
                tickets[sid].set_position(self._on_pixel(ax + dx, ay + dy))
                xy[sid] = (xy[sid][0] + dx, xy[sid][1] + dy)
            self.tickets[sid] = placed

    def ship_spots(self, state: Any) -> dict[int, tuple[float, float]]:
        """Where each Ship (by its index) is drawn: over its Dock; Ships at one Dock one above the other."""
        at: dict[str, list[int]] = {}
        for n, dock in enumerate(state.world.ships):
            if dock in self.xy:
                at.setdefault(dock, []).append(n)
        spots = {}
        for dock, ships in at.items():
            x, y = self.xy[dock]
            for k, n in enumerate(ships):
                spots[n] = (x, y + (k - (len(ships) - 1) / 2) * self.u(18))
        return spots

    def ship_boxes(self, state: Any) -> list[Box]:
        """The boxes the Ships' hulls take."""
        u = self.u
        return [(x - u(16), y - u(9), x + u(16), y + u(9)) for x, y in self.ship_spots(state).values()]

    def token_spot(self, place: str) -> tuple[float, float]:
        """Where the tokens on ``place`` (an Iceberg or a Sea) are drawn: on a Sea at its point, on an Iceberg
        beside its name."""
        x, y = self.xy[place]
        return (x + ICE_R * 0.74, y - ICE_R * 0.45) if place in self.geo.icebergs else (x, y)

    # -- the dynamic layer ------------------------------------------------------------------------
    def costs(self, game: Any, highlight: dict[str, list[Any]]) -> dict[str, list[int]]:
        """Per highlighted place, the Warmth its actions cost (in the order the places came)."""
        return {place: sorted({c for c in (self.cost(game, a) for a in acts) if c})
                for place, acts in highlight.items()}

    @staticmethod
    def key(state: Any, costs: dict[str, list[int]]) -> Any:
        """What :meth:`update` reads: a change means the panel is drawn again."""
        w = state.world
        return (repr(w.shrines), repr(w.tokens), repr(w.ships), repr(w.traders), repr(w.landmarks),
                tuple((p.seat, p.location, p.familiar_shallows) for p in state.players),
                tuple((place, tuple(c)) for place, c in costs.items()))

    def foreseen_texts(self) -> list[Any]:
        """The familiars' names beside their Shallows."""
        return [self.foreseen_text(name, ha="left", va="center") for name in self.familiar_names]

    def update(self, state: Any, costs: dict[str, list[int]]) -> None:
        self.clear()
        w, xy = state.world, self.xy
        owned = []
        for sid, owner in w.shrines.items():
            if owner is not None and sid in xy:
                x, y = xy[sid]
                owned.append(Rectangle((x - 0.028, y - 0.028), 0.056, 0.056, facecolor=S.SEAT_COLOURS[owner]))
        self.collection(PatchCollection(owned, match_original=True, edgecolor="black", linewidth=0.8, zorder=3))
        hexes = []
        for place, toks in w.tokens.items():
            if not toks or place not in xy:
                continue
            x, y = self.token_spot(place)
            hexes.append(RegularPolygon((x, y), 6, radius=TOKEN_R, facecolor=S.TOKEN))
            if len(toks) > 1:   # one token: the hexagon alone
                self.text(x, y, str(len(toks)), ha="center", va="center", zorder=6)
        self.collection(PatchCollection(hexes, match_original=True, edgecolor="#8A7440", linewidth=0.7, zorder=4))
        for n, (x, y) in self.ship_spots(state).items():   # a boat over its dock, its number on the hull
            half, h = self.u(15), self.u(16)
            self.patch(Polygon([(x - half, y - h / 2), (x + half, y - h / 2), (x + half * 0.7, y + h / 2),
                                (x - half * 0.7, y + h / 2)], closed=True, facecolor=S.SHIP, edgecolor="black",
                               linewidth=0.6, zorder=5))
            self.text(x, y, str(n + 1), bold=True, ha="center", va="center", color="white", zorder=6)
        for iid in w.traders.values():
            if iid in xy:
                x, y = xy[iid]
                self.patch(RegularPolygon((x - ICE_R * 0.62, y - ICE_R * 0.55), 4, radius=0.035, facecolor=S.TRADER,
                                          edgecolor="black", linewidth=0.6, zorder=4))
        for iid in w.landmarks:
            if iid in xy:
                x, y = xy[iid]
                self.patch(RegularPolygon((x, y + ICE_R * 0.35), 5, radius=0.03, facecolor=S.LANDMARK,
                                          edgecolor="black", linewidth=0.6, zorder=4))
        familiars = self._figures(state)
        self._highlights(state, costs, familiars)

    def _figures(self, state: Any) -> list[Box]:
        """The heroes on their places and the Familiars beside their Shallows; returns the boxes the
        Familiars' names (or seat numbers) take."""
        xy = self.xy
        here: dict[str, list[int]] = {}
        for p in state.players:
            if p.location in xy:
                here.setdefault(p.location, []).append(p.seat)
        step = self.u(15)
        for place, seats in here.items():
            x, y = xy[place]
            for k, seat in enumerate(seats):
                cx = x + (k - (len(seats) - 1) / 2) * step
                cy = y + ICE_R * self.figure_dy
                self.patch(Circle((cx, cy), self.u(7.5), facecolor=S.SEAT_COLOURS[seat], edgecolor="black",
                                  linewidth=0.8, zorder=6))
                self.text(cx, cy, str(seat + 1), bold=True, ha="center", va="center",
                          zorder=7)
        placed = self._taken(state)
        taken = len(placed)
        for p in state.players:
            if p.familiar_shallows and p.familiar_shallows in xy:
                name = self.familiar_names[p.seat]
                spot = self._familiar_spot(p.familiar_shallows, name, placed)
                if spot is None:   # no room for its name: its seat's number on it, as on the hero's disc
                    fx, fy = self._familiar_spot(p.familiar_shallows, "", placed, anyway=True)
                    fx += self.u(2)
                    self.patch(RegularPolygon((fx, fy), 3, radius=self.u(12), facecolor=S.SEAT_COLOURS[p.seat],
                                              edgecolor="black", linewidth=0.7, zorder=6))
                    self.text(fx, fy - self.u(3), str(p.seat + 1), bold=True, ha="center", va="center", zorder=7)
                    continue
                fx, fy = spot
                self.patch(RegularPolygon((fx, fy), 3, radius=self.u(9), facecolor=S.SEAT_COLOURS[p.seat],
                                          edgecolor="black", linewidth=0.7, zorder=6))
                self.text(fx + self.u(10), fy, name, ha="left", va="center", zorder=7)
        return placed[taken:]

    def _box_of(self, text: Any, clear_px: float = 0.0) -> Box:
        """The box ``text`` covers on screen (with its sand box, if it has one) and ``clear_px`` figure pixels
        around it, in data units: measured as it will be drawn (once per process for each text and style)."""
        (a, b, c), (d, e, f) = self._matrices()[0]
        x, y = text.get_position()
        px, py = a * x + b * y + c, d * x + e * y + f   # its anchor, in figure pixels
        key = (TextSprites.key(text), self.fig.dpi)
        extent = _EXTENTS.get(key)
        if extent is None:
            renderer = _measurer(self.fig.dpi)
            box = text.get_window_extent(renderer)
            pad = 0.0
            patch = text.get_bbox_patch()
            if patch is not None:   # the box reaches past the words by its pad (in font sizes) and half its edge
                pad = (patch.get_boxstyle().pad * renderer.points_to_pixels(text.get_fontsize())
                       + renderer.points_to_pixels(patch.get_linewidth()) / 2)
            if len(_EXTENTS) >= 4096:
                _EXTENTS.clear()
            extent = _EXTENTS[key] = (box.x0 - pad - px, box.y0 - pad - py, box.x1 + pad - px, box.y1 + pad - py)
        x0, y0 = self.data_point(px + extent[0] - clear_px, py + extent[1] - clear_px)
        x1, y1 = self.data_point(px + extent[2] + clear_px, py + extent[3] + clear_px)
        return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))

    def _taken(self, state: Any) -> list[Box]:
        """The boxes a Familiar's name must not cover: the Shallows' tickets, the Ships and the tokens on the
        seas (the icebergs, with their names, figures and tokens, are kept clear as circles)."""
        return [*self.tickets.values(), *self._marks(state), *self.label_boxes]

    def _pieces(self, state: Any) -> list[Box]:
        """The boxes the Traders and Landmarks take (the tokens, Ships and heroes: :meth:`_marks`)."""
        xy, u, boxes = self.xy, self.u, []
        for iid in state.world.traders.values():
            if iid in xy:
                x, y = xy[iid][0] - ICE_R * 0.62, xy[iid][1] - ICE_R * 0.55
                boxes.append((x - 0.035 - u(1), y - 0.035 - u(1), x + 0.035 + u(1), y + 0.035 + u(1)))
        for iid in state.world.landmarks:
            if iid in xy:
                x, y = xy[iid][0], xy[iid][1] + ICE_R * 0.35
                boxes.append((x - 0.03 - u(1), y - 0.03 - u(1), x + 0.03 + u(1), y + 0.03 + u(1)))
        return boxes

    def _marks(self, state: Any, numbers: bool = False) -> list[Box]:
        """The boxes the Ships, the tokens and each row of heroes' discs take; with ``numbers``, only the
        numbers drawn on them (a Ship's, a count of tokens, the heroes' seats)."""
        xy, u = self.xy, self.u
        boxes = [(x - u(6), y - u(8), x + u(6), y + u(8)) for x, y in self.ship_spots(state).values()] if numbers \
            else self.ship_boxes(state)
        for t, toks in state.world.tokens.items():
            if t in xy and len(toks) > numbers:
                x, y = self.token_spot(t)
                boxes.append((x - u(5), y - u(8), x + u(5), y + u(8)) if numbers else
                             (x - 0.04, y - 0.04, x + 0.04, y + 0.04))
        here: dict[str, int] = {}
        for p in state.players:   # the heroes' discs, in a row below an iceberg's name
            if p.location in xy:
                here[p.location] = here.get(p.location, 0) + 1
        for place, n in here.items():
            x, y = xy[place][0], xy[place][1] + ICE_R * self.figure_dy
            boxes.append((x - u(7.5 * n + 4), y - u(9), x + u(7.5 * n + 4), y + u(9)))
        return boxes

    def _familiar_spot(self, sid: str, name: str, placed: list[Box],
                       anyway: bool = False) -> tuple[float, float] | None:
        """Where a Familiar's triangle goes (its name follows on the right) beside Shallows ``sid``: right of
        the Shallows' ticket, else left of it, above, below or at a corner (y grows down), the first spot that
        covers nothing in ``placed`` and stays on the Shallows' Region tile (None if none is free, unless
        ``anyway``: then the spot on the tile that covers least); the box it takes joins ``placed``."""
        x, y = self.xy[sid]
        px = self.theme.small_px   # (u() scales it for the presenter)
        w, h = self.u(S.text_width(name, px) + 24), self.u(max(px * 1.4, 20))
        ticket = self.tickets.get(sid)
        hw = (ticket[2] - ticket[0]) / 2 + self.u(2) if ticket else self.u(10)
        hh = (ticket[3] - ticket[1]) / 2 + self.u(2) if ticket else self.u(10)
        spots = [(x + hw, y - h / 2), (x - hw - w, y - h / 2), (x - w / 2, y - hh - h), (x - w / 2, y + hh),
                 (x + hw, y - hh - h), (x + hw, y + hh), (x - hw - w, y - hh - h), (x - hw - w, y + hh)]

        # the Region tile the Shallows' point is on: its Familiar's name stays on it
        tile = next(((bx, by, bx + bw, by + bh) for bx, by, bw, bh in self.region_boxes
                     if bx <= x <= bx + bw and by <= y <= by + bh), (-1e9, -1e9, 1e9, 1e9))

        def covered(spot: tuple[float, float]) -> int:
            box = (spot[0], spot[1], spot[0] + w, spot[1] + h)
            off = box[0] < tile[0] or box[1] < tile[1] or box[2] > tile[2] or box[3] > tile[3]
            return 1000 * off + sum(box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3]
                                    for b in placed)

        free = [spot for spot in spots if not covered(spot)]
        if not free and not anyway:
            return None
        bx, by = free[0] if free else min(spots, key=covered)
        placed.append((bx, by, bx + w, by + h))
        return bx + self.u(10), by + h / 2

    def _highlights(self, state: Any, legal: dict[str, list[int]], familiars: list[Box]) -> None:
        th, g, xy = self.theme, self.geo, self.xy
        boxes = tile_boxes(state.world.layout, list(state.world.revealed))
        rings, shapes = [], {}
        for place in legal:
            if place in xy:
                x, y = xy[place]
                if place in self.tickets:   # a Shallows' ticket: ringed round its edge, so no dash crosses its words
                    x0, y0, x1, y1 = self.tickets[place]
                    pad = self.u(2)
                    rings.append(FancyBboxPatch((x0 - pad, y0 - pad), x1 - x0 + 2 * pad, y1 - y0 + 2 * pad,
                                                boxstyle=f"round,pad=0,rounding_size={self.u(4)}"))
                    shapes[place] = ((x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 + pad, (y1 - y0) / 2 + pad, 0.0)
                else:
                    radius = ICE_R + 0.02 if place in g.icebergs else 0.06
                    rings.append(Circle((x, y), radius))
                    shapes[place] = (x, y, 0.0, 0.0, radius)
            elif place in boxes:
                x, y, bw, bh = boxes[place]
                rings.append(Rectangle((x + 0.04, y + 0.04), bw - 0.08, bh - 0.08))
                self.text(x + bw / 2, y + bh - 0.06, self.discover_label(legal[place]),
                          color="white", bold=True, ha="center", va="bottom", zorder=8, rotation=90 if bw < 0.5 else 0,
                          bbox={"boxstyle": "round,pad=0.2", "facecolor": S.MOVE_HL, "edgecolor": "none"})
        if rings:
            # under the tickets (zorder 3) and the pieces: a ring passing by a ticket never crosses its words
            self.collection(PatchCollection(rings, facecolor="none", edgecolor=S.MOVE_HL, linewidth=2.4 * th.scale,
                                            linestyle="--", zorder=2.5))
        texts = [*self.tickets.values(), *familiars, *self.label_boxes, *self._marks(state, numbers=True)]
        marks = [*self._marks(state), *self.diamonds, *self._pieces(state)]
        for place, shape in shapes.items():
            if label := self.ring_label(place, legal[place]):
                # on the tile it stands on (a Shallows on a tiles' edge: the tile its point is on)
                x, y = shape[:2]
                tile = next(((bx, by, bx + bw, by + bh) for bx, by, bw, bh in boxes.values()
                             if bx <= x <= bx + bw and by <= y <= by + bh), (-1e9, -1e9, 1e9, 1e9))
                badge = self.text(x, y, label, color="white", bold=True, ha="center", va="center", zorder=8,
                                  bbox={"boxstyle": "round,pad=0.15", "facecolor": S.MOVE_HL, "edgecolor": "none"})
                others = [other for p, other in shapes.items() if p != place]
                badge.set_position(self._on_pixel(*self._badge_spot(badge, shape, others, texts, marks, tile)))

    def _badge_spot(self, badge: Any, ring: Ring, rings: list[Ring], texts: list[Box], marks: list[Box],
                    within: Box) -> tuple[float, float]:
        """Where a ring's badge (a text centred on its anchor) goes: touching its ``ring`` from outside (its edge
        on the ring's dashed line, else its middle on the line, else half a line clear of it), at the first of 24
        directions round it (lower right first, then the other corners, the sides and the directions between;
        y grows down) or slid along a side, where it stays on the map, covers no other ring of ``rings`` (so it
        plainly prices one target), nothing in ``texts`` (names, the numbers on the marks, the badges placed
        before it) and nothing in ``marks`` (Ships, tokens, heroes), and stays on its Region tile ``within``
        (see :attr:`off_tile`); else where it covers least: a mark's edge before it leaves its ring, and it
        leaves its ring (a line at a time) before it covers a text or another ring.  The box it takes joins
        ``texts``."""
        x0, y0, x1, y1 = self._box_of(badge, clear_px=1.0)
        bx, by = badge.get_position()
        # its box round its anchor (half widths), and the anchor's offset from the box's middle
        a, b, ox, oy = (x1 - x0) / 2, (y1 - y0) / 2, bx - (x0 + x1) / 2, by - (y0 + y1) / 2
        stroke = self.u(2.4 * self.fig.dpi / 72 / 2 + 1)   # half the dashed line, and a pixel clear
        cx, cy, hx, hy, r = ring
        half = self.u(2.4 * self.fig.dpi / 72 / 2)   # half the dashed line's width
        # its edge on the ring's line; its middle on the line; its edge half a line clear of the line's edge
        reaches = [lambda ux, uy: _reach(ux, uy, hx + a, hy + b, r), lambda ux, uy: _reach(ux, uy, hx, hy, r),
                   lambda ux, uy: _reach(ux, uy, hx + a, hy + b, r + 2 * half)]
        # only if it must: further out, a line at a time
        reaches += [lambda ux, uy, n=line: _reach(ux, uy, hx + a, hy + b, r + 2 * b * n) for line in range(1, 6)]
        spots = []
        for reach in reaches:
            for ux, uy in _DIRECTIONS:
                t = reach(abs(ux), abs(uy))
                spots.append((cx + t * ux, cy + t * uy))
            for ux, uy in _DIRECTIONS[4:8]:   # below, above or beside it, slid along the ring's side
                t = reach(abs(ux), abs(uy))
                spots += [(cx + t * ux + f * a * (not ux), cy + t * uy + f * b * (not uy)) for f in _SLIDES]
        touching = 3 * (len(_DIRECTIONS) + 4 * len(_SLIDES))
        least = None
        for k, (mx, my) in enumerate(spots):
            box = (mx - a, my - b, mx + a, my + b)
            count = (1_000_000 * _outside(box, self.map_box) + 10_000 * _hits(box, texts)
                     + 10_000 * sum(_gap(box, o) < o[4] + stroke for o in rings) + 1000 * _hits(box, marks)
                     + self.off_tile * _outside(box, within) + 5000 * (k >= touching) + k)
            if least is None or count < least[0]:
                least = (count, mx, my, box)
            if count < 500:   # (the first free spot)
                break
        assert least is not None
        _, mx, my, box = least
        texts.append(box)
        return mx + ox, my + oy


#: a ring's shape: its middle, the half widths of the box its line is drawn round and the line's distance from
#: that box (a circle: no box, its radius; a ticket's ring: the ticket's box, no distance)
Ring = tuple[float, float, float, float, float]
#: the directions a badge may stand in from its ring's middle (y grows down): lower right first, then the
#: other corners, the sides, and the 16 directions between them
_DIRECTIONS = [(dx / abs(complex(dx, dy)), dy / abs(complex(dx, dy))) for dx, dy in
               ((1, 1), (-1, -1), (1, -1), (-1, 1), (1, 0), (-1, 0), (0, -1), (0, 1))] + \
    [(float(np.cos(np.radians(d))), float(np.sin(np.radians(d)))) for d in range(15, 360, 15) if d % 45]

#: how far a badge beside or below its ring may slide along the ring's side (in half its width or height): it
#: still touches the ring
_SLIDES = (0.5, -0.5, 0.9, -0.9)


def _reach(ux: float, uy: float, w: float, h: float, r: float) -> float:
    """How far along (``ux``, ``uy``) (both >= 0, a unit vector) a box's middle stands when the box, ``w`` x
    ``h`` grown by the ring's inner box, stands at distance ``r`` from the ring's middle: one side against
    the line, or its corner on it."""
    if ux and (w + r) / ux * uy <= h:
        return (w + r) / ux
    if uy and (h + r) / uy * ux <= w:
        return (h + r) / uy
    p = ux * w + uy * h
    return p + float(np.sqrt(max(p * p - (w * w + h * h - r * r), 0.0)))


def _gap(box: Box, ring: Ring) -> float:
    """How far ``box`` stands from ``ring``'s inner box (compare with the ring's distance from it)."""
    cx, cy, hx, hy, _ = ring
    dx = max(0.0, box[0] - (cx + hx), (cx - hx) - box[2])
    dy = max(0.0, box[1] - (cy + hy), (cy - hy) - box[3])
    return float(np.hypot(dx, dy))


def _outside(box: Box, bounds: Box) -> bool:
    return box[0] < bounds[0] or box[1] < bounds[1] or box[2] > bounds[2] or box[3] > bounds[3]


def _hits(box: Box, boxes: list[Box]) -> int:
    return sum(box[0] < b[2] and b[0] < box[2] and box[1] < b[3] and b[1] < box[3] for b in boxes)


#: a text's box around its anchor (figure pixels) by what sets it: its words and style (as a sprite is keyed) and
#: the resolution
_EXTENTS: dict[Any, tuple[float, float, float, float]] = {}


@functools.lru_cache(maxsize=4)
def _measurer(dpi: float) -> RendererAgg:
    """A renderer that only measures texts at ``dpi``, shared by every picture: matplotlib keeps the sizes it
    measured per renderer, so each text is measured once per process."""
    return RendererAgg(1, 1, dpi)


def _short_print(effect: str) -> str:
    """A printed Shallows resource: "kelp:2" -> "2 Kelp" (in Japanese "海藻2")."""
    name, _, n = effect.partition(":")
    return text(amount_said(name, int(n))) if n else tr(name)
