"""Shared helpers for the scenario-engine tests: positions built by hand on a real game."""

from __future__ import annotations

import pytest

from floe_widgets.core import IllegalAction
from floe_widgets.games.frosthaven.scenario import task_kinds as TK
from floe_widgets.games.frosthaven.scenario.actions import ChooseGoal, SelectCards
from floe_widgets.games.frosthaven.scenario.game import Frosthaven
from floe_widgets.games.frosthaven.scenario.state import Figure, Task


def new_game(players: int = 2, seed: int = 0, **options) -> Frosthaven:
    """A game past the battle-goal choices: round 1, card selection."""
    g = Frosthaven(players=players, seed=seed, **options)
    for seat in range(players):
        g.apply(ChooseGoal(seat, g.char(seat).goal_options[0]))
    return g


def clear_monsters(g: Frosthaven) -> None:
    g.state.figures = [f for f in g.state.figures if f.kind in ("character", "summon")]


def add_monster(g: Frosthaven, mtype: str, number: int, at, elite: bool = False, hp: int | None = None) -> Figure:
    from floe_widgets.games.frosthaven.scenario import monsters

    st = monsters.stats(mtype, g.state.level, elite)
    f = Figure(f"{mtype}-{number}", "monster", f"{mtype} {number}", tuple(at), hp or st["hp"], max(hp or 0, st["hp"]),
               mtype=mtype, elite=elite, number=number, shield=st["shield"])
    g.state.figures.append(f)
    return f


def run(g: Frosthaven, *tasks: Task):
    """Run automatic steps as the engine would (they stop at the next decision)."""
    return g.resume(*tasks)


def drain(g: Frosthaven, *tasks: Task):
    """Run only ``tasks`` (and what they queue), in play, until the queue is empty or a decision is asked."""
    return g.run_only(*tasks)


def texts(events) -> str:
    return "\n".join(str(e) for e in events)


def place(g: Frosthaven, fid: str, at) -> Figure:
    f = g.fig(fid)
    f.hex = tuple(at)
    return f


def begin_turn(g: Frosthaven, seat: int, card: str, half: str, other: str | None = None, basic: bool = False):
    """Make it ``seat``'s turn with ``card`` (and ``other``) played, and choose ``half`` of ``card``."""
    from floe_widgets.games.frosthaven.scenario.actions import ChooseHalf
    from floe_widgets.games.frosthaven.scenario.state import Turn

    ch = g.char(seat)
    other = other or next(c for c in ch.hand if c != card)
    for c in (card, other):
        if c in ch.hand:
            ch.hand.remove(c)
        else:   # a card from outside the hand takes a hand card's place, one for one (FH-CHAR-CARDS-1)
            ch.hand.remove(next(x for x in reversed(ch.hand) if x not in (card, other)))
    ch.selected = [card, other]
    s = g.state
    s.phase = "play"
    s.queue = [TK.EndRoundTask()]
    s.turn = Turn(fid=ch.fid, seat=seat)
    g.fig(ch.fid).acting = True
    g.resume()
    return g.apply(ChooseHalf(card, half, basic))


def set_deck(g: Frosthaven, who, *cards: str) -> None:
    from floe_widgets.games.frosthaven.scenario.modifiers import ModDeck

    if who == "M":
        g.state.monster_deck = ModDeck(draw=list(cards))
    else:
        g.char(who).deck = ModDeck(draw=list(cards))


def finish_turn(g: Frosthaven) -> None:
    """Skip whatever is left of the current character turn."""
    from floe_widgets.games.frosthaven.scenario.actions import ChooseHalf, Skip

    while g.state.turn is not None and g.state.decision is not None:
        if g.state.decision.kind == "half":
            g.apply(next(a for a in g.legal_actions() if isinstance(a, ChooseHalf)))
        elif g.state.decision.kind == "ability":
            g.apply(Skip())
        else:
            break


def two_characters_in_play(g: Frosthaven | None = None) -> Frosthaven:
    """A new game in the play phase with no monsters, the characters on (1, 1) and (0, 4) and the monsters'
    modifier deck four +0 cards: a board for placing one monster and watching its turn."""
    g = g or new_game()
    clear_monsters(g)
    place(g, "C0", (1, 1))
    place(g, "C1", (0, 4))
    g.state.phase = "play"
    set_deck(g, "M", "+0", "+0", "+0", "+0")
    return g


def refusal(g: Frosthaven, action) -> tuple[str, str]:
    """The rule id and sentence of ``action``'s refusal; the game is left exactly as it was."""
    before = g.to_json()
    with pytest.raises(IllegalAction) as info:
        g.apply(action)
    assert g.to_json() == before
    return info.value.rule_id, info.value.reason


def tied_sets() -> Frosthaven:
    """Round 1 with the Frost Hound and Rime Archer sets both drawing initiative 44: the party breaks the tie."""
    g = new_game()
    for t, i in (("hound", 5), ("archer", 3)):
        deck = g.state.ability_decks[t]
        deck.draw = [i] + [x for x in deck.draw if x != i]
    g.apply(SelectCards(0, "warden-01", "warden-02"))
    g.apply(SelectCards(1, "ember-01", "ember-02"))
    return g
