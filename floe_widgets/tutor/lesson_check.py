"""``floe-widgets lesson check`` and ``lesson new``: a teacher's checks of a lesson file, and a starter file.

:func:`check_file` loads a file (schema, names, positions, tasks: see :mod:`.lesson_file`), then dry-runs
it: every step's "show me" must complete the step, and the actions its hints name (in *italics* or
'quotes', as the buttons say them) must be ones the step accepts and, played in order, complete it.
"""

from __future__ import annotations

import re
from pathlib import Path

from floe_widgets.core import Action
from floe_widgets.i18n import message, tr

from .lesson import Lesson, LessonError, Step, play_solution
from .lesson_file import LessonFileError, line_of, load_lesson, read_yaml

#: a hint names an action by its button text, in *italics* or 'quotes'
NAMED = re.compile(r"\*([^*]+)\*|(?<![A-Za-z])'([^']+)'(?![A-Za-z])")


def check_file(path: str | Path) -> list[str]:
    """Every problem of the lesson file at ``path`` (one line each: file, line, field, what); [] if none."""
    path = Path(path)
    try:
        lesson = load_lesson(path)
    except LessonFileError as exc:
        return list(exc.problems)
    doc = read_yaml(path)
    try:
        lesson.check_all()
    except LessonError as exc:
        return [tr("{path}: show me: {problem}", path=str(path), problem=exc)]
    return [tr("{path}:{line}: step {step}, hint {hint}: {problem}", path=str(path),
               line=line_of(doc, ("steps", i, "hints", j)), step=i + 1, hint=j + 1, problem=problem)
            for i, j, problem in hint_problems(lesson)]


def hint_problems(lesson: Lesson) -> list[tuple[int, int, str]]:
    """(step, hint, message) for each hint that names an action the step refuses, or that leads elsewhere."""
    problems, previous = [], None
    for index, item in enumerate(lesson.steps):
        if not isinstance(item, Step):
            continue
        game = lesson.start(index, previous)
        trial, played, last = game.copy(), [], 0
        for number, hint in enumerate(item.hints):
            for match in NAMED.finditer(hint):
                phrase = (match.group(1) or match.group(2)).strip()
                named = [a for a in trial.legal_actions() if phrase in (a.describe(), trial.action_to_string(a))]
                if not named:
                    continue  # a group's title, or an action legal only later
                accepted = [a for a in named if item.accepts(a)]
                if not accepted:
                    problems.append((index, number, tr("names {phrase!r}, which this step refuses", phrase=phrase)))
                    break
                trial.apply(accepted[0])
                played.append(accepted[0])
                last = number
        if item.has_task and played and len(played) >= len(item.solution_actions()) \
                and not item.is_done(trial, played):
            problems.append((index, last, tr("the actions the hints name ({actions}) do not complete the step",
                                            actions=said(played))))
        play_solution(item, game)
        previous = game
    return problems


def said(actions: list[Action]) -> str:
    return ", ".join(f"'{a.describe()}'" for a in actions)


