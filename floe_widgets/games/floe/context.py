"""The seam between the rules engine and the cave battle engine (battle.py; its actions in battle_actions.py).

The rules engine creates one :class:`BattleContext` per call into battle.py.
Agreed battle.py interface (pure functions on the state, no game object)::

    start_battle(ctx: BattleContext, chance: Chance) -> tuple[BattleState, list[Event]]
    battle_legal_actions(ctx: BattleContext, battle: BattleState) -> list[Action]   # battle_legality.py
    apply_battle_action(ctx: BattleContext, battle: BattleState, action: Action, chance: Chance) -> list[Event]
    BATTLE_ACTIONS: tuple[type[Action], ...]        # every battle action class (battle_actions.py)
    BattleState.finished: bool                      # True once the battle is over (won, lost or survived)

The rules engine stores the battle in ``state.battle`` while ``state.turn.phase ==
"battle"``; every legal action then comes from ``battle_legal_actions`` (plus the
pending choices raised by rewards).  When ``battle.finished`` becomes true the
engine resolves the queued rewards and returns to the extra-actions phase.

Rewards (monster card, chamber, loot, boss sets, allies' after-battle payouts) are
handed back with :meth:`BattleContext.gain` as effect strings of ``effects.py``
("vp:2", "crystal:3", "basic:1", "dive", "crate:3", "treasure", ...); they are
resolved (including any choice they need) right after the battle action returns.
"""

from __future__ import annotations

from floe_widgets.core import Event, IllegalAction
from floe_widgets.i18n import message

from .names import said, spoken
from .state import FloeState, PlayerState, Queued


class BattleContext:
    """What a battle may read and change: the active player, the cave, the reward queue."""

    def __init__(self, state: FloeState, seat: int) -> None:
        self.state = state
        self.seat = seat

    # -- reading ---------------------------------------------------------------
    @property
    def player(self) -> PlayerState:
        return self.state.players[self.seat]

    @property
    def cave(self):
        return self.state.cave

    def max_warmth(self) -> int:
        from .effects import max_warmth

        return max_warmth(self.player)

    def potions(self) -> list[str]:
        """Potion token ids the player holds (icons: ``content.potion_icons(token)``)."""
        return [t for t in self.player.tokens if t.startswith("potion")]

    def familiar_available(self) -> bool:
        """The Familiar has not gathered or helped yet this turn (FLOE-BATTLE-FAMILIAR-3)."""
        return not self.state.turn.familiar_used

    # -- changing ----------------------------------------------------------------
    def spend_warmth(self, n: int, rule: str = "FLOE-WARMTH-SPEND-1") -> None:
        """Pay ``n`` Warmth; refuse (IllegalAction) if the player has less."""
        if n > self.player.warmth:
            raise IllegalAction(rule, message("You need {n} Warmth but have {warmth}.", n=said(n),
                                              warmth=said(self.player.warmth)))
        self.player.warmth -= n

    def gain_warmth(self, n: int) -> int:
        """Gain Warmth up to the maximum; return how much was really gained."""
        from .effects import gain_warmth

        return gain_warmth(self.state, self.seat, n)

    def take_damage(self, n: int) -> bool:
        """Lose ``n`` Warmth to Monster Damage; False (Battle lost) if that would go below 0."""
        if n > self.player.warmth:
            return False
        self.player.warmth -= n
        return True

    def lose_battle(self) -> list[Event]:
        """FLOE-BATTLE-LOSE-1: back to the Island of Floe with maximum Warmth."""
        from .effects import max_warmth
        from .world import FLOE_START

        p = self.player
        p.location = FLOE_START
        p.warmth = max_warmth(p)
        return [Event(message("The battle is lost: the Hero returns to the Island of Floe with full Warmth."),
                      ("FLOE-BATTLE-LOSE-1",), "battle", self.seat)]

    def use_potion(self, token: str) -> None:
        """Spend a Potion for its battle icons (FLOE-BATTLE-POTION-1); Sippy Flask triggers."""
        from .effects import discard_token, potion_used

        if token not in self.player.tokens:
            raise IllegalAction("FLOE-BATTLE-POTION-1", message("You do not hold {token}.", token=spoken(token)))
        self.player.tokens.remove(token)
        discard_token(self.state, token)
        potion_used(self.state, self.seat)

    def use_familiar(self) -> None:
        if self.state.turn.familiar_used:
            raise IllegalAction("FLOE-BATTLE-FAMILIAR-3", message("Your Familiar was already used this turn."))
        self.state.turn.familiar_used = True

    def discard_ally(self, ally: str) -> None:
        """The ally leaves the player's area and goes under the ally deck (FLOE-ALLY-USE-1)."""
        self.player.allies.remove(ally)
        self.state.village.ally_deck.discard(ally)

    def gain(self, effects: str | list[str], rules: tuple[str, ...] = ()) -> None:
        """Queue reward effects for the player; the rules engine resolves them after this action."""
        for effect in [effects] if isinstance(effects, str) else effects:
            self.state.queue.append(Queued(self.seat, effect, rules))

    def claim_achievement(self, achievement: str) -> list[Event]:
        """Claim ``achievement`` ("boss") if nobody has (FLOE-ACHIEVE-CLAIM-1)."""
        from .progress import claim_achievement

        return claim_achievement(self.state, self.seat, achievement)
