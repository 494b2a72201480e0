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
