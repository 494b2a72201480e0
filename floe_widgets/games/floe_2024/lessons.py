"""Four guided lessons for Floe (2024), in Japanese, as data (``Lesson`` / ``Step`` / ``Quiz`` of the tutor kit).

Each lesson replays the source's own worked examples (FLOEJA-EXAMPLE-*) on a live board.  A position is
a new game on the lessons' seed, edited by hand (warmth, resources, tokens, villagers, a monster in a
room) and loaded with ``game.set_position``; a step that starts inside a turn plays the turn's opening
actions for real and then clears the history, so **Reset step** and undo stop there.  The battle's dice
are fixed with ``game.chance.fix("hero-die", ...)`` / ``("monster-die", ...)`` so the story is the
source's, number for number, for everyone.

You are seat 1 (red).  ``lesson_01()`` .. ``lesson_04()`` build the lessons; ``LESSONS`` lists them;
``show(n)`` returns a LessonWidget for notebooks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from floe_widgets.tutor import Lesson, Quiz, Step
from floe_widgets.tutor.diagnosis import Mistake
from floe_widgets.widgets import GameWidget

from .actions import (
    Choose,
    Convert,
    EndTurn,
    EnterCave,
    Explore,
    FamiliarRow,
    FamiliarShallows,
    Hike,
    Sail,
    StartMapTurn,
    Strike,
    UsePotion,
    VisitVillage,
)
from .game import Floe2024
from .state import Floe2024State, Player

SEED = 1
ME = 0

INTRO = (
    "**フロー (2024年版)** は、凍った群島を旅するヒーローたちのゲームです。氷山や海で資源を集め、村で力を蓄え、"
    "洞窟のモンスターを倒して**勝利ポイント**を稼ぎます。だれかが勝利ポイント6に届いたらその手番のラウンドと"
    "もう1ラウンドを遊んで終わり、いちばん多く持っている人の勝ちです。"
)


#: the titles of the action groups on a lesson board (the learner reads Japanese everywhere)
GROUP_TITLES = {"turn": "手番", "move": "移動", "hero": "ヒーローアクション", "familiar": "使い魔",
                "free": "いつでもできる行動", "battle": "戦い", "choice": "選択"}


class LessonBoard(GameWidget):
    """The lessons' board: the kit's GameWidget with the action groups titled in Japanese."""

    def extra_panels(self) -> list[Any]:
        self.controls.group_titles = dict(GROUP_TITLES)
        return super().extra_panels()


# -- building positions with the engine ------------------------------------------------------------------

def position(edit: Callable[[Floe2024State], Any] | None = None, *, players: int = 2,
             before: Sequence[Any] = (), dice: Sequence[str] = (), monster_die: int | None = None) -> Floe2024:
    """A lesson position: a new game, ``edit`` applied to its state, ``before`` played (then forgotten).

    ``dice`` / ``monster_die`` fix the next hero dice and the monster die (the battle lesson).
    """
    game = Floe2024(players=players, seed=SEED)
    if edit is not None:
        state = game.state
        edit(state)
        game.set_position(state)
    for action in before:
        game.apply(action)
    if before:
        game.set_position(game.state)
    if dice:
        game.chance.fix("hero-die", *dice)
    if monster_die is not None:
        game.chance.fix("monster-die", monster_die)
    return game


def me(game: Floe2024) -> Player:
    return game.state.players[ME]


def set_player(**fields: Any) -> Callable[[Floe2024State], None]:
    def change(state: Floe2024State) -> None:
        for key, value in fields.items():
            setattr(state.players[ME], key, value)
    return change


def all_of(*changes: Callable[[Floe2024State], Any]) -> Callable[[Floe2024State], None]:
    def change(state: Floe2024State) -> None:
        for one in changes:
            one(state)
    return change


def map_position(iceberg: str, *changes: Callable[[Floe2024State], Any], players: int = 2,
                  dice: Sequence[str] = (), monster_die: int | None = None) -> Floe2024:
    """A Map turn already started, the hero standing on ``iceberg``."""
    game = position(all_of(*changes), players=players, before=(StartMapTurn(),))
    state = game.state
    state.players[ME].location = iceberg
    game.set_position(state)
    if dice:
        game.chance.fix("hero-die", *dice)
    if monster_die is not None:
        game.chance.fix("monster-die", monster_die)
    return game


def _familiar_done(game: Floe2024) -> bool:
    """The familiar has acted this turn and what it brought is chosen."""
    return game.state.familiar_acted and not game.state.pending


def quiz(question: str, options: Sequence[tuple[str, str]], correct: int, rules: tuple[str, ...]) -> Quiz:
    """A quiz whose every option carries its reason: the explanation lists them all."""
    reasons = "\n".join(f"- {'○' if i == correct else '×'} **{text}**: {why}"
                        for i, (text, why) in enumerate(options))
    return Quiz(question, [text for text, _ in options], correct, explanation=reasons, rules=rules,
                reasons=[why for _, why in options])


# -- lesson 1: what the game is, setup, resources --------------------------------------------------------

def _resources_start(state: Floe2024State) -> None:
    """FLOEJA-EXAMPLE-1: the Pearl stone already two spaces up; Kelp full; 3 Bubbles for example 2."""
    p = state.players[ME]
    p.stones.update(pearl=4)
    p.res.update(kelp=1, bubble=3)
    state.tokens["floe.I0"] = ["pearl:2"]


def lesson_01() -> Lesson:
    steps: list[Step | Quiz] = [
        Step(
            title="最初の一手",
            narration=(
                "あなたは**座席1 (赤)** のヒーローです。手番ごとに、次の2つから1つを選びます。\n\n"
                "- **村ターン**: ヒーローを村のアクションスペースに置いて、その効果を使う\n"
                "- **マップターン**: 氷山や海を移動して、ヒーローアクションを1つ行う\n\n"
                "ヒーローはまだ村にいます。**「マップターン」を押して始めましょう。**"
            ),
            position=position,
            expect=StartMapTurn(),
            hints=["ボタンは3つ: 村の2つのスペースと「マップターン」です。",
                   "「マップターン」を押します。"],
            explanation=(
                "村から出発するヒーローは、無料で**本島**の氷山 (本島の氷山1) に立ちます。本島の桟橋には"
                "セットアップで船が2隻待っています。"
            ),
            rules=("FLOEJA-TURN-CHOICE-1", "FLOEJA-MOVE-VILLAGE-1", "FLOEJA-SETUP-MAP-2"),
        ),
        Step(
            title="探検トークンを取る",
            narration=(
                "セットアップで、最初の2枚のマップボードの氷山と海には**探検トークン**が1枚ずつ表向きに置かれました。"
                "移動のあとの**ヒーローアクション**で、自分の氷山のトークンを1枚取れます "
                "(これを「探検」と呼びます)。\n\n"
                "足元の本島の氷山1には**キノコ1**のトークンがあります。**探検して取りましょう。**"
            ),
            expect=Explore("floe.I0", 0),
            hints=["移動はしなくてかまいません。「探検: …」のボタンを探しましょう。",
                   "「探検: 本島の氷山1のトークン1」を押します。"],
            explanation="キノコのマーカーが1マス上がりました。ヒーローアクションはマップターンに1回だけです。",
            rules=("FLOEJA-SETUP-MAP-1", "FLOEJA-HACT-CHOICE-1", "FLOEJA-TOKEN-RES-1", "FLOEJA-RES-TRACKS-1"),
        ),
        Step(
            title="資源のあふれ (例)",
            narration=(
                "資源トラックのマスは下から0・1・2・3・4。**フローストーン**のマスにマーカーは入れません。"
                "ストーンは最初スペース2にあるので持てるのは1個、スペース3なら2個、スペース4なら3個です。"
                "入りきらない資源は1個ずつ**バブル**になります。\n\n"
                "この場面では真珠のストーンがスペース4 (いちばん上) にあり、海藻はもう満杯 (1個)、バブルは3個です。"
                "足元には**真珠2**のトークン。**探検して真珠を取りましょう。**"
            ),
            position=partial(map_position, "floe.I0", _resources_start),
            expect=Explore("floe.I0", 0),
            hints=["真珠のストーンはスペース4なので、真珠は3個まで入ります。",
                   "「探検: 本島の氷山1のトークン1」を押します。"],
            explanation="真珠が2マス上がって2になりました。まだストーンの下なので、あふれはありません。",
            rules=("FLOEJA-EXAMPLE-1", "FLOEJA-FLOE-CAPACITY-1", "FLOEJA-RES-OVERFLOW-1"),
        ),
        Step(
            title="使い魔も集める",
            narration=(
                "ヒーローアクションのあと、**使い魔**を1回使えます。暖1を払って、ヒーローの氷山に隣り合う浅瀬の"
                "スポットに置き、そこに触れている氷山か海のトークン1枚、またはスポットに描かれた特典を取ります。\n\n"
                "**本島の浅瀬2のスロット2**に使い魔を置き、スポットの特典**海藻1**を取りましょう。"
                "海藻はもう満杯です。どうなるでしょう?"
            ),
            expect=[FamiliarShallows("floe.h1#1"), Choose("スポットの特典: 海藻1")],
            check=_familiar_done,
            solution=[FamiliarShallows("floe.h1#1"), Choose("スポットの特典: 海藻1")],
            hints=["使い魔のボタンは「使い魔: …に置く」です。置いたあと、取るものを選びます。",
                   "「使い魔: 本島の浅瀬2のスロット2に置く」、次に「スポットの特典: 海藻1」。"],
            explanation=(
                "海藻のマーカーはストーンの真下で動けないので、代わりに**バブル+1** (3 → 4)。"
                "これがルールブックの例と同じ流れです: 真珠2は上がり、満杯の海藻1はバブル1に変わりました。"
            ),
            rules=("FLOEJA-EXAMPLE-1", "FLOEJA-FAM-ICE-1", "FLOEJA-FAM-ICE-2", "FLOEJA-RES-OVERFLOW-1"),
        ),
        Step(
            title="バブルを交換する (例)",
            narration=(
                "自分の手番ならいつでも、**バブル2で好きな資源1個**、または**バブル4でクリスタル1個**に交換できます。"
                "バブルは4個あります。キノコ1と木1にするか、クリスタル1にするか、ルールブックの例と同じ選択です。\n\n"
                "**バブル4をクリスタル1に交換しましょう** (キノコと木を選んでもかまいません)。"
            ),
            expect=[Convert("crystal"), Convert("mushroom"), Convert("wood")],
            check=lambda g: me(g).res["bubble"] == 0,
            solution=[Convert("crystal")],
            hints=["交換のボタンは「バブル…を…に変換」です。手番中いつでも使えます。",
                   "「バブル4をクリスタル1に変換」を押します。"],
            explanation="バブル4 → 0。クリスタルは村のアカデミーで使う通貨です。交換は何回でもできます。",
            rules=("FLOEJA-EXAMPLE-2", "FLOEJA-RES-CONVERT-1"),
        ),
        Step(
            title="ターンを終える",
            narration="ヒーローアクションも使い魔も使いました。**ターンを終えましょう。**",
            expect=EndTurn(),
            hints=["「ターン終了」を押します。"],
            explanation="手番は時計回りに座席2へ移ります。",
            rules=("FLOEJA-TURN-FAMILIAR-1", "FLOEJA-MAPTURN-STEPS-1"),
        ),
        quiz("真珠のフローストーンがスペース3にあります。真珠は何個まで持てますか?",
             [("1個", "1個はストーンが最初のスペース2にあるときです。"),
              ("2個", "マーカーはストーンのマスに入れないので、スペース2まで、つまり2個です。"),
              ("3個", "3個目のマーカーはスペース3、ストーンのマスなので入れません。")], 1,
             ("FLOEJA-FLOE-CAPACITY-1", "FLOEJA-RES-OVERFLOW-1")),
        quiz("スタートプレイヤー以外のプレイヤーは、最初に何を持っていますか?",
             [("バブル1", "後の手番の人は、バブルのマーカーを1マス上げて始めます。"),
              ("クリスタル1", "クリスタルは最初はだれも持っていません。"),
              ("何も持たない", "全員が持つポーション1のほかに、スタートプレイヤー以外はバブル1を持ちます。")], 0,
             ("FLOEJA-SETUP-PLAYER-6",)),
        quiz("バブル4で手に入るのはどれですか?",
             [("クリスタル1、または好きな資源2", "バブル4でクリスタル1、バブル2ずつで資源1です。"),
              ("クリスタル2", "クリスタル1個にバブル4が必要です。"),
              ("勝利ポイント1", "バブルで勝利ポイントは買えません。")], 0,
             ("FLOEJA-RES-CONVERT-1", "FLOEJA-EXAMPLE-2")),
    ]
    return Lesson(
        title="フロー2024 1: ゲームの目的とセットアップ",
        intro=INTRO,
        steps=steps,
        widget=LessonBoard,
        recap=("**まとめ.** 手番は村ターンかマップターン。村から出るヒーローは無料で本島へ。探検でトークンを取り、"
               "使い魔は暖1で浅瀬から集める。資源はフローストーンの下まで、あふれた分はバブルに。"
               "バブル2で資源1、バブル4でクリスタル1。"),
        follow_on=lesson_02,
    )


# -- lesson 2: a Map turn ---------------------------------------------------------------------------------

def lesson_02() -> Lesson:
    steps: list[Step | Quiz] = [
        Step(
            title="浅瀬を渡る (例)",
            narration=(
                "氷山と氷山は**浅瀬**でつながっています。浅瀬を1つ渡るごとに**暖1**を払います。暖はヒーローの体力で、"
                "今は5です。\n\nルールブックの例と同じく、浅瀬を2回渡ります。**本島の氷山2から本島の氷山4を通って"
                "本島の氷山3へ**歩きましょう。"
            ),
            position=partial(map_position, "floe.I1", set_player(warmth=5, cubes_released=1)),
            expect=[Hike("floe.I3"), Hike("floe.I2"), Hike("floe.I0")],
            check=lambda g: me(g).location == "floe.I2",
            solution=[Hike("floe.I3"), Hike("floe.I2")],
            hints=["まず「浅瀬を渡る: 本島の氷山4へ」。",
                   "次に「浅瀬を渡る: 本島の氷山3へ」。浅瀬2つで暖2です。"],
            explanation="浅瀬2つで暖5 → 3。好きなところで止まってもかまいません。",
            rules=("FLOEJA-EXAMPLE-13", "FLOEJA-MOVE-HIKE-1", "FLOEJA-WARMTH-SPEND-1"),
        ),
        Step(
            title="船で航海する (例)",
            narration=(
                "**船**は海を進みます。乗れるのは、船が自分の氷山の桟橋に泊まっているときだけです。"
                "船が入った海1つごとに暖1を払い、止まった桟橋の氷山で降ります。\n\n"
                "あなたは本島の氷山1にいて、船1がそこの桟橋にいます。暖は3です。"
                "**船1で本島の桟橋2へ航海しましょう** (海を2つ進みます)。"
            ),
            position=partial(map_position, "floe.I0", set_player(warmth=3)),
            expect=Sail(0, "floe.D1"),
            hints=["航海のボタンは「船…で…へ航海」です。",
                   "「船1で本島の桟橋2へ航海」を押します。"],
            explanation="海2つで暖3 → 1。ヒーローは桟橋の氷山 (本島の氷山4) に降りました。",
            rules=("FLOEJA-EXAMPLE-15", "FLOEJA-SAIL-BOARD-1", "FLOEJA-SAIL-COST-1", "FLOEJA-SAIL-END-1"),
        ),
        Step(
            title="海を探検する (例)",
            narration=(
                "探検では、自分の氷山のトークンか、**その氷山の桟橋に船が泊まっている海**のトークンを取れます。"
                "船1はいま本島の桟橋2にいるので、隣の**本島の海2**も探検できます。\n\n"
                "**本島の海2のトークン (海藻1) を取りましょう。**"
            ),
            expect=Explore("floe.S1", 0),
            hints=["船がいない海のトークンは取れません。",
                   "「探検: 本島の海2のトークン1」を押します。"],
            explanation="海藻+1。船が別の桟橋にいたら、海のトークンは選べず、氷山のトークンだけでした。",
            rules=("FLOEJA-EXAMPLE-16", "FLOEJA-EXPL-SOURCE-1", "FLOEJA-HACT-CHOICE-1"),
        ),
        Step(
            title="使い魔を浅瀬に (例)",
            narration=(
                "ヒーローアクションのあと、使い魔は**暖1**を払って、ヒーローの氷山に隣り合う浅瀬の空いたスポットに"
                "入ります。そこから、その浅瀬に触れる氷山か海のトークン1枚、またはスポットの特典を取ります。\n\n"
                "**本島の浅瀬3のスロット1に使い魔を置き、スポットの特典 (キノコ1) を取りましょう。**"
            ),
            expect=[FamiliarShallows("floe.h2#0"), Choose("スポットの特典: キノコ1")],
            check=_familiar_done,
            solution=[FamiliarShallows("floe.h2#0"), Choose("スポットの特典: キノコ1")],
            hints=["使い魔のボタンは「使い魔: …に置く」です。",
                   "「使い魔: 本島の浅瀬3のスロット1に置く」、次に「スポットの特典: キノコ1」。"],
            explanation="暖1 → 0、キノコ+1。トークンか特典のどちらか1つだけで、両方は取れません。",
            rules=("FLOEJA-EXAMPLE-29", "FLOEJA-FAM-ICE-1", "FLOEJA-FAM-ICE-2", "FLOEJA-FAM-ONCE-1"),
        ),
        Step(
            title="ターンを終える",
            narration="移動、ヒーローアクション、使い魔。マップターンの3つの部分が終わりました。**ターンを終えましょう。**",
            expect=EndTurn(),
            hints=["「ターン終了」を押します。"],
            explanation="暖は0でも大丈夫。次の手番で村の回復所に行けば暖を取り戻せます。",
            rules=("FLOEJA-MAPTURN-STEPS-1",),
        ),
        quiz("浅瀬を1つ歩いて渡り、そのあと船で海を2つ進みました。暖はいくつ払いますか?",
             [("暖1", "航海にも費用がかかります。"),
              ("暖2", "歩いた分を忘れています。"),
              ("暖3", "浅瀬1つで暖1、船が入った海1つごとに暖1で、合計3です。")], 2,
             ("FLOEJA-MOVE-HIKE-1", "FLOEJA-SAIL-COST-1")),
        quiz("船が別の氷山の桟橋にいます。あなたの氷山の隣の海のトークンを探検できますか?",
             [("できる", "海のトークンは、その氷山の桟橋に船が泊まっているときだけ取れます。"),
              ("できない", "船がいないので、取れるのは自分の氷山のトークンだけです。")], 1,
             ("FLOEJA-EXPL-SOURCE-1", "FLOEJA-EXAMPLE-16")),
        quiz("マップターンでヒーローアクションは何回できますか?",
             [("1回", "移動のあとにヒーローアクションを1つ、そのあと使い魔を1回です。"),
              ("訪れた氷山ごとに1回", "何か所歩いても、ヒーローアクションは1つです。"),
              ("暖がある限り", "暖は移動に使いますが、アクションの回数は増えません。")], 0,
             ("FLOEJA-MAPTURN-STEPS-1", "FLOEJA-HACT-CHOICE-1")),
    ]
    return Lesson(
        title="フロー2024 2: マップターン",
        intro="マップターンの流れ: 浅瀬を渡り、船で航海し、氷山や海を探検し、使い魔を浅瀬に送ります。",
        steps=steps,
        widget=LessonBoard,
        recap=("**まとめ.** 浅瀬1つで暖1。船は自分の氷山の桟橋にいるときだけ乗れ、入った海1つごとに暖1。"
               "探検は自分の氷山か、船の泊まった海のトークン1枚。使い魔は暖1で隣の浅瀬へ、トークンか特典を1つ。"),
        follow_on=lesson_03,
    )


# -- lesson 3: the village --------------------------------------------------------------------------------

def villagers(**counts: int) -> Callable[[Floe2024State], None]:
    def change(state: Floe2024State) -> None:
        state.villagers = {"shop": 0, "tavern": 0, "springs": 0, "workshop": 0, "academy": 0, **counts}
    return change


def _tavern_start(state: Floe2024State) -> None:
    """FLOEJA-EXAMPLE-9: one Kelp to pay, the Fisher's card rightmost in the Tavern."""
    state.players[ME].res.update(kelp=1)
    state.tavern[2] = "pt-1"


