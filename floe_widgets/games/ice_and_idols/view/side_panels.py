"""Beside the temple: the discarded tiles, the research track, and the events and idol supply."""

from __future__ import annotations

from typing import Any

from floe_widgets.i18n import N_, tr

from ..state import IDOLS, IceAndIdolsState
from .shapes import add_shape, draw_idol, rectangle, regular_polygon
from .style import TARGET_HL, Style
from .targets import player_colour, player_initial, tile_sides
from .temple import TileLayer
from .words import event_words, idol_name

# -- discard pile of tiles ----------------------------------------------------------------------------------

def draw_discard(ax: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
    ax.text(0.05, 0.02, tr("Discarded tiles"), ha="left", va="top", fontsize=st.font, weight="bold")
    shown = [(t, "") for t in state.discard] + [(t, tr("spare")) for t in state.spare]
    if not shown:
        ax.text(0.05, 0.6, tr("none yet"), ha="left", va="center", fontsize=st.small, style="italic")
    layer = TileLayer(st)
    first = 3.6 if st.presenter else 3.0
    for i, (tile, note) in enumerate(shown[:15]):
        x = first + i * 0.68
        layer.add(tile_sides(state, content, tile), state.tile_kind[tile], x, 0.25, 0.62)
        if note:   # the set-aside tile's word (a tile has no number a person reads)
            # beside the tile (the spare is the last of the row): under it, it ran into the tile or out of the area
            ax.text(x + 0.68, 0.56, note, ha="left", va="center", fontsize=st.small)
    layer.draw(ax)
    if len(shown) > 15:
        ax.text(13.9, 0.55, f"+{len(shown) - 15}", ha="right", va="center", fontsize=st.small)


# -- research track ------------------------------------------------------------------------------------------

def draw_track(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
    heights = [content.height(c) for c in range(len(IDOLS))]
    shifting = getattr(state, "pending", None) is not None and state.pending.kind == "vp-shift"
    top = max(heights)
    ax.text(len(IDOLS) / 2, top + 1.95, tr("Research track"), ha="center", va="center", fontsize=st.big,
            weight="bold")
    for col, idol in enumerate(IDOLS):
        x = col + 0.5
        draw_idol(ax, idol, x, top + 1.42, 0.14, st)
        ax.text(x, top + 1.0, tr("T. Eye") if idol == "tigers-eye" else idol_name(idol), ha="center",
                va="center", fontsize=st.small, color="black")
        markers = state.track[col] if state.track else []
        for h in range(heights[col]):
            space = content.space(col, h)
            y = h
            add_shape(ax, rectangle((col + 0.08, y + 0.06), 0.84, 0.88, facecolor="#F7F7F7", edgecolor=st.edge,
                                   lw=st.lw, zorder=1))
            marks = []
            if space.get("event"):
                marks.append(tr("⚡ev"))
            if space.get("shift"):
                marks.append("⇄")
            if space.get("bonus"):
                marks.append(f"+{space['bonus']}")
            if marks:
                ax.text(col + 0.9, y + 0.84, " ".join(marks), ha="right", va="center", fontsize=st.small,
                        color="black", zorder=2)
            if space.get("icon") and col == 0:   # the 2p/3p icons: one column shows them for all, the key says them
                # top left, clear of the grey marker set on the space (IAI-SETUP-TRACK-2) and, in presenter mode,
                # whose spaces are flatter, of the space's top edge
                ax.text(col + 0.12, y + (0.74 if st.presenter else 0.84), icon_words(space["icon"]), ha="left",
                        va="center", fontsize=st.small,
                        color="#444444", zorder=2)
            if h < len(markers):
                owner = markers[h]
                # (lower in presenter mode, whose spaces are flatter: the initial clear of the space's marks)
                my = y + (0.38 if st.presenter else 0.45)
                add_shape(ax, regular_polygon((x, my), 4, radius=0.27, orientation=0.785398,
                                            facecolor=player_colour(state, owner), edgecolor="black",
                                            lw=st.lw, zorder=3))
                ax.text(x, my, player_initial(state, owner), ha="center", va="center",
                        fontsize=st.font, weight="bold", zorder=4)
        value = state.vp_tokens[col] if state.vp_tokens else 0
        locked = bool(state.locked[col]) if state.locked else False
        ty = heights[col] + 0.45 if locked else -0.7
        add_shape(ax, regular_polygon((x, ty), 6, radius=0.36, facecolor="#FFFFFF" if not locked else "#E8E8E8",
                                    edgecolor="black", lw=(2.2 if locked else 1.2) * st.lw, zorder=3))
        if locked:   # locked above its full column (its value), the word where it stood below the column
            ax.text(x, ty, f"{value}", ha="center", va="center", fontsize=st.big, weight="bold", zorder=4)
            ax.text(x, -0.7, "↑\n" + tr("locked"), ha="center", va="center", fontsize=st.small, zorder=4,
                    linespacing=1.0)
        else:
            ax.text(x, ty, f"{value}", ha="center", va="center", fontsize=st.big, weight="bold", zorder=4)
            if col == 0 and not shifting:   # (the choice's prompt below names the tokens)
                # hung from the token's foot in presenter mode (a Japanese label is taller than an English one)
                y, va = (ty - 0.4, "top") if st.presenter else (ty - 0.5, "center")
                ax.text(x - 0.45, y, tr("VP tokens"), ha="left", va=va, fontsize=st.small, zorder=4)
    if shifting:   # under the tokens, in the label's place
        ax.text(len(IDOLS) / 2, -1.12, tr("⇄ you may shift the unlocked VP tokens\nleft or right"), ha="center",
                va="top", fontsize=st.small, color="black", linespacing=1.1,
                bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": TARGET_HL, "lw": 1})


# -- info panel: events, supply ------------------------------------------------------------------------------

def draw_info(ax: Any, game: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
    if st.presenter:
        draw_presenter_info(ax, state, content, st)
        return
    y = 9.6
    ax.text(0.1, y, tr("Events"), ha="left", va="center", fontsize=st.big, weight="bold")
    y -= 0.8
    ax.text(0.1, y, deck_words(state), ha="left", va="center", fontsize=st.font)
    y -= 0.8
    ax.text(0.1, y, tr("last: {event}", event=event_words(content, state.last_event)), ha="left", va="center",
            fontsize=st.font, wrap=True)
    y -= 1.2
    ax.text(0.1, y, tr("Idol supply"), ha="left", va="center", fontsize=st.big, weight="bold")
    y -= 0.95
    for i, idol in enumerate(IDOLS):
        x = 0.5 + i * 1.95
        draw_idol(ax, idol, x, y, 0.32, st)
        ax.text(x + 0.45, y, f"×{state.supply.get(idol, 0)}", ha="left", va="center", fontsize=st.font)
    y -= 1.3
    ax.text(0.1, y, tr("Key"), ha="left", va="center", fontsize=st.big, weight="bold")
    legend = "\n".join([tr("filled shape = idol to pick up\nhollow shape on a plinth = altar\n"
                            "disc with initial = character\ndashed purple square = move there for n AP\n"
                            "dotted blue square = target of a choice"), *track_key()])
    ax.text(0.2, y - 0.4, legend, ha="left", va="top", fontsize=st.small, linespacing=1.5)


def draw_presenter_info(ax: Any, state: IceAndIdolsState, content: Any, st: Style) -> None:
    """The events and the idol supply in two lines, and under them the key to the research track's marks."""
    top = ax.get_ylim()[1]   # one unit as high as wide
    ax.text(0.1, top * 0.88, tr("Events"), ha="left", va="center", fontsize=st.big, weight="bold")
    last = tr("last: {event}", event=event_words(content, state.last_event))
    ax.text(1.9, top * 0.88, deck_words(state) + " · " + last, ha="left", va="center", fontsize=st.small)
    ax.text(0.1, top * 0.62, tr("Idol supply"), ha="left", va="center", fontsize=st.big, weight="bold")
    for i, idol in enumerate(IDOLS):
        x = 3.0 + i * 1.45
        draw_idol(ax, idol, x, top * 0.62, 0.17, st)
        ax.text(x + 0.3, top * 0.62, f"×{state.supply.get(idol, 0)}", ha="left", va="center", fontsize=st.font)
    first, *icons = track_key()
    ax.text(0.1, top * 0.04, "\n".join([tr("Research track: {marks}", marks=first), *icons]), ha="left",
            va="bottom", fontsize=st.small, linespacing=1.2)


#: the player-count icons of the research track's lowest spaces (content/track.yaml), as a person reads them
ICON_WORDS = {"3p": N_("3p"), "2p": N_("2p")}


def icon_words(icon: str) -> str:
    return tr(ICON_WORDS[icon]) if icon in ICON_WORDS else icon


def track_key() -> list[str]:
    """The key to the marks in the research track's spaces, a line each: the event, shift and bonus marks, and
    the player-count icons (a grey marker fills those spaces at set-up in a smaller game, IAI-SETUP-TRACK-2)."""
    return [tr("⚡ev event · ⇄ shift · +n bonus VP"),
            tr("{icon} = grey marker from set-up with 2 or 3 players", icon=icon_words("3p")),
            tr("{icon} = grey marker from set-up with 2 players", icon=icon_words("2p"))]


def foreseen_supply_texts(st: Style) -> list[tuple[str, dict[str, Any]]]:
    """The idol supply's counts a game may show, with their style as drawn above."""
    return [(f"×{n}", {"ha": "left", "va": "center", "fontsize": st.font}) for n in range(13)]


def deck_words(state: IceAndIdolsState) -> str:
    return tr("deck {deck} · discard {discard}", deck=len(state.event_deck), discard=len(state.event_discard))
