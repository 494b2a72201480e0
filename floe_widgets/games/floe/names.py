"""Display names: every id of a Floe action or event as a person reads it.

Actions keep their ids (saves stay loadable); their ``describe()`` and the event texts
name things through :func:`name`, so the board, the buttons and the log agree: an
Iceberg is its Region's printed name plus the corner of the tile it sits in
("Island of Floe NE iceberg", the view marks it "NE"), a token is what it shows
("arrow potion", "campfire map", "1 pearl"), a card is its printed name.
"""

from __future__ import annotations

import re
from functools import cache

from floe_widgets.i18n import N_, Term, render

from .data import load

#: where each space sits on its Region tile (content/regions.yaml: I0 NW, I1 NE, I2 SW, I3 SE; S0 N, S1 E...).
ICEBERG_CORNER = {"I0": "NW", "I1": "NE", "I2": "SW", "I3": "SE"}
SEA_SIDE = {"S0": "N", "S1": "E", "S2": "S", "S3": "W"}
SHALLOWS_SIDE = {"h0": "N", "h1": "W", "h2": "E", "h3": "S", "h4": "NE", "h5": "SW", "h6": "centre"}
EDGE_SIDE = {"v0": "west", "v1": "east"}

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


def space_name(sid: str) -> str | None:
    """An Iceberg, Shallows, Dock, Sea or shrine by its Region's name and its place on the tile."""
    if m := _EDGE.fullmatch(sid):
        return f"the {EDGE_SIDE[m['v']]} shallows between {tile_name(m['top'])} and {tile_name(m['bottom'])}"
    m = _SPACE.fullmatch(sid)
    if m is None or m["tile"] not in _tiles():
        return None
    tile, local = tile_name(m["tile"]), f"{m['kind']}{m['n']}"
    if m["kind"] == "I":
        where = f"{tile} {ICEBERG_CORNER[local]} iceberg"
        return where + (f", shrine {int(m['shrine']) + 1}" if m["shrine"] is not None else "")
    if m["kind"] == "h":
        return f"the {SHALLOWS_SIDE[local]} shallows of {tile}"
    if m["kind"] == "S":
        return f"the {SEA_SIDE[local]} sea of {tile}"
    dock = _tiles()[m["tile"]]["docks"][local]
    return f"the {SEA_SIDE[dock['sea']]} dock of {tile}"


@cache
def _tokens() -> dict[str, str]:
    data = load("tokens.yaml")
    out = {p["id"]: " / ".join(p["icons"]) + " potion" for p in data["potions"]}
    out |= {c["id"]: "crate (" + " or ".join(c["choices"]) + ")" for c in data["crates"]}
    out |= {m["id"]: f"{m['feature']} map" for m in data["maps"]}
    for bag in ("iceberg_start", "sea_start", "iceberg_bag", "sea_bag"):
        out |= {t["id"]: gain_text(t["gain"]) for t in data.get(bag, [])}
    return out


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
    """"pearl:1&soda:2" -> "1 pearl and 2 soda"; "merit:any:1" -> "1 merit of your choice"."""
    parts = []
    for piece in gain.split("&"):
        bits = piece.split(":")
        if bits[0] == "merit" and len(bits) == 3:
            parts.append(f"{bits[2]} {'merit of your choice' if bits[1] == 'any' else bits[1]}")
        elif len(bits) == 2 and bits[1].isdigit():
            parts.append(f"{bits[1]} {bits[0]}")
        else:
            parts.append(" ".join(bits))
    return " and ".join(parts)


def name(key: str) -> str:
    """Any content id of Floe as a person reads it (an unknown word is returned as it is)."""
    if (space := space_name(key)) is not None:
        return space
    if key in _tokens():
        return _tokens()[key]
    if key in _cards():
        return _cards()[key]
    if key.startswith("trader-"):
        return f"the {key.removeprefix('trader-')} trader"
    base = re.sub(r"-\d+$", "", key)   # one copy of a card printed several times: "dolphinette-3"
    if base in _cards():
        return _cards()[base]
    return key


def option_name(option: str) -> str:
    """A pending choice's option ("discard:potion-14" -> "discard sword potion")."""
    if ":" not in option:
        return name(option)
    if all(p.isdigit() or p.isalpha() for p in option.split(":")) and option.count(":") <= 2 \
            and option.split(":")[-1].isdigit():
        return gain_text(option)
    return " ".join(name(p) for p in option.split(":"))


def academy_name(what: str) -> str:
    """An Academy action ("elder:<id>", "relics-2", "relics-1", "treasure", "stones:<res>:<res>", "vp")."""
    if what.startswith("relics-"):
        n = what.removeprefix("relics-")
        return f"take {n} relic" + ("" if n == "1" else "s")
    if what.startswith("elder:"):
        return f"recruit {name(what.removeprefix('elder:'))}"
    if what.startswith("stones:"):
        return "prime the " + " and ".join(what.split(":")[1:]) + " Floe Stones"
    return {"treasure": "take a treasure", "vp": "gain victory points"}.get(what, what)


# -- names in either language (the board draws them in the reader's language) -----------------------------
#: the words of Floe's effects, boards and battles as message ids: the catalogues hold each in every language
WORDS = (N_("pearl"), N_("kelp"), N_("mushroom"), N_("wood"), N_("soda"), N_("crystal"),
         N_("skill"), N_("might"), N_("charm"), N_("craft"),
         N_("arrow"), N_("sword"), N_("stealth"), N_("lantern"), N_("magic"), N_("crit"),
         N_("potion"), N_("crate"), N_("map"), N_("warmth"), N_("vp"), N_("relic"), N_("treasure"),
         N_("herodice"), N_("chestkey"), N_("dive"), N_("sell"), N_("basic resource"), N_("merit of your choice"),
         N_("campfire"), N_("cave"), N_("monolith"), N_("fir-tree"), N_("shrine"), N_("landmark"), N_("trader"),
         N_("roll"), N_("attack"), N_("rewards"), N_("over"), N_("common"), N_("elite"), N_("boss"),
         N_("starting building"))
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
    """An effect string in ``language``: "pearl:1&soda:2" -> "1 pearl and 2 soda" / "真珠1・バブル2"."""
    if language == "en" and not gain.startswith("pay:"):
        return gain_text(gain)
    parts = []
    for piece in gain.split("&"):
        bits = piece.split(":")
        if bits[0] == "pay":
            return render(_PAY, {"cost": gain_in(piece.removeprefix("pay:"), language)}, language)
        if bits[0] == "merit" and len(bits) == 3:
            what = word("merit of your choice" if bits[1] == "any" else bits[1], language)
            parts.append(render(_AMOUNT, {"what": what, "n": bits[2]}, language))
        elif bits[0] == "basic" or len(bits) == 2 and bits[1].isdigit():
            what = word("basic resource" if bits[0] == "basic" else bits[0], language)
            parts.append(render(_AMOUNT, {"what": what, "n": bits[-1]}, language))
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
