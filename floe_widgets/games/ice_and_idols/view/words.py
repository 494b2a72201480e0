"""The board in words: the headline over the temple and the names of choices, events and things (in the
reader's language: every text goes through :func:`floe_widgets.i18n.tr`)."""

from __future__ import annotations

from typing import Any

from floe_widgets.i18n import N_, text, tr

from ..seat_words import seat_words
from ..state import IDOL_NAMES, IceAndIdolsState

#: the shipped characters' names (content), said in the reader's language; a character of a user's own
#: content file keeps the name the file gives it
CHARACTER_NAMES = (N_("Curator"), N_("Keysmith"), N_("Sculptor"), N_("Architect"))
#: player colours (content) and border icons, as a person reads them
COLOUR_WORDS = {"red": N_("red"), "blue": N_("blue"), "yellow": N_("yellow"), "green": N_("green"),
                "purple": N_("purple"), "orange": N_("orange")}
BORDER_WORDS = {"sun": N_("sun"), "moon": N_("moon"), "star": N_("star"), "comet": N_("comet")}
PENDING_WORDS = {
    "altar": N_("research or gain the power"), "vp-shift": N_("shift the VP tokens?"), "ruby": N_("tile to rotate"),
    "gold": N_("tile to slide"), "ability": N_("target of your ability"), "orient": N_("orientation of the tile"),
    "pass": N_("where to go"),
}
#: the adrenaline token's sides, in words
ADRENALINE_WORDS = {"ready": N_("ready", context="adrenaline"), "pending": N_("used: −2 AP next turn"),
                    "penalty": N_("used: −2 AP this turn")}
#: the square marked X on a collapse card, seen from the active player's seat
COLLAPSE_WORDS = (N_("ahead"), N_("right"), N_("behind"), N_("left"))


def character_name(content: Any, key: str) -> str:
    name = str(content.characters.get(key, {}).get("name", key.title()))
    return tr(name) if name in CHARACTER_NAMES else name


def idol_name(idol: str) -> str:
    return tr(IDOL_NAMES[idol])


def colour_name(colour: str) -> str:
    return tr(COLOUR_WORDS[colour]) if colour in COLOUR_WORDS else colour


def border_name(icon: str) -> str:
    return tr(BORDER_WORDS[icon]) if icon in BORDER_WORDS else icon


def seat_name(content: Any, state: IceAndIdolsState, seat: int) -> str:
    """``P2 Curator``: the seat (from 1) and its character, as the game names it everywhere (its one maker,
    :func:`~floe_widgets.games.ice_and_idols.seat_words.seat_words`)."""
    return text(seat_words(content, state, seat))


def headline_words(game: Any, state: IceAndIdolsState, content: Any, *, short: bool = False) -> str:
    """The line over the temple: whose turn and the AP left (``short``: without the variant and the choice
    pending, which the controls beside a presenter's board show)."""
    steady, changing = headline_parts(game, state, content, short=short)
    return steady + changing


def headline_parts(game: Any, state: IceAndIdolsState, content: Any, *, short: bool = False) -> tuple[str, str]:
    """The headline in two parts: what stays for a whole turn, and what changes with each action (the AP
    left and the choice pending; empty outside a turn), so the first is drawn once per turn."""
    if game.is_over:
        return tr("Game over: final scores below"), ""
    if state.phase == "keys":
        return tr("Set-up: {who} keeps one of two key cards", who=seat_name(content, state, state.turn)), ""
    steady, changing = turn_parts(content, state, state.turn, state.round, state.ap, short=short)
    if state.pending is not None and not short:
        changing += pending_part(state.pending.kind)
    return steady, changing


def pending_part(kind: str) -> str:
    """The headline's end while a choice of ``kind`` is pending."""
    return " · " + tr("choose: {what}", what=pending_words(kind))


def turn_parts(content: Any, state: IceAndIdolsState, seat: int, round_no: int, ap: int, *,
               short: bool = False) -> tuple[str, str]:
    """A turn's headline without the choice pending: whose turn in which round, then the AP left."""
    steady = tr("Round {round} · {who} to play", round=round_no, who=seat_name(content, state, seat))
    if state.quick and not short:
        steady = tr("Quick Play · {line}", line=steady)
    return steady, " · " + tr("{ap} AP left", ap=ap)


def adrenaline_words(side: str) -> str:
    return tr(ADRENALINE_WORDS[side]) if side in ADRENALINE_WORDS else side


def pending_words(kind: str) -> str:
    return tr(PENDING_WORDS[kind]) if kind in PENDING_WORDS else kind


def event_words(content: Any, card: int) -> str:
    if card is None or card < 0:
        return tr("none yet")
    spec = content.events.get(card, {})
    kind = spec.get("type", "?")
    if kind == "collapse":
        return tr("Collapse (X {where})", where=tr(COLLAPSE_WORDS[int(spec.get("x", 0)) % 4]))
    if kind == "rotate":
        return tr("Rotate ruins clockwise") if spec.get("clockwise", True) else tr("Rotate ruins counter-clockwise")
    if kind == "shift":
        start, end = border_name(spec.get("from", "?")), border_name(spec.get("to", "?"))
        return tr("Shift {start} → {end}", start=start, end=end)
    return tr("Chill (no effect)")
