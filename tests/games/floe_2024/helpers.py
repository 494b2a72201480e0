"""Positions for Floe 2024 tests: a new game, edited by hand, then played through the public API."""

from __future__ import annotations

import pytest

from floe_widgets import games
from floe_widgets.core import IllegalAction
from floe_widgets.games.floe_2024.actions import Choose
from floe_widgets.games.floe_2024.game import Floe2024


def new(players: int = 2, seed: int = 1, **options) -> Floe2024:
    return games.new("floe-2024", players=players, seed=seed, **options)


def edit(game: Floe2024, change) -> Floe2024:
    """Change the position by hand (``change(state)``) and start from it."""
    state = game.state
    change(state)
    game.set_position(state)
    return game


def me(game: Floe2024):
    return game.state.players[game.state.current]


def refused(game: Floe2024, action, rule: str) -> None:
    """The action is refused for ``rule`` and nothing changes."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.rule_id == rule, info.value
    assert game.to_json() == before


def choose(game: Floe2024, start: str) -> list:
    """Answer the pending choice with the option that starts with ``start``."""
    options = game.state.pending[-1].options
    match = [o for o in options if o.startswith(start)]
    assert match, f"no option starts with {start!r}: {options}"
    return game.apply(Choose(match[0]))


def pending(game: Floe2024) -> str | None:
    return game.state.pending[-1].kind if game.state.pending else None


def cited(events) -> set[str]:
    return {r for e in events for r in e.rules}


def ctx(game: Floe2024):
    """A rule context on the game's own state (for calling a chapter's functions as the game does)."""
    from floe_widgets.games.floe_2024.context import Ctx

    return Ctx(game.state, game.chance, game.options)


def on_map(game: Floe2024, iceberg: str = "floe.I0") -> Floe2024:
    """The current player starts a Map turn standing on ``iceberg``."""
    from floe_widgets.games.floe_2024.actions import StartMapTurn

    game.apply(StartMapTurn())
    return edit(game, lambda s: setattr(s.players[s.current], "location", iceberg))


def said(events) -> list[tuple[str, tuple[str, ...]]]:
    """Each event as an English reader reads it, with the rules it cites.  Checks on the way that the
    event is written in Japanese (the edition's language) from the catalogue and cites rules of the
    rulebook (or of the kit, CORE-...)."""
    from floe_widgets.i18n import catalogue

    known = rule_ids()
    out = []
    for e in events:
        assert e.text.id in catalogue("ja") and str(e.text) == e.text.said_in("ja"), e
        assert all(r in known or r.startswith("CORE-") for r in e.rules), e.rules
        out.append((e.text.said_in("en"), e.rules))
    return out


def texts(events) -> list[str]:
    return [text for text, _ in said(events)]


def refusal(game: Floe2024, action) -> tuple[str, str]:
    """The rule and the English sentence of a refusal (which must leave the game unchanged and be
    written in Japanese from the catalogue, citing a rule of the rulebook)."""
    from floe_widgets.i18n import catalogue

    rule, sentence = game.why_not(action)
    refused(game, action, rule)
    assert sentence.id in catalogue("ja") and str(sentence) == sentence.said_in("ja"), sentence
    assert rule in rule_ids() | {"CORE-NOT-LEGAL"}, rule
    return rule, sentence.said_in("en")


def rule_ids() -> set[str]:
    return {r.id for r in Floe2024.rules()}


def offered(game: Floe2024) -> list[str]:
    """The options of the pending choice as an English reader reads them (each option, as the action
    names it, is the Japanese form of the same words)."""
    from floe_widgets.games.floe_2024.bilingual import from_data

    top = game.state.pending[-1]
    words = [from_data(d) for d in top.said]
    assert [w.said_in("ja") for w in words] == top.options
    return [w.said_in("en") for w in words]
