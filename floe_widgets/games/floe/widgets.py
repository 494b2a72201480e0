"""FloeWidget: play Floe live in a notebook, on the kit's GameWidget.

Everything the learner can do comes from ``game.legal_actions()``: the kit's grouped buttons (every
choice the rules allow: turn kind, movement, Hero action, extra actions, Village spaces, Academy,
supply, pending choices, battle steps), plus four panels of this game --

* a **view selector** (all / world / village / cave / player boards, and whose board);
* a **movement planner**: the legal movement step chosen in a list shows the Warmth it costs and
  what is left *before* you confirm it (costs come from the engine's movement functions through
  ``view.warmth_cost``, never from a second copy of the rules); one step at a time;
* the **battle panel**: the phases (the current one marked) and the dice as icons with their names;
* a **Village picker**: one button per Village space, the same as clicking that space on the board.

With ipympl (``interactive=True``) the board itself takes the clicks.  Bots may play other seats:
``FloeWidget(game, bots={1: RandomBot(1)})`` or :func:`play`.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from floe_widgets.core import RandomBot
from floe_widgets.i18n import N_, text, tr
from floe_widgets.widgets import GameWidget

from . import view
from .battle_actions import BattleFamiliar, BattleReroll
from .legality import SPACE_NAME
from .state import VILLAGE_SPACES
from .turn_words import PHASES, TURN_KINDS
from .view.style import said

GROUP_TITLES = {
    "turn": N_("Turn"),
    "move": N_("Movement (step by step)"),
    "hero": N_("Hero action"),
    "extra": N_("Extra actions"),
    "village": N_("Village"),
    "academy": N_("Academy"),
    "supply": N_("Potions, crates, conversions, allies, treasures"),
    "choice": N_("Choose"),
    "battle-dice": N_("Battle, this phase: dice"),
    "battle-help": N_("Battle, this phase: potions, spells, allies and help"),
    "battle-continue": N_("Battle: when you are done with this phase"),
    "battle-rewards": N_("Battle: rewards"),
}
VIEW_LABELS = ((N_("All"), "all"), (N_("World"), "world"), (N_("Village"), "village"), (N_("Cave"), "cave"),
               (N_("Player boards"), "player"))


class FloeWidget(GameWidget):
    """The world, the Village, the Cave and the player boards, with every legal action as a control."""

    def __init__(self, game: Any = None, bots: dict[int, Any] | None = None, *, view_name: str = "all",
                 viewer: int | None = None, **kwargs: Any) -> None:
        if game is None:
            from .game import Floe

            game = Floe(players=2, seed=0)
        if view_name not in view.VIEWS:
            raise ValueError(f"view_name must be one of {view.VIEWS}")
        self.view_name = view_name
        self.viewer = viewer
        kwargs.setdefault("max_buttons", 8)
        super().__init__(game, bots=bots, **kwargs)

    # -- the game's own panels ------------------------------------------------------------
    def extra_panels(self) -> list[w.Widget]:
        self.controls.group_titles = dict(GROUP_TITLES)
        self.turn_info = w.HTML()
        self.turn_info.add_class("floe-turn-info")
        # view selector
        self.view_selector = w.ToggleButtons(options=[(tr(label), key) for label, key in VIEW_LABELS],
                                             value=self.view_name, style={"button_width": "auto"})
        self.view_selector.add_class("floe-view-selector")
        self.board_seat = w.Dropdown(options=[(tr("All players"), -1)] + [(f"P{s + 1}", s)
                                                                          for s in range(self.game.players)],
                                     value=-1 if self.viewer is None else self.viewer, description=tr("Board"),
                                     layout=w.Layout(width="200px"))
        self.board_seat.add_class("floe-board-seat")
        self.view_selector.observe(lambda c: self.show_view(c["new"]), names="value")
        self.board_seat.observe(lambda _c: self._redraw_board(), names="value")
        views = w.VBox([w.HTML(f"<b>{html.escape(tr('View'))}</b>"), self.view_selector, self.board_seat])
        # movement planner
        self.move_menu = w.Dropdown(options=[], layout=w.Layout(width="auto"))
        self.move_menu.add_class("floe-move-menu")
        self.move_preview = w.HTML()
        self.move_preview.add_class("floe-move-preview")
        self.move_confirm = w.Button(description=tr("Confirm step"), button_style="primary", icon="check")
        self.move_confirm.add_class("floe-move-confirm")
        self.move_confirm.on_click(lambda _b: self.confirm_step())
        self.move_menu.observe(lambda _c: self._show_preview(), names="value")
        self.planner = w.VBox([w.HTML(f"<b>{html.escape(tr('Plan a step (Warmth shown before you confirm)'))}</b>"),
                               self.move_menu, self.move_preview, self.move_confirm])
        self.planner.add_class("floe-planner")
        # battle panel
        self.battle_info = w.HTML()
        self.battle_info.add_class("floe-battle")
        # village picker
        self.space_buttons: dict[str, w.Button] = {}
        for space in VILLAGE_SPACES:
            b = w.Button(description=tr(SPACE_NAME[space]), layout=w.Layout(width="auto"))
            b.add_class("floe-space")
            b.on_click(lambda _b, sp=space: self.space_click(sp))
            self.space_buttons[space] = b
        self.village_picker = w.VBox([w.HTML(f"<b>{html.escape(tr('Village spaces (same as clicking them)'))}</b>"),
                                      w.HBox(list(self.space_buttons.values()), layout=w.Layout(flex_flow="row wrap"))])
        self.village_picker.add_class("floe-village-picker")
        return [self.turn_info, views, self.planner, self.battle_info, self.village_picker]

    def refresh_panels(self) -> None:
        g = self.game
        legal = g.legal_actions()
        self.turn_info.value = self.turn_text()
        # movement planner: the legal steps that go somewhere or cost Warmth
        steps = [a for a in legal if a.group in ("move", "extra") or view.warmth_cost(g, a)]
        options = [(self.step_label(a), a) for a in steps]
        self.move_menu.options = options
        self.move_menu.value = options[0][1] if options else None
        self.planner.layout.display = "" if options else "none"
        self._show_preview()
        # battle
        self.battle_info.value = self.battle_html()
        self.battle_info.layout.display = "" if g.state.battle is not None else "none"
        # village
        targets = view.village_targets(legal)
        for space, b in self.space_buttons.items():
            acts = targets.get(space, [])
            b.disabled = not acts
            b.button_style = "warning" if acts else ""
            b.tooltip = "; ".join(text(a.describe()) for a in acts) or tr("Nothing to do here now")
        self.village_picker.layout.display = "" if targets else "none"
        seats = [(tr("All players"), -1)] + [(f"P{s + 1}", s) for s in range(g.players)]
        if list(self.board_seat.options) != seats:
            self.board_seat.options = seats

    def view_options(self) -> dict[str, Any]:
        seat = getattr(self, "board_seat", None)
        chosen = seat.value if seat is not None and seat.value is not None and seat.value >= 0 else None
        return {"view": getattr(self, "view_name", "all"), "player": chosen}

    # -- view selector --------------------------------------------------------------------
    def show_view(self, name: str) -> None:
        """Show the view ``name`` ("all", "world", "village", "cave" or "player")."""
        if name not in view.VIEWS:
            self.error = tr("Unknown view {name}", name=name)
            return
        self.view_name = name
        if self.view_selector.value != name:
            self.view_selector.value = name  # observed: comes back here
            return
        self._redraw_board()

    def _redraw_board(self) -> None:
        self.board.options = {**self.board.options, **self.view_options()}
        self.board.refresh()

    # -- movement planner -----------------------------------------------------------------
    def step_label(self, action: Any) -> str:
        cost = view.warmth_cost(self.game, action)
        # a battle's reroll and Familiar's help say their Warmth in their own words ("Reroll dice 1 (1 Warmth)")
        said_already = isinstance(action, (BattleReroll, BattleFamiliar))
        return text(action.describe()) + (tr(" (-{cost} Warmth)", cost=cost) if cost and not said_already else "")

    def preview(self, action: Any) -> str:
        """What ``action`` costs in Warmth and what is left, in words (before confirming)."""
        g = self.game
        p = g.state.players[g.state.current]
        cost = view.warmth_cost(g, action) or 0
        said = text(action.describe()) + ": "
        if cost:
            said += tr("costs {cost} Warmth; you have {have}, {left} left.", cost=cost, have=p.warmth,
                       left=p.warmth - cost)
        else:
            said += tr("costs no Warmth; you keep {have}.", have=p.warmth)
        return said

    def _show_preview(self) -> None:
        action = self.move_menu.value
        self.move_confirm.disabled = action is None
        self.move_preview.value = html.escape(self.preview(action)) if action is not None else ""

    def confirm_step(self) -> bool:
        """Take the step chosen in the planner."""
        action = self.move_menu.value
        return self.do(action) if action is not None else False

    # -- Village picker ---------------------------------------------------------------------
    def space_click(self, space: str) -> list[Any]:
        """Press a Village space: the same as clicking its middle on the village board."""
        x0, y0 = view.space_box(VILLAGE_SPACES.index(space))
        return self.click("village", x0 + 0.9, y0 + 1.3)

    # -- status ---------------------------------------------------------------------------
    def turn_text(self) -> str:
        g = self.game
        st = g.state
        if g.is_over:
            parts = ", ".join(tr("P{n}: {vp} VP", n=s + 1, vp=v) for s, v in enumerate(g.scores()))
            return "<b>" + html.escape(tr("Final scores")) + "</b>: " + html.escape(parts)
        p = st.players[st.current]
        if st.turn.kind:
            line = tr("Round {round}: P{n} ({hero}), {kind} turn: {phase}; Warmth {warmth}.", round=st.round,
                      n=st.current + 1, hero=view.nice(p.hero), kind=tr(TURN_KINDS[st.turn.kind]),
                      phase=tr(PHASES.get(st.turn.phase, st.turn.phase)), warmth=p.warmth)
        else:
            line = tr("Round {round}: P{n} ({hero}) chooses the kind of turn; Warmth {warmth}.", round=st.round,
                      n=st.current + 1, hero=view.nice(p.hero), warmth=p.warmth)
        if st.pending is not None:
            line += " " + tr("P{n} chooses: {what}", n=st.pending.seat + 1,
                             what=text(st.pending.prompt) or tr(st.pending.kind))
        if st.end_triggered:
            line += " " + tr("The end is triggered: round {r} is the last.", r=st.last_round)
        return html.escape(line)

    def battle_html(self) -> str:
        b = self.game.state.battle
        if b is None:
            return ""
        phases = " → ".join(f"<b>[{html.escape(said(ph))}]</b>" if ph == b.phase else html.escape(said(ph))
                            for ph in [*b.order, "rewards"])
        dice = " ".join(
            f"<span class='floe-die' title='{html.escape(said(d.item_icon or d.face))}'>"
            f"{view.ICON_GLYPH.get(d.item_icon or d.face, '?')} {k + 1}:{html.escape(said(d.item_icon or d.face))}"
            f"{tr(' (locked)') if d.locked else ''}</span>" for k, d in enumerate(b.dice))
        fight = tr("{monster}, health {health}, damage {damage}", monster=view.nice(b.monster) or tr("battle test"),
                   health=b.health, damage=b.damage)
        return (f"<b>{html.escape(tr('Battle'))}</b>: {html.escape(fight)}<br>"
                f"{html.escape(tr('Phases'))}: {phases}<br>{html.escape(tr('Dice'))}: {dice or '-'}")


def bot_for(kind: str, seed: int) -> Any:
    """A bot: "random", or "greedy" (``GreedyBot(greedy_value)``)."""
    if kind == "greedy":
        from floe_widgets.core import GreedyBot

        from .bots import greedy_value

        return GreedyBot(greedy_value, seed=seed)
    if kind != "random":
        raise ValueError(f"bot must be 'random' or 'greedy', not {kind!r}")
    return RandomBot(seed)


def play(players: int = 2, seed: int = 0, bots: int | list[int] | tuple[int, ...] = 0, *, bot: str = "greedy",
         **options: Any) -> FloeWidget:
    """A FloeWidget on a new game: ``play(players=3, seed=7, bots=2)`` (the last 2 seats are bots).

    ``bots``: how many seats (the last ones) bots play, or the list of their seats; ``bot``: "greedy" or
    "random".  ``options`` go to the game (``heroes``, ``familiars``, ``quests``) except the widget's
    ``presenter``, ``interactive``, ``view_name``, ``viewer``, ``autosave``, ``max_buttons``, ``tools``.
    """
    from .game import Floe

    widget_keys = {"presenter", "interactive", "autosave", "max_buttons", "tools", "view_name", "viewer", "bot_pace"}
    widget_options = {k: options.pop(k) for k in list(options) if k in widget_keys}
    game = Floe(players=players, seed=seed, **options)
    seats = list(range(players - bots, players)) if isinstance(bots, int) else list(bots)
    return FloeWidget(game, bots={s: bot_for(bot, seed + s) for s in seats}, **widget_options)


__all__ = ["FloeWidget", "bot_for", "play"]
