"""The Ice and Idols board on the view contract: :class:`TempleView`, its regions and marks, clicks and words."""

from __future__ import annotations

from typing import Any

import numpy as np
from matplotlib.font_manager import FontProperties
from matplotlib.text import Text
from matplotlib.transforms import IdentityTransform

from floe_widgets.i18n import language, tr
from floe_widgets.views.contract import (
    DEFAULT_THEME,
    PRESENTER_THEME,
    LegendEntry,
    Target,
    Theme,
    View,
    presenter_inches,
    register_view,
)
from floe_widgets.views.word_line import Widths, line_layout, words_of

from .. import actions as A
from ..game import IceAndIdols
from ..state import IDOLS, SIZE, IceAndIdolsState, map_pos_of_cell, tile_name
from ..tile_words import kind_word
from .cell_room import CellRooms, LabelSizes
from .player_boards import (
    DEFAULT_BOARD,
    board_parts,
    draw_adrenaline,
    draw_key_part,
    draw_player_board,
    draw_player_turn,
    foreseen_board_texts,
    presenter_board,
)
from .shapes import flush_shapes
from .side_panels import draw_discard, draw_info, draw_track, foreseen_supply_texts
from .style import (
    BORDER_COLOUR,
    BORDER_GLYPH,
    CORRIDOR,
    FIGSIZE,
    FONT,
    IDOL_HL,
    IDOL_STYLE,
    MAP_COLOUR,
    MOVE_HL,
    PRESENTER_PX,
    TARGET_HL,
    TILE_COLOUR,
    WALL_COLOUR,
    Style,
)
from .targets import (
    ability_ap,
    active_seat,
    cell_at,
    content_of,
    player_colour,
    player_initial,
    targets_of_actions,
)
from .temple import (
    HighlightLayer,
    cell_box,
    cell_key,
    cell_marks,
    character_spots,
    draw_cell,
    draw_character,
    draw_map_squares,
    draw_temple_frame,
    frame_key,
    place_characters,
)
from .words import (
    PENDING_WORDS,
    adrenaline_words,
    border_name,
    colour_name,
    headline_parts,
    headline_words,
    idol_name,
    pending_part,
    seat_name,
    turn_parts,
)

# -- the public drawing function --------------------------------------------------------------------------

def draw(game: Any, fig: Any, *, presenter: bool = False, highlight: Any = True, player: int | None = None,
         **options: Any) -> TempleView:
    """Draw ``game`` into ``fig`` once (tests, quick looks).  ``player``: the seat looking (None = hot
    seat: the seat to play sees its own key card).  ``highlight``: mark the legal targets of the seat to
    play.  Returns the view."""
    view = TempleView(game, dict(options))
    marked = list(game.legal_actions()) if highlight and not game.is_over else []
    view.draw(game.state, fig, viewer=player, highlight=marked, theme=PRESENTER_THEME if presenter else DEFAULT_THEME)
    return view


def headline_pieces(ax: Any, parts: tuple[str, str], width: Widths) -> list[tuple[float, float, str]]:
    """The headline over the temple as pieces (x, y in ``ax``'s data, on whole pixels, and the piece, drawn
    left-aligned on its baseline): a turn's part ending at a fixed point, the AP left starting there (so the
    turn's part keeps its place all turn long), unless that would push the line past the temple's edge; then,
    like a line of one part, it is centred.  Drawn word by word, a new headline costs no new text: its words
    recur from turn to turn, where a whole new line would be rasterised again."""
    steady, changing = parts
    to_px = ax.transData
    (left_edge, centre), (split, _y), (right_edge, _y) = to_px.transform(
        [(-0.75, HEADLINE_Y), (HEADLINE_SPLIT, HEADLINE_Y), (SIZE + 0.75, HEADLINE_Y)])
    _w, height, descent = width.metrics("lp")
    baseline = round(centre - (height / 2 - descent))   # where a centred line of ordinary letters sits
    first, second = words_of(steady), words_of(changing)
    first_lefts, first_width = line_layout(first, width)
    second_lefts, second_width = line_layout(second, width)
    lead = width(" x") - width("x") if changing[:1].isspace() else 0.0   # the space before " · 3 AP left"
    start = split - first_width
    if not second or start < left_edge or split + lead + second_width > right_edge:
        start = (left_edge + right_edge) / 2 - (first_width + (lead + second_width if second else 0.0)) / 2
    start = round(start)
    second_start = round(start + first_width + lead)
    from_px = to_px.inverted()
    out = []
    for pieces, lefts, at in ((first, first_lefts, start), (second, second_lefts, second_start)):
        for (piece, _space), left in zip(pieces, lefts):
            x, y = from_px.transform((at + left, baseline))
            out.append((float(x), float(y), piece))
    return out


