"""Lessons and positions as files (``floe-widgets-lesson/1``, ``floe-widgets-position/1``).

A lesson file is YAML (docs/lesson-format.md, schema: lesson.schema.json).  :func:`load_lesson` builds
the tutor's :class:`Lesson` from it, or refuses the whole file with :class:`LessonFileError`, whose
problems name the file, the line and the field.  A file holds no Python: positions are written in the
game's own words (its *vocabulary* module: setup, edits, named checks), actions by their displayed
name or their JSON.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from floe_widgets import i18n
from floe_widgets.core import Action, IllegalAction
from floe_widgets.games.position_files import (
    DocumentError,
    Refusal,
    Vocabulary,
    build_position,
    line_of,
    read_yaml,
    say_field,
    vocabulary,
)
from floe_widgets.i18n import tr

from .diagnosis import Mistake
from .lesson import Lesson, Quiz, Step

LESSON_FORMAT = "floe-widgets-lesson/1"
#: a lesson file that cannot be used (its ``problems``: one line each, naming file, line and field)
LessonFileError = DocumentError


# -- texts in several languages ------------------------------------------------------------------------

def text(value: Any, default_language: str, language: str | None = None) -> str:
    """A text of the file: a string, or ``{en: ..., ja: ...}`` picked in ``language`` (default: the tutor's)."""
    if isinstance(value, dict):
        return value.get(language or i18n.language()) or value.get(default_language) \
            or next(iter(value.values()), "")
    return "" if value is None else str(value)


class Texts:
    """Where each text of a lesson went (object, attribute, the file's value), to tell them again in another
    language (``Lesson.use_language``) without rebuilding positions."""

    def __init__(self, default_language: str) -> None:
        self.default_language = default_language
        self.places: list[tuple[Any, str, Any]] = []

    def put(self, target: Any, attribute: str, value: Any) -> None:
        self.places.append((target, attribute, value))

    def retell(self, _lesson: Lesson, language: str) -> None:
        for target, attribute, value in self.places:
            said = ([text(v, self.default_language, language) for v in value] if isinstance(value, list)
                    else text(value, self.default_language, language))
            setattr(target, attribute, said)


@cache
def schema() -> dict[str, Any]:
    return json.loads((Path(__file__).with_name("lesson.schema.json")).read_text(encoding="utf-8"))


#: an optional package jsonschema imports, if it is installed, for its "iri" format: building its grammars takes
#: seconds, in every kernel that loads a lesson, and lesson files use no format (nor does a validator check one
#: unless it is given a format checker)
IRI_GRAMMARS = "rfc3987_syntax"


@cache
def validator() -> Any:
    """The lesson schema's validator (jsonschema imported here, without the IRI grammars if it was not yet)."""
    skip = "jsonschema" not in sys.modules and IRI_GRAMMARS not in sys.modules
    if skip:
        sys.modules[IRI_GRAMMARS] = None  # type: ignore[assignment]  # makes its import fail, as if not installed
    try:
        import jsonschema
    finally:
        if skip:
            del sys.modules[IRI_GRAMMARS]
    return jsonschema.Draft202012Validator(schema())


# -- actions named in a file -----------------------------------------------------------------------------

def matches(action: Action, entry: Any, say: Callable[[str, Any], str | None] | None = None) -> bool:
    """Does ``action`` fit an entry: a displayed name, an action's JSON, or ``{every: {kind/group, fields}}``.

    With ``say`` (:func:`pattern_words`), a field may also be written as a person reads its value
    (``lead: Root Snare (33)``)."""
    if isinstance(entry, str):
        return action.describe() == entry
    pattern = entry.get("every", entry)
    data = action.to_dict()
    for key, want in pattern.items():
        have = action.group if key == "group" else data.get(key, None)
        if (list(have) if isinstance(have, tuple) else have) == want:
            continue
        if not (say is not None and isinstance(want, str) and key in data and say(key, data[key]) == want):
            return False
    return True


def pattern_words(words: Vocabulary) -> Callable[[str, Any], str | None] | None:
    """How a pattern may write a field in words: the vocabulary's ``value_words`` for its ``PATTERN_FIELDS``."""
    fields = getattr(words.module, "PATTERN_FIELDS", ())
    if not fields:
        return None
    return lambda key, value: words.module.value_words(key, value) if key in fields else None


def resolve(entry: Any, path: list[Any], say: Callable[[str, Any], str | None] | None = None) -> list[Action]:
    """The actions ``entry`` names, at the first game along ``path`` where any legal action fits it (a displayed
    name as the game's button reads it there, ``action_to_string``, or as the action describes itself)."""
    for game in path:
        found = [a for a in game.legal_actions() if matches(a, entry, say)]
        if found:
            return found if isinstance(entry, dict) and "every" in entry else found[:1]
    if isinstance(entry, str):   # a button that words its action otherwise (a monster's option): asked last
        for game in path:
            found = [a for a in game.legal_actions() if game.action_to_string(a) == entry]
            if found:
                return found[:1]
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
    when = entry["when"]
    action_pattern, unless = when.get("action"), when.get("unless")
    checks = when.get("position", [])

    def fits(action: Action, game: Any) -> bool:
        if action_pattern is not None and not matches(action, action_pattern, pattern_words(words)):
            return False
        if unless is not None and matches(action, unless, pattern_words(words)):
            return False
        return all(run_check(words, c, game) for c in checks)

    def say(action: Action, _game: Any) -> str:
        fields = {k: i18n.text(words.module.value_words(k, v)) for k, v in action.to_dict().items()}
        return text(entry["message"], language).format(**fields)  # in the language current when it is said

    return Mistake(fits, say, tuple(entry.get("rules", ())))


def run_check(words: Vocabulary, check: dict[str, Any], game: Any) -> bool:
    (name, arg), = check.items()
    return bool(words.checks[name](game, arg))


def load_lesson(path: str | Path) -> Lesson:
    """Build a Lesson from a ``floe-widgets-lesson/1`` file, or refuse the whole file (LessonFileError)."""
    path = Path(path)
    doc = read_yaml(path)
    errors = sorted(validator().iter_errors(doc), key=lambda e: list(e.path))
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
        self.texts = Texts(self.language)

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
        lesson = Lesson(title="", steps=items, widget=self.words.module.widget(), words=self.words.module.words,
                        follow_on=follow_on, retell=self.texts.retell)
        for name in ("title", "intro", "recap"):
            self.texts.put(lesson, name, self.doc.get(name))
        lesson.use_language(i18n.language())
        return lesson

    def quiz(self, entry: dict[str, Any], field: tuple[Any, ...]) -> Quiz:
        options = entry["options"]
        right = [i for i, o in enumerate(options) if o.get("right")]
        if not right:
            raise Refusal((*field, "options"), "no option is marked right: true")
        quiz = Quiz("", [], right[0] if len(right) == 1 else right, rules=tuple(entry.get("rules", ())))
        for name, value in (("question", entry["quiz"]), ("options", [o["text"] for o in options]),
                            ("explanation", entry.get("explanation")), ("title", entry.get("title")),
                            ("reasons", [o.get("why") for o in options] if any("why" in o for o in options) else [])):
            self.texts.put(quiz, name, value)
        return quiz

    def try_check(self, check: dict[str, Any], game: Any, field: tuple[Any, ...]) -> None:
        """Refuse a check whose name is unknown or whose argument does not fit it (tried on ``game``)."""
        (name, arg), = check.items()
        if name not in self.words.checks:
            raise Refusal(field, tr("no check is called {name!r} (known: {known})", name=name,
                                    known=", ".join(sorted(self.words.checks))))
        try:
            self.words.checks[name](game, arg)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise Refusal(field, tr("the check {name!r} cannot read {arg} ({problem})", name=name, arg=json.dumps(arg),
                                    problem=exc)) from None

    def anywhere(self, entry: Any, start: Any, field: tuple[Any, ...]) -> list[Action]:
        """``{every: pattern, anywhere: true}``: every such action the table allows, wherever the figure stands
        (the game's vocabulary lists them), for a step that accepts any route; [] for other entries."""
        if not (isinstance(entry, dict) and entry.get("anywhere")):
            return []
        lister = getattr(self.words.module, "anywhere", None)
        if lister is None:
            raise Refusal(field, tr("the {game} vocabulary has no actions 'anywhere'", game=self.words.game))
        try:
            return [a for a in lister(start, entry["every"]) if matches(a, entry, pattern_words(self.words))]
        except ValueError as exc:
            raise Refusal(field, str(exc)) from None

    def step(self, entry: dict[str, Any], field: tuple[Any, ...], previous: Any) -> tuple[Step, Any]:
        position = entry.get("position")
        if position is not None:
            start = build_position(position, self.words, self.path.parent, (*field, "position"))
            maker: Callable[[], Any] | None = start.copy
        elif previous is None:
            raise Refusal(field, tr("the first step needs a position"))
        else:
            start, maker = previous, None
        task = entry.get("task", {})
        solution: list[Action] = []
        for i, named in enumerate(task.get("show me", [])):
            found = resolve(named, [action_path(start, solution)[-1]], pattern_words(self.words))
            if not found:
                raise Refusal((*field, "task", "show me", i),
                              tr("no legal action here is {action}", action=describe(named)))
            solution.append(found[0])
        path = action_path(start, solution)
        expect: list[Action] = []
        for i, named in enumerate(task.get("expect", [])):
            say = pattern_words(self.words)
            found = self.anywhere(named, start, (*field, "task", "expect", i)) or resolve(named, path, say)
            if not found:
                raise Refusal((*field, "task", "expect", i), tr("no legal action of this step is {action}",
                                                                            action=describe(named)))
            expect.extend(a for a in found if a not in expect)
        checks = task.get("check", [])
        for i, one in enumerate(checks):
            self.try_check(one, start, (*field, "task", "check", i))
        kinds = {t.kind for t in type(start).action_types}
        for i, wrong in enumerate(entry.get("mistakes", [])):
            for key in ("action", "unless"):  # a pattern of no kind the game has would never match
                kind = wrong["when"].get(key, {}).get("kind")
                if kinds and kind is not None and kind not in kinds:
                    raise Refusal((*field, "mistakes", i, "when", key),
                                  tr("no action of {game} is of the kind {kind!r} (kinds: {kinds})",
                                     game=start.title, kind=kind, kinds=", ".join(sorted(kinds))))
            for k, one in enumerate(wrong["when"].get("position", [])):
                self.try_check(one, start, (*field, "mistakes", i, "when", "position", k))

        def check(game: Any, checks: list[dict[str, Any]] = checks) -> bool:
            return all(run_check(self.words, c, game) for c in checks)

        step = Step(narration="", position=maker, expect=expect or None, check=check if checks else None,
                    rules=tuple(entry.get("rules", ())), solution=solution,
                    widget_options={"view_name": entry["view"]} if "view" in entry else {},
                    mistakes=[mistake(m, self.words, self.language) for m in entry.get("mistakes", [])])
        for name in ("narration", "title", "explanation"):
            self.texts.put(step, name, entry.get(name))
        self.texts.put(step, "hints", list(entry.get("hints", [])))
        end = start.copy()
        for action in step.solution_actions():
            try:
                end.apply(action)
            except IllegalAction as exc:
                raise Refusal((*field, "task"), tr("'show me' cannot play {action!r}: {problem}",
                                                      action=str(i18n.text(action.describe())), problem=exc)) from None
        return step, end


def describe(entry: Any) -> str:
    return repr(entry) if isinstance(entry, str) else json.dumps(dict(entry.get("every", entry)))