STARTERS: dict[str, str] = {"ice-and-idols": """\
# A floe-widgets-lesson/1 file (docs/lesson-format.md). Check it with: floe-widgets lesson check FILE
format: floe-widgets-lesson/1
game: ice-and-idols
language: en                   # texts are {en: ..., ja: ...}; a missing language falls back to this one
title: {en: My first Ice and Idols lesson, ja: はじめてのアイス・アンド・アイドルズのレッスン}
intro: {en: One step and one question., ja: 一歩進んで、問題に1つ答えます。}
steps:
- title: {en: A first step, ja: 最初の一歩}
  narration: {en: "You stand on the centre Roundabout. **Move north.**",
              ja: "あなたは中央のロータリーに立っています。**北へ移動しましょう。**"}
  position:                    # a named setup, then edits in the game's words
    setup: {players: 2, seed: 11, characters: [architect, curator], first player: 1, key cards: first offered}
    edits:
    - {tile: [1, 2], corner: [S, E]}     # the tile north of the centre opens south (towards you)
  task:
    expect: [{kind: move, side: N}]      # an action by its JSON, or by its button text: ["Move N"]
    check:                               # named checks, all must hold
    - stands on: {player: 1, at: [1, 2]}
  hints: [{en: "Press *Move N*.", ja: "*北へ移動* を押します。"}]
  explanation: {en: One step costs 1 AP., ja: 1歩で1 APを使います。}
  rules: [IAI-MOVE-STEP-1]
  mistakes:
  - when: {action: {kind: move}, unless: {side: N}}
    message:
      en: "You moved {side}; this step asks for north."
      ja: "{side}へ移動しました。このステップでは北へ進みます。"
    rules: [IAI-MOVE-STEP-1]
- quiz: {en: 'How many AP does a step cost?', ja: '1歩に何APかかりますか?'}
  options:
  - {text: "1", right: true}
  - {text: "2", why: {en: Every tile you cross costs 1 AP., ja: 進むタイル1枚ごとに1 APです。}}
  rules: [IAI-AP-COST-1]
recap: {en: "**Recap.** A step costs 1 AP.", ja: "**まとめ.** 1歩で1 AP。"}
""", "floe": """\
# A floe-widgets-lesson/1 file (docs/lesson-format.md). Check it with: floe-widgets lesson check FILE
format: floe-widgets-lesson/1
game: floe
language: en                   # texts are {en: ..., ja: ...}; a missing language falls back to this one
title: {en: My first Floe lesson, ja: はじめてのフローのレッスン}
intro: {en: One step and one question., ja: 一歩進んで、問題に1つ答えます。}
steps:
- title: {en: Sail south, ja: 南へ航海する}
  narration:
    en: Your Hero waits beside a Ship on Island of Floe. **Take an Exploration turn, then sail to Skull Iceberg.**
    ja: あなたのヒーローは本島で船のそばにいます。**探検ターンにして、ドラゴンヘッドへ航海しましょう。**
  position:                    # a named setup, then edits in the game's words
    setup: {players: 2, seed: 5, heroes: [Captain Brine, Scout Wren]}
    edits:
    - {player: 1, warmth: 5, at: Island of Floe SE iceberg}
  view: world                  # the board shown first: world, village, cave or player
  task:
    expect: [Take an exploration turn, {every: {kind: sail}}]   # button texts, or patterns
    check:                     # named checks, all must hold
    - stands on: {player: 1, at: Skull Iceberg SE iceberg}
    show me: [Take an exploration turn, Sail to the E dock of Skull Iceberg]
  hints:
  - en: Press *Take an exploration turn*, then *Sail to the E dock of Skull Iceberg*.
    ja: '*探検ターンにする* を押し、次に *ドラゴンヘッドの東の桟橋へ航海* を押します。'
  explanation:
    en: Sailing costs 1 Warmth per Shallows crossed; open water is free.
    ja: 航海では、渡る浅瀬1つごとに暖1を払います。海を渡るだけなら無料です。
  rules: [FLOE-MOVE-SAIL-1]
- quiz: {en: 'What does sailing across open water cost?', ja: '海を航海して渡ると、何を払いますか?'}
  options:
  - {text: {en: Nothing, ja: 何も払わない}, right: true}
  - text: {en: 1 Warmth, ja: 暖1}
    why: {en: Only the Shallows a Ship crosses cost Warmth., ja: 暖を払うのは、船が渡る浅瀬だけです。}
  rules: [FLOE-MOVE-SAIL-2]
recap: {en: "**Recap.** Ships cross open water for free.", ja: "**まとめ.** 船は海を無料で渡れます。"}
""", "frosthaven": """\
# A floe-widgets-lesson/1 file (docs/lesson-format.md). Check it with: floe-widgets lesson check FILE
format: floe-widgets-lesson/1
game: frosthaven
language: en                   # texts are {en: ..., ja: ...}; a missing language falls back to this one
title: {en: My first Frosthaven lesson, ja: はじめてのフロストヘイブンのレッスン}
intro: {en: One step and one question., ja: 一歩進んで、問題に1つ答えます。}
steps:
- title: {en: Strike first, ja: 先に動く}
  narration:
    en: A **Frost Hound** will act at initiative 40. **Pick two cards for the Warden, leading with Root Snare (33).**
    ja: '**霜の猟犬** はイニシアチブ40で動きます。**番人のカードを2枚選び、根の罠 (33) を先導にしましょう。**'
  position:                    # a named setup, then edits in the game's words
    setup: {players: 2, seed: 5, characters: [Ironbark Warden, Emberwright]}
    edits:
    - {only monsters: [Frost Hound 2]}
    - {monster deck: Frost Hound, next card: Howl}
  task:
    expect:                    # button texts, or patterns (a field as a person reads it)
    - {every: {kind: select, seat: 0, lead: Root Snare (33)}}
    show me:                   # a button text with commas is quoted
    - "Ironbark Warden plays Root Snare (33), leading, and Bark Slam (52)"
  hints:
  - en: Pick Root Snare (33) first, then any other card.
    ja: まず根の罠 (33) を選び、次にほかのカードを1枚選びます。
  explanation:
    en: The leading card's initiative, 33, is lower than the hound's 40.
    ja: 先導カードのイニシアチブ33は、猟犬の40より小さい数です。
  rules: [FH-INIT-ORDER-1]
  mistakes:
  - when: {action: {kind: select, seat: 0}, position: [{lead outside: {character: 1, below: 40}}]}
    message:
      en: "You led with {lead}, after the hound (40)."
      ja: "{lead} を先導にしました。これでは猟犬 (40) より後に動きます。"
    rules: [FH-INIT-ORDER-1]
- quiz: {en: 'Which card sets your initiative?', ja: 'イニシアチブを決めるのはどのカードですか?'}
  options:
  - {text: {en: The leading card, ja: 先導カード}, right: true}
  - text: {en: The lower of the two, ja: 2枚のうち小さい数のほう}
    why: {en: Only the card you lead with counts., ja: 数えるのは先導カードだけです。}
  rules: [FH-CARD-SELECT-1]
recap:
  en: "**Recap.** The leading card sets the initiative; lower acts first."
  ja: "**まとめ.** イニシアチブは先導カードで決まり、小さい数が先に動きます。"
"""}


