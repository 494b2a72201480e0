"""LessonWidget: a lesson in a notebook -- narration, a live board, a task, hints, progress, quizzes."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w
import traitlets as t

from floe_widgets.i18n import language, tr
from floe_widgets.widgets import GameWidget, style_widget
from floe_widgets.widgets.language import language_switch
from floe_widgets.widgets.log import rules_of
from floe_widgets.widgets.presenter import follow_presenter, key_handlers, listen_for_keys, presenter_toggle
from floe_widgets.widgets.rules import RulesSearch
from floe_widgets.widgets.tidy import close_all

from .lesson import Lesson, Quiz, Step
from .markdown import to_html


class LessonWidget(w.VBox):
    """Walks a learner through ``lesson`` one step at a time (see docs/tutor.md)."""

    #: the step shown (``len(lesson)`` = the recap page).
    index = t.Int(0).tag(sync=False)
    #: is the current step done (Next is enabled once it is)?
    done = t.Bool(False).tag(sync=False)
    presenter = t.Bool(False).tag(sync=False)
    #: how many hints of the current step are shown.
    hints_shown = t.Int(0).tag(sync=False)

    def __init__(self, lesson: Lesson, *, presenter: bool = False, start: int = 0, show_title: bool = False,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.lesson = lesson
        #: show the lesson's title? A notebook's own heading already names it (one title per lesson).
        self.show_title = show_title
        self.completed: set[int] = set()
        #: quizzes answered right by the learner (an answer revealed by Show me does not count).
        self.answered_right: set[int] = set()
        #: quizzes whose answer Show me revealed.
        self.revealed: set[int] = set()
        self.game_widget: GameWidget | None = None
        self._games: dict[int, Any] = {}
        self._start_len = 0

        self.title = w.HTML()
        self.title.add_class("fw-lesson-title")
        self._show_title()
        self.progress = w.IntProgress(value=0, min=0, max=max(1, len(lesson)), layout=w.Layout(width="240px"))
        self.progress.add_class("fw-progress")
        self.progress_label = w.Label()
        self.progress_label.add_class("fw-progress-label")
        self.narration = w.HTML()
        self.narration.add_class("fw-narration")
        self.stage = w.VBox()
        self.stage.add_class("fw-stage")
        # beside the board, never above it: a long message scrolls inside its box instead of pushing the board down
        self.feedback = w.HTML(layout=w.Layout(display="none", max_height="14em", overflow="auto"))
        self.feedback.add_class("fw-feedback")
        self.hints = w.HTML()
        self.hints.add_class("fw-hints")
        self.hint_button = self._button("Hint", "fw-hint", self.hint, "lightbulb-o")
        self.show_button = self._button("Show me", "fw-show-me", self.show_me, "eye")
        self.reset_button = self._button("Reset step", "fw-reset", self.reset, "refresh")
        self.prev_button = self._button("Back", "fw-prev", self.prev, "arrow-left")
        self.next_button = self._button("Next", "fw-next", self.next, "arrow-right")
        self.next_button.button_style = "success"
        self.presenter_toggle = presenter_toggle()
        self.language_picker = language_switch(self, self._relabel)
        self.nav = nav = w.HBox([self.hint_button, self.show_button, self.reset_button, self.prev_button,
                                 self.next_button, self.presenter_toggle, self.language_picker],
                                layout=w.Layout(flex_flow="row wrap"))
        nav.add_class("fw-lesson-nav")
        self.top = w.HBox([self.progress, self.progress_label], layout=w.Layout(align_items="center"))
        # shown only while it has something to say: an empty column beside the board took a quarter of a 1280-px
        # page from it
        self.aside = w.VBox([self.feedback, self.hints], layout=w.Layout(width="340px", flex="0 0 auto",
                                                                        display="none"))
        self.aside.add_class("fw-lesson-aside")
        self.hints.observe(lambda _c: self._fit_aside(), names="value")
        self.stage.layout = w.Layout(flex="1 1 auto", min_width="0")
        self.play = w.HBox([self.stage, self.aside], layout=w.Layout(flex_flow="row", align_items="flex-start"))
        self.play.add_class("fw-lesson-play")
        self._style = style_widget()
        self.add_class("fw-lesson")
        self._arrange()

        t.dlink((self, "done"), (self.next_button, "disabled"), transform=lambda ok: not ok)
        follow_presenter(self, self.presenter_toggle, self._arrange)
        # a presenter's clicker: -> next, <- back, h hint, s show me, p presenter (pointer over the lesson)
        self.key_events = listen_for_keys(self, key_handlers(
            self, next=lambda: self._guard(self.next), back=lambda: self._guard(self.prev),
            hint=lambda: self._guard(self.hint), show_me=lambda: self._guard(self.show_me)))
        self.presenter = presenter
        self.index = start   # before the observer: the first step shown is drawn once
        self.observe(lambda _c: self._show(), names="index")
        self._show()

    def _show_title(self) -> None:
        lesson = self.lesson
        heading = f"<h2>{html.escape(lesson.title)}</h2>" if self.show_title else ""
        self.title.value = heading + (to_html(lesson.intro) if lesson.intro else "")

    def _set_stage(self, children: tuple[w.Widget, ...]) -> None:
        """Show ``children`` in the stage and close what they replace (boards and quizzes of other steps)."""
        old = [c for c in self.stage.children if c not in children]
        for board in old:
            if isinstance(board, GameWidget):
                board.set_lead(())  # the lesson's own parts stay open
        self.stage.children = children
        self._arrange()
        close_all(old)

    def _arrange(self) -> None:
        """Stacked: narration, buttons, then the board with the feedback beside it.  Presenter mode with a
        board: the progress, buttons, task and feedback go to the top of the board's side column, so the
        board, the task and Next share one screen."""
        gw = self.game_widget if self.game_widget in self.stage.children else None
        parts = (self.top, self.nav, self.narration, self.aside)
        if self.presenter and gw is not None:
            self.children = (self._style, self.stage)
            gw.set_lead(parts)
        else:
            if gw is not None:
                gw.set_lead(())
            self.play.children = (self.stage, self.aside)
            self.children = (self._style, self.title, self.top, self.narration, self.nav, self.play)
        if gw is not None:
            gw.presenter = self.presenter

    def _button(self, text: str, css: str, handler: Any, icon: str) -> w.Button:
        button = w.Button(description=tr(text), icon=icon, layout=w.Layout(width="auto"))
        button.add_class(css)
        button.on_click(lambda _b: self._guard(handler))
        return button

    def _guard(self, handler: Any) -> None:
        try:
            handler()
        except Exception as exc:  # never let a lesson callback die silently
            self.say(tr("Something went wrong: {problem}", problem=f"{type(exc).__name__}: {exc}"), good=False)

    # -- what is shown -----------------------------------------------------------------
    @property
    def item(self) -> Step | Quiz | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson) else None

    @property
    def game(self) -> Any:
        return self.game_widget.game if self.game_widget is not None else None

    @property
    def feedback_text(self) -> str:
        return self.feedback.value

    def say(self, message_html: str, good: bool | None = None) -> None:
        self.feedback.value = message_html
        self.feedback.layout.display = "" if message_html else "none"
        for css in ("fw-feedback-good", "fw-feedback-bad"):
            self.feedback.remove_class(css)
        if good is not None and message_html:
            self.feedback.add_class("fw-feedback-good" if good else "fw-feedback-bad")
        self._fit_aside()

    def _fit_aside(self) -> None:
        self.aside.layout.display = "" if self.feedback.value or self.hints.value else "none"

    def retell(self) -> None:
        """Tell the lesson again in the current language (``i18n.language()``), the board left as it is."""
        if not self.lesson.use_language(language()):
            return
        self._show_title()
        if self.item is None:
            self._show_recap()
        elif isinstance(self.item, Quiz):
            self._show()
        else:
            self.progress_label.value = self._progress_text()
            self.narration.value = to_html(self.item.narration)
            self._show_hints()

    def _show(self) -> None:
        if self.lesson.use_language(language()):  # the language was switched since the lesson was last shown
            self._show_title()
        n = len(self.lesson)
        self.say("")
        self.hints_shown = 0
        self.hints.value = ""
        self.prev_button.disabled = self.index == 0
        self.progress.value = min(self.index + 1, n) if self.index < n else n
        if self.item is None:
            self._show_recap()
            return
        self.progress_label.value = self._progress_text()
        if isinstance(self.item, Quiz):
            self._show_quiz(self.item)
        else:
            self._show_step(self.item)

    def _progress_text(self) -> str:
        if self.item is None:
            return tr("Recap")
        label = tr("Step {n} of {total}", n=self.index + 1, total=len(self.lesson))
        return f"{label}: {self.item.title}" if self.item.title else label

    def _relabel(self) -> None:
        """After a language switch: the lesson told again, and the texts made from its state (the fixed ones
        are rewritten)."""
        self.retell()
        self.progress_label.value = self._progress_text()
        if self.game_widget is not None:
            self.game_widget.refresh()

    def _show_recap(self) -> None:
        self.progress_label.value = self._progress_text()
        self.narration.value = to_html(self.lesson.recap or tr("Well done: that is the end of this lesson."))
        quizzes = [i for i, item in enumerate(self.lesson.steps) if isinstance(item, Quiz)]
        if quizzes:
            self.narration.value += "<p class='fw-quiz-score'>{}</p>".format(html.escape(tr(
                "Quiz questions answered right: {right} of {total}.",
                right=len(self.answered_right & set(quizzes)), total=len(quizzes))))
        parts: list[w.Widget] = []
        game = self._reference_game()
        if self.lesson.rules and game is not None:
            self.rules_reference = RulesSearch(game)
            self.rules_reference.add_class("fw-recap-reference")
            self.rule_buttons = [self._rule_button(rid) for rid in self.lesson.rules]
            rules_box = w.HBox(self.rule_buttons, layout=w.Layout(flex_flow="row wrap"))
            rules_box.add_class("fw-recap-rules")
            parts += [w.HTML(f"<b>{html.escape(tr('The rules you met (click one to read it):'))}</b>"), rules_box,
                      self.rules_reference]
        else:
            self.rule_buttons = []
        self.next_lesson_button = None
        if self.lesson.follow_on is not None:
            self.next_lesson_button = self._button("Next lesson", "fw-next-lesson", self.next_lesson,
                                                   "arrow-circle-right")
            self.next_lesson_button.button_style = "success"
            parts.append(self.next_lesson_button)
        self._set_stage((w.VBox(parts),) if parts else ())
        self.game_widget = None
        self.done = False
        for b in (self.hint_button, self.show_button, self.reset_button):
            b.disabled = True

    def _reference_game(self) -> Any:
        """A game of the lesson (for its rules reference): the last one played, else the first position."""
        if self._games:
            return self._games[max(self._games)]
        first = next((i for i, s in enumerate(self.lesson.steps) if isinstance(s, Step) and s.position), None)
        return self.lesson.start(first) if first is not None else None

    def _rule_button(self, rule_id: str) -> w.Button:
        button = w.Button(description=rule_id, layout=w.Layout(width="auto"),
                          tooltip=tr("Open {rule} in the rules reference", rule=rule_id))
        button.add_class("fw-recap-rule")
        button.on_click(lambda _b: self._guard(lambda: self.open_rule(rule_id)))
        return button

    def open_rule(self, rule_id: str) -> None:
        """Show the entry of ``rule_id`` in the recap's rules reference."""
        self.rules_reference.query = rule_id

    def next_lesson(self) -> None:
        """Go on to the lesson that follows this one (from the recap)."""
        if self.lesson.follow_on is None:
            return
        self.lesson = self.lesson.follow_on()
        self.show_title = True  # the notebook's heading named the first lesson only
        self.completed, self.answered_right, self.revealed, self._games = set(), set(), set(), {}
        self.progress.max = max(1, len(self.lesson))
        self._show_title()
        if self.index == 0:
            self._show()
        else:
            self.index = 0

    def _show_step(self, step: Step) -> None:
        self.narration.value = to_html(step.narration)
        self.hint_button.disabled = not step.hints
        self.show_button.disabled = not step.solution_actions()
        self.reset_button.disabled = False
        self._load_step(step)

    def _previous_game(self) -> Any:
        for k in range(self.index - 1, -1, -1):
            if k in self._games:
                return self._games[k]
        return None

    def _load_step(self, step: Step) -> None:
        game = self.lesson.start(self.index, self._previous_game())
        if game is None:
            self.game_widget = None
            self._set_stage(())
            self.done = True
            self.completed.add(self.index)
            return
        self._games[self.index] = game
        factory = self.lesson.widget or GameWidget
        gw = factory(game, presenter=self.presenter, tools=False, **step.widget_options)
        gw.add_class("fw-lesson-board")
        gw.keys_enabled = False  # the lesson's keys, not the board's own
        gw.observe(self._on_move, names="moves")
        gw.observe(self._on_error, names="error")
        self.game_widget = gw
        self._start_len = len(game.actions)
        self._set_stage((gw,))
        self.done = self.index in self.completed or not step.has_task
        if not step.has_task:
            self.completed.add(self.index)

    # -- reacting to the learner's actions -------------------------------------------------
    def _on_error(self, change: dict[str, Any]) -> None:
        if change["new"]:
            self.say(html.escape(tr("That is refused by the rules (see the message on the board). "
                                    "Try again, or ask for a hint.")), good=False)

    def _on_move(self, _change: dict[str, Any]) -> None:
        step, gw = self.item, self.game_widget
        if not isinstance(step, Step) or gw is None:
            return
        game = gw.game
        action = gw.last_action
        if self.done or not step.has_task:
            return
        if not step.accepts(action, game):
            gw.take_back()
            # mistakes read the game just after the action; the buttons are named as read before it (a monster's
            # options are worded by the decision they belong to)
            diagnosis = step.diagnose(action, game, self.lesson.words, named=gw.game.action_to_string)
            why = "".join(f"<br><b>{html.escape(rid)}</b>: {_lines(rules_of(game).explain(rid))}"
                          for rid in diagnosis.rules)
            self.say(html.escape(diagnosis.message) + " " + html.escape(tr("It has been taken back: try again.")) + why,
                     good=False)
            return
        taken = game.actions[self._start_len:]
        if step.is_done(game, taken):
            self._complete(step)
        else:
            self.say(html.escape(tr("Good. Keep going.")), good=None)

    def _complete(self, step: Step) -> None:
        self.completed.add(self.index)
        self.done = True
        text = f"<b>{html.escape(tr('Well done!'))}</b>"
        if step.explanation:
            text += " " + to_html(step.explanation)
        if step.rules:
            text += "<p class='fw-rule-ids'>{} {}</p>".format(html.escape(tr("Rules:")),
                                                                html.escape(", ".join(step.rules)))
        self.say(text, good=True)

    # -- the learner's buttons -------------------------------------------------------------
    def hint(self) -> None:
        """Reveal the next hint of the current step."""
        hints = self.item.hints if isinstance(self.item, Step) else []
        if self.hints_shown < len(hints):
            self.hints_shown += 1
        self._show_hints()

    def _show_hints(self) -> None:
        hints = self.item.hints if isinstance(self.item, Step) else []
        shown = hints[: self.hints_shown]
        self.hints.value = "".join(f"<p><b>{tr('Hint')}:</b> {to_html(h).removeprefix('<p>').removesuffix('</p>')}</p>"
                                   for h in shown)
        self.hint_button.disabled = self.hints_shown >= len(hints)

    def show_me(self) -> None:
        """Play the step's solution on the board (from the step's starting position)."""
        step = self.item
        if isinstance(step, Quiz):
            self._reveal_quiz(step)
            return
        if not isinstance(step, Step) or not step.solution_actions():
            return
        if self.game_widget is None or len(self.game.actions) != self._start_len or self.done:
            self.reset()  # from the step's starting position (a fresh board only if it was played on)
        for action in step.solution_actions():
            if self.game_widget is None or not self.game_widget.do(action):
                break

    def reset(self) -> None:
        """Start the current step again from its position."""
        if isinstance(self.item, Step):
            self.completed.discard(self.index)
            self.say("")
            self._load_step(self.item)
        elif isinstance(self.item, Quiz):
            self.completed.discard(self.index)
            self._show()

    def next(self) -> None:
        if self.done and self.index < len(self.lesson):
            self.index += 1

    def prev(self) -> None:
        if self.index > 0:
            self.index -= 1

    def go(self, index: int) -> None:
        """Jump to a step (e.g. to resume); steps before it count as visited."""
        self.index = max(0, min(index, len(self.lesson)))

    # -- quizzes ------------------------------------------------------------------------------
    def _show_quiz(self, quiz: Quiz) -> None:
        self.game_widget = None
        self.narration.value = to_html(quiz.question)
        self.hint_button.disabled = True
        self.show_button.disabled = False
        self.reset_button.disabled = False
        self.done = self.index in self.completed
        if quiz.multiple:
            self.quiz_boxes = [w.Checkbox(description=o, value=False, indent=False) for o in quiz.options]
            for box in self.quiz_boxes:
                box.add_class("fw-quiz-option")
            check = w.Button(description=tr("Check"), button_style="primary")
            check.add_class("fw-quiz-check")
            check.on_click(lambda _b: self._guard(
                lambda: self.answer([i for i, b in enumerate(self.quiz_boxes) if b.value])))
            self.quiz_buttons = []
            self._set_stage((w.VBox([*self.quiz_boxes, check]),))
        else:
            self.quiz_boxes = []
            self.quiz_buttons = []
            for i, option in enumerate(quiz.options):
                button = w.Button(description=option, tooltip=option, layout=w.Layout(width="auto"))
                button.add_class("fw-quiz-option")
                button.on_click(lambda _b, i=i: self._guard(lambda: self.answer(i)))
                self.quiz_buttons.append(button)
            self._set_stage((w.VBox(self.quiz_buttons),))
        self.stage.children[0].add_class("fw-quiz")

    def answer(self, chosen: int | list[int]) -> bool:
        """Answer the current quiz (an option index, or a list of them); returns whether it is right.

        Every picked option gets its reason, right or wrong."""
        quiz = self.item
        if not isinstance(quiz, Quiz):
            raise ValueError("the current step is not a quiz")
        right = quiz.is_right(chosen)
        picked = [chosen] if isinstance(chosen, int) else list(chosen)
        if right:
            self.completed.add(self.index)
            if self.index not in self.revealed:
                self.answered_right.add(self.index)
            self.done = True
            text = f"<b>{html.escape(tr('Right!'))}</b> " + _reasons(quiz, picked)
            if quiz.rules:
                text += "<p class='fw-rule-ids'>{} {}</p>".format(html.escape(tr("Rules:")),
                                                                    html.escape(", ".join(quiz.rules)))
        else:
            wrong = [i for i in picked if i not in quiz.answers]
            missing = len(quiz.answers - set(picked))
            text = f"<b>{html.escape(tr('Not quite.'))}</b> "
            text += _reasons(quiz, wrong) if wrong else html.escape(
                tr("Those are right, but {n} more option is right too.",
                   plural="Those are right, but {n} more options are right too.", how_many=missing, n=missing))
            text += " " + html.escape(tr("Try again."))
        self.say(text, good=right)
        return right

    def _reveal_quiz(self, quiz: Quiz) -> None:
        """Show me on a quiz: the answer and its reason; the step is done but does not count as answered right."""
        answers = sorted(quiz.answers)
        self.revealed.add(self.index)
        self.completed.add(self.index)
        self.done = True
        named = " / ".join(tr("“{action}”", action=quiz.options[i]) for i in answers)   # 「…」 in Japanese
        self.say(f"<b>{html.escape(tr('The answer:'))}</b> {html.escape(tr('{sentence}.', sentence=named))} "
                 + _reasons(quiz, answers), good=None)


def _reasons(quiz: Quiz, options: list[int]) -> str:
    """The reasons of ``options`` (an option's own reason, else the quiz's explanation, said once)."""
    said: list[str] = []
    for i in options:
        text = quiz.reason(i)
        if text and text not in said:
            said.append(text)
    return " ".join(to_html(t) for t in said)


def _lines(text: str) -> str:
    return html.escape(text).replace("\n\n", "<br>").replace("\n", "<br>")
