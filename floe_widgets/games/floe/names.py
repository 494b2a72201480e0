"""Display names: every id of a Floe action or event as a person reads it.

Actions keep their ids (saves stay loadable); their ``describe()`` and the event texts
name things through :func:`name`, so the board, the buttons and the log agree: an
Iceberg is its Region's printed name plus the corner of the tile it sits in
("Island of Floe NE iceberg", the view marks it "NE"), a token is what it shows
("arrow potion", "campfire map", "1 Pearl"), a card is its printed name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from typing import Any

from floe_widgets.i18n import N_, Message, Term, counted, render

from .data import load

#: where each space sits on its Region tile (content/regions.yaml: I0 NW, I1 NE, I2 SW, I3 SE; S0 N, S1 E...).
ICEBERG_CORNER = {"I0": "NW", "I1": "NE", "I2": "SW", "I3": "SE"}
SEA_SIDE = {"S0": "N", "S1": "E", "S2": "S", "S3": "W"}
SHALLOWS_SIDE = {"h0": "N", "h1": "W", "h2": "E", "h3": "S", "h4": "NE", "h5": "SW", "h6": "centre"}
EDGE_SIDE = {"v0": "west", "v1": "east"}
#: the compass marks above in Japanese (the English names print the marks as they are)
_COMPASS_JA = {"N": "北", "E": "東", "S": "南", "W": "西", "NE": "北東", "NW": "北西", "SE": "南東", "SW": "南西",
               "centre": "中央", "west": "西", "east": "東"}

_SPACE = re.compile(r"(?P<tile>[a-z]+)\.(?P<kind>[IhDS])(?P<n>\d)(?:\.shrine(?P<shrine>\d))?")
_EDGE = re.compile(r"edge\.(?P<top>[a-z]+)-(?P<bottom>[a-z]+)\.(?P<v>v\d)")


@cache
def _tiles() -> dict[str, dict]:
    return load("regions.yaml")["tiles"]


def tile_name(tid: str) -> str:
    return _tiles().get(tid, {}).get("name", tid.title())


def iceberg_mark(iid: str) -> str:
    """The short mark the view prints on an Iceberg ("NE")."""
    return ICEBERG_CORNER.get(iid.rsplit(".", 1)[-1], iid)


def _compass(mark: str) -> Term:
    return Term(en=mark, ja=_COMPASS_JA[mark])


def _tile(tid: str) -> Term:
    entry = _tiles().get(tid, {})
    return Term(en=tile_name(tid), ja=str(entry.get("ja") or tile_name(tid)))


def _space(sid: str) -> tuple[str, dict[str, Any]] | None:
    """A space id as a message (id and values): an Iceberg, Shallows, Dock, Sea or shrine."""
    if m := _EDGE.fullmatch(sid):
        return N_("the {side} shallows between {top} and {bottom}"), {
            "side": _compass(EDGE_SIDE[m["v"]]), "top": _tile(m["top"]), "bottom": _tile(m["bottom"])}
    m = _SPACE.fullmatch(sid)
    if m is None or m["tile"] not in _tiles():
        return None
    tile, local = _tile(m["tile"]), f"{m['kind']}{m['n']}"
    if m["kind"] == "I" and m["shrine"] is not None:
        return N_("{tile} {corner} iceberg, shrine {n}"), {"tile": tile, "corner": _compass(ICEBERG_CORNER[local]),
                                                            "n": int(m["shrine"]) + 1}
    if m["kind"] == "I":
        return N_("{tile} {corner} iceberg"), {"tile": tile, "corner": _compass(ICEBERG_CORNER[local])}
    if m["kind"] == "h":
        return N_("the {side} shallows of {tile}"), {"side": _compass(SHALLOWS_SIDE[local]), "tile": tile}
    if m["kind"] == "S":
        return N_("the {side} sea of {tile}"), {"side": _compass(SEA_SIDE[local]), "tile": tile}
    dock = _tiles()[m["tile"]]["docks"][local]
    return N_("the {side} dock of {tile}"), {"side": _compass(SEA_SIDE[dock["sea"]]), "tile": tile}


def space_name(sid: str) -> str | None:
    """An Iceberg, Shallows, Dock, Sea or shrine by its Region's name and its place on the tile."""
    space = _space(sid)
    return None if space is None else render(*space, "en")


