"""Read and write ``fh-situation/1`` documents and ``fh-answer/1`` answers
(``../shared/formats/fh-situation.md``).

* :func:`parse_situation` checks a document (dict or JSON text) and returns a :class:`Situation`;
  any problem raises :class:`SituationError` whose message starts with the offending field,
  e.g. ``figures[2].hex: ...``.  Unknown keys are refused unless they start with ``x-``.
* :func:`solve` runs the monster AI; :func:`answer_document` writes the answer.
* :func:`situation_document` writes a situation back (round trip).

Project extension keys: on overlays ``x-locked`` (a locked door, FH-HEX-7) and ``x-negative``
(a scenario overlay that counts as a negative hex, FH-FOCUS-5); in the shipped situations
``x-expected`` (the expected answer: ``focus`` and ``options`` with ``focus``/``destination``/
``attacks``), ``x-lesson`` (one line) and ``x-rules``, and the title and lesson in Japanese, ``x-title-ja`` and
``x-lesson-ja`` (the tactics lab shows them to a reader of Japanese).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.ai.monster_ai import Ability, Figure, TooManyTies, TurnPlan, plan_turn
from floe_widgets.games.frosthaven.map.geometry import Area
from floe_widgets.games.frosthaven.map.hexmap import OVERLAY_KINDS, Hex, HexMap, Overlay, rect_hexes
from floe_widgets.games.frosthaven.map.movement import MODES
from floe_widgets.games.frosthaven.situations.limits import (
    MAX_AREA_HEXES,
    MAX_CHARACTERS,
    MAX_COORDINATE,
    MAX_FIGURES,
    MAX_HEXES,
    MAX_RANGE,
    SituationError,
    check_nesting,
    load_json,
)
from floe_widgets.i18n import message

SITUATION_FORMAT = "fh-situation/1"
ANSWER_FORMAT = "fh-answer/1"
SITUATION_OVERLAYS = tuple(k for k in OVERLAY_KINDS if k != "treasure")
TEAMS = ("characters", "monsters")
FIGURE_KINDS = ("character", "summon", "monster", "ally", "objective")
CONDITIONS = ("wound", "poison", "brittle", "bane", "immobilize", "disarm", "impair", "stun", "muddle",
              "curse", "regenerate", "ward", "invisible", "strengthen", "bless")


@dataclass
class Situation:
    hexmap: HexMap
    figures: list[Figure]
    active: str
    ability: Ability
    scenario_level: int = 1
    title: str = ""
    notes: str = ""
    extras: dict[str, Any] = field(default_factory=dict)  # the x- keys, kept for round trips
    hexes_spec: Any = None


# -- small checkers ------------------------------------------------------------------------------
def _keys(obj: Any, where: str, allowed: set[str], required: set[str] = frozenset()) -> dict:
    if not isinstance(obj, Mapping):
        raise SituationError(where or "document", message("expected an object, got {kind}", kind=type(obj).__name__))
    for k in obj:
        if not isinstance(k, str) or (k not in allowed and not k.startswith("x-")):
            raise SituationError(f"{where}.{k}" if where else str(k),
                                 message("unknown key (extensions must start with 'x-')"))
    for k in sorted(required):
        if k not in obj:
            raise SituationError(f"{where}.{k}" if where else k, message("missing required field"))
    return dict(obj)


def _int(v: Any, where: str, lo: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise SituationError(where, message("expected an integer, got {value}", value=json.dumps(v)))
    if lo is not None and v < lo:
        raise SituationError(where, message("must be at least {least}, got {value}", least=lo, value=v))
    return v


def _bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise SituationError(where, message("expected true or false, got {value}", value=json.dumps(v)))
    return v


def _str(v: Any, where: str) -> str:
    if not isinstance(v, str):
        raise SituationError(where, message("expected a string, got {value}", value=json.dumps(v)))
    return v


def _hex(v: Any, where: str) -> Hex:
    if type(v) is list and len(v) == 2:  # the usual [q, r] of two plain integers, checked at once
        q, r = v
        if type(q) is int and type(r) is int and -MAX_COORDINATE <= q <= MAX_COORDINATE \
                and -MAX_COORDINATE <= r <= MAX_COORDINATE:
            return (q, r)
    if not isinstance(v, list | tuple) or len(v) != 2 or any(isinstance(x, bool) or not isinstance(x, int) for x in v):
        raise SituationError(where, message("expected [q, r] with two integers, got {value}", value=json.dumps(v)))
    if abs(v[0]) > MAX_COORDINATE or abs(v[1]) > MAX_COORDINATE:
        raise SituationError(where,
                             message("coordinates are at most {most} in absolute value, got {value}",
                                     most=MAX_COORDINATE, value=json.dumps(v)))
    return (v[0], v[1])


def _list(v: Any, where: str, most: int | None = None) -> list:
    if not isinstance(v, list):
        raise SituationError(where, message("expected a list, got {value}", value=json.dumps(v)[:40]))
    if most is not None and len(v) > most:
        raise SituationError(where, message("{count} entries; at most {most} are accepted", count=len(v), most=most))
    return v


# -- parsing --------------------------------------------------------------------------------------
def parse_situation(doc: Mapping | str | bytes) -> Situation:
    """Check an ``fh-situation/1`` document and build the map, figures and ability.  Text must be
    UTF-8 JSON within the limits of :mod:`.situation_limits`."""
    if isinstance(doc, str | bytes):
        doc = load_json(doc)
    else:
        check_nesting(doc)
    allowed = {"format", "title", "notes", "hexes", "walls", "overlays", "figures", "active", "ability",
               "scenario_level"}
    d = _keys(doc, "", allowed, {"format"})
    if d["format"] != SITUATION_FORMAT:
        raise SituationError("format",
                             message("expected {expected!r}, got {value}",
                                     expected=SITUATION_FORMAT, value=json.dumps(d['format'])))
    d = _keys(doc, "", allowed, {"hexes", "figures", "active", "ability"})
    title = _str(d.get("title", ""), "title")
    notes = _str(d.get("notes", ""), "notes")

    spec = d["hexes"]
    if isinstance(spec, str):
        parts = spec.split(":")
        if len(parts) != 3 or parts[0] != "rect" or not all(
                p.isascii() and p.isdigit() and len(p) <= 6 and int(p) > 0 for p in parts[1:]):
            raise SituationError("hexes",
                                 message("expected a list of [q, r] or 'rect:W:H', got {value!r}", value=spec[:40]))
        width, height = int(parts[1]), int(parts[2])
        if width * height > MAX_HEXES or max(width, height) > MAX_COORDINATE:
            raise SituationError("hexes",
                                 message("{spec!r} has {count} hexes; at most {most} are accepted",
                                         spec=spec, count=width * height, most=MAX_HEXES))
        hexes = rect_hexes(width, height)
    else:
        hexes = []
        seen: set[Hex] = set()
        for i, h in enumerate(_list(spec, "hexes", MAX_HEXES)):
            hx = _hex(h, f"hexes[{i}]")
            if hx in seen:
                raise SituationError(f"hexes[{i}]", message("hex {hex} is listed twice", hex=list(hx)))
            seen.add(hx)
            hexes.append(hx)
        if not hexes:
            raise SituationError("hexes", message("the map has no hexes"))
    on_map = set(hexes)

    walls = []
    for i, w in enumerate(_list(d.get("walls", []), "walls", 3 * MAX_HEXES)):
        if not isinstance(w, list) or len(w) != 2:
            raise SituationError(f"walls[{i}]", message("expected a pair of hexes [[q, r], [q, r]]"))
        a, b = _hex(w[0], f"walls[{i}][0]"), _hex(w[1], f"walls[{i}][1]")
        if hexgrid.distance(a, b) != 1:
            raise SituationError(f"walls[{i}]", message("{a} and {b} are not neighbours", a=list(a), b=list(b)))
        walls.append((a, b))

    overlays: dict[Hex, Overlay] = {}
    for i, o in enumerate(_list(d.get("overlays", []), "overlays", MAX_HEXES)):
        where = f"overlays[{i}]"
        o = _keys(o, where, {"hex", "kind", "open"}, {"hex", "kind"})
        h = _hex(o["hex"], f"{where}.hex")
        if h not in on_map:
            raise SituationError(f"{where}.hex", message("{hex} is not on the map", hex=list(h)))
        kind = _str(o["kind"], f"{where}.kind")
        if kind not in SITUATION_OVERLAYS:
            raise SituationError(f"{where}.kind",
                                 message("unknown overlay kind {kind!r}; expected one of {choices}",
                                         kind=kind, choices=", ".join(SITUATION_OVERLAYS)))
        if h in overlays:
            raise SituationError(f"{where}.hex",
                                 message("{hex} already has an overlay (at most one per hex)", hex=list(h)))
        if "open" in o and kind != "door":
            raise SituationError(f"{where}.open", message("only doors can be open or closed"))
        if "x-locked" in o and kind != "door":
            raise SituationError(f"{where}.x-locked", message("only doors can be locked"))
        overlays[h] = Overlay(kind, open=_bool(o.get("open", False), f"{where}.open"),
                              locked=_bool(o.get("x-locked", False), f"{where}.x-locked"),
                              negative=_bool(o.get("x-negative", False), f"{where}.x-negative"))
    m = HexMap(hexes, walls=walls, overlays=overlays)

    figures: list[Figure] = []
    ids: set[str] = set()
    taken: dict[Hex, str] = {}
    raw = _list(d["figures"], "figures", MAX_FIGURES)
    for i, f in enumerate(raw):
        where = f"figures[{i}]"
        f = _keys(f, where, {"id", "team", "kind", "hex", "initiative", "summoner", "conditions", "rank"},
                  {"id", "team", "hex"})
        fid = _str(f["id"], f"{where}.id")
        if not fid:
            raise SituationError(f"{where}.id", message("must not be empty"))
        if fid in ids:
            raise SituationError(f"{where}.id", message("id {id!r} is used twice", id=fid))
        ids.add(fid)
        team = _str(f["team"], f"{where}.team")
        if team not in TEAMS:
            raise SituationError(f"{where}.team",
                                 message("expected 'characters' or 'monsters', got {value!r}", value=team))
        kind = _str(f.get("kind", "character" if team == "characters" else "monster"), f"{where}.kind")
        if kind not in FIGURE_KINDS:
            raise SituationError(f"{where}.kind",
                                 message("unknown figure kind {kind!r}; expected one of {choices}",
                                         kind=kind, choices=", ".join(FIGURE_KINDS)))
        h = _hex(f["hex"], f"{where}.hex")
        if h not in on_map:
            raise SituationError(f"{where}.hex", message("{hex} is not on the map", hex=list(h)))
        # a figure may stand on an obstacle (fh-situation: flying figures end there, scenarios place them)
        if m.acts_as_wall(h):
            raise SituationError(f"{where}.hex", message("{hex} is a wall or closed door", hex=list(h)))
        if h in taken:
            raise SituationError(f"{where}.hex",
                                 message("{hex} is already occupied by {figure}", hex=list(h), figure=taken[h]))
        taken[h] = fid
        init = f.get("initiative")
        if init is not None:
            if isinstance(init, bool) or not isinstance(init, int | float) or not 0 <= init <= 99:
                raise SituationError(f"{where}.initiative",
                                     message("expected a number from 0 to 99, got {value}", value=json.dumps(init)))
        elif kind == "character":
            raise SituationError(f"{where}.initiative", message("required for characters"))
        summoner = f.get("summoner")
        if summoner is not None:
            _str(summoner, f"{where}.summoner")
        if kind == "summon" and summoner is None:
            raise SituationError(f"{where}.summoner", message("required for summons"))
        conds = _list(f.get("conditions", []), f"{where}.conditions")
        for j, c in enumerate(conds):
            if not isinstance(c, str) or c not in CONDITIONS:
                raise SituationError(f"{where}.conditions[{j}]",
                                     message("unknown condition {value}; expected one of {choices}",
                                             value=json.dumps(c), choices=", ".join(CONDITIONS)))
        rank = _str(f.get("rank", "normal"), f"{where}.rank")
        if rank not in ("normal", "elite", "boss"):
            raise SituationError(f"{where}.rank", message("expected normal, elite or boss, got {value!r}", value=rank))
        figures.append(Figure(fid, team, h, kind, init, summoner, frozenset(conds), rank))
    characters = [i for i, f in enumerate(figures) if f.kind == "character"]
    if len(characters) > MAX_CHARACTERS:
        raise SituationError(f"figures[{characters[MAX_CHARACTERS]}].kind",
                             message("a party has at most {most} characters", most=MAX_CHARACTERS))
    byid = {f.id: f for f in figures}
    for i, f in enumerate(figures):
        if f.summoner is not None and (f.summoner not in byid or byid[f.summoner].kind != "character"):
            raise SituationError(f"figures[{i}].summoner",
                                 message("{id!r} is not a character in this situation", id=f.summoner))

    active = _str(d["active"], "active")
    if active not in byid:
        raise SituationError("active", message("no figure has id {id!r}", id=active))
    if byid[active].kind == "objective":
        raise SituationError("active", message("{id!r} is an objective; objectives take no turns", id=active))

    a = _keys(d["ability"], "ability", {"move", "attack", "range", "targets", "aoe", "movement", "muddled"})
    move = _int(a.get("move", 0), "ability.move", 0)
    attack = a.get("attack", True)
    if isinstance(attack, bool):
        has_attack = attack
    elif isinstance(attack, int | float):
        has_attack = True
    else:
        raise SituationError("ability.attack",
                             message("expected true, false or a number, got {value}", value=json.dumps(attack)))
    rng = _int(a.get("range", 0), "ability.range", 0)
    if rng > MAX_RANGE:
        raise SituationError("ability.range", message("at most {most}, got {value}", most=MAX_RANGE, value=rng))
    targets = _int(a.get("targets", 1), "ability.targets", 1)
    if targets > len(figures):
        raise SituationError("ability.targets",
                             message("{targets} targets but only {figures} figures in the situation",
                                     targets=targets, figures=len(figures)))
    aoe = None
    if a.get("aoe") is not None:
        ao = _keys(a["aoe"], "ability.aoe", {"melee", "hexes"}, {"melee", "hexes"})
        melee = _bool(ao["melee"], "ability.aoe.melee")
        cells = [_hex(h, f"ability.aoe.hexes[{j}]")
                 for j, h in enumerate(_list(ao["hexes"], "ability.aoe.hexes", MAX_AREA_HEXES))]
        if not cells:
            raise SituationError("ability.aoe.hexes", message("an area needs at least one red hex"))
        if len(set(cells)) != len(cells):
            raise SituationError("ability.aoe.hexes", message("a hex is listed twice"))
        if melee and (0, 0) in cells:
            raise SituationError("ability.aoe.hexes",
                                 message("a melee pattern's offsets exclude the attacker's own hex [0, 0]"))
        if not melee:
            cells = [hexgrid.sub(c, cells[0]) for c in cells]
        aoe = Area(tuple(cells), melee=melee)
    movement = _str(a.get("movement", "normal"), "ability.movement")
    if movement not in MODES:
        raise SituationError("ability.movement",
                             message("expected one of {choices}, got {value!r}",
                                     choices=', '.join(MODES), value=movement))
    muddled = _bool(a.get("muddled", False), "ability.muddled")
    ability = Ability(move, has_attack, rng, targets, aoe, movement, muddled)
    level = _int(d.get("scenario_level", 1), "scenario_level", 0)
    if level > 7:
        raise SituationError("scenario_level", message("must be 0 to 7, got {value}", value=level))
    extras = {k: v for k, v in d.items() if k.startswith("x-")}
    return Situation(m, figures, active, ability, level, title, notes, extras, spec)


def load_situation(path: str | Path) -> Situation:
    return parse_situation(Path(path).read_text(encoding="utf-8"))


# -- solving and writing ----------------------------------------------------------------------------
def solve(sit: Situation) -> TurnPlan:
    """The monster AI's plan; a position with too many tied target sets is a ``SituationError``."""
    try:
        return plan_turn(sit.hexmap, sit.figures, sit.active, sit.ability, scenario_level=sit.scenario_level)
    except TooManyTies as exc:
        raise SituationError("ability.targets", exc.args[0]) from None


