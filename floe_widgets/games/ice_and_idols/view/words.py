"""The board in words: the headline over the temple and the names of choices and events."""

from __future__ import annotations

from typing import Any

from ..state import IceAndIdolsState
from .targets import character_name


def headline_words(game: Any, state: IceAndIdolsState, content: Any, *, short: bool = False) -> str:
    """The line over the temple: whose turn and the AP left (``short``: without the variant and the choice
    pending, which the controls beside a presenter's board show)."""
    if game.is_over:
        return "Game over: final scores below"
    seat = state.turn
    p = state.players[seat]
    who = f"P{seat + 1} {character_name(content, p.character)}"
    if state.phase == "keys":
        return f"Set-up: {who} keeps one of two key cards"
    text = f"Round {state.round} · {who} to play · {state.ap} AP left"
    if short:
        return text
    if state.quick:
        text = "Quick Play · " + text
    if state.pending is not None:
        text += f" · choose: {pending_words(state.pending.kind)}"
    return text


def headline_parts(game: Any, state: IceAndIdolsState, content: Any, *, short: bool = False) -> tuple[str, str]:
    """The headline in two parts: what stays for a whole turn, and what changes with each action (the AP
    left and the choice pending; empty outside a turn), so the first is drawn once per turn."""
    line = headline_words(game, state, content, short=short)
    cut = line.find(f" · {state.ap} AP left")
    if game.is_over or state.phase == "keys" or cut < 0:
        return line, ""
    return line[:cut], line[cut:]


def pending_words(kind: str) -> str:
    return {
        "altar": "research or gain the power", "vp-shift": "shift the VP tokens?", "ruby": "tile to rotate",
        "gold": "tile to slide", "ability": "target of your ability", "orient": "orientation of the tile",
        "pass": "where to go",
    }.get(kind, kind)


def event_words(content: Any, card: int) -> str:
    if card is None or card < 0:
        return "none yet"
    spec = content.events.get(card, {})
    kind = spec.get("type", "?")
    if kind == "collapse":
        where = ("ahead", "right", "behind", "left")[int(spec.get("x", 0)) % 4]
        return f"Collapse (X {where})"
    if kind == "rotate":
        return "Rotate ruins " + ("clockwise" if spec.get("clockwise", True) else "counter-clockwise")
    if kind == "shift":
        return f"Shift {spec.get('from', '?')} → {spec.get('to', '?')}"
    return "Chill (no effect)"
