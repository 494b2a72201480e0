"""One board per seat: AP, adrenaline, hand, powers, markers and the (secret) key card."""

from __future__ import annotations

from typing import Any

from matplotlib.patches import FancyBboxPatch

from ..state import IDOLS, IceAndIdolsState
from .shapes import add_shape, circle, draw_idol, rectangle, regular_polygon
from .style import OKABE, Style
from .targets import active_seat, character_name, player_colour
from .temple import draw_figure


def draw_player_turn(ax: Any, game: Any, state: IceAndIdolsState, st: Style, seat: int) -> None:
    """Over the board of the seat to play (nothing for the others): a thick frame, the arrow before its
    name, the ring around its character and the AP it has left."""
    if seat != active_seat(game):
        return
    y0 = seat * 2.5
    add_shape(ax, FancyBboxPatch((0.1, y0 + 0.1), 19.8, 2.25, boxstyle="round,pad=0.02,rounding_size=0.2",
                            facecolor="none", edgecolor="black", lw=2.6 * st.lw, zorder=2))
    add_shape(ax, circle((0.75, y0 + 0.75), 0.42 * 1.35, facecolor="none", edgecolor="black", lw=1.6 * st.lw,
                    ls=(0, (2, 1)), zorder=10))   # the ring _draw_figure draws around the character to play
    ax.text(1.27, y0 + 0.5, "▶", ha="center", va="center", fontsize=st.small, weight="bold")
    ap_left = state.ap if state.phase == "play" else 0
    for i in range(min(ap_left, 6)):
        x = 7.0 + i * 0.55
        add_shape(ax, rectangle((x, y0 + 0.25), 0.45, 0.4, facecolor=OKABE["sky"], edgecolor="black", lw=0.8 * st.lw,
                           zorder=2))
        ax.text(x + 0.225, y0 + 0.45, "●", ha="center", va="center", fontsize=st.small)
    if state.ap > 6:
        ax.text(10.35, y0 + 0.45, f"+{state.ap - 6}", ha="left", va="center", fontsize=st.small)


def draw_player_board(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, viewer: int | None,
                       seat: int) -> None:
    """One player's board as it stands between turns (whose turn it is: :func:`_draw_player_turn`)."""
    ax.set_xlim(0, 20)
    ax.set_ylim(10, 0)   # room for 4 boards whatever the player count, so circles stay round
    over = game.is_over
    scores = game.scores() if over else None
    p = state.players[seat]
    y0 = seat * 2.5
    add_shape(ax, FancyBboxPatch((0.1, y0 + 0.1), 19.8, 2.25, boxstyle="round,pad=0.02,rounding_size=0.2",
                            facecolor="#FFFFFF", edgecolor="#999999", lw=1.0 * st.lw))
    draw_figure(ax, state, seat, 0.75, y0 + 0.75, 0.42, st, active=False)
    ax.text(1.5, y0 + 0.5, f"P{seat + 1} {character_name(content, p.character)}", ha="left", va="center",
            fontsize=st.font, weight="bold")
    ability = content.characters.get(p.character, {}).get("ability_ap")
    ax.text(1.5, y0 + 1.05, f"{p.colour} · ability {ability} AP", ha="left", va="center", fontsize=st.small)
    if seat == state.first_player:
        ax.text(1.5, y0 + 1.55, "first player", ha="left", va="center", fontsize=st.small, style="italic")
    # AP track: 6 spaces, the 6th covered until the Sapphire power; filled (over it) = AP left this turn
    ax.text(6.3, y0 + 0.45, "AP", ha="left", va="center", fontsize=st.small, weight="bold")
    for i in range(6):
        x = 7.0 + i * 0.55
        covered = i == 5 and p.ap_cover
        add_shape(ax, rectangle((x, y0 + 0.25), 0.45, 0.4, facecolor="#555555" if covered else "white",
                           edgecolor="black", lw=0.8 * st.lw, hatch="xx" if covered else None))
    # adrenaline token
    adr = {"ready": ("+", "adrenaline ready"), "pending": ("−", "−2 AP next turn"),
           "penalty": ("−", "−2 AP this turn")}
    sign, words = adr.get(p.adrenaline, ("?", p.adrenaline))
    add_shape(ax, circle((11.3, y0 + 0.45), 0.24, facecolor="white" if sign == "+" else "#FFD9C2",
                        edgecolor="black", lw=st.lw))
    ax.text(11.3, y0 + 0.45, sign, ha="center", va="center", fontsize=st.font, weight="bold")
    ax.text(11.65, y0 + 0.45, words, ha="left", va="center", fontsize=st.small)
    # hand: two spaces, the left one covered until the Tiger's Eye power
    ax.text(6.3, y0 + 1.1, "hand", ha="left", va="center", fontsize=st.small, weight="bold")
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
    ax.text(9.0, y0 + 1.1, "powers", ha="left", va="center", fontsize=st.small, weight="bold")
    for i, idol in enumerate(IDOLS):
        x = 10.9 + i * 0.62
        draw_idol(ax, idol, x, y0 + 1.1, 0.17, st, filled=idol in p.powers or state.quick, zorder=7)
    # markers left
    ax.text(6.3, y0 + 1.8, f"markers left {p.markers_left}", ha="left", va="center", fontsize=st.small,
            weight="bold")
    for i in range(p.markers_left):
        add_shape(ax, regular_polygon((9.95 + i * 0.3, y0 + 1.8), 4, radius=0.13, orientation=0.785398,
                                    facecolor=player_colour(state, seat), edgecolor="black", lw=0.5))
    # key card (secret, IAI-KEY-SECRET-1)
    _draw_key(ax, game, state, content, st, seat, viewer, 15.4, y0 + 0.2)
    if over and scores is not None:
        ax.text(19.7, y0 + 1.95, f"{scores[seat]} VP", ha="right", va="center", fontsize=st.big, weight="bold")
        if seat in game.winner():
            ax.text(19.7, y0 + 1.45, "winner", ha="right", va="center", fontsize=st.font, weight="bold",
                    color="black", bbox={"boxstyle": "round,pad=0.15", "fc": OKABE["yellow"], "ec": "black"})