def lesson_03() -> Lesson:
    steps: list[Step | Quiz] = [
        Step(
            title="村人を配る (例)",
            narration=(
                "村ターンでは、ヒーローを村のアクションスペースに置きます。まず、そこにいる**村人1人につき暖1**を"
                "得ます。次に村人を全員持ち上げ、時計回りに次のスペースへ1人ずつ置いていきます。"
                "ただし**村人が3人いるスペースは飛ばします**。\n\n"
                "アカデミーに村人が2人、酒場に3人います。暖は1です。**アカデミーにヒーローを置きましょう。**"
            ),
            position=partial(position, all_of(villagers(academy=2, tavern=3), set_player(warmth=1))),
            expect=VisitVillage("academy"),
            hints=["村ターンのボタンは「村ターン: …」です。",
                   "「村ターン: アカデミー」を押します。"],
            explanation=(
                "暖1 → 3。村人の1人目は店へ、2人目は満員の酒場を飛ばして温泉へ。"
                "アカデミーはクリスタルで支払うので、まだ何もしません。"
            ),
            rules=("FLOEJA-EXAMPLE-6", "FLOEJA-VIL-WARMTH-1", "FLOEJA-VIL-SOW-1", "FLOEJA-VIL-PLACE-1"),
        ),
        Step(
            title="アカデミーを終える",
            narration=(
                "アカデミーでは**クリスタル**を払って、レベルアップ、ほかのスペースのアクション、1/2勝利ポイントを"
                "それぞれ1回まで選べます。いまクリスタルはありません。**アカデミーを終えましょう。**"
            ),
            expect=Choose("アカデミーを終える"),
            hints=["「選択: …」のボタンは1つだけです。", "「選択: アカデミーを終える」を押します。"],
            explanation="村人を動かして暖を得るだけでも、村ターンには意味があります。",
            rules=("FLOEJA-VIL-COST-3", "FLOEJA-ACAD-ONCE-1"),
        ),
        Step(
            title="酒場 (例)",
            narration=(
                "酒場のコストは**海藻**です。払ったあと、海藻のフローストーンが1マス上がり、暖トラックのキューブを"
                "1つ外して暖の上限が1つ増えます。それから酒場カードを1枚選び、その**贈り物**を1つもらいます。\n\n"
                "海藻は1個あります。**酒場にヒーローを置きましょう。**"
            ),
            position=partial(position, _tavern_start),
            expect=VisitVillage("tavern"),
            hints=["「村ターン: 酒場」を押します。"],
            explanation="海藻1を払い、海藻のストーンが上がり、暖の上限が4から5になりました。",
            rules=("FLOEJA-VIL-COST-2", "FLOEJA-TAVERN-CUBE-1", "FLOEJA-FLOE-ADVANCE-1"),
        ),
        Step(
            title="贈り物を選ぶ (例)",
            narration=(
                "ルールブックの例と同じく、いちばん右の酒場カード (**漁師**) の右側の贈り物、"
                "**ポーション1と暖1**をもらいましょう。"
            ),
            expect=Choose("漁師: ポーション1・暖1"),
            hints=["選択肢は6つ: カード3枚に贈り物が2つずつです。",
                   "「選択: 漁師: ポーション1・暖1」を押します。"],
            explanation=("暖4 → 5 (上限が増えたので入ります)、ポーション1 → 2。"
                         "選んだカードは山札の下へ行き、新しいカードが出ます。"),
            rules=("FLOEJA-EXAMPLE-9", "FLOEJA-TAVERN-GIFT-1"),
        ),
        Step(
            title="使い魔と建物",
            narration=(
                "村のアクションのあと、使い魔は自分の建物の**上段** (上の行) か**下段** (下の行) に入れます "
                "(暖は不要)。"
                "最初の建物の上段はレベルアップとバブル、下段はもう一度の村アクションです。\n\n"
                "**使い魔で建物の上段を起動し、レベルアップで「ヒーローダイスを1つ増やす」を選びましょう。**"
            ),
            expect=[FamiliarRow("top"), Choose("ヒーローダイスを1つ増やす")],
            check=_familiar_done,
            solution=[FamiliarRow("top"), Choose("ヒーローダイスを1つ増やす")],
            hints=["「使い魔: 建物の上段を起動」を押し、次にレベルアップの中身を選びます。"],
            explanation="バブル+1、ヒーローダイスが1つ増えました。洞窟の戦いで振るダイスが増えます。",
            rules=("FLOEJA-FAM-VIL-1", "FLOEJA-FAMVIL-PLACE-1", "FLOEJA-FAMVIL-TOP-1"),
        ),
        Step(
            title="同じ段は続けて使えない (例)",
            narration=(
                "前の手番で使い魔が**上段**を使い、今回も村ターンです (回復所で暖を回復したところ)。"
                "使い魔は、いま座っている段をもう一度使えません。\n\n**建物の下段を起動しましょう。**"
            ),
            position=partial(position, set_player(familiar_spot="top", warmth=1),
                             before=(VisitVillage("healing"), Choose("暖+2とポーション1"))),
            expect=FamiliarRow("bottom"),
            hints=["上段のボタンがないことに気づきましたか?", "「使い魔: 建物の下段を起動」を押します。"],
            explanation="下段は2回目の村アクションをくれます。上段は次の手番まで待ちます。",
            rules=("FLOEJA-EXAMPLE-30", "FLOEJA-FAMVIL-REPEAT-1", "FLOEJA-FAMVIL-BOTTOM-1"),
        ),
        quiz("ヒーローを村人3人のいるスペースに置きました。暖はいくつ得ますか?",
             [("暖0", "村人1人につき暖1を得ます。"),
              ("暖3", "村人1人につき暖1なので3 (暖の上限まで) です。"),
              ("暖1", "人数分の暖を得ます。")], 1,
             ("FLOEJA-VIL-WARMTH-1",)),
        quiz("村人を配るとき、村人が3人いるスペースはどうなりますか?",
             [("飛ばす", "3人のスペースには置かず、次のスペースへ進みます。"),
              ("4人目を置く", "1つのスペースに4人は入りません。"),
              ("配るのをやめる", "残りの村人は次のスペースへ配り続けます。")], 0,
             ("FLOEJA-VIL-SOW-1", "FLOEJA-EXAMPLE-6")),
        quiz("回復所でできることは?",
             [("暖4、または暖2とポーション1", "回復所はコストなしで、この2つから選びます。"),
              ("アイテムを1枚取る", "アイテムは店で手に入れます。"),
              ("秘密の目標を引く", "秘密の目標は温泉や洞窟の報酬です。")], 0,
             ("FLOEJA-HEAL-CHOICE-1", "FLOEJA-VIL-COST-1")),
    ]
    return Lesson(
        title="フロー2024 3: 村",
        intro="村ターン: 村人を配って暖を得て、スペースの効果を使い、使い魔で建物を動かします。",
        steps=steps,
        widget=LessonBoard,
        recap=("**まとめ.** 村人1人につき暖1、村人は時計回りに配り、3人のスペースは飛ばす。"
               "店・酒場・温泉・工房は資源で、アカデミーはクリスタルで払う。酒場は暖の上限を増やし、贈り物を1つ。"
               "使い魔は建物の上段か下段、続く村ターンでは同じ段は使えない。"),
        follow_on=lesson_04,
    )


