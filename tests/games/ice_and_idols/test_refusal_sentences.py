"""Every refusal, in every kind of position, names a rule of the rulebook and says why in one plain
sentence: a capital at the start, a full stop at the end, no word in capitals."""

from __future__ import annotations

import re

import pytest

from floe_widgets.games.ice_and_idols.actions import (
    ArchitectSwap,
    Cancel,
    ChooseKey,
    Drop,
    EndTurn,
    GainPower,
    Jump,
    KeysmithTile,
    Move,
    MoveTo,
    OrientTile,
    Pass,
    PassTo,
    PickUp,
    PlaceIdol,
    Research,
    RotateTemple,
    RotateTile,
    SculptorShift,
    ShiftTokens,
    SlideTile,
    UseAbility,
    UseAdrenaline,
    UsePower,
)
from floe_widgets.games.ice_and_idols.game import IceAndIdols
from floe_widgets.games.ice_and_idols.state import IDOLS, Pending

from .helpers import at_location, clear, fill, put, refresh, roundabout_board

#: actions the controls never offer: wrong sides, cells off the grid, unknown idols and tiles.
ODD = [Move("X"), Jump("X"), Jump("E"), MoveTo((9, 9), 0, 2), MoveTo((0, 0), 0, 1), MoveTo((0, 0), 0, 3),
       MoveTo((0, 0), 0, 20), PickUp("opal"), PickUp("ruby"), PlaceIdol("ruby"), Drop("ruby"), UsePower("jade"),
       UsePower("ruby"), UsePower("gold"), RotateTemple(True), SculptorShift("X"), SculptorShift("N"),
       UseAbility(), Pass(), UseAdrenaline(), ShiftTokens(5), RotateTile((9, 9), True), RotateTile((0, 0), True),
       SlideTile((0, 0), "X"), SlideTile((0, 0), "N"), SlideTile((9, 9), "N"), KeysmithTile(99, (0, 0)),
       KeysmithTile(0, (9, 9)), ArchitectSwap("X"), ArchitectSwap("N"), OrientTile((9, 9), 0),
       OrientTile((0, 0), 7), OrientTile((2, 2), 7), PassTo((9, 9), 0), PassTo((0, 0), 9), ChooseKey(99),
       Research(), GainPower(), Cancel(), EndTurn(), PickUp("gold")] + [KeysmithTile(t, (0, 0)) for t in range(26)]


def open_board(character: str = "curator", **options):
    other = "keysmith" if character != "keysmith" else "curator"
    game = roundabout_board(2, chars=(character, other), **options)
    refresh(game)
    return game


def with_state(game, **fields):
    for name, value in fields.items():
        setattr(game.state, name, value)
    refresh(game)
    return game


def me_with(game, **fields):
    for name, value in fields.items():
        setattr(game.state.players[game.state.turn], name, value)
    refresh(game)
    return game


def standing_on(kind: str):
    """Every tile a ``kind`` turned twice (a corner then opens S and W only, towards the neighbours' walls)."""
    game = roundabout_board(2)
    fill(game, kind)
    for cell in range(25):
        put(game, divmod(cell, 5), kind, 2)
    clear(game, (0, 0))
    refresh(game)
    return game


def carrying(hand, powers=(), supply=None):
    game = open_board()
    at_location(game, (2, 2), idols=["ruby", "gold"])
    me_with(game, hand=list(hand), powers=list(powers))
    if supply is not None:
        game.state.supply["gold"] = supply
    refresh(game)
    return game


def full_ruby_column(game):
    game.state.track[1] += [1] * (6 - len(game.state.track[1]))
    refresh(game)
    return game


def at_altar(idol: str, markers: int = 10, quick: bool = False):
    game = open_board(variant="quick") if quick else open_board()
    at_location(game, (2, 2), altar=idol)
    player = game.state.players[0]
    player.hand, player.markers_left = [idol], markers
    game.state.supply[idol] -= 1
    if markers < 10:
        game.state.track[0] += [0] * (10 - markers)
    refresh(game)
    game.apply(PlaceIdol(idol))
    return game