def _token(tid: str) -> tuple[str, dict[str, Any]] | None:
    """A token id as a message: a Potion by its icons, a Crate by its choices, a Map by its feature, a
    resource token by what it gives."""
    found = _token_entries().get(tid)
    if found is None:
        return None
    kind, entry = found
    if kind == "potion":
        return N_("{icons} potion"), {"icons": _joined(entry["icons"], " / ")}
    if kind == "crate":
        return N_("crate ({choices})"), {"choices": _joined(entry["choices"], N_(" or "))}
    if kind == "map":
        return N_("{feature} map"), {"feature": _word(entry["feature"])}
    return "{gain}", {"gain": Term(en=gain_text(entry["gain"]), ja=gain_in(entry["gain"], "ja"))}


@cache
def _token_entries() -> dict[str, tuple[str, dict]]:
    data = load("tokens.yaml")
    out = {p["id"]: ("potion", p) for p in data["potions"]}
    out |= {c["id"]: ("crate", c) for c in data["crates"]}
    out |= {m["id"]: ("map", m) for m in data["maps"]}
    for bag in ("iceberg_start", "sea_start", "iceberg_bag", "sea_bag"):
        out |= {t["id"]: ("gain", t) for t in data.get(bag, [])}
    return out


def _word(key: str) -> Term:
    return Term(en=word(key, "en"), ja=word(key, "ja"))


def _joined(words: list[str], joiner: str) -> Term:
    """Words joined as the English names join them (" / ", " or "), each said in either language."""
    return Term(**{language: render(joiner, {}, language).join(word(w, language) for w in words)
                   for language in ("en", "ja")})


@cache
def _tokens() -> dict[str, str]:
    return {tid: spoken(tid).said_in("en") for tid in _token_entries()}


@cache
def _cards() -> dict[str, str]:
    out: dict[str, str] = {}
    for entries in load("cards.yaml").values():
        if isinstance(entries, list):
            out |= {e["id"]: e["name"] for e in entries if isinstance(e, dict) and "name" in e}
    buildings = load("buildings.yaml")
    for top in buildings["tops"]:
        out[top["id"]] = ("pay " + gain_text(top["cost"]) if "cost" in top
                          else " ".join(f"{k} {v}" for k, v in top["merit"].items()))
    for bottom in buildings["bottoms"]:
        out[bottom["id"]] = "gain " + gain_text(bottom["gain"])
    return out


def gain_text(gain: str) -> str:
    """"pearl:1&soda:2" -> "1 Pearl and 2 Soda"; "merit:any:1" -> "1 Merit of your choice"; "vp:2&herodice" ->
    "2 Victory Points and a Hero dice advance"."""
    parts = []
    for piece in gain.split("&"):
        bits = piece.split(":")
        if (said := _effect_word(bits, "en")) is not None:
            parts.append(said)
        elif len(bits) == 2 and bits[1].isdigit():
            parts.append(f"{bits[1]} {bits[0]}")
        else:
            parts.append(" ".join(bits))
    return " and ".join(parts)


#: the effects whose id is no word a person reads, as the rulebook names them (its Iconography page): one and
#: several ({n}), as message ids, so that the English and the Japanese are written from one table
EFFECT_WORDS: dict[str, tuple[str, str]] = {
    "vp": (N_("{n} Victory Point"), N_("{n} Victory Points")),
    "herodice": (N_("a Hero dice advance"), N_("{n} Hero dice advances")),
    "chestkey": (N_("a Chest or a Key"), N_("{n} Chests or Keys")),
    "chest": (N_("a Chest"), N_("{n} Chests")),
    "key": (N_("a Key"), N_("{n} Keys")),
    "treasure": (N_("a Treasure"), N_("{n} Treasures")),
    "dive": (N_("a Dive"), N_("{n} Dives")),
    "basic": (N_("{n} basic resource"), N_("{n} basic resources")),
    "cave": (N_("a Cave Advance"), N_("{n} Cave Advances")),
    "maxwarmth": (N_("maximum Warmth"), N_("maximum Warmth")),
    "place-stone": (N_("a Primed Floe Stone placed in a Shrine"), N_("a Primed Floe Stone placed in a Shrine")),
    "sell-item": (N_("the sale of an Item"), N_("the sale of an Item")),
    # resources and tokens by their printed names, plural as the rulebook writes them ("2 Soda", "3 Crystals")
    "pearl": (N_("{n} Pearl"), N_("{n} Pearls")),
    "kelp": (N_("{n} Kelp"), N_("{n} Kelp")),
    "mushroom": (N_("{n} Mushroom"), N_("{n} Mushrooms")),
    "wood": (N_("{n} Wood"), N_("{n} Wood")),
    "soda": (N_("{n} Soda"), N_("{n} Soda")),
    "crystal": (N_("{n} Crystal"), N_("{n} Crystals")),
    "warmth": (N_("{n} Warmth"), N_("{n} Warmth")),
    "potion": (N_("{n} Potion"), N_("{n} Potions")),
    "crate": (N_("{n} Crate"), N_("{n} Crates")),
    "map": (N_("{n} Map"), N_("{n} Maps")),
    "relic": (N_("{n} Relic"), N_("{n} Relics")),
}

