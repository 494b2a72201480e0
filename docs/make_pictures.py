"""Draw each game's main board view from a seeded position into docs/images/ (the pictures the README
and the game docs show).  Run from the repository root after a change to a view:

    python docs/make_pictures.py

Each position is a new game played by a seeded random bot for a fixed number of actions, so the same
code always draws the same pictures."""

from __future__ import annotations

import io
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from floe_widgets import rendering  # noqa: E402
from floe_widgets.core import RandomBot  # noqa: E402

IMAGES = ROOT / "docs" / "images"


def _floe() -> Any:
    from floe_widgets.games.floe import Floe

    return Floe(players=4, seed=3)


def _floe_2024() -> Any:
    from floe_widgets.games.floe_2024.game import Floe2024

    return Floe2024(players=4, seed=3)


def _ice_and_idols() -> Any:
    from floe_widgets.games.ice_and_idols.game import IceAndIdols

    return IceAndIdols(players=4, seed=3)


def _frosthaven() -> Any:
    from floe_widgets.games.frosthaven.scenario.game import Frosthaven

    return Frosthaven(players=2, seed=3)


#: picture file -> (a new game, seeded random actions played before drawing, the view's options)
PICTURES: dict[str, tuple[Callable[[], Any], int, dict[str, Any]]] = {
    "floe_table.png": (_floe, 60, {"view": "all"}),
    "floe_world.png": (_floe, 60, {"view": "world"}),
    "floe_2024_table.png": (_floe_2024, 60, {}),
    "ice_and_idols_board.png": (_ice_and_idols, 12, {}),
    "frosthaven_scenario.png": (_frosthaven, 6, {}),
}


def position(make: Callable[[], Any], actions: int, seed: int = 3) -> Any:
    game = make()
    bot = RandomBot(seed)
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(bot.choose(game))
    return game


def draw(name: str) -> Path:
    make, actions, options = PICTURES[name]
    game = position(make, actions)
    png = rendering.png_bytes(game, **options)
    out = IMAGES / name
    buf = io.BytesIO()
    Image.open(io.BytesIO(png)).save(buf, format="png", optimize=True)   # stored, so packed tightly
    out.write_bytes(buf.getvalue())
    return out


def main() -> None:
    IMAGES.mkdir(parents=True, exist_ok=True)
    for name in sys.argv[1:] or PICTURES:
        print(draw(name).relative_to(ROOT))


if __name__ == "__main__":
    main()
