"""The edition's content files (content/*.yaml), loaded once and looked up by id."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

import yaml

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
      "any": "resource of choice", "advance": "Floe Stone advance"}


@cache
def load(name: str) -> dict[str, Any]:
    return yaml.safe_load(resources.files(ANCHOR).joinpath(name).read_text(encoding="utf-8"))


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


def name(word: str) -> str:
    """'日本語 (English)' for labels that both kinds of reader use."""
    return f"{ja(word)} ({en(word)})"


def benefit_text(spec: dict[str, Any]) -> str:
    """A benefit such as {'potion': 1, 'warmth': 1} in words: 'ポーション1・暖1'."""
    parts = []
    for what, amount in spec.items():
        if what == "choose":
            parts.append(" / ".join(benefit_text(o) if isinstance(o, dict) else ja(o) for o in amount))
        elif what in ("encounter", "advance", "merit", "ongoing"):
            parts.append(f"{ja(what)}({ja(str(amount))})")
        else:
            parts.append(f"{ja(what)}{amount}")
    return "・".join(parts)


def token_text(token: str) -> str:
    """An exploration token code ('kelp:2', 'flag:ice', 'dive') in words."""
    what, _, amount = token.partition(":")
    if what in ("flag", "encounter"):
        return f"{ja(amount)}の遭遇"
    return f"{ja(what)}{amount}" if amount else ja(what)


def board_name(board: str) -> str:
    return maps()["boards"][board]["ja"]


def place_name(place: str) -> str:
    """'floe.I0' -> '本島の氷山1'; seas, shallows slots, docks and shrines alike (1-based, no ids)."""
    if place.startswith("edge."):
        return "ボード間の浅瀬"
    board, _, local = place.partition(".")
    local, _, slot = local.partition("#")
    local, _, shrine = local.partition(".shrine")
    kinds = {"I": "氷山", "S": "海", "h": "浅瀬", "D": "桟橋"}
    text = f"{board_name(board)}の{kinds.get(local[:1], local[:1])}{int(local[1:]) + 1}"
    if shrine:
        text += f"の祠{int(shrine) + 1}"
    if slot:
        text += f"のスロット{int(slot) + 1}"
    return text
