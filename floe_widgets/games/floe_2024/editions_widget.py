"""The retail edition and the 2024 edition side by side, for players who know one of them.

Each :class:`Topic` names the 2024 rules it is about, shows their ``retail`` notes (the
``differs_from_retail`` notes of the source's rules file, restated in ``content/rules.yaml``) and sets
up the same kind of turn in both engines, so the difference shows on the table: ``play()`` returns the
two games after that turn, ``outcome()`` says in Japanese what each table shows, ``boards()`` builds the
two live widgets.  ``overview()`` lists every section of the 2024 rules with its retail notes.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floe_widgets.games.position_files import build_position, vocabulary

from . import data as C
from .actions import Convert, Explore, VisitVillage
from .actions import Sail as Sail2024
from .vocabulary import widget as lesson_board

RETAIL_SPACES_JA = {"shop": "店", "tavern": "酒場", "springs": "温泉", "yard": "工房", "academy": "アカデミー"}


@dataclass(frozen=True)
class Topic:
    key: str
    title: str
    summary: str                       # Japanese, our own words
    rules: tuple[str, ...]             # the 2024 rule ids (their retail notes are shown)
    retail_rules: tuple[str, ...]      # the retail rule ids the same turn meets
    retail: Callable[[], Any]          # the retail game after the turn
    floe_2024: Callable[[], Any]       # the 2024 game after the same turn
    outcome: Callable[[Any, Any], tuple[str, str]]   # (retail, 2024) in Japanese

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
    return str(entry.get("retail", ""))


def overview() -> dict[str, list[tuple[str, str]]]:
    """Every section of the 2024 rules -> [(rule id, retail note)], in the rules' order."""
    out: dict[str, list[tuple[str, str]]] = {}
    for entry in rules_entries():
        if entry.get("retail"):
            out.setdefault(str(entry.get("section", "")), []).append((entry["id"], str(entry["retail"])))
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
    def line(villagers: dict[str, int], names: dict[str, str]) -> str:
        return "・".join(f"{names[k]}{villagers[k]}" for k in names)
    spaces_2024 = {k: C.ja(k) for k in ("shop", "tavern", "springs", "workshop", "academy")}
    return line(retail.state.village.villagers, RETAIL_SPACES_JA), line(new.state.villagers, spaces_2024)


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
    return f"暖5 → {retail.state.players[0].warmth}", f"暖5 → {new.state.players[0].warmth}"


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
    return (f"クリスタル{r.crystals}、真珠{r.resources['pearl']}・海藻{r.resources['kelp']}、ソーダ{r.soda}",
            f"クリスタル{n.crystals}、真珠{n.res['pearl']}・海藻{n.res['kelp']}、バブル{n.res['bubble']}")


def _ship_away(state: Any) -> None:
    """Ship 1 leaves the hero's dock for the Dragon Head (the retail edition)."""
    state.world.ships[0] = "skull.D0"


def exploring_retail() -> Any:
    from floe_widgets.games.floe.actions import ChooseTurn, EndMovement

    return _retail_position(_ship_away, (ChooseTurn("exploration"), EndMovement()))


def exploring_2024() -> Any:
    return position_2024({"ship": 1, "at": "Dragon Head dock 1"}, map_turn=True)


def explorable(game: Any) -> list[str]:
    """The places whose tokens the hero may take now (icebergs and seas, in Japanese)."""
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
    return "探検できる: " + "・".join(explorable(retail)), "探検できる: " + "・".join(explorable(new))


TOPICS: tuple[Topic, ...] = (
    Topic("villagers", "村人の配り方",
          "2024年版では、1つのスペースに村人は3人まで。満員のスペースは飛ばされます。"
          "製品版には上限がないので、同じ手番で酒場に4人目が入ります。",
          ("FLOEJA-VIL-SOW-1", "FLOEJA-EXAMPLE-6"), ("FLOE-VILLAGE-VILLAGERS-1",),
          villagers_retail, villagers_2024, _villagers_outcome),
    Topic("sailing", "航海の費用",
          "製品版では、船が横切る浅瀬1つごとに暖1。2024年版では、船が入る海1つごとに暖1です。"
          "本島の氷山1からドラゴンヘッドの桟橋1へ、同じ航海を両方の版でしてみましょう。",
          ("FLOEJA-SAIL-COST-1", "FLOEJA-EXAMPLE-15"), ("FLOE-MOVE-SAIL-2",),
          sailing_retail, sailing_2024, _sailing_outcome),
    Topic("crystal", "クリスタルの値段",
          "製品版では、基本資源2個でクリスタル1個。2024年版では、バブル4個でクリスタル1個で、"
          "資源をクリスタルに換えることはできません。",
          ("FLOEJA-RES-CONVERT-1", "FLOEJA-EXAMPLE-2"), ("FLOE-RES-CRYSTAL-1",),
          crystal_retail, crystal_2024, _crystal_outcome),
    Topic("exploring", "海の探検",
          "製品版では、ヒーローの氷山に触れている海のトークンはいつでも取れます。2024年版では、その氷山の桟橋に"
          "船が泊まっている海だけです。船1がドラゴンヘッドへ出かけた本島の氷山1で、探検できる場所を比べましょう。",
          ("FLOEJA-EXPL-SOURCE-1", "FLOEJA-EXAMPLE-16"), ("FLOE-GATHER-OPT-1",),
          exploring_retail, exploring_2024, _exploring_outcome),
)


def topic(key: str) -> Topic:
    return next(t for t in TOPICS if t.key == key)


# -- in a notebook ---------------------------------------------------------------------------------------

def notes_html(t: Topic) -> str:
    items = "".join(f"<li><code>{html.escape(rid)}</code>: {html.escape(note)}</li>" for rid, note in t.notes())
    return f"<p>{html.escape(t.summary)}</p><p><b>製品版との違い (ルールのメモ、英語)</b></p><ul>{items}</ul>"


def boards(key: str) -> Any:
    """The topic, then the retail table and the 2024 table after the same turn, side by side (live widgets)."""
    import ipywidgets as w

    from floe_widgets.games.floe.widgets import FloeWidget

    t = topic(key)
    retail, new = t.play()
    said_retail, said_2024 = t.outcome(retail, new)
    left = w.VBox([w.HTML(f"<h4>製品版 (retail)</h4><p>{html.escape(said_retail)}</p>"),
                   FloeWidget(retail, view_name="all", tools=False)], layout=w.Layout(width="50%"))
    right = w.VBox([w.HTML(f"<h4>2024年版</h4><p>{html.escape(said_2024)}</p>"), lesson_board()(new, tools=False)],
                   layout=w.Layout(width="50%"))
    box = w.VBox([w.HTML(f"<h3>{html.escape(t.title)}</h3>{notes_html(t)}"), w.HBox([left, right])])
    box.add_class("fw-editions")
    return box


def overview_html() -> str:
    """Every section of the 2024 rules with how retail differs, as one HTML table."""
    rows = []
    for section, notes in overview().items():
        for rid, note in notes:
            rows.append(f"<tr><td>{html.escape(section)}</td><td><code>{html.escape(rid)}</code></td>"
                        f"<td>{html.escape(note)}</td></tr>")
    return ("<table><tr><th>節</th><th>ルール</th><th>製品版との違い (英語)</th></tr>" + "".join(rows) + "</table>")


__all__ = ["TOPICS", "Topic", "boards", "overview", "overview_html", "retail_note", "topic"]
