"""A person never reads an internal id (issue #12).  Seeded games of Floe, read in English and in Japanese: every
button (each legal action's name), every event of the log, every choice's question, every refusal of an action
that was legal a little earlier, and the table in words name things as the rulebook prints them, never by a
content id ("tundra-toad", "map-05", "floe.I2"), an effect's id ("chestkey", "herodice", "vp:2") or a pair
glued with "+"; and every card, Monster, Hero, token and effect of the content files is said in words."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from floe_widgets import i18n
from floe_widgets.games.floe import names
from floe_widgets.games.floe.bots import ExplorerBot
from floe_widgets.games.floe.game import Floe
from floe_widgets.games.floe.view.table import describe

CONTENT = Path(names.__file__).with_name("content")
#: ids of the content that are also plain English words of the texts ("take 2 relics", "a boss Monster")
PLAIN_WORDS = {"boss", "landmarks", "merits", "regions", "relics", "stones"}
#: the effect grammar's words that are no English word (effects.py), and the feature a Map shows ("fir-tree")
EFFECT_IDS = r"chestkey|herodice|maxwarmth|maxsoda|place-stone|sell-item|fir-tree|vp"
INTERNAL = re.compile(
    r"\b[a-z]+(?::[a-z0-9-]+)+"            # an effect or option: "vp:2", "merit:any:1", "item:ice-pick"
    r"|\b[a-z]+\.[A-Za-z]+\d"              # a space: "floe.I2", "skull.S1", "floe.h0"
    r"|\w@\w"                              # a Floe Stone and its Shrine: "mushroom@skull.I2.shrine0"
    r"|[a-z]\+[a-z]"                       # two Merits: "skill+might"
    r"|\b[a-z]+\d+\b"                      # a word and a number glued: "shrine0"
    rf"|\b(?:{EFFECT_IDS})\b")


def content_ids() -> set[str]:
    """Every ``id`` of the content files but the rule ids and the ids that are plain words."""
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("id"), str):
                found.add(node["id"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in CONTENT.glob("*.yaml"):
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return {i for i in found if not i.startswith("FLOE-") and i not in PLAIN_WORDS}


IDS = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, sorted(content_ids(), key=len, reverse=True)))
                 + r")(?![\w-])")


def ids_in(text: str) -> set[str]:
    return {m.group(0) for m in IDS.finditer(text)} | {m.group(0) for m in INTERNAL.finditer(text)}


def said(text: Any) -> Iterator[str]:
    for language in ("en", "ja"):
        yield text.said_in(language) if isinstance(text, (i18n.Message, i18n.Term)) else str(text)


def texts_of_a_game(players: int, seed: int, explorer: bool, every: int = 40) -> Iterator[tuple[str, str]]:
    """(where, text) for what a person reads along one seeded game, in English and in Japanese."""
    game = Floe(players=players, seed=seed)
    chooser = random.Random(seed)
    bot = ExplorerBot(seed) if explorer else None
    earlier: list[Any] = []
    for n in range(3000):
        if game.state.over:
            return
        legal = game.legal_actions()
        for action in legal:
            for text in said(action.describe()):
                yield type(action).__name__, text
        if game.state.pending is not None:
            for text in said(game.state.pending.prompt):
                yield "prompt", text
        for stale in [a for a in earlier[-12:] if a not in legal][:2]:
            refused = game.refusal(stale)
            if refused is not None:
                # a refusal keeps its other language (the widget shows it in the reader's)
                assert isinstance(refused.reason, i18n.Message), refused.reason
                for text in said(refused.reason):
                    yield "refusal", text
        earlier.extend(chooser.sample(legal, min(2, len(legal))))
        if n % every == 0:
            for language in ("en", "ja"):
                with i18n.speaking(language):
                    yield "table", describe(game.state)
        action = bot.pick(game, legal) if bot else legal[chooser.randrange(len(legal))]
        for event in game.advance(action):
            for text in said(event.text):
                yield "event", text


def test_seeded_games_name_nothing_by_its_id_in_either_language() -> None:
    found: dict[str, tuple[str, str]] = {}
    read = 0
    for players in (1, 2, 3, 4):
        for seed in range(3):
            for where, text in texts_of_a_game(players, 700 + seed, explorer=seed == 1):
                read += 1
                for bad in ids_in(text):
                    found.setdefault(bad, (where, text))
    assert read > 50_000, read
    assert not found, sorted(found.items())[:10]


def test_every_content_id_and_effect_is_said_in_words() -> None:
    """Every card, Monster, Hero, Familiar, token, tile and space of the content by ``spoken`` (the events' and
    buttons' names), and every effect the content prints by ``effect_said`` (gains, costs, rewards)."""
    effects: set[str] = set()

    def walk(node: Any, key: str = "") -> None:
        if isinstance(node, dict):
            for k, value in node.items():
                walk(value, k)
        elif isinstance(node, list):
            for value in node:
                walk(value, key)
        elif isinstance(node, str) and key in ("gain", "options", "spaces", "reward", "rewards", "cost",
                                               "shrines", "effect", "after", "on_potion", "use"):
            effects.add(node)

    for path in CONTENT.glob("*.yaml"):
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    said_ids = {key: [*said(names.spoken(key))] for key in content_ids()}
    said_effects = {effect: [*said(names.effect_said(effect))] for effect in effects}
    assert len(said_ids) > 150 and len(said_effects) > 60
    bad = {key: texts for key, texts in [*said_ids.items(), *said_effects.items()]
           if any(ids_in(text) for text in texts)}
    assert not bad, sorted(bad.items())[:10]
