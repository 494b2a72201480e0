"""Lessons and positions as files (``floe-widgets-lesson/1``, ``floe-widgets-position/1``).

A lesson file is YAML (docs/lesson-format.md, schema: lesson.schema.json).  :func:`load_lesson` builds
the tutor's :class:`Lesson` from it, or refuses the whole file with :class:`LessonFileError`, whose
problems name the file, the line and the field.  A file holds no Python: positions are written in the
game's own words (its *vocabulary* module: setup, edits, named checks), actions by their displayed
name or their JSON.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import yaml

from floe_widgets import i18n
from floe_widgets.core import Action, FormatError, IllegalAction
from floe_widgets.games import game_class

from .diagnosis import Mistake
from .lesson import Lesson, Quiz, Step

LESSON_FORMAT = "floe-widgets-lesson/1"
POSITION_FORMAT = "floe-widgets-position/1"
#: game name -> the module holding its lesson vocabulary
VOCABULARIES = {"ice-and-idols": "floe_widgets.games.ice_and_idols.vocabulary"}


class LessonFileError(ValueError):
    """A lesson or position file that cannot be used; ``problems``: one line each, naming file, line, field."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


class Refusal(Exception):
    """One problem at one field (turned into a line of LessonFileError)."""

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


def say_field(field: tuple[Any, ...]) -> str:
    """``('steps', 2, 'position')`` -> "step 3, position" (steps counted from 1)."""
    parts, rest = [], list(field)
    while rest:
        key = rest.pop(0)
        if key in ("steps", "hints", "mistakes", "edits", "expect", "show me", "check", "options") \
                and rest and isinstance(rest[0], int):
            parts.append(f"{key.rstrip('s') if key != 'show me' else key} {rest.pop(0) + 1}")
        else:
            parts.append(str(key))
    return ", ".join(parts) or "the file"


@cache
def schema() -> dict[str, Any]:
    return json.loads((Path(__file__).with_name("lesson.schema.json")).read_text(encoding="utf-8"))


def read_yaml(path: Path) -> Any:
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)  # noqa: S506 (a SafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 1
        raise LessonFileError([f"{path}:{line}: not YAML ({getattr(exc, 'problem', exc)})"]) from None
    except OSError as exc:
        raise LessonFileError([f"{path}: cannot be read ({exc.strerror})"]) from None


# -- texts in several languages ------------------------------------------------------------------------

def text(value: Any, default_language: str) -> str:
    """A text of the file: a string, or ``{en: ..., ja: ...}`` picked in the tutor's current language."""
    if isinstance(value, dict):
        return value.get(i18n.language()) or value.get(default_language) or next(iter(value.values()), "")
    return "" if value is None else str(value)


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


def build_position(doc: dict[str, Any], words: Vocabulary, folder: Path, field: tuple[Any, ...]) -> Any:
    """The game a position document describes: a setup plus edits, or a saved game at action N."""
    if "save" in doc:
        path = folder / doc["save"]
        try:
            saved = game_class(words.game).load(path)
        except (FormatError, OSError) as exc:
            raise Refusal((*field, "save"), f"the saved game {doc['save']!r} cannot be used: {exc}") from None
        upto = doc.get("action", len(saved.actions))
        if not 0 <= upto <= len(saved.actions):
            raise Refusal((*field, "action"), f"the saved game has {len(saved.actions)} actions, not {upto}")
        while len(saved.actions) > upto:
            saved.undo()
        return saved
    try:
        game = words.module.setup(doc.get("setup", {}))
    except (ValueError, TypeError) as exc:
        raise Refusal((*field, "setup"), str(exc)) from None
    edits = doc.get("edits")
    if not edits:
        return game
    board = words.module.Board(game)
    for i, edit in enumerate(edits):
        try:
            words.module.apply_edit(board, edit)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise Refusal((*field, "edits", i), f"{exc}") from None
    try:
        game.check_position(board.s)
    except FormatError as exc:
        raise Refusal((*field, "edits"), f"the position is impossible: {exc}") from None
    game.set_position(board.s)
    return game


