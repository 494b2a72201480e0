"""One board per seat: AP, adrenaline, hand, powers, markers and the (secret) key card."""

from __future__ import annotations

from typing import Any, NamedTuple

from matplotlib.patches import FancyBboxPatch

from floe_widgets.i18n import N_, tr

from ..state import IDOLS, IceAndIdolsState
from .shapes import add_shape, circle, draw_idol, rectangle, regular_polygon
from .style import OKABE, Style
from .targets import ability_ap, active_seat, player_colour
from .temple import draw_figure
from .words import colour_name, seat_name


class BoardGeometry(NamedTuple):
    """Where the parts of a player board stand (players-axes units, y down from the board's top): the
    board's height, the character disc (x, y, radius), the turn arrow's x and the AP spaces (x of the
    first, step, y of their top, width, height)."""

    height: float
    disc: tuple[float, float, float]
    arrow_x: float
    ap: tuple[float, float, float, float, float]


#: the boards of the default layout (four boards in 10 units of height)
DEFAULT_BOARD = BoardGeometry(2.5, (0.75, 0.75, 0.42), 1.27, (7.0, 0.55, 0.25, 0.45, 0.4))


def board_parts(st: Style) -> dict[str, tuple[tuple[float, float], tuple[float, float]]]:
    """The parts of a player board redrawn on their own (corners in players-axes units, y down from the
    board's top), inside its frame and clear of its other parts: the adrenaline token, the key card."""
    if not st.presenter:
        return {"adrenaline": ((10.9, 0.13), (14.6, 0.82)), "key": ((14.65, 0.13), (19.62, 2.3))}
    return {"adrenaline": ((12.15, ROW_A - 0.75), (19.8, ROW_A + 0.75)),
            "key": ((10.35, ROW_B - 0.9), (19.8, ROW_B + 0.9))}


def presenter_board(height: float) -> BoardGeometry:
    """The boards of the presenter layout: two rows of larger parts (:func:`draw_presenter_board`)."""
    return BoardGeometry(height, (1.1, ROW_A, 0.7), 2.45, (7.55, 0.72, ROW_A - 0.45, 0.62, 0.9))


#: the two rows of a presenter board (units below its top)
ROW_A, ROW_B = 1.2, 3.0
#: where a presenter board's key card stands
KEY_X = 10.5
#: the adrenaline token's sides: its sign and what it means
ADRENALINE = {"ready": ("+", N_("adrenaline\nready")), "pending": ("−", N_("−2 AP\nnext turn")),
              "penalty": ("−", N_("−2 AP\nthis turn"))}


def turn_mark_style(st: Style, mark: str) -> dict[str, Any]:
    """The style of a turn's marks on the board of the seat to play: the arrow before its name, an AP left."""
    return {"ha": "center", "va": "center", "fontsize": st.small, **({"weight": "bold"} if mark == "▶" else {})}


def foreseen_board_texts(content: Any, st: Style) -> list[tuple[str, dict[str, Any]]]:
    """The texts of the default layout's boards that a game shows after set-up (each with its style as drawn
    below): the turn's marks, every key card's VP, a secret key card, the adrenaline token's
    used sides."""
    if st.presenter:
        return []
    small = {"ha": "left", "va": "center", "fontsize": st.small}
    out = [(mark, turn_mark_style(st, mark)) for mark in ("▶", "●")]
    out += [(tr("{vp} VP", vp=vp), {**small, "fontsize": st.font, "weight": "bold"})
            for vp in sorted({vp for vp, _cubes in content.key_cards.values()})]
    out.append((tr("key card\n(secret)"), small))
    out.append(("−", {"ha": "center", "va": "center", "fontsize": st.font, "weight": "bold"}))
    out += [(tr(ADRENALINE[side][1]), {**small, "linespacing": 0.9}) for side in ("pending", "penalty")]
    return out


def draw_player_turn(ax: Any, game: Any, state: IceAndIdolsState, st: Style, seat: int) -> None:
    """Over the board of the seat to play (nothing for the others): a thick frame, the arrow before its
    name, the ring around its character and the AP it has left."""
    if seat != active_seat(game):
        return
    geo = st.board
    y0 = seat * geo.height
    add_shape(ax, FancyBboxPatch((0.1, y0 + 0.1), 19.8, geo.height - 0.25, boxstyle="round,pad=0.02,rounding_size=0.2",
                                 facecolor="none", edgecolor="black", lw=2.6 * st.lw, zorder=2))
    dx, dy, r = geo.disc
    add_shape(ax, circle((dx, y0 + dy), r * 1.35, facecolor="none", edgecolor="black", lw=1.6 * st.lw,
                         ls=(0, (2, 1)), zorder=10))   # the ring draw_figure draws around the character to play
    ax.text(geo.arrow_x, y0 + dy - (0.25 if not st.presenter else 0.0), "▶", **turn_mark_style(st, "▶"))
    ap_left = state.ap if state.phase == "play" else 0
    x0, step, top, w, h = geo.ap
    for i in range(min(ap_left, 6)):
        x = x0 + i * step
        add_shape(ax, rectangle((x, y0 + top), w, h, facecolor=OKABE["sky"], edgecolor="black", lw=0.8 * st.lw,
                                zorder=2))
        if not st.presenter:   # (a presenter's spaces are big enough to read by their colour)
            ax.text(x + w / 2, y0 + top + h / 2, "●", **turn_mark_style(st, "●"))
    if state.ap > 6:
        ax.text(x0 + 6 * step + 0.05, y0 + top + h / 2, f"+{state.ap - 6}", ha="left", va="center", fontsize=st.small)


