"""The retail edition and the 2024 edition side by side, for players who know one of them.

Each :class:`Topic` names the 2024 rules it is about, shows their ``retail`` notes (the
``differs_from_retail`` notes of the source's rules file, restated in ``content/rules.yaml``) and sets
up the same kind of turn in both engines, so the difference shows on the table: ``play()`` returns the
two games after that turn, ``outcome()`` says what each table shows, ``boards()`` builds the two live
widgets with a language menu and a presenter button.  ``overview()`` lists every section of the 2024 rules
with its retail notes.  Every text a person reads is a catalogue message (English ids, Japanese
translations; the retail notes too, by their English text), so the language switch works on the whole comparison.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floe_widgets.games.position_files import build_position, vocabulary
from floe_widgets.i18n import N_, Term, message, tr

from . import data as C
from .actions import Convert, Explore, VisitVillage
from .actions import Sail as Sail2024

#: the retail Village's spaces as the two kinds of reader name them
RETAIL_SPACES = {"shop": Term(ja="店", en="Shop"), "tavern": Term(ja="酒場", en="Tavern"),
                 "springs": Term(ja="温泉", en="Hot Springs"), "yard": Term(ja="工房", en="Timber Yard"),
                 "academy": Term(ja="アカデミー", en="Academy")}


@dataclass(frozen=True)
class Topic:
    key: str
    title: str                         # message ids (English; Japanese in the catalogue), our own words
    summary: str
    rules: tuple[str, ...]             # the 2024 rule ids (their retail notes are shown)
    retail_rules: tuple[str, ...]      # the retail rule ids the same turn meets
    retail: Callable[[], Any]          # the retail game after the turn
    floe_2024: Callable[[], Any]       # the 2024 game after the same turn
    outcome: Callable[[Any, Any], tuple[str, str]]   # (retail, 2024): Messages, shown with i18n.text

    def play(self) -> tuple[Any, Any]:
        return self.retail(), self.floe_2024()

    def notes(self) -> list[tuple[str, str]]:
        """(rule id, how retail differs) for each of the topic's 2024 rules."""
        return [(rid, retail_note(rid)) for rid in self.rules]


def rules_entries() -> list[dict[str, Any]]:
    return C.load("rules.yaml")


def retail_note(rule_id: str) -> str:
    """The ``retail`` note of a 2024 rule (how the retail edition differs), or '' if it has none."""
    entry = next(e for e in rules_entries() if e["id"] == rule_id)
    return str(entry.get("retail", "")).strip()


def overview() -> dict[str, list[tuple[str, str]]]:
    """Every section of the 2024 rules -> [(rule id, retail note)], in the rules' order."""
    out: dict[str, list[tuple[str, str]]] = {}
    for entry in rules_entries():
        if entry.get("retail"):
            out.setdefault(str(entry.get("section", "")), []).append((entry["id"], str(entry["retail"]).strip()))
    return out


# -- the same turn in both editions ----------------------------------------------------------------------

#: the retail lessons' table (tutorials/floe/lessons): 2 players, seed 5, the six Region tiles in one known order
RETAIL_TABLE = {"players": 2, "seed": 5, "heroes": ["Captain Brine", "Scout Wren"], "familiars": ["Snowfox", "Puffin"],
                "quests": ["The Ancient Map", "The Lost Pod"],
                "table": {"top-left": "Frostmere", "top-centre": "Island of Floe", "top-right": "Glimmerdeep",
                          "bottom-left": "Hollowfen", "bottom-centre": "Skull Iceberg", "bottom-right": "Emberreach"}}


def _retail_position(edit: Callable[[Any], None], before: Sequence[Any]) -> Any:
    from floe_widgets.games.floe.vocabulary import setup

    game = setup(RETAIL_TABLE)
    state = game.state
    for p in state.players:
        p.turns_taken = 1            # past the first turn, so a Village turn is allowed
    edit(state)
    game.set_position(state)
    for action in before:
        game.apply(action)
    return game


def _villagers_retail(state: Any) -> None:
    state.village.villagers = {"shop": 0, "tavern": 3, "springs": 0, "yard": 0, "academy": 2}
    state.players[0].warmth = 1