def load_position(path: str | Path) -> Any:
    """The game a ``floe-widgets-position/1`` file describes (LessonFileError if it cannot be built)."""
    path = Path(path)
    doc = read_yaml(path)
    if not isinstance(doc, dict) or doc.get("format") != POSITION_FORMAT:
        raise LessonFileError([f"{path}:1: format: expected {POSITION_FORMAT!r}"])
    try:
        return build_position(doc, vocabulary(doc.get("game", "")), path.parent, ())
    except Refusal as exc:
        raise LessonFileError([f"{path}:{line_of(doc, exc.field)}: {say_field(exc.field)}: {exc.message}"]) from None


def position_document(game: Any) -> dict[str, Any]:
    """A position document for ``game``: its setup and the actions played so far (a game reached by play).

    A position set by hand has no setup to start from: its document carries the save itself."""
    if getattr(game, "_set_by_hand", False):
        return {"format": POSITION_FORMAT, "game": game.name, "saved game": json.loads(game.to_json())}
    return {"format": POSITION_FORMAT, "game": game.name,
            "setup": {"players": game.players, "seed": game.seed, "options": json.loads(json.dumps(game.options))},
            "play": [a.to_dict() for a in game.actions]}


# -- actions named in a file -----------------------------------------------------------------------------

def matches(action: Action, entry: Any) -> bool:
    """Does ``action`` fit an entry: a displayed name, an action's JSON, or ``{every: {kind/group, fields}}``."""
    if isinstance(entry, str):
        return action.describe() == entry
    pattern = entry.get("every", entry)
    data = action.to_dict()
    for key, want in pattern.items():
        have = action.group if key == "group" else data.get(key, None)
        if (list(have) if isinstance(have, tuple) else have) != want:
            return False
    return True


def resolve(entry: Any, path: list[Any]) -> list[Action]:
    """The actions ``entry`` names, at the first game along ``path`` where any legal action fits it."""
    for game in path:
        found = [a for a in game.legal_actions() if matches(a, entry)]
        if found:
            return found if isinstance(entry, dict) and "every" in entry else found[:1]
    return []


def action_path(game: Any, solution: list[Action]) -> list[Any]:
    """The games along a solution: the start, then after each of its actions (copies)."""
    path, probe = [game.copy()], game.copy()
    for action in solution:
        probe.apply(action)
        path.append(probe.copy())
    return path


# -- the lesson ------------------------------------------------------------------------------------------

def mistake(entry: dict[str, Any], words: Vocabulary, language: str) -> Mistake:
    when, message = entry["when"], text(entry["message"], language)
    action_pattern, unless = when.get("action"), when.get("unless")
    checks = when.get("position", [])

    def fits(action: Action, game: Any) -> bool:
        if action_pattern is not None and not matches(action, action_pattern):
            return False
        if unless is not None and matches(action, unless):
            return False
        return all(run_check(words, c, game) for c in checks)

    def say(action: Action, _game: Any) -> str:
        fields = {k: words.module.value_words(k, v) for k, v in action.to_dict().items()}
        return message.format(**fields)

    return Mistake(fits, say, tuple(entry.get("rules", ())))


def run_check(words: Vocabulary, check: dict[str, Any], game: Any) -> bool:
    (name, arg), = check.items()
    return bool(words.checks[name](game, arg))


def load_lesson(path: str | Path) -> Lesson:
    """Build a Lesson from a ``floe-widgets-lesson/1`` file, or refuse the whole file (LessonFileError)."""
    path = Path(path)
    doc = read_yaml(path)
    errors = sorted(jsonschema.Draft202012Validator(schema()).iter_errors(doc), key=lambda e: list(e.path))
    if errors:
        raise LessonFileError([f"{path}:{line_of(doc, tuple(e.path))}: {say_field(tuple(e.path))}: {e.message}"
                               for e in errors])
    try:
        return LessonBuilder(doc, path).build()
    except Refusal as exc:
        raise LessonFileError([f"{path}:{line_of(doc, exc.field)}: {say_field(exc.field)}: {exc.message}"]) from None