def draw_player_board(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, viewer: int | None,
                       seat: int) -> None:
    """One player's board as it stands between turns (whose turn it is: :func:`draw_player_turn`)."""
    if st.presenter:
        draw_presenter_board(ax, game, state, content, st, viewer, seat)
        return
    p = state.players[seat]
    y0 = seat * 2.5
    add_shape(ax, FancyBboxPatch((0.1, y0 + 0.1), 19.8, 2.25, boxstyle="round,pad=0.02,rounding_size=0.2",
                            facecolor="#FFFFFF", edgecolor="#999999", lw=1.0 * st.lw))
    draw_figure(ax, state, seat, 0.75, y0 + 0.75, 0.42, st, active=False)
    ax.text(1.5, y0 + 0.5, seat_name(content, state, seat), ha="left", va="center",
            fontsize=st.font, weight="bold")
    ability = ability_ap(content, p.character)
    ax.text(1.5, y0 + 1.05, tr("{colour} · ability {ap} AP", colour=colour_name(p.colour), ap=ability), ha="left",
            va="center", fontsize=st.small)
    if seat == state.first_player:
        ax.text(1.5, y0 + 1.55, tr("first player"), ha="left", va="center", fontsize=st.small, style="italic")
    # AP track: 6 spaces, the 6th covered until the Sapphire power; filled (over it) = AP left this turn
    ax.text(6.3, y0 + 0.45, tr("AP"), ha="left", va="center", fontsize=st.small, weight="bold")
    for i in range(6):
        x = 7.0 + i * 0.55
        covered = i == 5 and p.ap_cover
        add_shape(ax, rectangle((x, y0 + 0.25), 0.45, 0.4, facecolor="#555555" if covered else "white",
                           edgecolor="black", lw=0.8 * st.lw, hatch="xx" if covered else None))
    # hand: two spaces, the left one covered until the Tiger's Eye power
    ax.text(6.3, y0 + 1.1, tr("hand"), ha="left", va="center", fontsize=st.small, weight="bold")
    hand = list(p.hand)
    slots = [None, None]
    if p.hand_cover:
        slots[1] = hand[0] if hand else None
    else:
        for i, idol in enumerate(hand[:2]):
            slots[i] = idol
    for i in range(2):
        x = 7.75 + i * 0.7
        covered = i == 0 and p.hand_cover
        add_shape(ax, rectangle((x - 0.3, y0 + 0.85), 0.6, 0.5, facecolor="#555555" if covered else "white",
                               edgecolor="black", lw=0.8 * st.lw, hatch="xx" if covered else None))
        if slots[i]:
            draw_idol(ax, slots[i], x, y0 + 1.1, 0.17, st, zorder=7)
    # powers: the five altars of the board, filled once gained
    ax.text(9.0, y0 + 1.1, tr("powers"), ha="left", va="center", fontsize=st.small, weight="bold")
    for i, idol in enumerate(IDOLS):
        x = 10.9 + i * 0.62
        draw_idol(ax, idol, x, y0 + 1.1, 0.17, st, filled=idol in p.powers or state.quick, zorder=7)
    # markers left
    ax.text(6.3, y0 + 1.8, tr("markers left {n}", n=p.markers_left), ha="left", va="center", fontsize=st.small,
            weight="bold")
    for i in range(p.markers_left):
        add_shape(ax, regular_polygon((9.95 + i * 0.3, y0 + 1.8), 4, radius=0.13, orientation=0.785398,
                                    facecolor=player_colour(state, seat), edgecolor="black", lw=0.5))


