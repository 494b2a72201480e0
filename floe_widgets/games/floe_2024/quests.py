"""Ally Quests (同盟クエスト): the feather moves one space when the next space's condition is met."""

from __future__ import annotations

from . import data as C
from .context import Ctx
from .economy import gain
from .state import Player


def steps(quest: str) -> list[list]:
    return C.card(quest)["steps"]


def progress(ctx: Ctx, p: Player, condition: str) -> None:
    """Only the space right of the feather counts, and a miss is not remembered (FLOEJA-QUEST-ADVANCE-1)."""
    if p.quest is None or p.feather >= len(steps(p.quest)):
        return
    need, reward = steps(p.quest)[p.feather]
    if need != condition:
        return
    p.feather += 1
    ctx.say("The Ally Quest feather moves on ({condition}): {reward}", ("FLOEJA-QUEST-ADVANCE-1", "FLOEJA-MISSING-14"),
            condition=C.term(condition), reward=C.benefit_text(reward),
            seat=p.seat)  # pragma: no mutate (p is the current player, the event's seat anyway)
    if p.feather == len(steps(p.quest)):
        p.quests_done += 1
    gain(ctx, p, reward, ("FLOEJA-QUEST-ADVANCE-1",))


def complete(ctx: Ctx, p: Player) -> None:
    """Feather Sanctuary: every unclaimed reward of the quest, then the card is discarded (FLOEJA-EXAMPLE-28)."""
    if p.quest is None:
        ctx.say("You hold no Ally Quest", "FLOEJA-EXAMPLE-28",
                seat=p.seat)  # pragma: no mutate (p is the current player, the event's seat anyway)
        return
    quest = p.quest
    rest = steps(quest)[p.feather:]
    p.quest, p.feather = None, 0
    ctx.state.quest_deck.append(quest)
    if rest:
        p.quests_done += 1
    ctx.say("The Ally Quest {quest} is completed", ("FLOEJA-EXAMPLE-28", "FLOEJA-LMK-REWARD-1"), quest=C.term(quest),
            seat=p.seat)  # pragma: no mutate (p is the current player, the event's seat anyway)
    for _, reward in rest:
        gain(ctx, p, reward, ("FLOEJA-EXAMPLE-28",))
