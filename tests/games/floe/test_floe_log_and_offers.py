"""What a player reads while playing Floe: the log's events, the actions offered and the refusals.

Seeded games (the ExplorerBot, which seeks the Cave, Dives and discoveries) and battles set up by hand are
played through the public API. Every event must be a sentence a Japanese player can read (its message is in
the catalogue), cite rules of the rulebook, say which seat it concerns, and fall in the log's vocabulary of
kinds; every offered action's name must read in Japanese and number dice and reward sets from 1; every
refusal of a candidate action must cite a rule and read in Japanese."""

from __future__ import annotations

import random

import pytest
from test_battle_game import in_battle, take_potions

from floe_widgets import i18n
from floe_widgets.core import Event
from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe.bots import ExplorerBot
from floe_widgets.games.floe.game import Floe
from tests.conftest import shared_rule_ids

RULES = frozenset(shared_rule_ids("floe.yaml"))
#: the rules reference a player opens from a citation
REFERENCE = Floe.rules()
JAPANESE = i18n.catalogue("ja")
#: the kinds of event the log knows
KINDS = frozenset({"rules", "turn", "move", "discover", "dive", "cave", "battle", "reward", "village", "upgrade",
                   "quest", "achievement", "end"})
#: events about the whole table rather than one seat (besides the Cave's board and the end): the Mayor's moves
TABLE_RULES = frozenset({"FLOE-MAYOR-MOVE-1", "FLOE-END-TRIGGER-1", "FLOE-END-ROUNDS-1", "FLOE-END-SCORE-1"})

pytestmark = pytest.mark.skipif(not RULES, reason="needs shared/rules/floe.yaml")


def reads_in_japanese(said: str) -> bool:
    return isinstance(said, i18n.Message) and said.id in JAPANESE


def check_event(event: Event, seat: int, players: int) -> None:
    assert reads_in_japanese(event.text), event.text
    assert event.rules and set(event.rules) <= RULES, event
    assert all(rule in REFERENCE for rule in event.rules), event
    assert event.kind in KINDS, event
    if event.player is None:
        assert event.kind in ("end", "dive", "cave") or set(event.rules) & TABLE_RULES, event
    else:
        assert 0 <= event.player < players, event
        # Sharing the warmth of a Village space is the one thing that happens to another seat.
        assert event.player == seat or "shares the warmth" in event.text.id, (event, seat)


def check_offer(game: Floe, action: A.Action) -> None:
    said = action.describe()
    assert reads_in_japanese(said), said
    battle = game.state.battle
    if isinstance(action, B.BattleReroll):
        numbers = [int(n) for n in said.values["dice"].split(", ")]
        assert numbers == [d + 1 for d in action.dice] and all(1 <= n <= len(battle.dice) for n in numbers)
    if isinstance(action, (B.BattleAssign, B.BattleInsight)):
        assert said.values["n"] == action.die + 1 and 1 <= said.values["n"] <= len(battle.dice)
    if isinstance(action, B.BattleRewardSet):
        assert said.values["n"] == action.index + 1
    if isinstance(action, (B.BattlePotion, B.BattleDrink, B.BattleLoot, B.BattleAlly, B.BattleAssign)):
        assert all(value for value in said.values.values()), said   # names the token, Ally or Item


def check_refusals(game: Floe, legal: list[A.Action], rng: random.Random) -> None:
    others = [a for a in game.candidates() if a not in legal]
    for action in rng.sample(others, min(6, len(others))):
        rule, sentence = game.why_not(action)
        assert rule in RULES and rule in REFERENCE, (action, rule)
        assert reads_in_japanese(sentence), (action, sentence)


def play(game: Floe, bot: ExplorerBot, steps: int, rng: random.Random) -> set[str]:
    """Play ``steps`` actions (or to the end), checking what is read; the kinds of action offered."""
    offered: set[str] = set()
    for step in range(steps):
        legal = game.legal_actions()
        if not legal:
            break
        for action in legal:
            check_offer(game, action)
            offered.add(type(action).__name__)
        if step % 7 == 0:
            check_refusals(game, legal, rng)
        seat = game.state.current
        for event in game.apply(bot.pick(game, legal)):
            check_event(event, seat, len(game.state.players))
    return offered


# Seeds whose games reach the Cave, battles with dice help, Potions and Allies.
@pytest.mark.parametrize("players, seed, steps", [(1, 11, 400), (2, 4, 500)])
def test_a_seeded_game_reads_in_japanese_and_cites_the_rules(players: int, seed: int, steps: int) -> None:
    game = Floe(players=players, seed=seed)
    offered = play(game, ExplorerBot(seed), steps, random.Random(seed))
    assert {"Hike", "PlaceFigure", "Delve", "BattleContinue", "BattleReroll", "Choose"} <= offered


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_battle_names_its_dice_tokens_and_helpers(seed: int) -> None:
    game = in_battle(seed, 3, "rockeer", ("sword", "stealth", "arrow", "crit"), 2, ("sword", "arrow") * 4,
                     hero_dice=4, warmth=7, magic=3, items=["snow-boots"], allies=["hilda-shieldmaiden"],
                     familiar="snowfox", familiar_flipped=True)
    st = game.state
    st.players[0].tokens = take_potions(st, "sword", "arrow")
    game.set_position(st)
    offered = play(game, ExplorerBot(seed), 40, random.Random(seed))
    assert {"BattleReroll", "BattleAssign", "BattlePotion", "BattleDrink", "BattleFamiliar",
            "BattleAlly", "BattleContinue"} <= offered


def test_the_boss_reward_sets_are_numbered_from_one() -> None:
    game = in_battle(4, 5, "frost-colossus", ("sword",) * 5, 0, hero_dice=5, warmth=7)
    for _ in range(5):
        for event in game.apply(B.BattleContinue()):
            check_event(event, 0, 2)
    sets = [a for a in game.legal_actions() if isinstance(a, B.BattleRewardSet)]
    assert len(sets) > 1
    assert [a.describe().values["n"] for a in sets] == list(range(1, len(sets) + 1))
    for action in sets:
        check_offer(game, action)
    for event in game.apply(sets[0]):
        check_event(event, 0, 2)