def headline_fits(parts: tuple[str, str], width: Widths, room: float) -> bool:
    """Whether the headline's words fit in ``room`` pixels (each word measured once)."""
    return line_layout(words_of("".join(parts)), width)[1] <= room


# -- the view object ----------------------------------------------------------------------------------------

#: the areas of the board (figure fractions x, y, width, height), by axes label
AREAS = {"temple": (0.005, 0.13, 0.49, 0.86), "discard": (0.005, 0.005, 0.49, 0.12),
         "track": (0.50, 0.43, 0.25, 0.56), "info": (0.755, 0.43, 0.24, 0.56), "players": (0.50, 0.005, 0.495, 0.42)}
#: the presenter layout: the temple left, the discarded tiles and events under it, the research track and the
#: player boards right
PRESENTER_AREAS = {"temple": (0.005, 0.25, 0.52, 0.745), "discard": (0.005, 0.155, 0.52, 0.09),
                   "info": (0.005, 0.005, 0.52, 0.145), "track": (0.535, 0.56, 0.46, 0.435),
                   "players": (0.535, 0.005, 0.46, 0.55)}
#: how many marks of a group are kept
MARKS_KEPT = 200
#: how many looks of a region are kept (:meth:`TempleView._kept_region`)
REGIONS_KEPT = 8
HEADLINE_Y = -0.8
HEADLINE_SPLIT = SIZE / 2 + 0.9   # data x where a turn's headline and its AP left meet
HEADLINE_EDGE = -0.66   # data y of the line between the headline and the temple


