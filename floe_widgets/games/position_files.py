"""Positions as documents (``floe-widgets-position/1``), and YAML that remembers the line of each field.

A position is a named setup plus edits in the game's own words (its *vocabulary* module, e.g.
``games/ice_and_idols/vocabulary.py``), a setup plus the actions played from it (what "Copy position"
exports for a game reached by play), or a saved game (at action N).  See docs/lesson-format.md.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from floe_widgets.core import FormatError, IllegalAction
from floe_widgets.games import game_class
from floe_widgets.i18n import N_, tr

POSITION_FORMAT = "floe-widgets-position/1"
#: game name -> the module holding its lesson vocabulary
VOCABULARIES = {"ice-and-idols": "floe_widgets.games.ice_and_idols.vocabulary",
                "floe": "floe_widgets.games.floe.vocabulary",
                "floe-2024": "floe_widgets.games.floe_2024.vocabulary",
                "frosthaven": "floe_widgets.games.frosthaven.lessons.vocabulary",
                "frosthaven-campaign": "floe_widgets.games.frosthaven.lessons.outpost_vocabulary"}


class DocumentError(ValueError):
    """A lesson or position document that cannot be used; ``problems``: one line each, naming file, line, field."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


class Refusal(Exception):
    """One problem at one field (turned into a line of DocumentError)."""

    def __init__(self, field: tuple[Any, ...], message: str) -> None:
        super().__init__(message)
        self.field, self.message = field, message


# -- YAML that remembers where each field is ---------------------------------------------------------

class Lines(dict):
    """A mapping read from YAML, with the line of each key (1-based)."""

    line: int = 0
    lines: dict[Any, int]


class _Loader(yaml.SafeLoader):
    pass


def _mapping(loader: _Loader, node: yaml.MappingNode) -> Lines:
    out = Lines(loader.construct_mapping(node, deep=True))
    out.line = node.start_mark.line + 1
    out.lines = {loader.construct_object(k): k.start_mark.line + 1 for k, _ in node.value}
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _mapping)


def line_of(doc: Any, field: tuple[Any, ...]) -> int:
    """The line of the deepest mapping key on ``field`` (a path of keys and indexes)."""
    line, node = getattr(doc, "line", 1), doc
    for key in field:
        if isinstance(node, Lines) and key in node:
            line = node.lines.get(key, line)
        elif isinstance(node, list) and isinstance(key, int) and key < len(node):
            line = getattr(node[key], "line", line)
        else:
            break
        node = node[key]
    return line


#: a list of the file -> how one of its entries is named (the other lists are named by their key, as written)
ENTRY_NAMES = {"steps": N_("step {n}"), "hints": N_("hint {n}"), "mistakes": N_("mistake {n}"),
               "edits": N_("edit {n}"), "options": N_("option {n}")}


def say_field(field: tuple[Any, ...]) -> str:
    """``('steps', 2, 'position')`` -> "step 3, position" (steps counted from 1), in the current language."""
    parts, rest = [], list(field)
    while rest:
        key = rest.pop(0)
        if key in ("steps", "hints", "mistakes", "edits", "expect", "show me", "check", "options", "play",
                   "then play") \
                and rest and isinstance(rest[0], int):
            n = rest.pop(0) + 1
            parts.append(tr(ENTRY_NAMES[key], n=n) if key in ENTRY_NAMES else f"{key} {n}")
        else:
            parts.append(str(key))
    said = parts[0] if parts else tr("the file")
    for part in parts[1:]:
        said = tr("{a}, {b}", a=said, b=part)
    return said


def read_yaml(path: Path, text: str | None = None) -> Any:
    """The YAML document at ``path`` (or ``text``, named ``path`` in errors), its mappings knowing their lines."""
    try:
        return yaml.load(path.read_text(encoding="utf-8") if text is None else text, Loader=_Loader)  # noqa: S506
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        raise DocumentError([f"{path}:{line}: not YAML ({getattr(exc, 'problem', exc)})"]) from None
    except OSError as exc:
        raise DocumentError([f"{path}: cannot be read ({exc.strerror})"]) from None


# -- positions -------------------------------------------------------------------------------------------

@dataclass
class Vocabulary:
    """A game's words for lesson files (see e.g. floe_widgets/games/ice_and_idols/vocabulary.py)."""

    game: str
    module: Any

    @property
    def checks(self) -> dict[str, Callable[[Any, Any], bool]]:
        return self.module.CHECKS


def vocabulary(game: str) -> Vocabulary:
    if game not in VOCABULARIES:
        raise Refusal(("game",), f"no lesson vocabulary for the game {game!r} yet (known: "
                                 f"{', '.join(sorted(VOCABULARIES))})")
    return Vocabulary(game, importlib.import_module(VOCABULARIES[game]))