def answer_document(plan: TurnPlan) -> dict:
    """The ``fh-answer/1`` document of a plan."""
    return {
        "format": ANSWER_FORMAT,
        "focus": list(plan.focus),
        "options": [{"focus": o.focus, "path": [list(h) for h in o.path], "destination": list(o.destination),
                     "attacks": list(o.attacks), "aoe_hexes": [list(h) for h in o.aoe_hexes]}
                    for o in plan.options],
        "explanation": plan.explanation,
    }


def solve_document(doc: Mapping | str | bytes) -> dict:
    """Parse, solve and answer in one call."""
    return answer_document(solve(parse_situation(doc)))


def situation_document(sit: Situation) -> dict:
    """Write a situation back as an ``fh-situation/1`` document (x- keys kept)."""
    m = sit.hexmap
    doc: dict[str, Any] = {"format": SITUATION_FORMAT}
    if sit.title:
        doc["title"] = sit.title
    if sit.notes:
        doc["notes"] = sit.notes
    doc["hexes"] = sit.hexes_spec if isinstance(sit.hexes_spec, str) else [list(h) for h in sorted(m.hexes)]
    doc["walls"] = [[list(a), list(b)] for a, b in sorted(tuple(sorted(w)) for w in m.walls)]
    ovs = []
    for h in sorted(m.overlays):
        o = m.overlays[h]
        e: dict[str, Any] = {"hex": list(h), "kind": o.kind}
        if o.kind == "door":
            e["open"] = o.open
            if o.locked:
                e["x-locked"] = True
        if o.negative:
            e["x-negative"] = True
        ovs.append(e)
    doc["overlays"] = ovs
    figs = []
    for f in sit.figures:
        e = {"id": f.id, "team": f.team, "kind": f.kind, "hex": list(f.hex)}
        if f.initiative is not None:
            e["initiative"] = f.initiative
        if f.summoner is not None:
            e["summoner"] = f.summoner
        if f.conditions:
            e["conditions"] = sorted(f.conditions)
        if f.rank != "normal":
            e["rank"] = f.rank
        figs.append(e)
    doc["figures"] = figs
    doc["active"] = sit.active
    ab = sit.ability
    doc["ability"] = {"move": ab.move, "attack": ab.attack, "range": ab.range, "targets": ab.targets,
                      "aoe": None if ab.aoe is None else {"melee": ab.aoe.melee,
                                                          "hexes": [list(h) for h in ab.aoe.hexes]},
                      "movement": ab.movement, "muddled": ab.muddled}
    doc["scenario_level"] = sit.scenario_level
    doc.update(sit.extras)
    return doc