#: a Merit gained ("merit:might:1"), one and several, as the rulebook names them ("gain one Might Merit")
MERIT_WORDS: dict[str, tuple[str, str]] = {
    "skill": (N_("{n} Skill Merit"), N_("{n} Skill Merits")),
    "might": (N_("{n} Might Merit"), N_("{n} Might Merits")),
    "charm": (N_("{n} Charm Merit"), N_("{n} Charm Merits")),
    "craft": (N_("{n} Craft Merit"), N_("{n} Craft Merits")),
    "any": (N_("{n} Merit of your choice"), N_("{n} Merits of your choice")),
}


def _effect_word(bits: list[str], language: str) -> str | None:
    """One effect of :data:`EFFECT_WORDS` ("vp:2", "herodice", "crystal:3") or :data:`MERIT_WORDS`
    ("merit:might:1") in ``language``, or None for any other."""
    if bits[0] == "merit" and len(bits) == 3 and bits[1] in MERIT_WORDS and bits[2].isdigit():
        words, n = MERIT_WORDS[bits[1]], int(bits[2])
    elif bits[0] in EFFECT_WORDS and (len(bits) == 1 or (len(bits) == 2 and bits[1].isdigit())):
        words, n = EFFECT_WORDS[bits[0]], int(bits[1]) if len(bits) == 2 else 1
    else:
        return None
    return render(counted(*words, n), {"n": n}, language)


def spoken(key: str) -> Term:
    """Any content id of Floe as a person reads it, in English (exactly :func:`name`, which saves, lessons and
    ``parse_action`` read) and in Japanese (the board's names: :func:`term` and the catalogue)."""
    if (said := _space(key) or _token(key)) is not None:
        return Term(en=render(*said, "en"), ja=render(*said, "ja"))
    base = re.sub(r"-\d+$", "", key)   # one copy of a card printed several times: "dolphinette-3"
    for card in (key, base):
        if card in _cards():
            return Term(en=_cards()[card], ja=term(card).said_in("ja"))
    if key.startswith("trader-"):
        kind = _word(key.removeprefix("trader-"))
        return Term(en=render(N_("the {kind} trader"), {"kind": kind}, "en"),
                    ja=render("the {kind} trader", {"kind": kind}, "ja"))
    return term(key)   # a Monster, Hero, Familiar, Loot token, Dive tile or one of Floe's words


def said(value: Any) -> Any:
    """A value put into an engine message: a str reads in English exactly as written and in Japanese as
    :func:`spoken` names it (a resource, Merit, icon or content id); numbers and messages stay as they are."""
    if not isinstance(value, str) or isinstance(value, (Term, Message)):
        return value
    ja = spoken(value).said_in("ja")
    if ja == value and value.lower() != value:
        ja = spoken(value.lower()).said_in("ja")
    return Term(en=value, ja=ja)


def said_list(words: Iterable[str]) -> Term:
    """Words listed in a message: "pearl, kelp" in English, each named by :func:`spoken` in Japanese."""
    words = list(words)
    return Term(en=", ".join(words), ja="、".join(spoken(w).said_in("ja") for w in words))


def terms_listed(terms: Iterable[Term | Message]) -> Term:
    """Phrases already in both languages, listed: "1 Crate per stealth, 1 VP" / "…、…"."""
    terms = list(terms)
    return Term(en=", ".join(terms), ja="、".join(t.said_in("ja") for t in terms))


def amount_said(key: str, n: int) -> Term:
    """An amount of a resource or token (:data:`EFFECT_WORDS`) in either language: ("kelp", 2) -> "2 Kelp" /
    "海藻2"; a Merit by its name ("charm", 2) -> "2 Charm Merits"."""
    return effect_said(f"merit:{key}:{n}" if key in MERIT_WORDS else f"{key}:{n}")


def effect_said(effect: str) -> Term:
    """An effect string in words: "pearl:1|kelp:1" -> "1 Pearl or 1 Kelp" / "真珠1または海藻1"."""
    return Term(**{language: render(N_(" or "), {}, language).join(gain_in(e, language) for e in effect.split("|"))
                   for language in ("en", "ja")})