def draw_key(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, seat: int,
              viewer: int | None, x: float, y: float) -> None:
    p = state.players[seat]
    looking = viewer if viewer is not None else active_seat(game)
    visible = game.is_over or looking == seat
    if p.key_card < 0:
        if p.key_offer and visible:
            # side by side, each with its points below it: two cards fit the key card's part of the board
            # (board_parts), where the points beside them ("12 VP") did not
            ax.text(14.8, y + 0.25, tr("key cards offered:"), ha="left", va="center", fontsize=st.small)
            for i, card in enumerate(p.key_offer):
                draw_key_card(ax, content, card, 15.1 + i * 2.3, y + 0.42, st, cell=0.24, points_below=True)
        else:
            ax.text(x, y + 0.6, tr("key card:"), ha="left", va="center", fontsize=st.small)
            ax.text(x, y + 1.1, tr("not chosen yet"), ha="left", va="center", fontsize=st.small)
        return
    if not visible:
        add_shape(ax, rectangle((x, y + 0.2), 1.0, 1.6, facecolor="#6F6F6F", edgecolor="black", hatch="//"))
        ax.text(x + 1.2, y + 1.0, tr("key card\n(secret)"), ha="left", va="center", fontsize=st.small)
        return
    draw_key_card(ax, content, p.key_card, x, y + 0.2, st)


def draw_key_card(ax: Any, content: Any, card: int, x: float, y: float, st: Style, cell: float = 0.4,
                  points_below: bool = False) -> None:
    """A key card's pattern at ``(x, y)`` (its top left corner), its points beside it or ``points_below``."""
    vp, cubes = content.key_cards[card]
    width, height = cell * 3 + 0.2, cell * 3 + 0.35
    add_shape(ax, rectangle((x, y), width, height, facecolor="#FFFDF4", edgecolor="black", lw=st.lw))
    for gx in range(3):
        for gy in range(3):
            filled = (gx, gy) in cubes
            add_shape(ax, rectangle((x + 0.1 + gx * cell, y + 0.1 + (2 - gy) * cell), cell * 0.9, cell * 0.9,
                                   facecolor="#333333" if filled else "white", edgecolor="#888888", lw=0.5))
    if points_below:
        ax.text(x + width / 2, y + height + 0.3, tr("{vp} VP", vp=vp), ha="center", va="center", fontsize=st.font,
                weight="bold")
    else:
        ax.text(x + cell * 3 + 0.3, y + 1.0, tr("{vp} VP", vp=vp), ha="left", va="center", fontsize=st.font,
                weight="bold")


def draw_presenter_board(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, viewer: int | None,
                         seat: int) -> None:
    """A player board of the presenter layout, in two rows of parts big enough for a projector: the
    character, name, AP and adrenaline; then hand, powers, key card and markers left (or the score).  The
    colour, ability and first player are in the board's description."""
    geo = st.board
    p = state.players[seat]
    y0 = seat * geo.height
    a, b = y0 + ROW_A, y0 + ROW_B
    add_shape(ax, FancyBboxPatch((0.1, y0 + 0.1), 19.8, geo.height - 0.25, boxstyle="round,pad=0.02,rounding_size=0.2",
                                 facecolor="#FFFFFF", edgecolor="#999999", lw=1.0 * st.lw))
    dx, _dy, r = geo.disc
    draw_figure(ax, state, seat, dx, a, r, st, active=False)
    ax.text(2.85, a, seat_name(content, state, seat), ha="left", va="center",
            fontsize=st.font, weight="bold")
    x0, step, top, w, h = geo.ap
    for i in range(6):   # the 6th space covered until the Sapphire power
        covered = i == 5 and p.ap_cover
        add_shape(ax, rectangle((x0 + i * step, y0 + top), w, h, facecolor="#555555" if covered else "white",
                                edgecolor="black", lw=0.8 * st.lw, hatch="xx" if covered else None))
    ax.text(0.4, b, tr("hand"), ha="left", va="center", fontsize=st.small, weight="bold")
    for i, idol in enumerate(_hand_slots(p)):
        x = 2.75 + i * 0.8
        covered = i == 0 and p.hand_cover   # covered until the Tiger's Eye power
        add_shape(ax, rectangle((x - 0.35, b - 0.45), 0.7, 0.9, facecolor="#555555" if covered else "white",
                                edgecolor="black", lw=0.8 * st.lw, hatch="xx" if covered else None))
        if idol:
            draw_idol(ax, idol, x, b, 0.26, st, zorder=7)
    ax.text(4.25, b, tr("powers"), ha="left", va="center", fontsize=st.small, weight="bold")
    for i, idol in enumerate(IDOLS):
        draw_idol(ax, idol, 7.25 + i * 0.66, b, 0.26, st, filled=idol in p.powers or state.quick, zorder=7)