@register_view(IceAndIdols)
class TempleView(View):
    """The Ice and Idols board on the view contract.  Each part of the board is a region rebuilt only
    when what it shows changed: the headline, the temple, the discarded tiles, the research track, the
    events and supply, and one region per player board."""

    figsize = FIGSIZE

    def presenter_size(self, theme: Theme) -> tuple[float, float]:
        return presenter_inches(theme, *PRESENTER_PX)   # drawn at the size it is shown

    def layout_key(self, state: IceAndIdolsState) -> Any:
        # every text is in the reader's language: a new language draws the whole board again
        return (len(state.players), self.options.get("player"), language())

    def build(self, state: IceAndIdolsState, fig: Any) -> None:
        self.content = content_of(self.game)
        self.style = st = Style(self.theme.presenter, self.theme)
        self.headline_width = Widths(fig, FontProperties(family=FONT, size=st.big, weight="bold"))
        self.headline_texts: list[Text] = []   # one per word, kept
        self.marks: dict[str, list[Any]] = {}   # group -> the marks it shows (their keys)
        self.mark_cache: dict[str, dict[Any, list[Any]]] = {}   # group -> mark -> its artists
        self.region_cache: dict[str, dict[Any, list[Any]]] = {}   # region -> what it showed -> its artists
        fig.set_facecolor("white")
        self.axes = {}
        for label, rect in (PRESENTER_AREAS if st.presenter else AREAS).items():
            ax = self.axes[label] = fig.add_axes(rect)
            ax.set_label(label)
            ax.axis("off")
        top = max(self.content.height(c) for c in range(len(IDOLS)))
        players = self.axes["players"]
        if st.presenter:   # boards as tall as the axes allow with round circles (one unit as wide as high)
            st.board = presenter_board(20 * self._aspect("players") / 4)
        else:
            st.board = DEFAULT_BOARD
        limits = {"temple": ((-0.75, SIZE + 0.75), (SIZE + 0.75, -0.95)), "discard": ((0, 14), (1.25, -0.25)),
                  "track": ((-0.1, len(IDOLS) + 0.1), (-2.15, top + 2.45) if st.presenter else (-1.85, top + 2.15)),
                  "info": ((0, 10), (0, 10 * self._aspect("info")) if st.presenter else (0, 10)),
                  "players": ((0, 20), (4 * st.board.height, 0))}
        for label, (xlim, ylim) in limits.items():
            ax = self.axes[label]
            ax.set_xlim(*xlim)
            ax.set_ylim(*ylim)
            if label in ("temple", "discard"):
                ax.set_aspect("equal")
            ax.apply_aspect()
        temple = self.axes["temple"]
        self.headline_room = float(np.diff(temple.transData.transform([(-0.75, 0.0), (SIZE + 0.75, 0.0)])[:, 0])[0])
        self.boxes = {
            "headline": self._box(temple, (-0.75, -0.95), (SIZE + 0.75, HEADLINE_EDGE)),
            "temple": self._box(temple, (-0.75, HEADLINE_EDGE), (SIZE + 0.75, SIZE + 0.75)),
            "discard": self._axes_box(self.axes["discard"]), "track": self._axes_box(self.axes["track"]),
            "info": self._axes_box(self.axes["info"]),
            **{f"temple cell {cell:02d}": self._box(temple, *cell_box(cell)) for cell in range(SIZE * SIZE)},
        }
        self._drawn(temple, lambda: draw_map_squares(temple))   # the static layer under the cells
        self.highlights = HighlightLayer(temple, st, FONT)
        self.label_sizes = LabelSizes(fig, temple, st)
        h = st.board.height
        for seat in range(len(state.players)):
            y0 = seat * h
            self.boxes[f"player {seat + 1}"] = self._box(players, (0, y0), (20, y0 + h))
            for part, ((x0, top), (x1, bottom)) in board_parts(st).items():
                self.boxes[f"player {seat + 1} {part}"] = self._box(players, (x0, y0 + top), (x1, y0 + bottom))

    def _aspect(self, label: str) -> float:
        """Height / width of the axes ``label`` in pixels."""
        box = self.axes[label].bbox
        return float(box.height / box.width)

    def _box(self, ax: Any, a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float, float, float]:
        (x0, y0), (x1, y1) = self.figure_point(ax, *a), self.figure_point(ax, *b)
        return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))

    def _axes_box(self, ax: Any) -> tuple[float, float, float, float]:
        p = ax.get_position()
        return (p.x0, p.y0, p.x1, p.y1)

    def _drawn(self, ax: Any, draw_part: Any) -> list[Any]:
        """The artists ``draw_part()`` adds to ``ax`` (their texts in the board's fonts)."""
        # an Axes appends what is added to its list of children: what is past the old end is new (counting,
        # rather than comparing every kept mark's artists, which grew with the marks kept)
        before = len(ax._children)
        draw_part()
        flush_shapes(ax)
        new = ax._children[before:]
        to_px = ax.transData.get_matrix()
        from_px = np.linalg.inv(to_px)
        for artist in new:
            if type(artist) is Text:
                artist.set_fontfamily(FONT)
                if artist.get_transform() is ax.transData:
                    # anchored on a whole pixel: a retained picture pastes one cached sprite of this text
                    # wherever it stands (a figure's letter moves with the figure)
                    px, py, _ = to_px @ (*artist.get_position(), 1.0)
                    x, y, _ = from_px @ (round(px), round(py), 1.0)
                    artist.set_position((float(x), float(y)))
        return new

    def update(self, state: IceAndIdolsState, *, viewer: int | None, highlight: list[Any]) -> None:
        game, content, st = self.game, self.content, self.style
        viewer = self.options.get("player", viewer)
        seat = active_seat(game)
        targets = targets_of_actions(state, highlight) if seat is not None else {}
        temple = self.axes["temple"]
        headline = headline_parts(game, state, content, short=st.presenter)
        if not headline_fits(headline, self.headline_width, self.headline_room):
            headline = headline_parts(game, state, content, short=True)   # a long choice's name: the cells name it
        self.update_region("headline", self.boxes["headline"], headline, lambda: self._headline(headline))
        # the temple: its frame, and each cell a region of its own (a moved tile redraws its cells only); a
        # redrawn frame is drawn under the cells again (their names sort after its)
        self.set_region("temple", self.boxes["temple"], frame_key(state), lambda: self._drawn(
            temple, lambda: draw_temple_frame(temple, state, st)))
        for cell in range(SIZE * SIZE):
            name = f"temple cell {cell:02d}"
            if "temple" in self.dirty_regions:
                self.dirty_regions.add(name)
            self.set_region(name, self.boxes[name], cell_key(state, cell), lambda cell=cell: self._drawn(
                temple, lambda: draw_cell(temple, state, content, st, cell)))
        # drawn over the rest on every picture, each group rebuilt when what it shows changed
        players = self.axes["players"]
        # each cell's room: the figures take theirs first, then the highlights' labels (cell_room.py)
        rooms = CellRooms(state, self.label_sizes)
        placed = place_characters(game, state, content, rooms)
        marks = cell_marks(game, state, st, targets, rooms)
        spots = character_spots(placed, rooms)
        # drawn over the rest on every picture; each mark is built once and shown again when it recurs
        self._marks("characters", {
            (spot, player_colour(state, spot[0]), player_initial(state, spot[0])):
                lambda spot=spot: self._drawn(temple, lambda: draw_character(temple, state, st, spot))
            for spot in spots})
        # a highlight is kept by what it shows, so the same label on the same cell is drawn from the same artists
        self.highlights.show(marks)
        turn = {(seat, state.ap, state.phase): lambda: self._drawn(
            players, lambda: draw_player_turn(players, game, state, st, seat))} if seat is not None else {}
        self._marks("turn", turn)
        # which key card shows follows the seat looking (in hot seat, the seat to play)
        looking = viewer if viewer is not None else seat
        discard = self.axes["discard"]
        pile = tuple(state.discard) + tuple(state.spare)
        self.set_region("discard", self.boxes["discard"], (pile, tuple(state.tile_rot[t] for t in pile)),
                        lambda: self._drawn(discard, lambda: draw_discard(discard, state, content, st)))
        track = self.axes["track"]
        track_key = (repr(state.track), tuple(state.vp_tokens), tuple(state.locked),
                     state.pending is not None and state.pending.kind == "vp-shift",   # the track's only choice
                     tuple(p.colour for p in state.players))
        self.set_region("track", self.boxes["track"], track_key,
                        lambda: self._drawn(track, lambda: draw_track(track, game, state, content, st)))
        info = self.axes["info"]
        info_key = (len(state.event_deck), len(state.event_discard), state.last_event,
                    tuple(sorted(state.supply.items())))
        self.set_region("info", self.boxes["info"], info_key,
                        lambda: self._drawn(info, lambda: draw_info(info, game, state, content, st)))
        players = self.axes["players"]
        over = game.is_over
        for s, p in enumerate(state.players):
            shown = (p.character, p.colour, tuple(p.hand), tuple(p.powers), p.markers_left, p.hand_cover,
                     p.ap_cover)   # not where the figure stands
            key = (shown, state.first_player, state.quick, over)
            board = f"player {s + 1}"
            self.set_region(board, self.boxes[board], key, lambda s=s: self._drawn(
                players, lambda: draw_player_board(players, game, state, content, st, viewer, s)))
            # the adrenaline token and the key card are parts of the board of their own (they change more
            # often than the rest of it: the token turns, and which key card shows follows the seat to play);
            # a rebuilt board is drawn under them again (their names sort after the board's)
            winner = over and s in game.winner()
            parts = {"adrenaline": ((p.adrenaline, over, winner), draw_adrenaline),
                     "key": ((looking == s or over, p.key_card, tuple(p.key_offer), p.markers_left, over,
                              game.scores()[s] if over else 0, winner), draw_key_part)}
            for part, (part_key, draw_part) in parts.items():
                name = f"{board} {part}"
                if board in self.dirty_regions:
                    self.dirty_regions.add(name)
                self._kept_region(name, part_key, lambda s=s, draw_part=draw_part: self._drawn(
                    players, lambda: draw_part(players, game, state, content, st, viewer, s)))

    def foreseen_texts(self) -> list[Text]:
        """What a game shows after set-up, rasterised when the static layer is drawn: the headline's words of a
        turn (round 1, any seat, any AP left, any choice pending), the moves' and choices' labels, the turn's
        marks, key cards, adrenaline sides and supply counts (the first turn's picture had rasterised about 17
        new texts, the slowest of a game; later ones about 40 in 100 actions)."""
        st, state, content = self.style, self.game.state, self.content
        headline = {"ha": "left", "va": "baseline", "fontsize": st.big, "weight": "bold"}
        words: set[str] = set()
        for seat in range(len(state.players)):
            for ap in range(9):
                words |= {w for part in turn_parts(content, state, seat, 1, ap, short=st.presenter)
                          for w, _space in words_of(part)}
        if not st.presenter:   # the choice pending, after the AP left
            words |= {w for kind in PENDING_WORDS for w, _space in words_of(pending_part(kind))}
        texts = [(word, headline) for word in sorted(words)]
        texts += HighlightLayer.foreseen(st) + foreseen_board_texts(content, st) + foreseen_supply_texts(st)
        out = []
        for words_, style in texts:
            text = Text(0, 0, words_, fontfamily=FONT, **style)
            text.set_figure(self.fig)
            text.set_transform(IdentityTransform())
            out.append(text)
        return out

    def _kept_region(self, name: str, key: Any, build: Any) -> None:
        """Like :meth:`set_region`, but the artists of what the region showed are kept (hidden) when it changes,
        and shown again when it shows the same again: a key card is shown and hidden at every turn, an
        adrenaline token turns back and forth."""
        kept = self.region_cache.setdefault(name, {})

        def update() -> list[Any]:
            for artist in self.regions.get(name, (None, []))[1]:
                artist.set_visible(False)
            if key not in kept:
                if len(kept) >= REGIONS_KEPT:   # forget them all (the ones shown so far are hidden above)
                    for artists in kept.values():
                        for artist in artists:
                            artist.remove()
                    kept.clear()
                kept[key] = list(build())
            for artist in kept[key]:
                artist.set_visible(True)
            return kept[key]

        self.update_region(name, self.boxes[name], key, update)

    def _headline(self, parts: tuple[str, str]) -> list[Any]:
        """Set the headline's kept texts to ``parts`` (one per word) and return those it shows."""
        temple, st = self.axes["temple"], self.style
        pieces = headline_pieces(temple, parts, self.headline_width)
        while len(self.headline_texts) < len(pieces):
            self.headline_texts += self._drawn(temple, lambda: temple.text(
                0, 0, "", ha="left", va="baseline", fontsize=st.big, weight="bold"))
        for text, (x, y, piece) in zip(self.headline_texts, pieces):
            text.set_position((x, y))
            text.set_text(piece)
            text.set_visible(True)
        for text in self.headline_texts[len(pieces):]:
            text.set_visible(False)
        return self.headline_texts[:len(pieces)]

    def _marks(self, group: str, shown: dict[Any, Any]) -> None:
        """Show the marks ``shown`` (what each shows -> a builder of its artists) of ``group`` and hide the
        group's others.  A mark's artists are kept (hidden) after it goes, to be shown again when the same
        mark recurs: the AP left, the turn, the targets of a position come back again and again."""
        cache = self.mark_cache.setdefault(group, {})
        for key in self.marks.get(group, ()):
            if key not in shown:
                for artist in cache[key]:
                    artist.set_visible(False)
        if len(cache) > MARKS_KEPT:   # forget the hidden ones
            for key in [k for k in cache if k not in shown]:
                for artist in cache.pop(key):
                    artist.remove()
        for key, build in shown.items():
            if key not in cache:
                cache[key] = build()
            for artist in cache[key]:
                artist.set_visible(True)
        self.marks[group] = list(shown)

    def dynamic_artists(self) -> list[Any]:
        marks = [a for group, keys in self.marks.items() for key in keys for a in self.mark_cache[group][key]]
        return [*self.highlights.artists(), *marks]

    # -- clicks -------------------------------------------------------------------------------
    def hit(self, x: float, y: float) -> list[Target]:
        if self.fig is None:
            return []
        point = self.data_point(self.axes["temple"], x, y)
        if point is not None:
            rc_ = cell_at(*point)
            return [Target("cell", rc_[0] * SIZE + rc_[1])] if rc_ is not None else []
        if self.data_point(self.axes["track"], x, y) is not None:
            return [Target("track", 0)]
        point = self.data_point(self.axes["players"], x, y)
        h = self.style.board.height
        if point is not None and 0 <= point[1] < 4 * h:
            return [Target("board", int(point[1] // h))]
        return []

    def targets_of(self, action: Any) -> set[Target]:
        state = self.game.state
        if state.phase == "over":
            return set()
        if isinstance(action, (A.ShiftTokens, A.Research)):
            return {Target("track", 0)}
        if isinstance(action, (A.UseAdrenaline, A.ChooseKey, A.GainPower, A.Drop)):
            return {Target("board", state.turn)}
        return {Target("cell", cell) for cell in targets_of_actions(state, [action])}

    # -- words --------------------------------------------------------------------------------
    def describe_board(self, state: IceAndIdolsState, *, viewer: int | None = None) -> str:
        content = content_of(self.game)
        listed = tr(", ").join
        lines = [tr("{line}.", line=headline_words(self.game, state, content))]
        for s, p in enumerate(state.players):
            line = tr("{who} ({colour}), on tile {cell}; carrying {hand}; powers {powers};"
                      " {markers} marker left; adrenaline {adrenaline}; ability {ap} AP",
                      plural="{who} ({colour}), on tile {cell}; carrying {hand}; powers {powers};"
                      " {markers} markers left; adrenaline {adrenaline}; ability {ap} AP", how_many=p.markers_left,
                      who=seat_name(content, state, s), colour=colour_name(p.colour),
                      cell=tile_name(p.cell),
                      hand=listed(idol_name(i) for i in p.hand) or tr("nothing"),
                      powers=listed(idol_name(i) for i in p.powers) or tr("none"), markers=p.markers_left,
                      adrenaline=adrenaline_words(p.adrenaline), ap=ability_ap(content, p.character))
            first = s == state.first_player
            lines.append(tr("{line}; first player.", line=line) if first else tr("{line}.", line=line))
        idols = []
        for cell in range(SIZE * SIZE):
            pos = map_pos_of_cell(cell, state.rotation)
            here = [idol_name(i) for i in (state.map_idols[pos] if state.map_idols else [])]
            altar = state.map_altars[pos] if state.map_altars else ""
            if here:
                idols.append(tr("{idols} at tile {cell}", idols=listed(here), cell=tile_name(cell)))
            if altar:
                idols.append(tr("the {idol} altar at tile {cell}", idol=idol_name(altar), cell=tile_name(cell)))
        if idols:
            lines.append(tr("In the temple: {places}.", places=tr("; ").join(idols)))
        # the row of discarded tiles, as drawn: the discards left to right, then the spare
        discarded = listed(tr(kind_word(content, state.tile_kind[t])) for t in state.discard) or tr("none")
        lines.append(tr("Discarded tiles: {tiles}; spare: {spare}.", tiles=discarded,
                        spare=listed(tr(kind_word(content, state.tile_kind[t])) for t in state.spare))
                     if state.spare else tr("Discarded tiles: {tiles}.", tiles=discarded))
        for col, idol in enumerate(IDOLS):
            owners = state.track[col] if state.track else []
            words = dict(idol=idol_name(idol), markers=len(owners), vp=state.vp_tokens[col])
            lines.append(tr("{idol} research: {markers} marker, VP token {vp} (locked).",
                            plural="{idol} research: {markers} markers, VP token {vp} (locked).", how_many=len(owners),
                            **words) if state.locked[col]
                         else tr("{idol} research: {markers} marker, VP token {vp}.",
                                 plural="{idol} research: {markers} markers, VP token {vp}.", how_many=len(owners),
                                 **words))
        return " ".join(lines)

    def legend(self) -> list[LegendEntry]:
        out = [LegendEntry(idol, tr("{idol} idol", idol=idol_name(idol)), colour, letter)
               for idol, (colour, _shape, letter) in IDOL_STYLE.items()]
        out += [LegendEntry("map", tr("map under the temple"), MAP_COLOUR),
                LegendEntry("tile", tr("pathway tile"), TILE_COLOUR),
                LegendEntry("corridor", tr("path on a tile"), CORRIDOR), LegendEntry("wall", tr("wall"), WALL_COLOUR),
                LegendEntry("move", tr("you can move there (dashed)"), MOVE_HL, "→"),
                LegendEntry("choice", tr("target of a choice (dotted)"), TARGET_HL, "…"),
                LegendEntry("idol here", tr("an idol to pick up or place here (orange frame)"), IDOL_HL, "□")]
        out += [LegendEntry(icon, tr("{icon} border", icon=border_name(icon)), BORDER_COLOUR[icon], BORDER_GLYPH[icon])
                for icon in BORDER_COLOUR]
        return out
