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
from typing import Any

from floe_widgets import i18n
from floe_widgets.i18n import N_, SOURCE, Message, Term, language, message

from ..map.hex_names import hex_name
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
    if isinstance(name, (Term, Message)) and not suffix:
        return name   # already said in every language (e.g. the random dungeon's name)
    forms = _japanese_names().get(name)
    return Term(en=name + suffix, ja=forms["ja"] + suffix) if forms else name + suffix


_NUMBERED = re.compile(r"(.+?) (\d+)")


def figure_name(name: str) -> str:
    """A figure's name as the state keeps it ("Frost Hound 5", "Elite Frost Hound 5", "Ironbark Warden") in
    every language."""
    if name in _japanese_names():
        return name_term(name)
    if name.startswith("Elite "):
        return message("Elite {monster}", monster=figure_name(name.removeprefix("Elite ")))
    m = _NUMBERED.fullmatch(name)
    return name_term(m[1], f" {m[2]}") if m else name


def summon_number(fid: str) -> int:
    """A summon's place in the scenario's order of summoning, which its id keeps ("S0-3" -> 3)."""
    return int(fid.rpartition("-")[2])


def number_apart(figure: Any, figures: Iterable[Any]) -> int | None:
    """The number that tells a summon apart when another of ``figures`` in play has its name (two Ember
    Sprites): its place in the order of summoning, as a monster's standee number tells it apart; else None."""
    if figure.kind == "summon" and any(o.name == figure.name and o.fid != figure.fid for o in figures):
        return summon_number(figure.fid)
    return None


def figure_called(figure: Any, figures: Iterable[Any]) -> str:
    """A figure's name as a person reads it, told apart from the other ``figures`` in play: "Ember Sprite 3"
    beside another Ember Sprite (:func:`number_apart`); any other figure is :func:`figure_name` of the name
    the state keeps."""
    n = number_apart(figure, figures)
    return figure_name(figure.name) if n is None else name_term(figure.name, f" {n}")


def figures_called(figures: Iterable[Any]) -> dict[str, str]:
    """Each figure's id -> its name as :func:`figure_called` says it."""
    figures = list(figures)
    return {f.fid: figure_called(f, figures) for f in figures}


def said(message_id: str) -> Message:
    """A word marked with ``N_`` (here in :data:`WORDS`, or in another module) as a value of a message."""
    return Message(message_id, {}, SOURCE)


#: the engine's words that go into its sentences as values (:func:`said`): elements, attack modes, bonus
#: kinds and durations, overlays, seasons, item states
WORDS = (N_("fire"), N_("ice"), N_("air"), N_("earth"), N_("light"), N_("dark"), N_("normal"), N_("advantage"),
         N_("disadvantage"), N_("shield"), N_("retaliate"), N_("round"), N_("persistent"), N_("obstacle"), N_("icy"),
         N_("difficult"), N_("hazardous"), N_("trap"), N_("summer"), N_("winter"), N_("top"), N_("bottom"),
         N_("long rest"), N_("regenerate"), N_("null"))

#: the conditions, by the names the engine writes (FH-COND-*)
CONDITIONS = (N_("poison"), N_("wound"), N_("immobilize"), N_("disarm"), N_("stun"), N_("muddle"), N_("strengthen"),
              N_("invisible"), N_("regenerate"), N_("ward"), N_("bane"), N_("brittle"), N_("impair"), N_("safeguard"),
              N_("bless"), N_("curse"))


def word(value: str) -> str:
    """One of the engine's words (:data:`WORDS`) said in the reader's language; any other value as it is."""
    return said(value) if value in WORDS else value


#: an element as the first word of a sentence ("Earth is not consumed.")
ELEMENTS_AT_START = {"fire": N_("Fire"), "ice": N_("Ice"), "air": N_("Air"), "earth": N_("Earth"),
                     "light": N_("Light"), "dark": N_("Dark")}


def element_at_start(element: str) -> str:
    """An element's word written to begin a sentence, in the reader's language."""
    return said(ELEMENTS_AT_START[element]) if element in ELEMENTS_AT_START else element


def condition_word(condition: str) -> str:
    return said(condition) if condition in CONDITIONS else condition


def one_after_another(words: Iterable[str], message_id: str = N_("{first}, {second}")) -> str:
    """Words joined two at a time by ``message_id`` (its ``{first}`` and ``{second}``), so each joint is
    written in the reader's language: "A, B, C"."""
    words = list(words)
    said_so_far = words[0] if words else ""
    for word in words[1:]:
        said_so_far = message(message_id, first=said_so_far, second=word)
    return said_so_far


def conditions_said(conditions: Iterable[str]) -> str:
    """Conditions one after another: "poisoned, wounded"."""
    return one_after_another(condition_word(c) for c in conditions)


def card_label(cid: str) -> str:
    """A card by its printed name and initiative, e.g. "Rooted Guard (11)"."""
    card = all_cards().get(cid)
    return name_term(card["name"], f" ({card['initiative']})") if card else cid


def cards_label(cids: Iterable[str]) -> str:
    """Cards one after another: "A (1) and B (2)"."""
    return one_after_another((card_label(c) for c in cids), N_("{first} and {second}"))


