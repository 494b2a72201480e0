"""The Game base: one state machine per game, with history, undo and replay.

A game subclasses :class:`Game` and provides, as plain methods reading
``self.state``::

    setup()               -> the initial state (may draw from self.chance)
    candidates()          -> Iterable[Action]  every action that might be allowed now
    why_not(action)       -> Refusal | None    the first rule the action breaks now, or None
    _apply(action)        -> list[Event]    change self.state (a working copy)
    _current_player()     -> int | None     whose decision it is
    _is_over()            -> bool
    _scores()             -> list[int]      one number per seat
    _winners()            -> tuple[int,...] the winning seat(s) once over
    describe()            -> str

Legality is written once (ARCHITECTURE.md): ``legal_actions()`` is the
candidates that ``why_not`` lets through, and ``apply`` refuses with exactly
``why_not``'s answer, so a refusal always gives the true reason.  Before
that, every field of an action is checked against its declared type
(``malformed_field``): no bool for an int, no float, no numpy scalar.

The base wraps them into the public API (``legal_actions``, ``apply``,
``undo``, ``redo``, ``history``, ``to_json``...).  ``apply`` works on a deep
copy of the state, so a refused or failing action leaves the game exactly as
it was; the previous state object is kept as the undo snapshot.  ``load`` and ``replay`` check each
recorded action the same way but apply it in place, keeping no snapshot: the first undo works them out.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from floe_widgets.i18n import counted, message, unread

from .actions import MALFORMED, Action, Event, action_from_dict, malformed_field
from .chance import Chance, ChanceMismatch
from .codec import decode, encode, show
from .errors import FormatError, IllegalAction, SetupError
from .one_position import one_position
from .persistence import read_document, write_atomic, write_document

OVER = "CORE-GAME-OVER"
NOT_LEGAL = "CORE-NOT-LEGAL"

#: what a corrupt document can make the rebuilding raise; each is turned into a FormatError naming the field.
LOAD_ERRORS = (RecursionError, LookupError, StopIteration, TypeError, ValueError, AttributeError,
               ArithmeticError, AssertionError, RuntimeError)

#: why an action is refused: the rule id it breaks and one sentence a learner can read.
Refusal = tuple[str, str]


@dataclass
class Step:
    """One applied action with everything needed to undo, redo and replay it.

    A step of a history rebuilt by ``replay`` or ``load`` keeps no position (``before`` is None) until the
    first undo works the positions out again from the initial one (``Game._keep_positions``)."""

    action: Action
    events: list[Event]
    chance: list[tuple[str, Any, bool]]
    before: Any = field(repr=False)
    before_chance: list[Any] = field(repr=False)
    after: Any = field(default=None, repr=False)
    after_chance: list[Any] = field(default_factory=list, repr=False)
    player: int | None = None


class Game:
    """Base class of every rules engine (see the module docstring)."""

    #: registry name, e.g. "ice-and-idols"; also the save format tag suffix.
    name: ClassVar[str] = "game"
    title: ClassVar[str] = "Game"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 4
    #: rule id cited when the player count is refused.
    players_rule: ClassVar[str] = "CORE-PLAYERS"
    #: save format version of this game's documents.
    version: ClassVar[int] = 1
    #: dataclass of the state, used to load saved games.
    state_type: ClassVar[type]
    #: every action class of the game (for JSON decoding).
    action_types: ClassVar[tuple[type[Action], ...]] = ()
    #: ``importlib.resources`` anchor and file of the rules reference.
    rules_file: ClassVar[tuple[str, str] | None] = None

    def __init__(self, players: int | None = None, seed: int = 0, **options: Any) -> None:
        players = self.min_players if players is None else players
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise SetupError(
                self.players_rule,
                message("{title} is played by {low} to {high} players, not {n}.", title=self.title,
                        low=self.min_players,
                        high=self.max_players, n=players),
            )
        self.players = players
        self.seed = seed
        self.options = self.check_options(dict(options))
        self.chance = Chance(seed)
        self.chance.begin()
        self.state = self.setup()
        self.setup_chance = self.chance.end()
        self._reset_history()

    # -- hooks a game implements ---------------------------------------------
    def check_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Validate and complete game options; raise SetupError if refused."""
        if options:
            raise self.unknown_options(options)
        return options

    def unknown_options(self, names: Iterable[str]) -> SetupError:
        """The refusal of options this game does not have ("Floe has no option 'speed'.")."""
        names = sorted(names)
        return SetupError("CORE-OPTIONS", message("{title} has no option {names}.", plural="{title} has no options "
                                                  "{names}.", how_many=len(names), title=self.title,
                                                  names=", ".join(map(repr, names))))

    def setup(self) -> Any:
        raise NotImplementedError

    def candidates(self) -> Iterable[Action]:
        """Every action that might be allowed now: a superset of the legal ones, each well typed."""
        raise NotImplementedError

    def why_not(self, action: Action) -> Refusal | None:
        """The first rule ``action`` breaks now, as (rule id, sentence), or None when it is allowed.

        Called with well-typed actions of this game only (the fields are checked first), but with any
        values: an index out of range is a refusal, never an exception."""
        raise NotImplementedError

    #: action classes whose payload is free (a scenario's result, say): ``why_not`` alone decides them,
    #: since ``candidates`` cannot list every payload.  Any other action must also be a candidate.
    free_actions: ClassVar[tuple[type[Action], ...]] = ()

    def _legal_actions(self) -> list[Action]:
        options = list(self.candidates())
        with unread():  # only whether each is refused matters here: no sentence is written
            return [a for a in options if self.why_not(a) is None]

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def _current_player(self) -> int | None:
        raise NotImplementedError

    def _is_over(self) -> bool:
        raise NotImplementedError

    def _scores(self) -> list[int]:
        raise NotImplementedError

    def _winners(self) -> tuple[int, ...]:
        scores = self._scores()
        best = max(scores)
        return tuple(i for i, s in enumerate(scores) if s == best)

    def refusal(self, action: Action) -> IllegalAction | None:
        """The IllegalAction ``apply`` would raise for ``action`` now, or None when it would be applied.

        In order: the game is over; the action is not one of this game's classes or a field is not of its
        declared type (MALFORMED); ``why_not``'s answer; an action ``why_not`` lets through that is no
        candidate (a gap in the game's ``why_not``, refused all the same)."""
        if self.is_over:
            return IllegalAction(OVER, message("The game is over; no more actions can be taken."))
        if not isinstance(action, Action) or (self.action_types and not isinstance(action, self.action_types)):
            return IllegalAction(MALFORMED, message("{kind} is not an action of {title}.", kind=type(action).__name__,
                                                     title=self.title))
        problem = malformed_field(action)
        if problem:
            return IllegalAction(MALFORMED, message("'{kind}' is malformed: {problem}.", kind=action.kind,
                                                     problem=problem))
        if action in self._known_legal():
            return None  # why_not let it through in this very position, asked by legal_actions
        refused = self.why_not(action)
        if refused is not None:
            return IllegalAction(*refused)
        if not isinstance(action, self.free_actions) and not self._is_candidate(action):
            return IllegalAction(NOT_LEGAL, message("'{action}' is not one of the moves allowed now.",
                                                     action=action.describe()))
        return None

    def _known_legal(self) -> list[Action]:
        """The legal actions when they are already worked out for this position (else none)."""
        if self._legal_cache is not None and self._legal_cache[0] is self.state:
            return self._legal_cache[1]
        return []

    def _is_candidate(self, action: Action) -> bool:
        """Whether ``action``, which ``why_not`` lets through, is one of the candidates, i.e. legal (the legal
        actions are the candidates ``why_not`` lets through): read from the legal actions when they are known
        for this position, else from the candidates alone, without asking ``why_not`` about each of them."""
        if self._legal_cache is not None and self._legal_cache[0] is self.state:
            return action in self._legal_cache[1]
        with one_position(self.state):
            return action in self.candidates()

    def describe(self) -> str:
        played = len(self._past)
        return (f"{self.title}, {self.players} {counted('player', 'players', self.players)}, "
                f"{played} {counted('action', 'actions', played)} played.")

    # -- the public API ---------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self._current_player()

    @property
    def is_over(self) -> bool:
        return self._is_over()

    def scores(self) -> list[int]:
        return list(self._scores())

    def winner(self) -> tuple[int, ...]:
        """The winning seat(s) -- more than one for a shared victory; () until the end."""
        return tuple(self._winners()) if self.is_over else ()

    def legal_actions(self) -> list[Action]:
        if self._legal_cache is None or self._legal_cache[0] is not self.state:
            # the questions several candidates ask of the position are answered once (core/one_position.py)
            with one_position(self.state):
                actions = [] if self.is_over else list(self._legal_actions())
            self._legal_cache = (self.state, actions)
        return list(self._legal_cache[1])

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be applied now."""
        return self.refusal(action) is None

    def action_to_string(self, action: Action) -> str:
        """The action as the controls label it (a game may name its seats here, see :meth:`seat_name`)."""
        return action.describe()

    def seat_name(self, seat: int) -> str:
        """How a person reads seat ``seat`` (0-based inside, 1-based on screen): ``P1`` here.

        The one name of a seat outside the game's own texts: the shared game widget's status line (whose turn,
        scores, winners) and log rows, and the command line's results, ask for it.  A game whose own texts name
        a seat otherwise ("P1 Curator", "Seat 1", a character's class) overrides it with the name those texts
        use, so a learner reads one name per seat.  The name is in the reader's language (or a ``Term`` or
        ``Message`` that :func:`floe_widgets.i18n.text` says in it); stored texts are never rewritten with it."""
        return f"P{seat + 1}"

    def parse_action(self, action: Action | dict[str, Any] | str) -> Action:
        """Accept an Action, its dict, its JSON text, or its ``describe()`` text."""
        if isinstance(action, Action):
            return action
        if isinstance(action, str):
            text = action.strip()
            if text.startswith("{"):
                try:
                    action = json.loads(text)
                except json.JSONDecodeError as exc:
                    raise IllegalAction(MALFORMED, f"The action text is not valid JSON ({exc.msg}).") from None
                except RecursionError:
                    raise IllegalAction(MALFORMED, "The action text is nested too deeply.") from None
            else:
                matches = [a for a in self.legal_actions() if text in (a.describe(), self.action_to_string(a))]
                if len(matches) == 1:
                    return matches[0]
                raise IllegalAction(NOT_LEGAL, f"No legal action reads '{text}'.")
        try:
            return action_from_dict(self.action_types, action)
        except FormatError as exc:
            raise IllegalAction(MALFORMED, f"Malformed action: {exc}.") from None

    def apply(self, action: Action | dict[str, Any] | str) -> list[Event]:
        """Apply one action atomically and return the events it caused."""
        return self._push(self.parse_action(action), forced=None)

    push = apply

    def advance(self, action: Action) -> list[Event]:
        """Apply ``action`` straight through the rules, keeping no step to undo: for long runs of play (rule
        coverage, benchmarks), where the copy of the state that ``apply`` keeps is the cost.

        Refused exactly as ``apply`` refuses; but not atomic (a rule that raises leaves the state part
        changed).  The game keeps no record of it: the history is cleared, and undo, replay and saves
        start from the position reached, as for a position set by hand."""
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        self.chance.begin()
        try:
            events = list(self._apply(action))
        finally:
            self.chance.end()
        self._past.clear()
        self._future.clear()
        self._set_by_hand = True
        self._initial = None          # taken from the position reached, once it is needed
        self._legal_cache = None      # the state changed in place
        return events

    def _initial_position(self) -> tuple[Any, list[Any]]:
        if self._initial is None:
            self._initial = (copy.deepcopy(self.state), self.chance.getstate())
        return self._initial

    def _push(self, action: Action, forced: Sequence[tuple[str, Any, bool]] | None) -> list[Event]:
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        self._initial_position()
        before, before_chance = self.state, self.chance.getstate()
        player = self.current_player
        self.state = copy.deepcopy(before)
        self.chance.begin(forced)
        try:
            events = list(self._apply(action))
            outcomes = self.chance.end()
        except BaseException:
            self.chance.end()
            self.state = before
            self.chance.setstate(before_chance)
            raise
        after_chance = self.chance.getstate() if _drew(outcomes) else before_chance
        step = Step(action, events, outcomes, before, before_chance, self.state, after_chance, player)
        self._past.append(step)
        self._future.clear()
        return events

    def _push_unkept(self, action: Action, forced: Sequence[tuple[str, Any, bool]] | None) -> None:
        """Apply ``action`` after the same checks as ``apply``, in place, keeping the step without its positions
        (for ``replay`` and ``load``, which rebuild a whole history that is rarely undone; the first undo works
        them out). Not atomic: a rebuilding that fails here is thrown away."""
        refused = self.refusal(action)
        if refused is not None:
            raise refused
        self._initial_position()
        player = self.current_player
        self.chance.begin(forced)
        try:
            events = list(self._apply(action))
        finally:
            outcomes = self.chance.end()
        self._legal_cache = None  # the state changed in place
        self._past.append(Step(action, events, outcomes, None, [], player=player))

    def _keep_positions(self) -> None:
        """Work out the positions a rebuilt history did not keep: the initial position with each recorded action
        applied again with its recorded chance (the checks were made when the history was rebuilt)."""
        unkept = [step for step in self._past if step.before is None]
        if not unkept:
            return
        state, chance = self._initial_position()
        worker = copy.copy(self)
        worker.chance = copy.deepcopy(self.chance)
        worker.chance.setstate(chance)
        worker.state = copy.deepcopy(state)
        for step in unkept:
            step.before, step.before_chance = worker.state, worker.chance.getstate()
            worker.state = copy.deepcopy(worker.state)
            worker._legal_cache = None
            worker.chance.begin(step.chance)
            try:
                worker._apply(step.action)
            finally:
                worker.chance.end()
            step.after, step.after_chance = worker.state, worker.chance.getstate()

    def undo(self) -> Action | None:
        """Take back the last action; return it (None if nothing to undo)."""
        if not self._past:
            return None
        self._keep_positions()
        step = self._past.pop()
        self._future.append(step)
        self.state = step.before
        self.chance.setstate(step.before_chance)
        return step.action

    pop = undo

    def redo(self) -> Action | None:
        if not self._future:
            return None
        step = self._future.pop()
        self._past.append(step)
        self.state = step.after
        self.chance.setstate(step.after_chance)
        return step.action

    @property
    def can_undo(self) -> bool:
        return bool(self._past)

    @property
    def can_redo(self) -> bool:
        return bool(self._future)

    @property
    def history(self) -> list[Step]:
        return list(self._past)

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self._past]

    def events(self) -> list[Event]:
        return [e for s in self._past for e in s.events]

    def copy(self) -> Game:
        """An independent copy: its own state, chance source and history.

        History snapshots are shared, which is safe because ``apply`` never
        changes a state object in place (it works on a fresh copy)."""
        twin = copy.copy(self)
        twin.state = copy.deepcopy(self.state)
        twin.options = copy.deepcopy(self.options)
        twin.chance = copy.deepcopy(self.chance)
        twin._past, twin._future = list(self._past), list(self._future)
        twin._legal_cache = None
        return twin

    # -- positions set up by hand (lessons, what-ifs) ---------------------------------
    def set_position(self, state: Any) -> None:
        """Start from ``state`` as a new initial position (history cleared); a save records that it was
        set by hand, and loading it asks ``check_position``."""
        self.state = copy.deepcopy(state)
        self._reset_history()
        self._set_by_hand = True

    def _reset_history(self) -> None:
        self._set_by_hand = False
        self._initial: tuple[Any, list[Any]] | None = (copy.deepcopy(self.state), self.chance.getstate())
        self._past: list[Step] = []
        self._future: list[Step] = []
        self._legal_cache: tuple[Any, list[Action]] | None = None

    # -- replay and persistence ----------------------------------------------------
    @classmethod
    def replay(cls, seed: int, actions: Iterable[Action | dict[str, Any]], players: int | None = None,
               **options: Any) -> Game:
        """A new game with ``seed`` and ``actions`` applied: the same game, always."""
        game = cls(players=players, seed=seed, **options)
        for action in actions:
            game._push_unkept(game.parse_action(action), forced=None)
        return game

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.name,
            "players": self.players,
            "seed": self.seed,
            "options": encode(self.options),
            "initial": self.initial_document(),
            "history": [{"action": s.action.to_dict(), "chance": encode(s.chance)} for s in self._past],
            "state": encode(self.state),
            "chance": self.chance.getstate(),
        }

    def initial_document(self) -> dict[str, Any]:
        """The saved initial position: state and chance, marked when the position was set by hand."""
        state, chance = self._initial_position()
        initial = {"state": encode(state), "chance": chance}
        return {**initial, "set_position": True} if self._set_by_hand else initial

    def to_json(self, indent: int | None = None) -> str:
        return write_document(f"floe-widgets/{self.name}", self.version, self.to_dict(), indent=indent)

    def save(self, path: str | Path) -> None:
        write_atomic(path, self.to_json(indent=1))

    @classmethod
    def from_json(cls, source: str | Path) -> Game:
        doc = read_document(source, f"floe-widgets/{cls.name}", cls.version)
        return cls.from_dict(doc)

    load = from_json

    @classmethod
    def from_dict(cls, doc: dict[str, Any]) -> Game:
        """Rebuild a game from a document; refuse it (FormatError naming the field) unless it is sound.

        Sound means: the initial position is the one this game's setup gives for the saved players, seed
        and options (or, for a position set by hand, one ``check_position`` accepts); the history replays
        from it; and it reproduces the saved position and chance state exactly."""
        at = ["document"]  # the field being read, named by the error if something fails there
        try:
            return cls._rebuild(doc, at)
        except FormatError:
            raise
        except LOAD_ERRORS as exc:
            raise FormatError(f"cannot be read ({type(exc).__name__}: {exc})", at[0]) from None

    @classmethod
    def _rebuild(cls, doc: dict[str, Any], at: list[str]) -> Game:
        if doc.get("game") != cls.name:
            raise FormatError(f"expected {cls.name!r}, got {show(doc.get('game'))}", "game")
        for key, kind in (("players", int), ("seed", int), ("options", dict), ("initial", dict),
                          ("history", list), ("chance", list)):
            if not isinstance(doc.get(key), kind) or (kind is int and isinstance(doc.get(key), bool)):
                raise FormatError(f"expected {kind.__name__}", key)
        if not cls.min_players <= doc["players"] <= cls.max_players:
            raise FormatError(f"{cls.title} is for {cls.min_players}-{cls.max_players} players", "players")
        at[0] = "options"
        try:
            game = cls(players=doc["players"], seed=doc["seed"], **cls.options_from_save(doc["options"]))
        except SetupError as exc:
            raise FormatError(exc.reason, "options") from None
        initial = doc["initial"]
        if set(initial) - {"state", "chance", "set_position"} or initial.get("set_position", True) is not True:
            raise FormatError("expected state, chance and (for a position set by hand) set_position: true",
                              "initial")
        if initial.get("set_position"):
            at[0] = "initial.state"
            state = decode(cls.state_type, initial.get("state"), "initial.state")
            game.check_position(state)
            at[0] = "initial.chance"
            game.chance.setstate(decode(list[Any], initial.get("chance"), "initial.chance"))
            game.set_position(state)
        elif encode(game.state) != initial.get("state"):
            raise FormatError("is not the position this game's players, seed and options set up", "initial.state")
        elif game.chance.getstate() != initial.get("chance"):
            raise FormatError("is not the chance state this game's seed gives", "initial.chance")
        for i, entry in enumerate(doc["history"]):
            at[0] = where = f"history[{i}]"
            if not isinstance(entry, dict):
                raise FormatError("expected an object", where)
            action = action_from_dict(cls.action_types, entry.get("action"), f"{where}.action")
            forced = decode(list[tuple[str, Any, bool]], entry.get("chance"), f"{where}.chance")
            try:
                game._push_unkept(action, forced=[(label, _thaw(v), drawn) for label, v, drawn in forced])
            except (IllegalAction, ChanceMismatch) as exc:
                raise FormatError(f"the recorded action does not replay ({exc})", where) from None
        at[0] = "state"
        final = decode(cls.state_type, doc.get("state"), "state")
        if encode(final, wording=False) != encode(game.state, wording=False):  # the texts are this version's
            raise FormatError("the saved position does not match its own history", "state")
        if doc["chance"] != game.chance.getstate():
            raise FormatError("the saved chance state does not match its own history", "chance")
        return game

    @classmethod
    def options_from_save(cls, options: dict[str, Any]) -> dict[str, Any]:
        """The options a save records, as they are given to a new game (a game refuses here what a save
        must never carry, e.g. the name of a file to read)."""
        return dict(options)

    def check_position(self, state: Any) -> None:
        """Raise FormatError (naming the field) if ``state``, a position set by hand and saved, is not one
        this game's rules can reach: a game checks that every id is known, indices are in range and
        components are conserved.  The kit checks nothing beyond the state's types (decoded already)."""

    # -- notebooks ---------------------------------------------------------------------
    def _repr_png_(self) -> bytes | None:
        from floe_widgets.rendering import png_bytes  # the view layer, loaded only when shown
        from floe_widgets.views.every_view import view_class

        if view_class(self) is None:
            return None

        return png_bytes(self)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} players={self.players} seed={self.seed} actions={len(self._past)}>"

    def __str__(self) -> str:
        return self.describe()

    @classmethod
    def rules(cls):
        from .rulebook import rules_for

        return rules_for(cls)


def _drew(outcomes: list[tuple[str, Any, bool]]) -> bool:
    """Whether any of an action's chance outcomes came from the random source (else its state did not move)."""
    return any(drawn for _, _, drawn in outcomes)


def _thaw(value: Any) -> Any:
    """Recorded outcomes come back from JSON as tuples; permutations need lists."""
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value
