"""Colours, marks and words the Floe views share.

Colours come from the Okabe-Ito palette (chosen to stay apart under the common colour-vision
deficiencies) and always travel with a letter, a number or a shape."""

from __future__ import annotations

import re
import unicodedata

from floe_widgets.i18n import text

from ..names import term

OKABE = {
    "orange": "#E69F00", "sky": "#56B4E9", "green": "#009E73", "yellow": "#F0E442",
    "blue": "#0072B2", "vermillion": "#D55E00", "purple": "#CC79A7", "black": "#000000", "grey": "#999999",
}
#: seat -> colour (always drawn with the seat number 1..4).
SEAT_COLOURS = (OKABE["vermillion"], OKABE["sky"], OKABE["green"], OKABE["yellow"])
RESOURCE_COLOURS = {"pearl": "#FFFFFF", "kelp": OKABE["green"], "mushroom": OKABE["purple"], "wood": OKABE["orange"]}
MERIT_COLOURS = {"skill": OKABE["yellow"], "might": OKABE["vermillion"], "charm": OKABE["green"],
                 "craft": OKABE["blue"]}
MOVE_HL = "#6A1B9A"       # legal targets: a dashed ring (+ the Warmth they cost)
SEA = "#A8D4F0"
ICE = "#FFFFFF"
TILE_UP = "#DCEBFD"
TILE_DOWN = "#B5B5B5"
SAND = "#F2DFB0"
DOCK = "#C9A77C"
BEACON = "#7A5A30"
TOKEN = "#FFF3B0"
SHIP = OKABE["blue"]
TRADER = OKABE["orange"]
LANDMARK = OKABE["yellow"]
WARMTH = OKABE["orange"]
RUMOR = "#BDBDBD"
VILLAGE = "#FBF6EA"
SPACE = "#F3E7C9"
CAVE = "#ECE6F2"
CHAMBER_DOWN = "#BDBDBD"
BATTLE = "#FFF3E6"
DIE = "#FFFFFF"
DIE_LOCKED = "#CFCFCF"

#: the palettes whose kinds a person must tell apart (checked under simulated colour-vision deficiencies).
PALETTES = {
    "Floe seats": dict(zip(("seat 1", "seat 2", "seat 3", "seat 4"), SEAT_COLOURS)),
    "Floe resources": RESOURCE_COLOURS,
    "Floe merits": MERIT_COLOURS,
    "Floe world pieces": {"sea": SEA, "ship": SHIP, "trader": TRADER, "legal target": MOVE_HL},
}

#: battle icons as drawn on a die: a glyph, with the word printed under it.
ICON_GLYPH = {"arrow": "➶", "sword": "†", "stealth": "◐", "lantern": "☼", "magic": "✦", "crit": "✶", "": "·"}


def said(key: str) -> str:
    """A content id or one of Floe's words in the current language (:func:`names.term`: one naming path)."""
    return text(term(key))


def nice(card_id: str) -> str:
    """A card, Monster, Hero or Familiar id as a person reads it: "bika-swiftgaze" -> "Bika Swiftgaze" (in
    Japanese "ビカ・スウィフトゲイズ")."""
    return said(card_id) if card_id else ""


def text_width(text: str, px: float) -> float:
    """About how wide ``text`` is on screen at ``px`` pixels: a full-width (Japanese) character is about
    ``px`` wide, any other about 0.58 ``px`` (DejaVu Sans on average)."""
    return sum(px if unicodedata.east_asian_width(c) in "WF" else 0.58 * px for c in text)


def clip_to(text: str, width: float, px: float) -> str:
    """``text`` cut (with an ellipsis) to at most ``width`` pixels at ``px`` pixels."""
    if text_width(text, px) <= width + 1e-9:
        return text
    while len(text) > 1 and text_width(text + "…", px) > width + 1e-9:
        text = text[:-1]
    return text + "…"


def clip(text: str, n: int) -> str:
    """``text`` cut (with an ellipsis) to as wide as ``n`` Latin letters: a Japanese character counts as
    about two, so a Japanese line stays in the same room as an English one."""
    return clip_to(text, n * 0.58, 1.0)



def wrapped(line: str, n: int) -> list[str]:
    """``line`` broken at spaces into lines as wide as ``n`` Latin letters, the later ones indented (a Japanese
    line, which has no spaces, between its characters): nothing is cut short (:func:`flowed`)."""
    return flowed("", [line], "", n)


def flowed(head: str, names: list[str], sep: str, n: int) -> list[str]:
    """``head`` and then ``names`` joined by ``sep``, broken between two names (a card is read whole) into lines
    as wide as ``n`` Latin letters (a Japanese character counts as about two), the later lines indented.  Only
    a name wider than a whole line is itself broken: at its spaces, and a word still too wide (Japanese has no
    spaces) after a "、", else between its characters."""
    room = n * 0.58
    atoms: list[str] = []   # what is never broken
    for k, name in enumerate(names):
        piece = name + (sep if k < len(names) - 1 else "")
        if text_width("  " + piece.rstrip(), 1.0) <= room:
            atoms.append(piece)
            continue
        words = piece.split(" ")
        for m, word in enumerate(words):
            word += " " if m < len(words) - 1 else ""
            if text_width("  " + word.rstrip(), 1.0) <= room:
                atoms.append(word)
                continue
            for part in re.findall(r"[^、]+、?|、", word):   # a Japanese list: after a comma, else anywhere
                atoms += [part] if text_width("  " + part, 1.0) <= room else list(part)
    lines, line = [], head
    for atom in atoms:
        if line.strip() and text_width(line + atom.rstrip(), 1.0) > room:
            lines.append(line.rstrip())
            line = "  "
        line += atom
    return [*lines, line.rstrip()]


def token_kinds(tokens: list[str]) -> dict[str, int]:
    """potion-07, crate-02, potion-01 -> {"potion": 2, "crate": 1} (a token id starts with its kind)."""
    kinds: dict[str, int] = {}
    for tok in tokens:
        kind = tok.split("-")[0]
        kinds[kind] = kinds.get(kind, 0) + 1
    return kinds