def named(en: str, key: str) -> Term:
    """A name the English text already writes (``en``), said in Japanese as the content id ``key`` is named."""
    return Term(en=en, ja=spoken(key).said_in("ja"))


def name(key: str) -> str:
    """Any content id of Floe as a person reads it in English (an unknown word is returned as it is)."""
    return spoken(key).said_in("en")


def option_name(option: str) -> str:
    """A pending choice's option ("discard:potion-14" -> "discard sword potion")."""
    return option_spoken(option).said_in("en")


def option_spoken(option: str) -> Term:
    """A pending choice's option in either language (see :func:`option_name`)."""
    if "@" in option:  # a Primed Floe Stone and the Shrine it goes to (progress.anywhere_stone_options)
        resource, _, shrine = option.partition("@")
        said = N_("{resource} Floe Stone to {shrine}"), {"resource": spoken(resource), "shrine": spoken(shrine)}
        return Term(en=render(*said, "en"), ja=render(*said, "ja"))
    if "+" in option:  # two different Merits ("skill+might"), or the two Maps paid to discover ("campfire + cave")
        return _joined([part.strip() for part in option.split("+")], N_(" and "))
    if "&" in option:  # one of the benefits offered ("herodice&warmth:1")
        return effect_said(option)
    if ":" not in option:
        return spoken(option)
    if all(p.isdigit() or p.isalpha() for p in option.split(":")) and option.count(":") <= 2 \
            and option.split(":")[-1].isdigit():
        return Term(en=gain_text(option), ja=gain_in(option, "ja"))
    kind, _, rest = option.partition(":")
    if kind in ("discard", "use"):
        said = N_("discard {token}") if kind == "discard" else N_("use {token}")
        token = option_spoken(rest)
        return Term(en=render(said, {"token": token}, "en"), ja=render(said, {"token": token}, "ja"))
    parts = [spoken(p) for p in option.split(":")]
    return Term(en=" ".join(p.said_in("en") for p in parts), ja=" ".join(p.said_in("ja") for p in parts))


def academy_name(what: str) -> str:
    """An Academy action ("elder:<id>", "relics-2", "relics-1", "treasure", "stones:<res>:<res>", "vp")."""
    return academy_spoken(what).said_in("en")


def academy_spoken(what: str) -> Term:
    """An Academy action in either language (see :func:`academy_name`)."""
    said: tuple[str, dict[str, Any]]
    if what == "relics-1":
        said = N_("take 1 relic"), {}
    elif what.startswith("relics-"):
        said = N_("take {n} relics"), {"n": what.removeprefix("relics-")}
    elif what.startswith("elder:"):
        said = N_("recruit {elder}"), {"elder": spoken(what.removeprefix("elder:"))}
    elif what.startswith("stones:"):
        said = N_("prime the {tracks} Floe Stones"), {"tracks": _joined(what.split(":")[1:], N_(" and "))}
    elif what in ("treasure", "vp"):
        said = {"treasure": N_("take a treasure"), "vp": N_("gain victory points")}[what], {}
    else:
        return _word(what)
    return Term(en=render(*said, "en"), ja=render(*said, "ja"))


# -- names in either language (the board draws them in the reader's language) -----------------------------
#: the words of Floe's effects, boards and battles as message ids: the catalogues hold each in every language
WORDS = (N_("pearl"), N_("kelp"), N_("mushroom"), N_("wood"), N_("soda"), N_("crystal"),
         N_("skill"), N_("might"), N_("charm"), N_("craft"),
         N_("arrow"), N_("sword"), N_("stealth"), N_("lantern"), N_("magic"), N_("crit"),
         N_("potion"), N_("crate"), N_("map"), N_("warmth"), N_("vp"), N_("relic"), N_("treasure"),
         N_("herodice"), N_("chestkey"), N_("dive"), N_("sell"), N_("basic resource"), N_("merit of your choice"),
         N_("campfire"), N_("cave"), N_("monolith"), N_("fir-tree"), N_("shrine"), N_("landmark"), N_("trader"),
         N_("roll"), N_("attack"), N_("rewards"), N_("over"), N_("common"), N_("elite"), N_("boss"),
         N_("starting building"), N_("shop"), N_("tavern"), N_("springs"), N_("yard"), N_("academy"), N_("chest"),
         N_("items"), N_("allies"), N_("item"), N_("rumor"))
_PAY, _AMOUNT, _AND = N_("pay {cost}"), N_("{what} {n}"), N_(" and ")