def build_position(doc: dict[str, Any], words: Vocabulary | None, folder: Path, field: tuple[Any, ...]) -> Any:
    """The game a position document describes: a setup (plus actions played, plus edits) or a saved game."""
    cls = game_class(doc["game"]) if "game" in doc else game_class(words.game)
    if "saved game" in doc:
        try:
            return cls.from_dict(doc["saved game"])
        except FormatError as exc:
            raise Refusal((*field, "saved game"), f"the saved game cannot be used: {exc}") from None
    if "save" in doc:
        return saved_at(cls, folder / doc["save"], doc, field)
    setup = doc.get("setup", {})
    try:
        if "options" in setup or words is None:  # the engine's own setup: players, seed, options
            game = cls(players=setup.get("players"), seed=setup.get("seed", 0), **setup.get("options", {}))
        else:
            game = words.module.setup(setup)
    except (ValueError, TypeError) as exc:
        raise Refusal((*field, "setup"), str(exc)) from None
    play(game, doc.get("play", []), (*field, "play"))
    if doc.get("edits"):
        edit(game, doc["edits"], words, field)
    if doc.get("then play"):
        play(game, doc["then play"], (*field, "then play"))
        game.set_position(game.state)  # the step starts after these actions: undo and Reset stop there
    fix_chance(game, doc.get("chance", {}), field)
    return game


def play(game: Any, actions: list[Any], field: tuple[Any, ...]) -> None:
    """Play ``actions`` (JSON or displayed names) on ``game``, refusing the first that cannot be played."""
    for i, action in enumerate(actions):
        try:
            game.apply(action)
        except (FormatError, IllegalAction) as exc:
            raise Refusal((*field, i), f"cannot be played: {exc}") from None


def fix_chance(game: Any, outcomes: dict[str, list[Any]], field: tuple[Any, ...]) -> None:
    """Fix what the game's chance draws next, per label ("the hero die shows a Sword": ``{hero-die: [Sword]}``)."""
    if not isinstance(outcomes, dict) or not all(isinstance(v, list) for v in outcomes.values()):
        raise Refusal((*field, "chance"), "expected a mapping of chance labels to lists of outcomes")
    for label, values in outcomes.items():
        game.chance.fix(str(label), *values)


def saved_at(cls: type, path: Path, doc: dict[str, Any], field: tuple[Any, ...]) -> Any:
    """The saved game at ``path``, taken back to just after its action number ``doc['action']``."""
    try:
        saved = cls.load(path)
    except (FormatError, OSError) as exc:
        raise Refusal((*field, "save"), f"the saved game {doc['save']!r} cannot be used: {exc}") from None
    upto = doc.get("action", len(saved.actions))
    if not 0 <= upto <= len(saved.actions):
        raise Refusal((*field, "action"), f"the saved game has {len(saved.actions)} actions, not {upto}")
    while len(saved.actions) > upto:
        saved.undo()
    return saved


def edit(game: Any, edits: list[dict[str, Any]], words: Vocabulary | None, field: tuple[Any, ...]) -> None:
    """Apply ``edits`` (the game's own words) to a copy of the state and set it as the position."""
    if words is None:
        raise Refusal((*field, "edits"), f"there are no edits for {game.title} yet")
    board = words.module.Board(game)
    for i, one in enumerate(edits):
        try:
            words.module.apply_edit(board, one)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise Refusal((*field, "edits", i), f"{exc}") from None
    try:
        game.check_position(board.s)
    except FormatError as exc:
        raise Refusal((*field, "edits"), f"the position is impossible: {exc}") from None
    game.set_position(board.s)
    if hasattr(board, "after"):  # what a vocabulary does from the edited position (e.g. play, kept in history)
        try:
            board.after(game)
        except (ValueError, IllegalAction) as exc:
            raise Refusal((*field, "edits"), f"{exc}") from None


def load_position(path: str | Path, text: str | None = None) -> Any:
    """The game a ``floe-widgets-position/1`` file (or its ``text``) describes; DocumentError if it cannot be."""
    path = Path(path)
    doc = read_yaml(path, text)
    if not isinstance(doc, dict) or doc.get("format") != POSITION_FORMAT:
        raise DocumentError([f"{path}:1: format: expected {POSITION_FORMAT!r}"])
    if not isinstance(doc.get("game"), str):
        raise DocumentError([f"{path}:1: game: expected the name of a game"])
    try:
        words = vocabulary(doc["game"]) if doc["game"] in VOCABULARIES else None
        return build_position(doc, words, path.parent, ())
    except Refusal as exc:
        raise DocumentError([f"{path}:{line_of(doc, exc.field)}: {say_field(exc.field)}: {exc.message}"]) from None


def position_document(game: Any) -> dict[str, Any]:
    """A position document for ``game``: its setup and the actions played so far (a game reached by play).

    A position set by hand has no setup to replay from: its document carries the saved game itself."""
    if json.loads(game.to_json())["initial"].get("set_position"):
        return {"format": POSITION_FORMAT, "game": game.name, "saved game": json.loads(game.to_json())}
    return {"format": POSITION_FORMAT, "game": game.name,
            "setup": {"players": game.players, "seed": game.seed, "options": json.loads(json.dumps(game.options))},
            "play": [a.to_dict() for a in game.actions]}


def position_text(game: Any) -> str:
    """``position_document(game)`` as YAML a teacher can paste into a lesson."""
    return yaml.safe_dump(position_document(game), sort_keys=False, allow_unicode=True, width=110)
