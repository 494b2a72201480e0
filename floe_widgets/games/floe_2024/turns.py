"""Turn order, rounds and the end of the game (ゲーム概要, FLOEJA-END-*)."""

from __future__ import annotations

from floe_widgets.i18n import Term, message

from . import data as C
from .context import Ctx
from .economy import gain_half, gain_vp, merits, unlocked_ever
from .state import Player


def end_turn(ctx: Ctx) -> None:
    s = ctx.state
    p = ctx.player
    p.used_this_turn = []
    s.sailed, s.campfires, s.ship_used = [], [], None
    s.hero_acted = s.familiar_acted = False
    s.turn_kind = ""
    s.step = "start"
    s.current = (s.current + 1) % len(s.players)
    if s.current == 0:      # the start player is seat 1: a new round begins
        if s.end_round is not None and s.round >= s.end_round:
            final_scoring(ctx)
            return
        if s.round_limit is not None and s.round >= s.round_limit:
            ctx.say("Round {round_limit} is over: the game ends",
                    "FLOEJA-MISSING-25", "end", round_limit=s.round_limit)
            final_scoring(ctx)
            return
        s.round += 1
    ctx.say("Seat {seat_no} to play (round {round})", "FLOEJA-TURN-CHOICE-1",
            "turn",
            s.current,  # pragma: no mutate (the event's seat: the current one anyway)
            seat_no=s.current + 1, round=s.round)


def goal_met(s, p: Player, goal: str) -> bool:
    """The placeholder objectives (FLOEJA-MISSING-7)."""
    return {
        "shrines2": p.shrines + p.map_shrines >= 2,
        "landmarks2": len(p.landmarks) >= 2,
        "room4": p.room >= 4,
        "buildings2": len(p.buildings) >= 2,
        "items2": len(p.items) >= 2,
        "flipped2": len(p.flipped) >= 2,
        "quest_done": p.quests_done >= 1,
        "cubes4": p.cubes_released >= 4,
        "crystals3": p.crystals >= 3,
        "discovered1": p.discovered >= 1,
        "strong_monster": p.strong_monsters >= 1,
        "encounters2": len(p.encounters) >= 2,
        "merit3": max(merits(p).values()) >= 3,
        "potions4": len(p.potions) >= 4,
    }[goal]


def final_scoring(ctx: Ctx) -> None:
    """Reveal objectives; each of the two goals of a card scores on its own (FLOEJA-END-OBJECTIVES-1,
    FLOEJA-OBJ-SCORE-1)."""
    s = ctx.state
    s.step = "over"
    goals = C.components()["goals"]
    for p in s.players:
        for card in p.objectives:
            for goal in C.card(card)["goals"]:
                if goal_met(s, p, goal):
                    ctx.say("Seat {seat_no}: objective {goal} met",
                            ("FLOEJA-END-OBJECTIVES-1", "FLOEJA-OBJ-SCORE-1", "FLOEJA-MISSING-7"), "score", p.seat,
                            seat_no=p.seat + 1, goal=Term(ja=goals[goal]["ja"], en=goals[goal]["en"]))
                    gain_half(ctx, p, ("FLOEJA-END-OBJECTIVES-1",))
    ranking = ""
    for p in s.players:     # values of the message below, which writes them in its reader's language
        score = message("seat {n}: {vp}{half}", n=p.seat + 1, vp=p.vp, half="½" if p.half else "")
        ranking = message("{first}, {then}", first=ranking, then=score) if ranking else score
    ctx.say("Game over: {ranking}", ("FLOEJA-END-WIN-1", "FLOEJA-MISSING-6"), "end", ranking=ranking)


def ranking_key(p: Player) -> tuple[int, int, int]:
    """Most VP; then a half point; then the most Floe Stones unlocked (FLOEJA-END-WIN-1)."""
    return (p.vp, int(p.half), unlocked_ever(p))


def winners(s) -> tuple[int, ...]:
    best = max(ranking_key(p) for p in s.players)
    return tuple(p.seat for p in s.players if ranking_key(p) == best)


__all__ = ["end_turn", "final_scoring", "winners", "gain_vp"]