STARTERS["floe-2024"] = """\
# A floe-widgets-lesson/1 file (docs/lesson-format.md). Check it with: floe-widgets lesson check FILE
format: floe-widgets-lesson/1
game: floe-2024
language: ja                   # texts are {ja: ..., en: ...}; a missing language falls back to this one
title: {ja: はじめてのレッスン, en: My first Floe 2024 lesson}
steps:
- title: {ja: 浅瀬を渡る, en: Cross the shallows}
  narration:
    ja: 浅瀬を1つ渡るごとに暖1を払います。**本島の氷山4へ歩きましょう。**
    en: Each shallows you cross costs 1 Warmth. **Walk to Main Island iceberg 4.**
  position:                    # a named setup, actions played, then edits in the game's words
    setup: {players: 2, seed: 1}
    play: [{kind: start-map-turn}]
    edits:
    - {player: 1, warmth: 5, at: Main Island iceberg 2}
  task:
    expect: [{kind: hike, to: floe.I3}]  # an action by its JSON (what a save holds)
    check:                               # named checks, all must hold
    - hero on: {player: 1, at: Main Island iceberg 4}
  hints: [{ja: 「浅瀬を渡る」のボタンです。, en: Use the hike button (浅瀬を渡る).}]
  explanation: {ja: 暖5 → 4。, en: Warmth 5 → 4.}
  rules: [FLOEJA-MOVE-HIKE-1]
- quiz: {ja: '浅瀬2つでは暖はいくつ?', en: 'How much Warmth do two shallows cost?'}
  options:
  - {text: '2', right: true, why: {ja: 浅瀬1つで暖1です。, en: 1 per shallows.}}
  - {text: '1', why: {ja: 渡った浅瀬ごとに払います。, en: You pay for every shallows you cross.}}
  rules: [FLOEJA-MOVE-HIKE-1]
recap: {ja: '**まとめ.** 浅瀬1つで暖1。', en: '**Recap.** 1 Warmth per shallows.'}
"""


def starter(game: str) -> str:
    """A commented starter lesson for ``game`` that passes ``lesson check``."""
    if game not in STARTERS:
        raise KeyError(message("no lesson vocabulary for {game!r} yet (known: {names})", game=game,
                               names=", ".join(sorted(STARTERS))))
    return STARTERS[game]


