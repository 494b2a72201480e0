"""The edition's content files (content/*.yaml), loaded once and looked up by id."""

from __future__ import annotations

from functools import cache
from typing import Any

from floe_widgets.core.content_files import package_yaml
from floe_widgets.i18n import N_, Message, Term, counted, message

ANCHOR = "floe_widgets.games.floe_2024.content"  # a resource folder (data files only)
TRACKS = ("pearl", "kelp", "mushroom", "wood")
RESOURCES = ("pearl", "kelp", "bubble", "mushroom", "wood")
MERITS = ("fame", "focus", "courage", "craft")
ICONS = ("sword", "arrow", "magic", "crit", "lantern", "sneak")

JA = {"pearl": "真珠", "kelp": "海藻", "bubble": "バブル", "mushroom": "キノコ", "wood": "木",
      "crystal": "クリスタル", "warmth": "暖", "potion": "ポーション", "map": "マップ", "crate": "木箱",
      "key": "鍵", "chest": "宝箱", "half": "1/2勝利ポイント", "vp": "勝利ポイント", "levelup": "レベルアップ",
      "dice": "ダイストラック前進", "objective": "秘密の目標", "encounter": "遭遇", "any": "任意の資源",
      "advance": "フローストーン前進", "dive": "ダイブ",
      "fame": "名声", "focus": "集中", "courage": "勇気", "craft": "職人技",
      "sword": "剣", "arrow": "矢", "magic": "魔法", "crit": "クリティカルヒット", "lantern": "ランタン",
      "sneak": "スニーク", "ice": "氷", "sea": "海", "cave": "洞窟", "flag": "旗",
      "shop": "店", "tavern": "酒場", "springs": "温泉", "workshop": "工房", "academy": "アカデミー",
      "healing": "回復所", "green": "緑", "blue": "青", "pink": "ピンク", "top": "上段", "bottom": "下段",
      "monster": "モンスター討伐", "landmark": "ランドマーク訪問", "discover": "領域の発見",
      "shrine": "フロー祠の建設", "village": "村アクション", "merit": "美点",
      "quest_complete": "同盟クエスト完了", "lighthouse": "暖1で任意の桟橋へ航海", "free_reroll": "リロール1回無料"}
EN = {"bubble": "Bubble", "half": "half VP", "vp": "VP", "levelup": "Level Up", "dice": "dice advance",
      "springs": "Hot Springs", "healing": "Healing House", "craft": "Craftsmanship", "crit": "Critical hit",
      "any": "resource of choice", "advance": "Floe Stone advance", "quest_complete": "Ally Quest completed",
      "lighthouse": "sail to any pier for 1 Warmth", "free_reroll": "one free reroll"}


@cache
def load(name: str) -> dict[str, Any]:
    return package_yaml(ANCHOR, name)


def components() -> dict[str, Any]:
    return load("components.yaml")


def cave() -> dict[str, Any]:
    return load("cave.yaml")


def maps() -> dict[str, Any]:
    return load("maps.yaml")


@cache
def cards() -> dict[str, dict[str, Any]]:
    """Every named card or tile by id (items, patrons, quests, buildings, landmarks, encounters...)."""
    c, cv, out = components(), cave(), {}
    for group in ("heroes", "items", "patrons", "quests", "objectives", "treasures"):
        for card in c[group]:
            out[card["id"]] = card
    for group in ("tops", "bottoms"):
        for card in c["buildings"][group]:
            out[card["id"]] = card
    for card in c["landmarks"]["cards"]:
        out[card["id"]] = card
    for deck in c["encounters"].values():
        for card in deck:
            out[card["id"]] = card
    for card in c["dive_tiles"]["tiles"]:
        out[card["id"]] = card
    for colour, deck in cv["monsters"].items():
        for card in deck:
            out[card["id"]] = {**card, "colour": colour}
    for card in cv["events"]:
        out[card["id"]] = card
    for tile in maps()["discovery_tiles"]:
        out[tile["id"]] = tile
    return out


def card(card_id: str) -> dict[str, Any]:
    return cards()[card_id]


def ja(word: str) -> str:
    """The Japanese name of a game word or card id (a person never reads an id)."""
    if word in cards():
        return cards()[word].get("ja", word)
    return JA.get(word, word)