def parse_answer(doc: Mapping | str) -> dict:
    """Check an ``fh-answer/1`` document (used by tests and tools); returns it as a dict."""
    if isinstance(doc, str):
        try:
            doc = json.loads(doc)
        except json.JSONDecodeError as exc:
            raise SituationError("answer", message("not valid JSON ({problem})", problem=exc.msg)) from None
    d = _keys(doc, "", {"format", "focus", "options", "explanation", "source", "error"}, {"format"})
    if d["format"] != ANSWER_FORMAT:
        raise SituationError("format",
                             message("expected {expected!r}, got {value}",
                                     expected=ANSWER_FORMAT, value=json.dumps(d['format'])))
    if "error" in d:
        return d
    for k in ("focus", "options", "explanation"):
        if k not in d:
            raise SituationError(k, message("missing required field"))
    for i, f in enumerate(_list(d["focus"], "focus")):
        _str(f, f"focus[{i}]")
    for i, o in enumerate(_list(d["options"], "options")):
        o = _keys(o, f"options[{i}]", {"focus", "path", "destination", "attacks", "aoe_hexes"},
                  {"focus", "path", "destination", "attacks"})
        for j, h in enumerate(_list(o["path"], f"options[{i}].path")):
            _hex(h, f"options[{i}].path[{j}]")
        _hex(o["destination"], f"options[{i}].destination")
        for j, a in enumerate(_list(o["attacks"], f"options[{i}].attacks")):
            _str(a, f"options[{i}].attacks[{j}]")
    for i, s in enumerate(_list(d["explanation"], "explanation")):
        _str(s, f"explanation[{i}]")
    return d


