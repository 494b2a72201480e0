"""What the monster AI reads and answers: the figures and the ability card of a turn, and the plan
(options for the party, the explanation trace)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from floe_widgets.games.frosthaven.ai.wording import Sentence
from floe_widgets.games.frosthaven.map.geometry import Area
from floe_widgets.games.frosthaven.map.hexmap import Hex
from floe_widgets.games.frosthaven.map.mover import NORMAL
from floe_widgets.i18n import message, text


@dataclass(frozen=True)
class Figure:
    """A figure on the map as the AI sees it.

    ``team``: ``"characters"`` (characters, their summons and allies) or ``"monsters"``.
    ``kind``: ``character``, ``summon``, ``monster``, ``ally`` or ``objective``.
    ``initiative``: this round's initiative (characters; optional for others: 99 when missing).
    ``summoner``: for summons, the id of the character (a summon acts just before it, FH-FOCUS-8).
    ``conditions``: lower-case names (``invisible``, ``stun``, ``disarm``, ``immobilize``,
    ``muddle``, ``strengthen``, ...).
    ``order``: the figure's place in this round's complete order, which breaks ties of initiative
    (FH-FOCUS-8: character before monster set, the party's order of tied sets, elites before normals);
    0 for every figure when no order is known, so that equal initiatives stay tied (FH-GEN-1)."""

    id: str
    team: str
    hex: Hex
    kind: str = "character"
    initiative: float | None = None
    summoner: str | None = None
    conditions: frozenset = frozenset()
    rank: str = "normal"
    order: int = 0

    def has(self, *names: str) -> bool:
        return not self.conditions.isdisjoint(names)


@dataclass(frozen=True)
class Ability:
    """The active figure's ability card this turn, as far as focus and movement care.

    ``move``: movement points (0 = no move ability).  ``attack``: the card has an attack.
    ``range``: 0 (or 1) = melee, else the ranged attack's range.  ``targets``: Target N.
    ``aoe``: an :class:`Area` or None.  ``movement``: normal / jump / flying / teleport.
    ``muddled``: the monster is muddled this turn (also read from its conditions).
    ``moves_later``: the card prints a move after this attack (planned when the figure reaches it,
    FH-MMOVE-2); it only changes what the trace says."""

    move: int = 0
    attack: bool = True
    range: int = 0
    targets: int = 1
    aoe: Area | None = None
    movement: str = NORMAL
    muddled: bool = False
    moves_later: bool = False


class Step:
    """One sentence of the explanation trace (a :class:`Message`: said in the reader's language, ending with
    a full stop) and the rule ids it applies.  Given as a :class:`.wording.Sentence`, or as a recipe (a
    function of no arguments returning the sentence), it is written when ``text`` is first read: a solve
    whose trace nobody reads writes no text and, with a recipe, builds no sentence either."""

    __slots__ = ("_text", "_said", "rules")

    def __init__(self, text: str | Sentence | Callable[[], str | Sentence], rules: tuple[str, ...] = ()) -> None:
        self._text, self._said, self.rules = text, None, rules

    @property
    def text(self) -> str:
        if self._said is None:
            said = self._text
            if callable(said):
                said = said()
            if isinstance(said, Sentence):
                said = said.written()
            self._said = message("{sentence}.", sentence=said)
        return self._said

    def __str__(self) -> str:
        said = text(self.text)
        return f"{said} ({', '.join(self.rules)})" if self.rules else said

    def __repr__(self) -> str:
        return f"Step(text={self.text!r}, rules={self.rules!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Step) and (self.text, self.rules) == (other.text, other.rules)

    def __hash__(self) -> int:
        return hash((self.text, self.rules))


@dataclass(frozen=True, init=False)
class Option:
    """One choice left to the party: focus, path (start first, slides included), destination,
    attacked ids (focus first), the red hexes of the area placement, which attacks have
    disadvantage, and the hexes stepped into (``steps``; slides come by themselves)."""

    focus: str | None
    path: tuple[Hex, ...]
    destination: Hex
    attacks: tuple[str, ...] = ()
    aoe_hexes: tuple[Hex, ...] = ()
    disadvantaged: tuple[str, ...] = ()
    steps: tuple[Hex, ...] = ()

    def __init__(self, focus: str | None, path: tuple[Hex, ...], destination: Hex, attacks: tuple[str, ...] = (),
                 aoe_hexes: tuple[Hex, ...] = (), disadvantaged: tuple[str, ...] = (),
                 steps: tuple[Hex, ...] = ()) -> None:
        d = self.__dict__   # as in .map.mover.Mover.__init__
        d["focus"], d["path"], d["destination"], d["attacks"] = focus, path, destination, attacks
        d["aoe_hexes"], d["disadvantaged"], d["steps"] = aoe_hexes, disadvantaged, steps


@dataclass
class FocusResult:
    focus: list[str]
    keys: Mapping[str, tuple]            # enemy id -> (neg, mp, range, initiative position)
    best_hexes: dict[str, list[Hex]]      # enemy id -> its cheapest attack hexes
    trace: list[Step] = field(default_factory=list)


@dataclass
class TurnPlan:
    focus: list[str]
    options: list[Option]
    trace: list[Step]

    @property
    def explanation(self) -> list[str]:
        return [str(s) for s in self.trace]


def figures_from(records: Iterable[dict]) -> list[Figure]:
    """Build figures from plain dicts with the fh-situation/1 figure keys."""
    out = []
    for r in records:
        out.append(Figure(id=r["id"], team=r["team"], hex=tuple(r["hex"]), kind=r.get("kind", "character"),
                          initiative=r.get("initiative"), summoner=r.get("summoner"),
                          conditions=frozenset(r.get("conditions", ())), rank=r.get("rank", "normal")))
    return out