def draw_adrenaline(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, viewer: int | None,
                    seat: int) -> None:
    """The adrenaline token on a player's board: ``+`` ready, ``−`` with when its −2 AP applies (a part of
    the board of its own: it turns over more often than anything else on it); at the end, in presenter
    mode, the winner's mark in its place."""
    sign, words = ADRENALINE.get(state.players[seat].adrenaline, ("?", state.players[seat].adrenaline))
    face = "white" if sign == "+" else "#FFD9C2"
    y0 = seat * st.board.height
    if not st.presenter:   # the words in two short lines: the key card part starts close to their right
        add_shape(ax, circle((11.2, y0 + 0.46), 0.24, facecolor=face, edgecolor="black", lw=st.lw))
        ax.text(11.2, y0 + 0.46, sign, ha="center", va="center", fontsize=st.font, weight="bold")
        ax.text(11.55, y0 + 0.48, tr(words), ha="left", va="center", fontsize=st.small, linespacing=0.9)
        return
    a = y0 + ROW_A
    add_shape(ax, circle((12.7, a), 0.42, facecolor=face, edgecolor="black", lw=st.lw))
    ax.text(12.7, a, sign, ha="center", va="center", fontsize=st.font, weight="bold")
    if not game.is_over:
        ax.text(13.3, a, tr(words).replace("\n", " "), ha="left", va="center", fontsize=st.small)
    elif seat in game.winner():
        ax.text(13.4, a, tr("winner"), ha="left", va="center", fontsize=st.font, weight="bold", color="black",
                bbox={"boxstyle": "round,pad=0.15", "fc": OKABE["yellow"], "ec": "black"})


def draw_key_part(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, viewer: int | None,
                  seat: int) -> None:
    """The key card on a player's board: secret, shown only to its owner (the seat to play, in hot seat)
    or to everyone once the game is over (IAI-KEY-SECRET-1); the cards offered at set-up."""
    y0 = seat * st.board.height
    over = game.is_over
    p = state.players[seat]
    if not st.presenter:
        draw_key(ax, game, state, content, st, seat, viewer, 15.4, y0 + 0.2)
        if over:
            ax.text(19.55, y0 + 1.95, tr("{vp} VP", vp=game.scores()[seat]), ha="right", va="center", fontsize=st.big,
                    weight="bold")
            if seat in game.winner():   # (in the card's top corner: its VP are beside it)
                ax.text(19.55, y0 + 0.45, tr("winner"), ha="right", va="center", fontsize=st.font, weight="bold",
                        color="black", bbox={"boxstyle": "round,pad=0.15", "fc": OKABE["yellow"], "ec": "black"})
        return
    b = y0 + ROW_B
    if over:
        ax.text(19.7, b, tr("{vp} VP", vp=game.scores()[seat]), ha="right", va="center", fontsize=st.big, weight="bold")
    elif p.key_card >= 0:
        ax.text(14.5, b, tr("markers left {n}", n=p.markers_left), ha="left", va="center", fontsize=st.small,
                weight="bold")
    looking = viewer if viewer is not None else active_seat(game)
    visible = over or looking == seat
    if p.key_card >= 0 and visible:
        _presenter_key_card(ax, content, p.key_card, KEY_X, b, st)
    elif p.key_card >= 0:
        add_shape(ax, rectangle((KEY_X, b - 0.8), 0.8, 1.6, facecolor="#6F6F6F", edgecolor="black", hatch="//"))
        ax.text(KEY_X + 1.0, b, tr("key card\n(secret)"), ha="left", va="center", fontsize=st.small)
    elif p.key_offer and visible:
        for i, card in enumerate(p.key_offer):
            _presenter_key_card(ax, content, card, KEY_X + i * 4.1, b, st)
    else:
        ax.text(KEY_X, b, tr("key card:"), ha="left", va="center", fontsize=st.small)
        ax.text(KEY_X + 3.0, b, tr("not chosen yet"), ha="left", va="center", fontsize=st.small)


def _hand_slots(p: Any) -> list[str | None]:
    """The idols in the two hand spaces (the left one covered until the Tiger's Eye power)."""
    hand = list(p.hand)
    if p.hand_cover:
        return [None, hand[0] if hand else None]
    return (hand[:2] + [None, None])[:2]


def _presenter_key_card(ax: Any, content: Any, card: int, x: float, y: float, st: Style) -> None:
    """A key card of the presenter layout, centred on row ``y``: its pattern and its VP."""
    vp, cubes = content.key_cards[card]
    cell = 0.42
    add_shape(ax, rectangle((x, y - 0.8), cell * 3 + 0.2, 1.6, facecolor="#FFFDF4", edgecolor="black", lw=st.lw))
    for gx in range(3):
        for gy in range(3):
            filled = (gx, gy) in cubes
            add_shape(ax, rectangle((x + 0.1 + gx * cell, y - 0.7 + (2 - gy) * cell * 1.05), cell * 0.9, cell * 0.95,
                                    facecolor="#333333" if filled else "white", edgecolor="#888888", lw=0.5))
    # the number over "VP": on one line, "10 VP markers left 10" ran on into the markers left beside it
    ax.text(x + cell * 3 + 0.4, y, tr("{vp} VP", vp=vp).replace(" ", "\n", 1), ha="left", va="center",
            fontsize=st.font, weight="bold", linespacing=1.0)
