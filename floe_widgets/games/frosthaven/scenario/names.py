"""Display names: what a person reads for a card, a figure, an item or a battle goal.

Actions and events keep their ids (saves stay loadable); every text built from them
goes through these functions, so a card is "Rooted Guard (11)" on a button, in the
log and in the narration alike, and a figure is "Frost Hound 5"; a game names a seat by its
character's class ("Character 1" -> "Ironbark Warden", :func:`name_seats`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache

from floe_widgets.i18n import SOURCE, Message, Term, language, message

from .book import load_yaml
from .cards import all_cards, classes
from .items import catalogue
from .monsters import monster_types


@cache
def _japanese_names() -> dict[str, dict[str, str]]:
    return load_yaml("names_ja.yaml")["names"]


def local_name(name: str) -> str:
    """A content name (a monster, a class, a summon, an objective, a scenario) in the reader's language:
    the Japanese forms are our own (content/names_ja.yaml); a name without one is shown as it is."""
    forms = _japanese_names().get(name) if language() == "ja" else None
    return forms["ja"] if forms else name


def local_tag(name: str) -> str | None:
    """The one-character mark of a figure on the map in the reader's language, if it has one."""
    forms = _japanese_names().get(name) if language() == "ja" else None
    return forms.get("tag") if forms else None


def name_term(name: str, suffix: str = "") -> str:
    """A content name (plus ``suffix``, e.g. " 5" or " (11)") in every language the names file gives: a
    :class:`Term` whose English form is the name as the engine writes it, or the plain name."""
    forms = _japanese_names().get(name)
    return Term(en=name + suffix, ja=forms["ja"] + suffix) if forms else name + suffix


_NUMBERED = re.compile(r"(.+?) (\d+)")


def figure_name(name: str) -> str:
    """A figure's name as the state keeps it ("Frost Hound 5", "Ironbark Warden") in every language."""
    if name in _japanese_names():
        return name_term(name)
    m = _NUMBERED.fullmatch(name)
    return name_term(m[1], f" {m[2]}") if m else name


def said(message_id: str) -> Message:
    """A word whose id another module marks with ``N_`` (an element, a condition) as a value of a message."""
    return Message(message_id, {}, SOURCE)


def card_label(cid: str) -> str:
    """A card by its printed name and initiative, e.g. "Rooted Guard (11)"."""
    card = all_cards().get(cid)
    return name_term(card["name"], f" ({card['initiative']})") if card else cid


def cards_label(cids: Iterable[str]) -> str:
    """Cards one after another: "A (1) and B (2)"."""
    labels = [card_label(c) for c in cids]
    said_so_far = labels[0] if labels else ""
    for label in labels[1:]:
        said_so_far = message("{first} and {second}", first=said_so_far, second=label)
    return said_so_far


def item_label(iid: str) -> str:
    name = catalogue().get(iid, {}).get("name")
    return name_term(name) if name else iid


@cache
def _goals() -> dict[str, str]:
    return {g["id"]: g["name"] for g in load_yaml("battle_goals.yaml")["goals"]}


def loot_label(cid: str) -> str:
    """A loot card: "coin-2" -> "2 coins", "random-item" -> "random item", a material or herb by its name."""
    if cid.startswith("coin-"):
        n = cid.removeprefix("coin-")
        return f"{n} coin" + ("" if n == "1" else "s")
    return cid.replace("-", " ")


def goal_label(gid: str) -> str:
    return name_term(_goals()[gid]) if gid in _goals() else gid


def class_label(cid: str) -> str:
    """The character who owns a card, by its class name, as the events and the party panel name it."""
    card = all_cards().get(cid)
    return name_term(classes()[card["cls"]]["name"]) if card else cid


CHARACTER = "Character {n}"


def character_label(seat: int) -> str:
    """Seats are 1-based wherever a person reads them."""
    return message("Character {n}", n=seat + 1)


_SEAT = re.compile(r"\bCharacter (\d+)\b")


def name_seats(text: str, seat_name: Callable[[int], str]) -> str:
    """Each "Character N" of ``text`` (N 1-based, as :func:`character_label` writes it) by ``seat_name``;
    a :class:`Message` stays one (its values named in turn), so a widget can still say it in any language."""
    if isinstance(text, Message):
        if text.id == CHARACTER:
            return seat_name(text.values["n"] - 1)
        values = {k: name_seats(v, seat_name) if isinstance(v, str) and not isinstance(v, Term) else v
                  for k, v in text.values.items()}
        return Message(text.id, values, SOURCE)
    if isinstance(text, Term):
        return text
    return _SEAT.sub(lambda m: seat_name(int(m[1]) - 1), text)


_SUMMON = re.compile(r"S(\d+)-(\d+)")
_MONSTER = re.compile(r"([a-z]+(?:-[a-z]+)*)-(\d+)")


def figure_label(fid: str) -> str:
    """A figure id as a person reads it: "C0" -> "Character 1", "hound-5" -> "Frost Hound 5",
    "S0-1" -> "Summon 1 of Character 1", "set:archer" (a monster set in the order) -> "Rime Archer"."""
    if fid.startswith("set:"):
        return name_term(monster_types().get(fid[4:], {}).get("name", fid[4:]))
    if re.fullmatch(r"C\d+", fid):
        return character_label(int(fid[1:]))
    if m := _SUMMON.fullmatch(fid):
        return message("Summon {n} of {owner}", n=int(m[2]), owner=character_label(int(m[1])))
    if (m := _MONSTER.fullmatch(fid)) and m[1] in monster_types():
        return name_term(monster_types()[m[1]]["name"], f" {m[2]}")
    return fid


def name_figures(text: str, names: dict[str, str]) -> str:
    """Write each figure id of ``names`` (fid -> the figure's name) by its name, in a text written
    with ids (the monster AI's trace, which the tactics lab also reads with its own ids)."""
    ids = sorted(names, key=len, reverse=True)
    if not ids:
        return text
    pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")
    return pattern.sub(lambda m: names[m[1]] or figure_label(m[1]), text)


def ability_text(ability: dict) -> str:
    """One ability of a card in words: {attack: 3, push: 1} -> "Attack 3, push 1"."""
    parts = []
    for key, value in ability.items():
        if value is True:
            parts.append(key)
        elif isinstance(value, (list, tuple)):
            parts.append(f"{key} " + " ".join(map(str, value)) if not all(isinstance(v, list) for v in value)
                         else f"{key} of {len(value)} hexes")
        elif isinstance(value, dict):
            parts.append(f"{key} " + ", ".join(f"{k} {v}" for k, v in value.items()))
        else:
            parts.append(f"{key} {value}")
    text = ", ".join(parts)
    return text[:1].upper() + text[1:]


def half_text(half: dict) -> str:
    """A card half in one line: its abilities, the elements it infuses, lost and experience."""
    text = "; ".join(ability_text(a) for a in half.get("abilities", []))
    if half.get("infuse"):
        text += "; infuse " + ", ".join(half["infuse"])
    if half.get("lost"):
        text += " (lost)"
    if half.get("xp"):
        text += f" (+{half['xp']} XP)"
    return text