def listed(names: Iterable[str]) -> str:
    """Names one after another, "and" before the last: "A, B and C" (each joint written in the reader's
    language)."""
    names = list(names)
    if len(names) < 3:
        return one_after_another(names, N_("{first} and {second}"))
    return message("{first} and {second}", first=one_after_another(names[:-1]), second=names[-1])


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
        return message("{n} coin", plural="{n} coins", how_many=int(n), n=n)
    if cid == "random-item":
        return message("random item")
    return said(cid) if cid.isalpha() else cid.replace("-", " ")   # a material or an herb (N_ in loot.py)


def modifier_said(text: str) -> str:
    """An attack modifier card in words, from the data notation the decks keep ("+1", "null", "r+1",
    "+1:immobilize"): "+1", "null", "+1 (rolling)", "+1, immobilize", in the reader's language."""
    body, colon, effect = text.partition(":")
    rolling = body.startswith("r")
    if rolling:
        body = body[1:]
    said_card: str = said(body) if body in ("null", "bless", "curse") else body
    if colon:
        said_card = message("{card}, {effect}", card=said_card, effect=condition_word(effect))
    if rolling:
        said_card = message("{card} (rolling)", card=said_card)
    return said_card


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


#: a hex as a state's stored text keeps it: "(0, 3)"
_HEX_PAIR = re.compile(r"\((-?\d+), (-?\d+)\)")


def hexes_named(stored: str) -> str:
    """A text the state keeps with each hex as a pair, "move to (0, 3)", with the hexes named as the boards print
    them, "move to hex 0,3", in the stored text's language (the text itself is not said again)."""
    return _HEX_PAIR.sub(lambda m: str(hex_name((int(m[1]), int(m[2])))), stored)


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
    if isinstance(text, Message):   # a trace step: its values name the figures (each alone, or a list)
        return Message(text.id, {k: _figures_named(v, names) for k, v in text.values.items()}, SOURCE)
    pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")
    return pattern.sub(lambda m: names[m[1]] or figure_label(m[1]), text)


def _figures_named(value: object, names: dict[str, str]) -> object:
    if isinstance(value, Message):
        return name_figures(value, names)
    if not isinstance(value, str) or isinstance(value, Term):
        return value
    if value in names:
        return names[value] or figure_label(value)
    parts = value.split(", ")
    if len(parts) > 1 and all(p in names for p in parts):
        return listed(names[p] or figure_label(p) for p in parts)
    return name_figures(value, names) if any(i in value for i in names) else value


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


#: the words of a card's abilities (content/classes.yaml) that are not already among :data:`WORDS`, conditions
#: or names
ABILITY_WORDS = (N_("ability"), N_("add"), N_("ally"), N_("area"), N_("attack"), N_("bonus"), N_("boost"),
                 N_("command"), N_("condition"), N_("consume"), N_("grant"), N_("heal"), N_("hp"), N_("jump"),
                 N_("loot"), N_("mandatory"), N_("move"), N_("overlay"), N_("pierce"), N_("pull"), N_("push"),
                 N_("range"), N_("suffer"), N_("summon"), N_("target"), N_("teleport"), N_("tiles"), N_("uses"),
                 N_("control"), N_("create"), N_("destroy"), N_("infuse"))


def _ja(value: object) -> str:
    """A word or a name of a card's text in Japanese (a number as it is)."""
    if not isinstance(value, str):
        return str(value)
    names = _japanese_names().get(value)
    return names["ja"] if names else i18n.catalogue("ja").get(value, value)


def _ability_ja(ability: dict) -> str:
    parts = []
    for key, value in ability.items():
        if value is True:
            parts.append(_ja(key))
        elif isinstance(value, (list, tuple)):
            parts.append(f"{_ja(key)} " + " ".join(_ja(v) for v in value) if not all(isinstance(v, list) for v in value)
                         else f"{_ja(key)} {len(value)}マス")
        elif isinstance(value, dict):
            parts.append(f"{_ja(key)} " + "、".join(f"{_ja(k)} " + (" ".join(map(_ja, v)) if isinstance(v, list)
                                                                   else _ja(v)) for k, v in value.items()))
        else:
            parts.append(f"{_ja(key)} {_ja(value)}")
    return "、".join(parts)


def ability_said(ability: dict) -> Term:
    """A commanded ability ("move 2") as the card data writes it, with its Japanese form ("移動 2")."""
    return Term(en=", ".join(f"{k} {v}" for k, v in ability.items()), ja=_ability_ja(ability))


def half_said(half: dict) -> str:
    """A card half in one line (:func:`half_text`) with its Japanese form beside the English."""
    ja = " / ".join(_ability_ja(a) for a in half.get("abilities", []))
    if half.get("infuse"):
        ja += " / " + _ja("infuse") + " " + "、".join(_ja(e) for e in half["infuse"])
    if half.get("lost"):
        ja += "(失う)"
    if half.get("xp"):
        ja += f"(経験値+{half['xp']})"
    return Term(en=half_text(half), ja=ja)