def build_document(hexes: Any = 4, *, walls=(), overlays: Mapping[str, Any] | None = None,
                   figures=(), active: str = "M", monster: Hex | None = None, doors: Mapping | None = None,
                   **ability: Any) -> dict:
    """A compact way to write a situation (lessons, tests): ``hexes`` is a radius (4 = the spec's
    board H4), a ``rect:W:H`` string or a list; ``overlays`` maps a kind to its hexes;
    ``figures`` are fh-situation figure dicts (or ``(id, hex, initiative)`` character triples);
    ``monster`` places the active monster; remaining keywords form ``ability``."""
    if isinstance(hexes, int):
        hexes = [list(h) for h in hexgrid.spiral((0, 0), hexes)]
    ovs = []
    for kind, hs in (overlays or {}).items():
        for h in hs:
            ovs.append({"hex": list(h), "kind": kind})
    for h, is_open in (doors or {}).items():
        ovs.append({"hex": list(h), "kind": "door", "open": bool(is_open)})
    figs = []
    if monster is not None:
        figs.append({"id": active, "team": "monsters", "kind": "monster", "hex": list(monster)})
    for f in figures:
        if isinstance(f, tuple):
            fid, h, init = f
            f = {"id": fid, "team": "characters", "kind": "character", "hex": list(h), "initiative": init}
        figs.append(dict(f, hex=list(f["hex"])))
    ab = {"move": 0, "attack": True, "range": 0, "targets": 1, "aoe": None, "movement": "normal", "muddled": False}
    ab.update(ability)
    return {"format": SITUATION_FORMAT, "hexes": hexes, "walls": [[list(a), list(b)] for a, b in walls],
            "overlays": ovs, "figures": figs, "active": active, "ability": ab, "scenario_level": 1}
