"""What the table shows beside the board: the game's one-line summary (seats from 1) and each answer of a
pending choice named in the reader's language."""

from __future__ import annotations

from floe_widgets.games.floe_2024.actions import Choose, StartMapTurn, Strike

from .helpers import edit, new, offered, pending
from .test_cave import fight


def test_the_summary_names_the_round_and_the_seat_to_play_from_one() -> None:
    g = new(3)
    assert g.describe().said_in("en") == ("Floe (2024), 3 players, round 1, seat 1 to play (incomplete source: "
                                          "readings fill the gaps, FLOEJA-MISSING-1).")
    edit(g, lambda s: [setattr(s, "current", 2), setattr(s, "round", 4)])
    assert g.describe().said_in("en").startswith("Floe (2024), 3 players, round 4, seat 3 to play (")
    assert g.describe().said_in("ja").startswith("フロー 2024年版、3人、ラウンド 4、席 3 の手番(")


def test_each_answer_of_a_choice_is_named_in_the_readers_language() -> None:
    g = fight(["lantern", "lantern"], monster="m-g4", monster_die=1, warmth=2)
    g.apply(Strike(0))
    assert pending(g) == "healing"
    answers = [a for a in g.legal_actions() if isinstance(a, Choose)]
    assert [g.action_to_string(a).said_in("en") for a in answers] == [f"Choose: {o}" for o in offered(g)]
    assert [g.action_to_string(a).said_in("ja") for a in answers] == [a.describe() for a in answers]
    assert g.action_to_string(StartMapTurn()) == StartMapTurn().describe()


def test_the_table_names_seats_as_the_board_does() -> None:
    """The board says 座席1 (Seat 1); the table's status and scores said the kit's "P1"."""
    from floe_widgets import games
    from floe_widgets.i18n import speaking
    from floe_widgets.widgets import GameWidget

    game = games.new("floe-2024", players=2, seed=1)
    assert GameWidget(game).status.value.startswith("Seat 1 to play.")
    with speaking("ja"):
        status = GameWidget(game).status.value
    assert status.startswith("座席1 の手番です。") and "座席2: 0" in status and "P1" not in status
