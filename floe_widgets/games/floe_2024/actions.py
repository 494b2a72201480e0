"""Every action of Floe 2024.  ``describe()`` is what a person reads: Japanese, no internal ids.

Groups: "turn" (choose the turn), "move", "hero" (hero actions), "familiar", "free" (free actions at any
time of your turn), "battle", "choice" (a pending choice)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from floe_widgets.core import Action

from .data import ja, name, place_name

POSITION_JA = {"top-left": "左上", "top-centre": "中央上", "top-right": "右上", "bottom-left": "左下",
               "bottom-centre": "中央下", "bottom-right": "右下"}


@dataclass(frozen=True)
class VisitVillage(Action):
    """A Village turn: put the hero on a village action space (FLOEJA-VIL-PLACE-1)."""

    kind: ClassVar[str] = "visit-village"
    group: ClassVar[str] = "turn"
    space: str = "healing"

    def describe(self) -> str:
        return f"村ターン: {ja(self.space)}"


@dataclass(frozen=True)
class StartMapTurn(Action):
    kind: ClassVar[str] = "start-map-turn"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return "マップターン"


@dataclass(frozen=True)
class Hike(Action):
    kind: ClassVar[str] = "hike"
    group: ClassVar[str] = "move"
    to: str = ""

    def describe(self) -> str:
        return f"浅瀬を渡る: {place_name(self.to)}へ"


@dataclass(frozen=True)
class Summon(Action):
    kind: ClassVar[str] = "summon"
    group: ClassVar[str] = "move"
    ship: int = 0
    dock: str = ""

    def describe(self) -> str:
        return f"船{self.ship + 1}を{place_name(self.dock)}に召喚"


@dataclass(frozen=True)
class Sail(Action):
    kind: ClassVar[str] = "sail"
    group: ClassVar[str] = "move"
    ship: int = 0
    dock: str = ""

    def describe(self) -> str:
        return f"船{self.ship + 1}で{place_name(self.dock)}へ航海"


@dataclass(frozen=True)
class Explore(Action):
    kind: ClassVar[str] = "explore"
    group: ClassVar[str] = "hero"
    place: str = ""
    index: int = 0

    def describe(self) -> str:
        return f"探検: {place_name(self.place)}のトークン{self.index + 1}"


@dataclass(frozen=True)
class VisitLandmark(Action):
    kind: ClassVar[str] = "visit-landmark"
    group: ClassVar[str] = "hero"

    def describe(self) -> str:
        return "ランドマークを訪ねる"


@dataclass(frozen=True)
class TakeEncounter(Action):
    kind: ClassVar[str] = "take-encounter"
    group: ClassVar[str] = "hero"

    def describe(self) -> str:
        return "遭遇をする"


@dataclass(frozen=True)
class Discover(Action):
    kind: ClassVar[str] = "discover"
    group: ClassVar[str] = "hero"
    position: str = ""
    pay: str = "maps"        # "merit" (symbols + 1 map) or "maps" (2 maps, type B only)

    def describe(self) -> str:
        how = "美点とマップ1枚" if self.pay == "merit" else "マップ2枚"
        return f"領域を発見 ({POSITION_JA.get(self.position, self.position)}, {how})"


@dataclass(frozen=True)
class EnterCave(Action):
    kind: ClassVar[str] = "enter-cave"
    group: ClassVar[str] = "hero"

    def describe(self) -> str:
        return "洞窟に潜る"


@dataclass(frozen=True)
class FamiliarRow(Action):
    kind: ClassVar[str] = "familiar-row"
    group: ClassVar[str] = "familiar"
    row: str = "top"

    def describe(self) -> str:
        return f"使い魔: 建物の{ja(self.row)}を起動"


@dataclass(frozen=True)
class FamiliarShallows(Action):
    kind: ClassVar[str] = "familiar-shallows"
    group: ClassVar[str] = "familiar"
    slot: str = ""

    def describe(self) -> str:
        return f"使い魔: {place_name(self.slot)}に置く"


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end-turn"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return "ターン終了"


@dataclass(frozen=True)
class Choose(Action):
    """Answer the pending choice with one of its options (the option text is what the player reads)."""

    kind: ClassVar[str] = "choose"
    group: ClassVar[str] = "choice"
    option: str = ""

    def describe(self) -> str:
        return f"選択: {self.option}"


@dataclass(frozen=True)
class Convert(Action):
    """2 Bubbles -> 1 resource, or 4 Bubbles -> 1 Crystal (FLOEJA-RES-CONVERT-1)."""

    kind: ClassVar[str] = "convert"
    group: ClassVar[str] = "free"
    to: str = "crystal"

    def describe(self) -> str:
        cost = 4 if self.to == "crystal" else 2
        return f"バブル{cost}を{ja(self.to)}1に変換"


@dataclass(frozen=True)
class UseItem(Action):
    kind: ClassVar[str] = "use-item"
    group: ClassVar[str] = "free"
    item: str = ""

    def describe(self) -> str:
        return f"アイテムを使う: {name(self.item)}"


@dataclass(frozen=True)
class UseCrate(Action):
    kind: ClassVar[str] = "use-crate"
    group: ClassVar[str] = "free"
    crate: int = 0
    resource: str = ""

    def describe(self) -> str:
        return f"木箱{self.crate + 1}を開ける: {ja(self.resource)}"


@dataclass(frozen=True)
class OpenTreasure(Action):
    kind: ClassVar[str] = "open-treasure"
    group: ClassVar[str] = "free"

    def describe(self) -> str:
        return "宝箱と鍵で宝物カードを引く"


@dataclass(frozen=True)
class UseTreasure(Action):
    kind: ClassVar[str] = "use-treasure"
    group: ClassVar[str] = "free"
    card: str = ""
    option: int = 0

    def describe(self) -> str:
        return f"宝物を使う: {name(self.card)} (利益{self.option + 1})"


@dataclass(frozen=True)
class BuildShrine(Action):
    """Put an unlocked Floe Stone in a shrine; shrine "" is a shrine made of 4 map tokens."""

    kind: ClassVar[str] = "build-shrine"
    group: ClassVar[str] = "free"
    track: str = ""
    shrine: str = ""

    def describe(self) -> str:
        where = place_name(self.shrine) if self.shrine else "マップトークン4枚の祠"
        return f"フローの祠を建てる: {ja(self.track)}のフローストーンを{where}へ"


@dataclass(frozen=True)
class ClaimEncounter(Action):
    kind: ClassVar[str] = "claim-encounter"
    group: ClassVar[str] = "free"
    deck: str = "ice"

    def describe(self) -> str:
        return f"{ja(self.deck)}の遭遇カードの二次利益を得る"


@dataclass(frozen=True)
class Reroll(Action):
    kind: ClassVar[str] = "reroll"
    group: ClassVar[str] = "battle"
    dice: tuple[int, ...] = ()

    def describe(self) -> str:
        return f"リロール: ダイス{'・'.join(str(d + 1) for d in self.dice)}"


@dataclass(frozen=True)
class UsePotion(Action):
    kind: ClassVar[str] = "use-potion"
    group: ClassVar[str] = "battle"
    icon: str = "sword"

    def describe(self) -> str:
        return f"ポーションを使う: {ja(self.icon)}"


@dataclass(frozen=True)
class FamiliarHelp(Action):
    kind: ClassVar[str] = "familiar-help"
    group: ClassVar[str] = "battle"
    icon: str = "sword"

    def describe(self) -> str:
        return f"使い魔の能力: {ja(self.icon)}を追加"


@dataclass(frozen=True)
class ItemDie(Action):
    kind: ClassVar[str] = "item-die"
    group: ClassVar[str] = "battle"
    item: str = ""
    die: int = 0

    def describe(self) -> str:
        return f"ダイス{self.die + 1}を{name(self.item)}に置く"


@dataclass(frozen=True)
class CastSpell(Action):
    """heal, insight (target die), artifice (icon), floestorm."""

    kind: ClassVar[str] = "cast-spell"
    group: ClassVar[str] = "battle"
    spell: str = "heal"
    target: int = 0
    icon: str = ""

    def describe(self) -> str:
        names = {"heal": "回復呪文", "insight": "洞察の呪文", "artifice": "技巧呪文", "floestorm": "フローストーム呪文"}
        extra = {"insight": f" (ダイス{self.target + 1})", "artifice": f" ({ja(self.icon)})"}.get(self.spell, "")
        return f"{names.get(self.spell, self.spell)}{extra}"


@dataclass(frozen=True)
class Strike(Action):
    """Resolve the next battle step; in the roll step, say how many Critical hits go to the Arrows."""

    kind: ClassVar[str] = "strike"
    group: ClassVar[str] = "battle"
    crits_on_arrows: int = 0

    def describe(self) -> str:
        if self.crits_on_arrows:
            return f"攻撃 (クリティカルヒット{self.crits_on_arrows}を矢に)"
        return "攻撃"


ACTION_TYPES: tuple[type[Action], ...] = (
    VisitVillage, StartMapTurn, Hike, Summon, Sail, Explore, VisitLandmark, TakeEncounter, Discover, EnterCave,
    FamiliarRow, FamiliarShallows, EndTurn, Choose, Convert, UseItem, UseCrate, OpenTreasure, UseTreasure,
    BuildShrine, ClaimEncounter, Reroll, UsePotion, FamiliarHelp, ItemDie, CastSpell, Strike)
