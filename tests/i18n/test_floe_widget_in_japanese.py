"""A Floe (retail) widget in Japanese: at seeded random positions of 2- and 4-player games (an exploration turn,
a Village turn, a cave battle, a dive and each kind of pending choice but the two of a discovery) no English word
is left in a button, menu option, tooltip, label, log line or refusal, and an English widget still says the
actions and events as saves, replays, lessons and ``parse_action`` know them.

The rules reference's explanations (the "why?" text under a log line, the rule's sentence under a refusal, the
rules search panel) are checked too.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from floe_widgets import games, i18n
from floe_widgets.games.floe.actions import Hike
from floe_widgets.games.floe.effects import resolve
from floe_widgets.games.floe.state import STONE_PRIMED, Queued
from floe_widgets.games.floe.widgets import FloeWidget
from tests.i18n.test_floe_2024_in_japanese import english_words, shown_texts

#: effects that make the engine ask the player to choose, each with what the player needs to be asked
#: (a card to sell, seven tokens, a Primed Floe Stone, two Treasures...).  With the third Treasure kept, the
#: Treasure limit asks which to discard.  The two choices a discovery asks (which two Maps to pay, the Landmark
#: card's slot) are not made here: seeded play meets them only rarely (their prompts are in the same catalogue).
CHOICES = {
    "alt": "pearl:1|kelp:1", "basic": "basic:1", "merit": "merit:any:1", "merit-pair": "merit:diff:2",
    "merit-same": "merit:same:2", "chestkey": "chestkey", "stone": "stone:any", "treasure-keep": "treasure",
    "relic-keep": "relic:2", "token-discard": "potion", "dive": "dive", "sell": "sell",
    "optional": "pearl:1?soda:1", "place-stone": "place-stone", "treasure-discard": "treasure",
}


#: the moments a seeded game is stopped at (turn steps, ``state.turn.phase``; a battle; right after a dive)
MOMENTS = {"choose", "move", "act", "battle", "dive", "v-start", "v-hero", "v-familiar", "v-fam-act", "v-end"}


def milestones(game: Any, seed: int) -> Iterator[str]:
    """Play ``game`` at random (seeded), stopping at the first moment of each kind: the turn choice, movement,
    the Hero action, each step of a Village turn, a battle, right after a dive, the end of a turn."""
    chooser = random.Random(seed)
    seen: set[str] = set()
    for _ in range(700):
        legal = game.legal_actions()
        if not legal or MOMENTS <= seen:
            return
        st = game.state
        moment = "battle" if st.battle is not None else st.turn.phase
        if game.history and any(e.kind == "dive" for e in game.history[-1].events):
            moment = "dive"
        if moment not in seen:
            seen.add(moment)
            yield moment
        game.apply(chooser.choice(legal))


def ask(game: Any, kind: str) -> None:
    """Make the engine ask ``game``'s current player the choice ``kind`` (through the effect that asks it,
    with what the player needs for it)."""
    st, seat = game.state, game.state.current
    p = st.players[seat]
    p.items.append("hatchet")
    p.tokens += ["potion-01", "crate-01", "map-01", "potion-02", "crate-02", "map-02"][:6 - len(p.tokens)]
    p.soda, p.warmth, p.stones["pearl"] = max(p.soda, 1), max(p.warmth, 3), STONE_PRIMED
    if kind == "treasure-discard":
        p.treasures = ["pearl-shell", "frost-compass"]
    st.queue.append(Queued(seat, CHOICES[kind]))
    game.chance.begin()
    resolve(st, game.chance)
    game.chance.end()
    if kind == "treasure-discard":
        game.apply(game.legal_actions()[0])   # keep one of the two drawn: the third Treasure
    pending = game.state.pending
    assert pending is not None and pending.kind == kind, (kind, pending)


def shown_at_moments(widget: FloeWidget, seed: int, choices: bool) -> Iterator[tuple[str, str, str]]:
    """(moment, where, text) for what the widget shows at each milestone of a seeded game, and (``choices``)
    at each kind of pending choice asked during the first Hero action; the widget keeps its one game, so the
    board is redrawn, not rebuilt."""
    game = widget.game
    for moment in milestones(game, seed):
        asked = [moment]
        if choices and moment == "act" and game.state.pending is None:
            asked += list(CHOICES)
            choices = False
        before = copy.deepcopy(game.state)
        for kind in asked:
            if kind in CHOICES:
                game.state = copy.deepcopy(before)
                ask(game, kind)
            widget.refresh()
            for where, said in [*shown_texts(widget), *(("refusal", said) for said in refusals(game))]:
                yield kind, where, said
        game.state = before


def refusals(game: Any) -> Iterator[str]:
    """The sentences ``why_not`` gives for the candidates it refuses, and their rules' explanations, in the
    reader's language."""
    for action in game.candidates():
        reason = game.why_not(action)
        if reason is not None:
            yield i18n.text(reason[1])
            yield game.rules().explain(reason[0])


@pytest.mark.parametrize(("players", "seed", "choices"), [(2, 3, True), (4, 5, False)])
def test_no_english_word_in_a_japanese_floe_widget(players: int, seed: int, choices: bool,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    with i18n.speaking("ja"):
        widget = FloeWidget(games.new("floe", players=players, seed=seed), log_limit=12)
        # the board picture is test_floe_board_in_japanese.py's: here only the controls, log and panels are read
        monkeypatch.setattr(widget.board, "refresh", lambda: None)
        shown = list(shown_at_moments(widget, seed, choices))
    moments = {moment for moment, _where, _said in shown}
    assert {"battle", "move", "act", "v-start", "v-hero", "dive"} <= moments, sorted(moments)
    assert not choices or set(CHOICES) <= moments
    found = {(where, said): english_words(said) for _moment, where, said in shown if english_words(said)}
    assert not found, sorted(found.items())[:8]


def test_an_english_widget_says_the_actions_as_saves_and_lessons_know_them() -> None:
    game = games.new("floe", players=2, seed=3)
    with i18n.speaking("en"):
        for _moment in milestones(game, 3):
            for action in game.legal_actions():
                said = action.describe()
                assert isinstance(said, i18n.Message) and game.parse_action(said) == action


def test_an_action_and_its_event_are_written_in_english_and_said_again_in_japanese() -> None:
    game = games.new("floe", players=2, seed=3)
    game.apply("Take an exploration turn")
    hike = next(a for a in game.legal_actions() if isinstance(a, Hike))
    assert hike.describe() == "Hike to Island of Floe NE iceberg (across the N shallows of Island of Floe)"
    [event] = game.apply(hike)
    assert event.text == "You hike across a Shallows to Island of Floe NE iceberg (1 Warmth)."
    with i18n.speaking("ja"):
        assert i18n.text(hike.describe()) == "徒歩で本島の北東の氷山へ(本島の北の浅瀬を渡る)"
        assert i18n.text(event.text) == "浅瀬を徒歩で渡って本島の北東の氷山へ行きます(暖1)。"
