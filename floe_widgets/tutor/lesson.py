"""Lessons as data: a Lesson is an ordered list of Steps (and Quizzes) plus a recap.

A :class:`Step` builds its starting position, asks for one thing (an expected
action, one of several acceptable actions, or any play that makes
``check(game)`` true), offers hints, and explains what happened once done.
Lessons run headless too: :meth:`Lesson.check_all` plays every step's solution
and checks it completes -- the tests and notebooks use it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from floe_widgets.core import Action
from floe_widgets.i18n import text, tr

from .diagnosis import Diagnosis, Mistake, Named, Words, diagnose


@dataclass
class Step:
    """One thing to do on the board.

    - ``narration``: Markdown shown above the board.
    - ``position``: builds the game the step starts from (engine + ``game.chance.fix``
      for fixed dice).  ``None``: continue from where the previous step ended.
    - ``expect``: the action (or list of acceptable actions) the step asks for.
    - ``check``: or a predicate on the game; the step is done once it is true.
    - ``solution``: the actions "Show me" performs (default: the first expected action).
    - ``hints``: revealed one by one; ``explanation``: shown once done;
      ``rules``: the rule ids met in this step.
    - ``mistakes``: common wrong answers, each with its message and the rule it touches
      (see :mod:`floe_widgets.tutor.diagnosis`).
    """

    narration: str
    position: Callable[[], Any] | None = None
    expect: Action | Sequence[Action] | None = None
    check: Callable[[Any], bool] | None = None
    hints: list[str] = field(default_factory=list)
    explanation: str = ""
    rules: tuple[str, ...] = ()
    solution: Sequence[Action] = ()
    title: str = ""
    #: keyword arguments for the lesson's GameWidget in this step (e.g. ``{"max_buttons": 4}``).
    widget_options: dict[str, Any] = field(default_factory=dict)
    mistakes: list[Mistake] = field(default_factory=list)

    @property
    def expected(self) -> list[Action]:
        if self.expect is None:
            return []
        if isinstance(self.expect, Action):
            return [self.expect]
        return list(self.expect)

    @property
    def has_task(self) -> bool:
        return bool(self.expected) or self.check is not None

    def accepts(self, action: Action, game: Any = None) -> bool:
        """Is ``action`` what this step asks for?  A step that only checks the position accepts every action but
        those its mistakes describe (read in ``game``, the game just after the action, when given)."""
        expected = self.expected
        if expected:
            return action in expected
        return game is None or not any(mistake.matches(action, game) for mistake in self.mistakes)

    def diagnose(self, action: Action, game: Any = None, words: Words | None = None,
                 named: Named | None = None) -> Diagnosis:
        """What is different about ``action`` (not accepted) from what the step asks; ``game``: just after it;
        ``named``: each action as its button read in the position it was chosen in."""
        return diagnose(action, self.expected, game, self.mistakes, words, named)

    def is_done(self, game: Any, actions: Sequence[Action]) -> bool:
        """Done when an expected action was taken (if any are expected) and the check (if any) holds."""
        if not self.has_task:
            return True
        if self.expected and not any(a in self.expected for a in actions):
            return False
        return self.check(game) if self.check is not None else True

    def solution_actions(self) -> list[Action]:
        if self.solution:
            return list(self.solution)
        return self.expected[:1]


@dataclass
class Quiz:
    """A question with instant feedback: ``correct`` is the index (or indexes) of the right option(s).

    ``reasons`` (one per option, "" for none) say why that option is right or wrong; it is shown when the
    option is picked.  An option without a reason falls back on ``explanation``.
    """

    question: str
    options: list[str]
    correct: int | Sequence[int]
    explanation: str = ""
    rules: tuple[str, ...] = ()
    title: str = ""
    reasons: list[str] = field(default_factory=list)

    def reason(self, option: int) -> str:
        """Why ``option`` is right or wrong (its own reason, else the quiz's explanation)."""
        own = self.reasons[option] if option < len(self.reasons) else ""
        return own or self.explanation

    @property
    def answers(self) -> set[int]:
        return {self.correct} if isinstance(self.correct, int) else set(self.correct)

    @property
    def multiple(self) -> bool:
        return not isinstance(self.correct, int)

    def is_right(self, chosen: int | Sequence[int]) -> bool:
        picked = {chosen} if isinstance(chosen, int) else set(chosen)
        return picked == self.answers


Item = Step | Quiz


class LessonError(AssertionError):
    """A lesson step whose solution does not complete it (found by ``check_all``)."""


@dataclass
class Lesson:
    """A short lesson: ``steps`` (Steps and Quizzes, in order) and a ``recap`` (Markdown)."""

    title: str
    steps: list[Item]
    recap: str = ""
    intro: str = ""
    #: the widget class each step's board uses (a game's GameWidget subclass); None = GameWidget.
    widget: Any = None
    #: how feedback names an action's field values (e.g. a card id -> its name and initiative).
    words: Words | None = None
    #: the lesson that comes next (the recap ends with a button to it).
    follow_on: Callable[[], Lesson] | None = None
    #: the language its texts are in now, and how to tell them in another (a lesson file's translations)
    language: str = ""
    retell: Callable[[Lesson, str], None] | None = None

    def use_language(self, language: str) -> bool:
        """Put every text in ``language`` where the lesson carries it; True if the texts changed."""
        if self.retell is None or language == self.language:
            return False
        self.retell(self, language)
        self.language = language
        return True

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule id the lesson meets, in order of first appearance."""
        seen: dict[str, None] = {}
        for item in self.steps:
            for rid in item.rules:
                seen.setdefault(rid, None)
        return tuple(seen)

    def start_of(self, title: str) -> Any:
        """The game the step called ``title`` starts from."""
        for index, item in enumerate(self.steps):
            if not isinstance(item, Quiz) and item.title == title:
                return self.start(index)
        raise KeyError(f"{self.title!r} has no step {title!r}")

    def start(self, index: int, previous: Any = None) -> Any:
        """The game step ``index`` starts from (``previous``: where the step before ended)."""
        item = self.steps[index]
        if isinstance(item, Step) and item.position is not None:
            return item.position()
        if previous is not None:
            return previous.copy()
        for before in range(index - 1, -1, -1):
            earlier = self.steps[before]
            if isinstance(earlier, Step) and earlier.position is not None:
                game = earlier.position()
                for k in range(before, index):
                    if isinstance(self.steps[k], Step):
                        play_solution(self.steps[k], game)
                return game
        return None

    def check_all(self) -> list[Any]:
        """Play every step's solution headless; raise LessonError if one does not complete its step.

        Returns the game each step ended in (None for quizzes).
        """
        results: list[Any] = []
        game = None
        for index, item in enumerate(self.steps):
            where = tr("{title!r} step {n}", title=str(self.title), n=index + 1)
            if isinstance(item, Quiz):
                if not item.options or not all(0 <= i < len(item.options) for i in item.answers) or not item.answers:
                    raise LessonError(tr("{where}: quiz answers {answers} do not fit its options", where=where,
                                         answers=sorted(item.answers)))
                if len(item.reasons) > len(item.options):
                    raise LessonError(tr("{where}: more reasons than options", where=where))
                results.append(None)
                continue
            game = self.start(index, game)
            if game is None and item.has_task:
                raise LessonError(tr("{where}: no position (give the first step a position)", where=where))
            if game is not None:
                actions = play_solution(item, game, where)
                if not item.is_done(game, actions):
                    raise LessonError(tr("{where}: the solution {actions} does not complete the step", where=where,
                                         actions=[str(text(a.describe())) for a in actions]))
            results.append(game)
        return results


def play_solution(step: Step, game: Any, where: str = "step") -> list[Action]:
    """Apply a step's solution to ``game``; return the actions applied."""
    actions = step.solution_actions()
    if step.has_task and not actions:
        raise LessonError(tr("{where}: the step has a check but no solution to show", where=where))
    for action in actions:
        legal = game.legal_actions()
        if action not in legal:
            raise LessonError(tr("{where}: the solution action {action!r} is not legal here; legal: {legal}",
                                 where=where, action=str(text(game.action_to_string(action))),
                                 legal=[str(text(game.action_to_string(a))) for a in legal][:12]))
        game.apply(action)
    return actions
