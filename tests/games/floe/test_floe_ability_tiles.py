"""The Hero and Familiar ability tiles: flipped and slid up by Merits, each once."""

from __future__ import annotations

import pytest
from floe_kit import game

from floe_widgets.games.floe import data
from floe_widgets.games.floe.effects import resolve
from floe_widgets.games.floe.state import Queued


def gain(g, effect: str, seat: int = 0):
    g.state.queue.append(Queued(seat, effect))
    return resolve(g.state, g.chance)


def cited(events, rule: str) -> list:
    return [e for e in events if rule in e.rules]


@pytest.mark.rule("FLOE-FAMILIAR-FULL-1")
def test_the_familiar_tile_slides_up_once_for_one_victory_point() -> None:
    g = game()
    p = g.state.players[0]
    needed = data.boards()[p.board]["familiar_full"]
    last, *others = needed
    for merit in others:
        p.merits[merit] = needed[merit]
    p.merits[last] = needed[last] - 1
    p.familiar_flipped = p.hero_flipped = True
    vp = p.vp
    slid = cited(gain(g, f"merit:{last}:1"), "FLOE-FAMILIAR-FULL-1")
    assert len(slid) == 1 and slid[0].player == 0 and slid[0].kind == "upgrade"
    assert p.familiar_slid and p.vp == vp + 1
    other = next(m for m in p.merits if m not in needed)
    assert not cited(gain(g, f"merit:{other}:1"), "FLOE-FAMILIAR-FULL-1")
    assert p.vp == vp + 1