class LessonBuilder:
    """Turns a schema-valid document into a Lesson, playing each step's position to resolve its actions."""

    def __init__(self, doc: dict[str, Any], path: Path) -> None:
        self.doc, self.path, self.language = doc, path, doc.get("language", "en")
        self.words = vocabulary(doc["game"])

    def t(self, value: Any) -> str:
        return text(value, self.language)

    def build(self) -> Lesson:
        items: list[Step | Quiz] = []
        game = None
        for index, entry in enumerate(self.doc["steps"]):
            field: tuple[Any, ...] = ("steps", index)
            if "quiz" in entry:
                items.append(self.quiz(entry, field))
                continue
            step, game = self.step(entry, field, game)
            items.append(step)
        after = self.doc.get("next")
        follow_on = (lambda: load_lesson(self.path.parent / after)) if after else None
        return Lesson(title=self.t(self.doc["title"]), intro=self.t(self.doc.get("intro")), steps=items,
                      recap=self.t(self.doc.get("recap")), widget=self.words.module.widget(),
                      words=self.words.module.words, follow_on=follow_on)

    def quiz(self, entry: dict[str, Any], field: tuple[Any, ...]) -> Quiz:
        options = entry["options"]
        right = [i for i, o in enumerate(options) if o.get("right")]
        if not right:
            raise Refusal((*field, "options"), "no option is marked right: true")
        return Quiz(self.t(entry["quiz"]), [self.t(o["text"]) for o in options],
                    right[0] if len(right) == 1 else right, explanation=self.t(entry.get("explanation")),
                    rules=tuple(entry.get("rules", ())), title=self.t(entry.get("title")),
                    reasons=[self.t(o.get("why")) for o in options] if any("why" in o for o in options) else [])

    def step(self, entry: dict[str, Any], field: tuple[Any, ...], previous: Any) -> tuple[Step, Any]:
        position = entry.get("position")
        if position is not None:
            start = build_position(position, self.words, self.path.parent, (*field, "position"))
            maker: Callable[[], Any] | None = start.copy
        elif previous is None:
            raise Refusal(field, "the first step needs a position")
        else:
            start, maker = previous, None
        task = entry.get("task", {})
        solution: list[Action] = []
        for i, named in enumerate(task.get("show me", [])):
            found = resolve(named, [action_path(start, solution)[-1]])
            if not found:
                raise Refusal((*field, "task", "show me", i), f"no legal action here is {describe(named)}")
            solution.append(found[0])
        path = action_path(start, solution)
        expect: list[Action] = []
        for i, named in enumerate(task.get("expect", [])):
            found = resolve(named, path)
            if not found:
                raise Refusal((*field, "task", "expect", i), f"no legal action of this step is {describe(named)}")
            expect.extend(a for a in found if a not in expect)
        checks = task.get("check", [])
        for i, check in enumerate(checks):
            (name, _), = check.items()
            if name not in self.words.checks:
                raise Refusal((*field, "task", "check", i), f"no check is called {name!r} (known: "
                                                            f"{', '.join(sorted(self.words.checks))})")

        def check(game: Any, checks: list[dict[str, Any]] = checks) -> bool:
            return all(run_check(self.words, c, game) for c in checks)

        step = Step(narration=self.t(entry.get("narration")), position=maker, expect=expect or None,
                    check=check if checks else None, hints=[self.t(h) for h in entry.get("hints", [])],
                    explanation=self.t(entry.get("explanation")), rules=tuple(entry.get("rules", ())),
                    solution=solution, title=self.t(entry.get("title")),
                    mistakes=[mistake(m, self.words, self.language) for m in entry.get("mistakes", [])])
        end = start.copy()
        for action in step.solution_actions():
            try:
                end.apply(action)
            except IllegalAction as exc:
                raise Refusal((*field, "task"), f"'show me' cannot play {action.describe()!r}: {exc}") from None
        return step, end


def describe(entry: Any) -> str:
    return repr(entry) if isinstance(entry, str) else json.dumps(dict(entry.get("every", entry)))