@cache
def _named() -> dict[str, dict]:
    """Every named entry of the content by id: its English ``name`` and Japanese ``ja`` (content/*.yaml)."""
    groups = [*load("cards.yaml").values(), *load("monsters.yaml").values(), *load("heroes.yaml").values(),
              load("village.yaml")["achievements"]]
    out = {e["id"]: e for entries in groups if isinstance(entries, list)
           for e in entries if isinstance(e, dict) and "name" in e}
    return out | _tiles()


@cache
def _rewards() -> dict[str, str]:
    """Building tiles, Loot tokens and Dive tiles by id: the effect each shows ("pay:soda:1", "crystal:1&vp:1")."""
    buildings, loot = load("buildings.yaml"), load("loot.yaml")
    out = {top["id"]: (f"pay:{top['cost']}" if "cost" in top else "&".join(f"{k}:{v}" for k, v in top["merit"].items()))
           for top in buildings["tops"]}
    out |= {bottom["id"]: bottom["gain"] for bottom in buildings["bottoms"]}
    out |= {tile["id"]: "&".join(tile["reward"]) for tile in [*loot["loot"], *loot["dive"]]}
    return out


def word(key: str, language: str) -> str:
    """One word of Floe (a resource, Merit, icon, feature...) in ``language``."""
    return render(key, {}, language)


def gain_in(gain: str, language: str) -> str:
    """An effect string in ``language``: "pearl:1&soda:2" -> "1 Pearl and 2 Soda" / "真珠1・バブル2"."""
    if language == "en" and not gain.startswith("pay:"):
        return gain_text(gain)
    parts = []
    for piece in gain.split("&"):
        bits = piece.split(":")
        if bits[0] == "pay":
            return render(_PAY, {"cost": gain_in(piece.removeprefix("pay:"), language)}, language)
        if (said := _effect_word(bits, language)) is not None:
            parts.append(said)
        elif len(bits) == 2 and bits[1].isdigit():
            parts.append(render(_AMOUNT, {"what": word(bits[0], language), "n": bits[-1]}, language))
        else:
            parts.append(" ".join(word(b, language) for b in bits))
    return render(_AND, {}, language).join(parts)


def term(key: str) -> Term:
    """A content id as a person reads it in either language: a card, Monster, Hero, Familiar, Region or
    achievement by its printed name (``ja`` in its content entry), a Building tile, Loot token or Dive tile by
    the effect it shows, one of :data:`WORDS` from the catalogues.  The board names things through this."""
    entry = _named().get(key) or _named().get(re.sub(r"-\d+$", "", key))
    if entry is not None:
        return Term(en=str(entry["name"]), ja=str(entry.get("ja") or entry["name"]))
    if key.startswith("start-"):
        return Term(en=word("starting building", "en"), ja=word("starting building", "ja"))
    if key in _rewards():
        return Term(en=gain_in(_rewards()[key], "en"), ja=gain_in(_rewards()[key], "ja"))
    return Term(en=word(key, "en"), ja=word(key, "ja"))


#: the texts printed on Monster cards and Dive tiles (content/monsters.yaml, loot.yaml ``text``), as message ids
PRINTED_TEXTS = (
    N_("Crits add no Damage."), N_("Lanterns of your first roll are Locked."),
    N_("Magic of your first roll is Locked."), N_("Reroll every Arrow of your first roll."),
    N_("Reroll every Crit of your first roll."), N_("Reroll every Stealth of your first roll."),
    N_("Reroll every Sword of your first roll."), N_("Stealths of your first roll are Locked."),
    N_("The Damage die counts twice."), N_("This Monster attacks before the Arrow phase."),
    N_("This Monster needs to be defeated twice."),
    N_("Gain 1 Pearl."), N_("Gain 2 Potions."), N_("Pay 1 Warmth: gain 2 Crystals."),
    N_("Pay 1 Warmth: gain a Chest or a Key."), N_("Pay 2 Warmth: gain a Map and 1 Victory Point."),
)


def printed_text(text: str) -> Term:
    """A card's or tile's printed text (a Monster's ability, a Dive tile's effect) in either language."""
    return Term(en=text, ja=render(text, {}, "ja"))


def rewards_spoken(effects: Iterable[str]) -> Term:
    """Reward effects as a short list ("vp:2", "crystal:3" -> "2 Victory Points, 3 Crystals" /
    "勝利点2、クリスタル3")."""
    said = {language: [gain_in(e, language) for e in effects] for language in ("en", "ja")}
    return Term(en=", ".join(said["en"]) or "nothing", ja="、".join(said["ja"]) or render("none", {}, "ja"))
