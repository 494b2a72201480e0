"""A three-minute lesson on Penguin Dash (the kit's demo game): shows what a lesson looks like."""

from __future__ import annotations

from floe_widgets.widgets.demo import Hop, PenguinDash, Slide

from .lesson import Lesson, Quiz, Step


def _start() -> PenguinDash:
    game = PenguinDash(players=2, seed=3)
    game.chance.fix("slide-die", "4")  # the same story for everyone: the slide die will show 4
    return game


def dash_lesson() -> Lesson:
    return Lesson(
        "Penguin Dash: a lesson in three moves",
        [
            Step("Two penguins race to floe 10. You are the **blue** penguin.\n\n"
                 "**Hop two floes ahead**: click the button, or the yellow floe 2 on the board.",
                 _start, expect=Hop(2), title="Hop",
                 hints=["A hop takes you one or two floes ahead.", "Choose 'Hop to floe 2'."],
                 explanation="Hops are safe and short: one or two floes.", rules=("DASH-HOP", "DASH-TURN")),
            Step("Now you play the **red** penguin. Instead of hopping, **slide**: the die decides how far.",
                 expect=Slide(), title="Slide", hints=["Press 'Slide'."],
                 explanation="The slide die showed 4, so red glides from floe 0 to floe 4.", rules=("DASH-SLIDE",)),
            Quiz("Blue is on floe 2. Which floes can blue **hop** to?", ["Floe 3 or 4", "Floes 3 to 6", "Floe 10"], 0,
                 explanation="A hop is one or two floes; only a slide can go further.", rules=("DASH-HOP",)),
        ],
        recap="- A turn is one **hop** (1 or 2 floes) or one **slide** (roll 1-4).\n"
              "- The first penguin on floe 10 wins.",
    )