# -- lesson 4: a cave battle and scoring -----------------------------------------------------------------

BATTLE_DICE = ("arrow", "sword", "crit", "sneak")
MONSTER = "m-g4"          # 洞窟ナメクジ: health 6, base damage 2, 2 Bubbles (content/cave.yaml)


def _battle_start(state: Floe2024State) -> None:
    """FLOEJA-EXAMPLE-22..24 and 27 in one battle: four dice, a Sword potion, the slug in room 1."""
    p = state.players[ME]
    p.room, p.warmth, p.cubes_released, p.dice, p.potions = 1, 5, 1, 2, ["sword"]
    state.monsters["1"] = MONSTER
    for deck in state.monster_decks.values():
        if MONSTER in deck:
            deck.remove(MONSTER)


def _no_potion(state: Floe2024State) -> None:
    state.players[ME].potions = []


def battle_position(potions: bool = True) -> Floe2024:
    """The hero on the cave iceberg (ドラゴンヘッドの氷山2), dice fixed: arrow, sword, crit, sneak; monster die 2.

    ``potions=False``: the same battle without the Sword potion (the lesson's variation)."""
    changes = (_battle_start,) if potions else (_battle_start, _no_potion)
    return map_position("skull.I1", *changes, players=1, dice=BATTLE_DICE, monster_die=2)


