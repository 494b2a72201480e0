"""A tiny dice race used to test the kit: roll to advance, or bank; first to 10 wins."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from floe_widgets.core import Action, Die, Event, Game

DIE = Die("race-die", ("1", "2", "3", "4", "5", "bust"))


@dataclass
class RaceState:
    banked: list[int]
    pot: int = 0
    turn: int = 0
    log: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"
    group: ClassVar[str] = "dice"

    def describe(self) -> str:
        return "Roll the die"


@dataclass(frozen=True)
class Bank(Action):
    kind: ClassVar[str] = "bank"
    group: ClassVar[str] = "turn"
    amount: int = 0

    def describe(self) -> str:
        return f"Bank {self.amount}"


class Race(Game):
    name = "race"
    title = "Dice Race"
    min_players, max_players = 2, 3
    state_type = RaceState
    action_types = (Roll, Bank)

    def setup(self) -> RaceState:
        first = self.chance.randint("first-player", 0, self.players - 1)
        return RaceState(banked=[0] * self.players, turn=first)

    def _current_player(self) -> int:
        return self.state.turn

    def candidates(self) -> list[Action]:
        return [Roll(), Bank(self.state.pot)]

    def why_not(self, action: Action) -> tuple[str, str] | None:
        if isinstance(action, Bank) and (not self.state.pot or action.amount != self.state.pot):
            return "RACE-BANK", f"You can only bank the {self.state.pot} points in the pot."
        return None

    def _apply(self, action: Action) -> list[Event]:
        s = self.state
        if isinstance(action, Roll):
            face = DIE.roll(self.chance)
            if face == "bust":
                s.pot = 0
                s.turn = (s.turn + 1) % self.players
                return [Event("Bust! The pot is lost.", ("RACE-BUST",), player=s.turn)]
            s.pot += int(face)
            return [Event(f"Rolled {face}.", ("RACE-ROLL",))]
        s.banked[s.turn] += s.pot
        s.pot = 0
        s.log.append(f"bank {action.amount}")
        s.turn = (s.turn + 1) % self.players
        return [Event(f"Banked {action.amount}.", ("RACE-BANK",))]

    def _is_over(self) -> bool:
        return max(self.state.banked) >= 10

    def _scores(self) -> list[int]:
        return list(self.state.banked)