def at_location_altar(game, idol: str):
    at_location(game, (2, 2), altar=idol)
    return game


def pending(kind: str, character: str = "curator", **fields):
    return with_state(open_board(character), pending=Pending(kind, **fields))


POSITIONS = {
    "keys": lambda: IceAndIdols(players=3, seed=2),
    "over": lambda: with_state(open_board(), phase="over"),
    "start": open_board,
    "no AP": lambda: with_state(open_board(), ap=0),
    "one AP": lambda: with_state(open_board("sculptor"), ap=1),
    "acted": lambda: with_state(open_board(), acted=True),
    "on corners": lambda: standing_on("corner"),
    "on doubles": lambda: standing_on("double"),
    "on arches": lambda: standing_on("arch"),
    "on Ys": lambda: standing_on("y"),
    "quick play": lambda: open_board(variant="quick"),
    "one idol carried": lambda: carrying(["jade"]),
    "Tiger's Eye, ruby carried": lambda: carrying(["ruby"], ["tigers-eye"]),
    "Tiger's Eye, two carried": lambda: carrying(["ruby", "jade"], ["tigers-eye"]),
    "no gold left": lambda: carrying([], supply=0),
    "ruby power held": lambda: me_with(at_altar("ruby"), powers=["ruby"]),
    "ruby column full": lambda: full_ruby_column(pending("altar", idol="ruby")),
    "nothing to do with a ruby": lambda: full_ruby_column(me_with(at_location_altar(open_board(), "ruby"),
                                                                  hand=["ruby"], powers=["ruby"])),
    "alone on the temple": lambda: with_state(open_board(), grid=[t if c == 12 else -1 for c, t in
                                                                 enumerate(open_board().state.grid)]),
    "every power, hands full": lambda: me_with(open_board("architect"), powers=list(IDOLS), hand=["ruby", "gold"]),
    "adrenaline used": lambda: me_with(open_board(), adrenaline="pending"),
    "adrenaline penalty": lambda: me_with(open_board(), adrenaline="penalty"),
    "keysmith without tiles": lambda: with_state(open_board("keysmith"), spare=[]),
    "altar": lambda: at_altar("ruby"),
    "altar, no markers": lambda: at_altar("ruby", markers=0),
    "quick altar": lambda: at_altar("ruby", quick=True),
    "vp shift": lambda: pending("vp-shift", column=1, row=2),
    "ruby": lambda: me_with(pending("ruby", idol="ruby"), powers=["ruby"]),
    "gold": lambda: me_with(pending("gold", idol="gold"), powers=["gold"]),
    "keysmith ability": lambda: pending("ability", "keysmith"),
    "architect ability": lambda: pending("ability", "architect"),
    "orient": lambda: pending("orient", "architect", cells=[12]),
    "pass": lambda: pending("pass"),
}

SHOUTED = re.compile(r"\b[A-Z]{4,}\b")


def reads_as_a_sentence(text: str) -> bool:
    return text[:1].isupper() and text.endswith(".") and not SHOUTED.search(text)


def refusals(game) -> set[tuple[str, str]]:
    out = set()
    for action in list(game.candidates()) + ODD:
        said = game.why_not(action)
        if said is not None:
            out.add(said)
    return out


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_every_refusal_cites_a_rule_and_reads_as_a_sentence(name) -> None:
    rulebook = IceAndIdols.rules()
    said = refusals(POSITIONS[name]())
    assert said
    for rule, sentence in said:
        assert rule in rulebook or rule == "CORE-GAME-OVER", (rule, sentence)
        assert reads_as_a_sentence(sentence), (rule, sentence)


def test_the_positions_reach_the_refusals_of_every_rule_area() -> None:
    rules = {rule for make in POSITIONS.values() for rule, _ in refusals(make())}
    assert len(rules) >= 38, sorted(rules)