def _draw_key(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style, seat: int,
              viewer: int | None, x: float, y: float) -> None:
    p = state.players[seat]
    looking = viewer if viewer is not None else active_seat(game)
    visible = game.is_over or looking == seat
    if p.key_card < 0:
        if p.key_offer and visible:
            x = 13.7   # before a key card is kept, the board has room further left (no marker placed yet)
            ax.text(15.5, y + 0.25, "key cards offered:", ha="left", va="center", fontsize=st.small)
            for i, card in enumerate(p.key_offer):
                _draw_key_card(ax, content, card, x + i * 3.1, y + 0.55, st, cell=0.34)
        else:
            ax.text(x, y + 0.6, "key card:", ha="left", va="center", fontsize=st.small)
            ax.text(x, y + 1.1, "not chosen yet", ha="left", va="center", fontsize=st.small)
        return
    if not visible:
        add_shape(ax, rectangle((x, y + 0.2), 1.0, 1.6, facecolor="#6F6F6F", edgecolor="black", hatch="//"))
        ax.text(x + 1.2, y + 1.0, "key card\n(secret)", ha="left", va="center", fontsize=st.small)
        return
    _draw_key_card(ax, content, p.key_card, x, y + 0.2, st)


def _draw_key_card(ax: Any, content: Any, card: int, x: float, y: float, st: Style, cell: float = 0.4) -> None:
    vp, cubes = content.key_cards[card]
    add_shape(ax, rectangle((x, y), cell * 3 + 0.2, cell * 3 + 0.35, facecolor="#FFFDF4", edgecolor="black",
                           lw=st.lw))
    for gx in range(3):
        for gy in range(3):
            filled = (gx, gy) in cubes
            add_shape(ax, rectangle((x + 0.1 + gx * cell, y + 0.1 + (2 - gy) * cell), cell * 0.9, cell * 0.9,
                                   facecolor="#333333" if filled else "white", edgecolor="#888888", lw=0.5))
    ax.text(x + cell * 3 + 0.3, y + 0.4, f"#{card}", ha="left", va="center", fontsize=st.small)
    ax.text(x + cell * 3 + 0.3, y + 1.0, f"{vp} VP", ha="left", va="center", fontsize=st.font, weight="bold")