def villagers_retail() -> Any:
    from floe_widgets.games.floe.actions import ChooseTurn, PlaceFigure

    return _retail_position(_villagers_retail, (ChooseTurn("village"), PlaceFigure("academy")))


def position_2024(*edits: dict[str, Any], map_turn: bool = False) -> Any:
    """The lessons' 2024 table (2 players, seed 1) with ``edits`` in the lesson vocabulary's words; with
    ``map_turn``, seat 1's Map turn has begun on Main Island iceberg 1."""
    doc: dict[str, Any] = {"setup": {"players": 2, "seed": 1}, "edits": list(edits)}
    if map_turn:
        doc["play"] = [{"kind": "start-map-turn"}]
        doc["edits"].append({"player": 1, "at": "Main Island iceberg 1"})
    return build_position(doc, vocabulary("floe-2024"), Path("."), ())


def villagers_2024() -> Any:
    game = position_2024({"villagers": {"academy": 2, "tavern": 3}}, {"player": 1, "warmth": 1})
    game.apply(VisitVillage("academy"))
    return game


def _villagers_outcome(retail: Any, new: Any) -> tuple[str, str]:
    def line(villagers: dict[str, int], names: dict[str, Term]) -> str:
        return C.all_of([message("{what} {amount}", language="ja", what=names[k], amount=villagers[k])
                         for k in names])
    spaces_2024 = {k: C.term(k) for k in ("shop", "tavern", "springs", "workshop", "academy")}
    return line(retail.state.village.villagers, RETAIL_SPACES), line(new.state.villagers, spaces_2024)


def _warmth_five(state: Any) -> None:
    state.players[0].warmth = 5


def sailing_retail() -> Any:
    from floe_widgets.games.floe.actions import ChooseTurn, Sail

    return _retail_position(_warmth_five, (ChooseTurn("exploration"), Sail("skull.D0")))


def sailing_2024() -> Any:
    game = position_2024({"player": 1, "warmth": 5}, map_turn=True)
    game.apply(Sail2024(0, "skull.D0"))
    return game


def _sailing_outcome(retail: Any, new: Any) -> tuple[str, str]:
    return tuple(message("Warmth 5 → {warmth}", language="ja", warmth=g.state.players[0].warmth)
                 for g in (retail, new))


def _crystal_retail(state: Any) -> None:
    state.players[0].soda = 4
    state.players[0].resources = {"pearl": 1, "kelp": 1, "mushroom": 0, "wood": 0}


def crystal_retail() -> Any:
    from floe_widgets.games.floe.actions import ChooseTurn, ConvertCrystal

    return _retail_position(_crystal_retail, (ChooseTurn("exploration"), ConvertCrystal("pearl", "kelp")))


def crystal_2024() -> Any:
    game = position_2024({"player": 1, "resources": {"pearl": 1, "kelp": 1, "bubble": 4}}, map_turn=True)
    game.apply(Convert("crystal"))
    return game


def _crystal_outcome(retail: Any, new: Any) -> tuple[str, str]:
    r, n = retail.state.players[0], new.state.players[0]
    return (message("Crystal {crystals}, Pearl {pearl}, Kelp {kelp}, Soda {soda}", language="ja",
                    crystals=r.crystals, pearl=r.resources["pearl"], kelp=r.resources["kelp"], soda=r.soda),
            message("Crystal {crystals}, Pearl {pearl}, Kelp {kelp}, Bubble {bubble}", language="ja",
                    crystals=n.crystals, pearl=n.res["pearl"], kelp=n.res["kelp"], bubble=n.res["bubble"]))


def _ship_away(state: Any) -> None:
    """Ship 1 leaves the hero's dock for the Dragon Head (the retail edition)."""
    state.world.ships[0] = "skull.D0"


def exploring_retail() -> Any:
    from floe_widgets.games.floe.actions import ChooseTurn, EndMovement

    return _retail_position(_ship_away, (ChooseTurn("exploration"), EndMovement()))


def exploring_2024() -> Any:
    return position_2024({"ship": 1, "at": "Dragon Head dock 1"}, map_turn=True)