def en(word: str) -> str:
    if word in cards():
        return cards()[word].get("en", word)
    return EN.get(word, word.capitalize())


def term(word: str) -> Term:
    """A game word or card id as a person reads it, in either language."""
    return Term(ja=ja(word), en=en(word))


def name(word: str) -> str:
    """'日本語 (English)' for labels that both kinds of reader use."""
    return f"{ja(word)} ({en(word)})"


def all_of(parts: list[str]) -> str:
    """'A・B・C' ('A, B, C'), in either language."""
    joined = parts[0] if parts else ""
    for part in parts[1:]:
        joined = message("{a}, {b}", language="ja", a=joined, b=part)
    return joined


def _one_of(parts: list[str]) -> str:
    """'A / B' (a choice), in either language."""
    joined = parts[0] if parts else ""
    for part in parts[1:]:
        joined = message("{a} / {b}", language="ja", a=joined, b=part)
    return joined


def named(card: str) -> Term:
    """A card as actions and events name it: '日本語 (English)' in Japanese, its English name in English."""
    return Term(ja=name(card), en=en(card))


#: an amount of a track's resource, one and several, as message ids ("1 Pearl", "2 Pearls"; Kelp and Wood are
#: said without a plural, as the rulebook's English reading writes them)
AMOUNTS: dict[str, tuple[str, str]] = {"pearl": (N_("{n} Pearl"), N_("{n} Pearls")),
                                       "kelp": (N_("{n} Kelp"), N_("{n} Kelp")),
                                       "mushroom": (N_("{n} Mushroom"), N_("{n} Mushrooms")),
                                       "wood": (N_("{n} Wood"), N_("{n} Wood"))}


def amount_of(track: str, n: int) -> Message:
    """``n`` of a track's resource in words, in either language ("2 Pearls" / "真珠2")."""
    message_id = counted(*AMOUNTS[track], n)
    return message(message_id, language="ja", n=n)


def benefit_text(spec: dict[str, Any]) -> str:
    """A benefit such as {'potion': 1, 'warmth': 1} in words: 'ポーション1・暖1' (English: 'Potion 1, Warmth 1')."""
    parts: list[str] = []
    for what, amount in spec.items():
        if what == "choose":
            parts.append(_one_of([benefit_text(o) if isinstance(o, dict) else term(o) for o in amount]))
        elif what in ("encounter", "advance", "merit", "ongoing"):
            parts.append(message("{what} ({which})", language="ja", what=term(what), which=term(str(amount))))
        else:
            parts.append(message("{what} {amount}", language="ja", what=term(what), amount=amount))
    return all_of(parts)


def token_text(token: str) -> str:
    """An exploration token code ('kelp:2', 'flag:ice', 'dive') in words."""
    what, _, amount = token.partition(":")
    if what in ("flag", "encounter"):
        return message("{kind} encounter", language="ja", kind=term(amount))
    return message("{what} {amount}", language="ja", what=term(what), amount=amount) if amount else term(what)


def board_name(board: str) -> str:
    entry = maps()["boards"][board]
    return Term(ja=entry["ja"], en=entry.get("en", entry["ja"]))


PLACE_KINDS = {"I": Term(ja="氷山", en="iceberg"), "S": Term(ja="海", en="sea"), "h": Term(ja="浅瀬", en="shallows"),
               "D": Term(ja="桟橋", en="dock")}


def place_name(place: str) -> str:
    """'floe.I0' -> '本島の氷山1' ('Main Island iceberg 1'); seas, shallows slots, docks and shrines alike
    (1-based, no ids)."""
    if place.startswith("edge."):
        return message("shallows between boards", language="ja")
    board, _, local = place.partition(".")
    local, _, slot = local.partition("#")
    local, _, shrine = local.partition(".shrine")
    kind = PLACE_KINDS.get(local[:1], local[:1])
    text = message("{board} {kind} {n}", language="ja", board=board_name(board), kind=kind, n=int(local[1:]) + 1)
    if shrine:
        text = message("{place}, shrine {n}", language="ja", place=text, n=int(shrine) + 1)
    if slot:
        text = message("{place}, slot {n}", language="ja", place=text, n=int(slot) + 1)
    return text