def _objective_choice() -> Choose:
    """The first Secret Objective offered after the battle (the seed fixes which two are drawn)."""
    game = battle_position()
    for action in (EnterCave(), Strike(0), UsePotion("sword"), Strike(0)):
        game.apply(action)
    return Choose(game.state.pending[-1].options[0])


def lesson_04() -> Lesson:
    keep = _objective_choice()
    steps: list[Step | Quiz] = [
        Step(
            title="洞窟に潜る",
            narration=(
                "洞窟のアイコンがある氷山 (ドラゴンヘッドの氷山2) にいます。ヒーローアクションで**洞窟に潜る**と、"
                "自分のマーカーがいる部屋のモンスターと戦います。部屋1には**洞窟ナメクジ** (体力6、基本ダメージ2)。\n\n"
                "ダイスマーカーの数だけヒーローダイスを振ります (ここでは4個、目は固定してあります)。"
                "**洞窟に潜りましょう。**"
            ),
            position=battle_position,
            expect=EnterCave(),
            hints=["「洞窟に潜る」はヒーローアクションの1つです。", "「洞窟に潜る」を押します。"],
            explanation="出た目は **矢・剣・クリティカルヒット・スニーク**。ルールブックの例と同じ4個です。",
            rules=("FLOEJA-CAVE-ENTER-1", "FLOEJA-BATTLE-ROLL-1", "FLOEJA-EXAMPLE-18"),
        ),
        Step(
            title="矢とモンスターの攻撃 (例)",
            narration=(
                "戦いは順番に進みます: **矢** (1つ1ダメージ、モンスターより先) → **モンスターの攻撃** → **剣** "
                "(1つ2ダメージ)。クリティカルヒットは、矢すべてか剣すべてに+1します。\n\n"
                "クリティカルヒットは剣に取っておきます。**そのまま攻撃しましょう** (「攻撃」)。"
            ),
            expect=Strike(0),
            mistakes=[Mistake(
                lambda action, _game: isinstance(action, Strike) and action.crits_on_arrows > 0,
                "クリティカルヒットを矢に使いました。矢は1つだけなので+1にしかなりません。"
                "この例では剣に残します (剣はあとで2つに増えます)。",
                ("FLOEJA-BATTLE-CRIT-1", "FLOEJA-BATTLE-ARROW-1"))],
            hints=["「攻撃 (クリティカルヒット1を矢に)」ではなく、ただの「攻撃」です。",
                   "剣に残せば、剣1つごとに+1。剣はあとでポーションで2つに増えます。"],
            explanation=(
                "矢で1ダメージ (1/6)。モンスターは生き残り、攻撃してきます: 基本2 + モンスターダイス2 = 4、"
                "スニーク1つで-2、受けるのは**2**。暖5 → 3。"
            ),
            rules=("FLOEJA-EXAMPLE-22", "FLOEJA-EXAMPLE-23", "FLOEJA-BATTLE-ARROW-1", "FLOEJA-BATTLE-ATTACK-1"),
        ),
        Step(
            title="ポーションで剣を足す (例)",
            narration=(
                "戦いの途中ならいつでも、**ポーション**を捨ててそこに描かれたアイコンを足せます。"
                "あなたのポーションは剣です。**剣のポーションを使いましょう。**"
            ),
            expect=UsePotion("sword"),
            hints=["ポーションのボタンは「ポーションを使う: …」です。", "「ポーションを使う: 剣」を押します。"],
            explanation="剣が2つになりました。",
            rules=("FLOEJA-BATTLE-POTION-1", "FLOEJA-EXAMPLE-19"),
        ),
        Step(
            title="剣で倒す (例)",
            narration="剣2つ、クリティカルヒットで1つにつき3ダメージ。**攻撃して剣の段階を解決しましょう。**",
            expect=Strike(0),
            hints=["「攻撃」を押します。"],
            explanation=(
                "剣: 2×3 = 6、矢の1と合わせて**7** (体力6を超えました)。報酬はカードのバブル2と部屋の"
                "**秘密の目標** (2枚引いて1枚残す)。倒したカードはゲームから外れ、同じ色の山札から新しいカードが"
                "裏向きで入ります (部屋にほかのヒーローがいないため)。マーカーはトンネルを通って部屋2へ、クリスタル+1。"
            ),
            rules=("FLOEJA-EXAMPLE-24", "FLOEJA-EXAMPLE-27", "FLOEJA-BATTLE-SWORD-1", "FLOEJA-BATTLE-CRIT-1",
                   "FLOEJA-DEFEAT-REWARD-1", "FLOEJA-DEFEAT-ADVANCE-1"),
        ),
        Step(
            title="秘密の目標を残す",
            narration=(
                "秘密の目標カードには目標が2つあり、ゲームの終わりにそれぞれ採点されます。"
                "**1枚を選んで残しましょう** (どちらでもかまいません)。"
            ),
            expect=keep,
            check=lambda g: not g.state.pending,
            solution=[keep],
            hints=["「選択: …」のボタンが2つ、目標カード2枚です。どちらを選んでも正解です。"],
            explanation="残さなかったカードは表向きで山札の下へ。目標は最後に1つなら1/2、2つなら1勝利ポイントです。",
            rules=("FLOEJA-SPRING-OBJ-1", "FLOEJA-OBJ-SCORE-1", "FLOEJA-END-OBJECTIVES-1"),
        ),
        Step(
            title="ポーションがなかったら?",
            narration=(
                "例を少し変えてみましょう。同じダイス、同じモンスターダイスで、今度は**ポーションがありません**。"
                "剣は1つだけ、クリティカルヒットで3ダメージ、矢と合わせて4。体力6には足りません。\n\n"
                "**洞窟に潜り、最後まで攻撃しましょう。**何が起きるでしょう?"
            ),
            position=partial(battle_position, potions=False),
            expect=[EnterCave(), Strike(0)],
            check=lambda g: g.state.battle is None and me(g).room == 2,
            solution=[EnterCave(), Strike(0), Strike(0)],
            hints=["「洞窟に潜る」、それから「攻撃」を2回。",
                   "クリティカルヒットは剣に残します (ただの「攻撃」)。"],
            explanation=(
                "4/6で倒せませんでした。モンスターの体力は元に戻り、カードは部屋1に残ります。それでもヒーローの"
                "マーカーはトンネルを通って部屋2へ進み、クリスタル+1。負けても何かが残るのが2024年版です。"
            ),
            rules=("FLOEJA-BATTLE-FAIL-1", "FLOEJA-EXAMPLE-25", "FLOEJA-BATTLE-SWORD-1"),
        ),
        Step(
            title="1/2勝利ポイントで終わりを告げる",
            narration=(
                "勝利ポイントは5、1/2勝利ポイントの円盤はすでに上がっています。もう1つ1/2を得ると、"
                "円盤は下がり、勝利ポイントが1つ進みます。アカデミーでは**クリスタル3で1/2勝利ポイント**が買えます。\n\n"
                "**アカデミーで1/2勝利ポイントを買いましょう。**"
            ),
            position=partial(position, set_player(crystals=3, vp=5, half=True), before=(VisitVillage("academy"),)),
            expect=Choose("クリスタル3: 1/2勝利ポイント"),
            hints=["選択肢の中の「クリスタル3: 1/2勝利ポイント」です。"],
            explanation=(
                "勝利ポイント6! だれかが6に届くと終わりの合図です: いまのラウンドを終え、もう1ラウンド遊んで"
                "ゲームが終わります。そのあと秘密の目標を採点し、いちばん多い人の勝ち (同点なら1/2を持つ人)。"
            ),
            rules=("FLOEJA-ACAD-HALF-1", "FLOEJA-SCORE-HALF-1", "FLOEJA-END-TRIGGER-1"),
        ),
        quiz("矢1つで体力6のモンスターに1ダメージ。次に何が起きますか?",
             [("モンスターが攻撃する", "矢で倒せなかったので、剣の前にモンスターの攻撃があります。"),
              ("すぐ剣の段階", "モンスターの攻撃は矢で倒したときだけ飛ばされます。"),
              ("戦いが終わる", "剣の段階がまだ残っています。")], 0,
             ("FLOEJA-BATTLE-ARROW-1", "FLOEJA-EXAMPLE-22")),
        quiz("基本ダメージ2、モンスターダイス2、スニーク1つ。暖はいくつ減りますか?",
             [("暖4", "スニーク1つで2減らせます。"),
              ("暖2", "2 + 2 - 2 = 2 です。"),
              ("暖0", "スニーク1つで減らせるのは2だけです。")], 1,
             ("FLOEJA-BATTLE-ATTACK-1", "FLOEJA-EXAMPLE-23")),
        quiz("だれかが勝利ポイント6に届きました。ゲームはいつ終わりますか?",
             [("すぐに", "終わりの合図のあとも遊びは続きます。"),
              ("このラウンドの終わり", "このラウンドのあと、もう1ラウンドあります。"),
              ("このラウンドとさらに1ラウンドのあと", "ラウンドを終え、もう1ラウンド遊んでから終わります。")], 2,
             ("FLOEJA-END-TRIGGER-1",)),
    ]
    return Lesson(
        title="フロー2024 4: 洞窟の戦いと得点",
        intro=("洞窟の戦いを、ルールブックの例の数字どおりに: 矢、モンスターの攻撃、ポーション、剣、報酬。"
               "そして終わりの合図。"),
        steps=steps,
        widget=LessonBoard,
        recap=("**まとめ.** ダイスマーカーの数だけ振る。矢 (1) → 倒せなければモンスターの攻撃 (基本+ダイス-スニーク×2) "
               "→ 剣 (2)。クリティカルヒットは矢か剣すべてに+1、ポーションはいつでも。"
               "勝てば報酬とトンネルのクリスタル。"
               "1/2を2つで1勝利ポイント。6に届いたらそのラウンドともう1ラウンドで終わり。"),
    )


FILES = ("01_setup_and_resources", "02_map_turn", "03_the_village", "04_cave_battle_and_scoring")
LESSONS: tuple[Callable[[], Lesson], ...] = (lesson_01, lesson_02, lesson_03, lesson_04)


def show(number: int, **kwargs: Any) -> Any:
    """A LessonWidget for lesson ``number`` (1..4): the one line a tutorial notebook needs."""
    from floe_widgets.tutor import LessonWidget

    return LessonWidget(LESSONS[number - 1](), **kwargs)


__all__ = ["LESSONS", "battle_position", "lesson_01", "lesson_02", "lesson_03", "lesson_04", "position", "show"]