def explorable(game: Any) -> list[str]:
    """The places whose tokens the hero may take now (icebergs and seas, by their board names)."""
    from floe_widgets.games.floe.actions import Gather

    places: list[str] = []
    for action in game.legal_actions():
        if isinstance(action, Explore):
            place = action.place
        elif isinstance(action, Gather) and action.take.startswith("token:"):
            place = action.take.split(":")[1]
        else:
            continue
        if place not in places:
            places.append(place)
    return [C.place_name(p) for p in places]


def _exploring_outcome(retail: Any, new: Any) -> tuple[str, str]:
    return tuple(message("Can explore: {places}", language="ja", places=C.all_of(explorable(g))) for g in (retail, new))


TOPICS: tuple[Topic, ...] = (
    Topic("villagers", N_("How the villagers are sown"),
          N_("In the 2024 edition a space holds at most three villagers, and a full space is skipped. The retail "
             "edition has no such limit, so the same turn puts a fourth villager in the Tavern."),
          ("FLOEJA-VIL-SOW-1", "FLOEJA-EXAMPLE-6"), ("FLOE-VILLAGE-VILLAGERS-1",),
          villagers_retail, villagers_2024, _villagers_outcome),
    Topic("sailing", N_("What sailing costs"),
          N_("In the retail edition a ship pays 1 Warmth for each shallows it crosses; in the 2024 edition, 1 "
             "Warmth for each sea it enters. Sail the same trip in both editions, from Main Island iceberg 1 to "
             "Dragon Head dock 1."),
          ("FLOEJA-SAIL-COST-1", "FLOEJA-EXAMPLE-15"), ("FLOE-MOVE-SAIL-2",),
          sailing_retail, sailing_2024, _sailing_outcome),
    Topic("crystal", N_("What a Crystal costs"),
          N_("In the retail edition two basic resources buy one Crystal. In the 2024 edition four Bubbles buy "
             "one, and resources cannot be turned into Crystals."),
          ("FLOEJA-RES-CONVERT-1", "FLOEJA-EXAMPLE-2"), ("FLOE-RES-CRYSTAL-1",),
          crystal_retail, crystal_2024, _crystal_outcome),
    Topic("exploring", N_("Exploring the seas"),
          N_("In the retail edition the hero may always take the tokens of a sea touching their iceberg. In the "
             "2024 edition only a sea whose ship is moored at that iceberg's dock. Compare what can be explored "
             "from Main Island iceberg 1 while ship 1 is away at the Dragon Head."),
          ("FLOEJA-EXPL-SOURCE-1", "FLOEJA-EXAMPLE-16"), ("FLOE-GATHER-OPT-1",),
          exploring_retail, exploring_2024, _exploring_outcome),
)


def topic(key: str) -> Topic:
    return next(t for t in TOPICS if t.key == key)


# -- in a notebook ---------------------------------------------------------------------------------------

def notes_html(t: Topic) -> str:
    items = "".join(f"<li><code>{html.escape(rid)}</code>: {html.escape(tr(note))}</li>" for rid, note in t.notes())
    return (f"<p>{html.escape(tr(t.summary))}</p><p><b>{html.escape(tr('How the retail edition differs'))}"
            f"</b> {html.escape(tr('(the notes of the rules file)'))}</p><ul>{items}</ul>")


def boards(key: str) -> Any:
    """The topic, then the retail table and the 2024 table after the same turn, side by side (live widgets)."""
    from .editions_boards_widget import EditionsBoards

    return EditionsBoards(topic(key))


def overview_html() -> str:
    """Every section of the 2024 rules with how retail differs, as one HTML table (the sections keep the
    headings of the Japanese source)."""
    rows = []
    for section, notes in overview().items():
        for rid, note in notes:
            rows.append(f"<tr><td>{html.escape(section)}</td><td><code>{html.escape(rid)}</code></td>"
                        f"<td>{html.escape(tr(note))}</td></tr>")
    head = "".join(f"<th>{html.escape(tr(h))}</th>" for h in (N_("Section"), N_("Rule"),
                                                                  N_("How the retail edition differs")))
    return f"<table><tr>{head}</tr>" + "".join(rows) + "</table>"


__all__ = ["TOPICS", "Topic", "boards", "overview", "overview_html", "retail_note", "topic"]
