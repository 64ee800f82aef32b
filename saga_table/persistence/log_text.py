"""The game log as plain text: one sentence per event, in English or Japanese.

The Qt layer has its own translated log; this renderer is for exporting a log file (and for
anything else that wants a sentence without Qt). Reasons the engine gives in its events (a rule
number, "skipped by an effect") are English and are kept as they are in both languages.

>>> from saga_table.engine import CardDef, Game, GameSetup, PlayerSetup, actions as a
>>> saga = CardDef.saga("Tale", chapters={1: "one", 2: "two"}, name_ja="物語")
>>> game = Game(GameSetup(players=(PlayerSetup("Ann", hand=(saga,)),), shuffle=False))
>>> before = game.state
>>> events = game.apply(a.PutOntoBattlefield(before.zone(0, "hand")[0]))
>>> for e in events[:3]:
...     print(event_sentence(e, before, "en", state_after=game.state))
Tale moved from Ann's hand to the battlefield.
Tale entered the battlefield under Ann's control.
Tale got 1 lore counter (now 1).
>>> print(event_sentence(events[2], before, "ja", state_after=game.state))
物語に伝承カウンターが1個置かれた（計1個）。
"""

from __future__ import annotations

from saga_table.engine import events as ev
from saga_table.engine.actions import Action
from saga_table.engine.cards import (
    AddCountersEffect,
    AddManaEffect,
    BecomeMonarchEffect,
    CreateTokenEffect,
    DrawEffect,
    Effect,
    ExileAndReturnTransformedEffect,
    GainLifeEffect,
    SequenceEffect,
    roman,
)
from saga_table.engine.dungeons import DUNGEONS
from saga_table.engine.game import Game
from saga_table.engine.ids import OPPONENT, ObjectId, PlayerId, Zone
from saga_table.engine.state import GameState, StackItem
from saga_table.engine.turns import Phase, Step

__all__ = [
    "action_label",
    "event_sentence",
    "game_log_lines",
    "game_log_text",
    "phase_name",
    "step_name",
    "turn_summary",
]

_STEP_EN = {
    Step.UNTAP: "untap step",
    Step.UPKEEP: "upkeep",
    Step.DRAW: "draw step",
    Step.MAIN: "main phase",
    Step.BEGINNING_OF_COMBAT: "beginning of combat step",
    Step.DECLARE_ATTACKERS: "declare attackers step",
    Step.DECLARE_BLOCKERS: "declare blockers step",
    Step.FIRST_STRIKE_DAMAGE: "first-strike damage step",
    Step.COMBAT_DAMAGE: "combat damage step",
    Step.END_OF_COMBAT: "end of combat step",
    Step.END: "end step",
    Step.CLEANUP: "cleanup step",
}
_STEP_JA = {
    Step.UNTAP: "アンタップ・ステップ",
    Step.UPKEEP: "アップキープ・ステップ",
    Step.DRAW: "ドロー・ステップ",
    Step.MAIN: "メイン・フェイズ",
    Step.BEGINNING_OF_COMBAT: "戦闘開始ステップ",
    Step.DECLARE_ATTACKERS: "攻撃クリーチャー指定ステップ",
    Step.DECLARE_BLOCKERS: "ブロック・クリーチャー指定ステップ",
    Step.FIRST_STRIKE_DAMAGE: "先制攻撃戦闘ダメージ・ステップ",
    Step.COMBAT_DAMAGE: "戦闘ダメージ・ステップ",
    Step.END_OF_COMBAT: "戦闘終了ステップ",
    Step.END: "終了ステップ",
    Step.CLEANUP: "クリンナップ・ステップ",
}
_PHASE_EN = {
    Phase.BEGINNING: "beginning phase",
    Phase.MAIN: "main phase",
    Phase.COMBAT: "combat phase",
    Phase.ENDING: "ending phase",
}
_PHASE_JA = {
    Phase.BEGINNING: "開始フェイズ",
    Phase.MAIN: "メイン・フェイズ",
    Phase.COMBAT: "戦闘フェイズ",
    Phase.ENDING: "最終フェイズ",
}
_ZONE_EN = {
    Zone.LIBRARY: "library",
    Zone.HAND: "hand",
    Zone.BATTLEFIELD: "battlefield",
    Zone.GRAVEYARD: "graveyard",
    Zone.STACK: "stack",
    Zone.EXILE: "exile",
    Zone.COMMAND: "command zone",
}
_ZONE_JA = {
    Zone.LIBRARY: "ライブラリー",
    Zone.HAND: "手札",
    Zone.BATTLEFIELD: "戦場",
    Zone.GRAVEYARD: "墓地",
    Zone.STACK: "スタック",
    Zone.EXILE: "追放領域",
    Zone.COMMAND: "統率領域",
}
_COUNTER_JA = {"lore": "伝承", "+1/+1": "+1/+1", "-1/-1": "-1/-1", "poison": "毒"}


def step_name(step: Step, lang: str = "en", *, precombat: bool | None = None) -> str:
    """ "upkeep", "precombat main phase" (``precombat`` says which main phase, if known)."""
    ja = lang == "ja"
    if step is Step.MAIN and precombat is not None:
        if ja:
            return "戦闘前メイン・フェイズ" if precombat else "戦闘後メイン・フェイズ"
        return "precombat main phase" if precombat else "postcombat main phase"
    return (_STEP_JA if ja else _STEP_EN)[step]


def phase_name(phase: Phase, lang: str = "en") -> str:
    return (_PHASE_JA if lang == "ja" else _PHASE_EN)[phase]


def turn_summary(state: GameState, lang: str = "en") -> str:
    """Where the game is: "Turn 5, Ann's precombat main phase"."""
    turn = state.turn
    who = state.players[turn.active].name
    step = step_name(
        turn.step, lang, precombat=turn.main_phases_begun == 1 if turn.step is Step.MAIN else None
    )
    if lang == "ja":
        return f"{turn.number}ターン目、{who}の{step}"
    return f"Turn {turn.number}, {who}'s {step}"


class _Names:
    """Names of players, objects and stack items, looked up after the event, then before it."""

    def __init__(self, before: GameState, after: GameState | None, lang: str) -> None:
        self.states = (after, before) if after is not None else (before,)
        self.lang = lang

    def player(self, pid: PlayerId | None) -> str:
        if pid is None:
            return "?"
        if pid == OPPONENT:
            return "対戦相手" if self.lang == "ja" else "the opponent"
        players = self.states[0].players
        return players[pid].name if 0 <= pid < len(players) else f"#{pid}"

    def obj(self, oid: ObjectId | None) -> str:
        if oid is None:
            return "?"
        for st in self.states:
            found = st.objects.get(oid)
            if found is not None:
                return found.printed.display_name(self.lang)
        item = self.item(oid)
        if item is not None:
            return self._item_name(item)
        return f"#{oid}"

    def named(self, oid: ObjectId | None, name: str) -> str:
        """The object's name in the log's language, or ``name`` (the event's) if it is gone."""
        if oid is not None:
            for st in self.states:
                found = st.objects.get(oid)
                if found is not None and found.name == name:
                    return found.printed.display_name(self.lang)
        return name

    def item(self, oid: ObjectId) -> StackItem | None:
        for st in self.states:
            pools: list[tuple[StackItem, ...]] = [st.stack, st.pending]
            decision = st.decision
            triggers = getattr(decision, "triggers", None)
            if isinstance(triggers, tuple):
                pools.append(triggers)
            for pool in pools:
                for item in pool:
                    if item.id == oid:
                        return item
        return None

    def _item_name(self, item: StackItem) -> str:
        source = (
            item.source_name_ja if self.lang == "ja" and item.source_name_ja else item.source_name
        )
        if item.chapter is not None:
            if self.lang == "ja":
                return f"{source}の章{roman(item.chapter)}"
            return f"chapter {roman(item.chapter)} of {source}"
        if self.lang == "ja":
            return f"{source}の能力"
        return f"{source}'s ability"

    def ability(self, oid: ObjectId) -> str:
        item = self.item(oid)
        if item is not None:
            return self._item_name(item)
        for st in self.states:
            found = st.objects.get(oid)
            if found is not None:
                return found.printed.display_name(self.lang)
        return "その能力" if self.lang == "ja" else "an ability"

    def zone(self, zone: Zone, owner: PlayerId) -> str:
        if self.lang == "ja":
            name = _ZONE_JA[zone]
            if zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE):
                return name
            return f"{self.player(owner)}の{name}"
        name = _ZONE_EN[zone]
        if zone in (Zone.BATTLEFIELD, Zone.STACK):
            return f"the {name}"
        if zone is Zone.EXILE:
            return "exile"
        return f"{self.player(owner)}'s {name}"


def _counter(kind: str, n: int, lang: str) -> str:
    if lang == "ja":
        return f"{_COUNTER_JA.get(kind, kind)}カウンターが{n}個"
    return f"{n} {kind} counter{'s' if n != 1 else ''}"


def event_sentence(
    event: ev.Event,
    state_before: GameState,
    lang: str = "en",
    *,
    state_after: GameState | None = None,
) -> str:
    """One event as a sentence. Names are looked up in ``state_after`` (the state the action led
    to; objects that entered during the action are only there) and then in ``state_before``."""
    n = _Names(state_before, state_after, lang)
    return _sentence_ja(event, n) if lang == "ja" else _sentence_en(event, n)


def _sentence_en(e: ev.Event, n: _Names) -> str:
    match e:
        case ev.TurnBegan(number=number, player=player, extra=extra):
            kind = "extra turn" if extra else "turn"
            return f"Turn {number} began: {n.player(player)}'s {kind}."
        case ev.TurnEnded(number=number, player=player):
            return f"Turn {number} ({n.player(player)}) ended."
        case ev.StepBegan(step=step, precombat=precombat, extra=extra):
            name = step_name(step, "en", precombat=precombat if step is Step.MAIN else None)
            if step is Step.MAIN and not precombat and extra:
                name = "extra main phase"
            return f"The {name} began."
        case ev.StepSkipped(step=step, reason=reason):
            return f"The {step_name(step)} was skipped ({reason})."
        case ev.PhaseSkipped(phase=phase, reason=reason):
            return f"The {phase_name(phase)} was skipped ({reason})."
        case ev.CountersAdded(object=obj, kind=kind, before=before, after=after):
            return f"{n.obj(obj)} got {_counter(kind, after - before, 'en')} (now {after})."
        case ev.PlayerCountersAdded(player=player, kind=kind, before=before, after=after):
            return f"{n.player(player)} got {_counter(kind, after - before, 'en')} (now {after})."
        case ev.CountersRemoved(object=obj, kind=kind, before=before, after=after):
            return f"{n.obj(obj)} lost {_counter(kind, before - after, 'en')} (now {after})."
        case ev.ChapterTriggered(object=obj, chapter=chapter):
            return f"Chapter {roman(chapter)} of {n.obj(obj)} triggered."
        case ev.AbilityTriggered(ability=ability, text=text):
            return f"{_cap(n.ability(ability))} triggered: {text}"
        case ev.TriggerPutOnStack(ability=ability, controller=controller):
            return f"{n.player(controller)} put {n.ability(ability)} on the stack."
        case ev.AbilityCeased(ability=ability):
            return f"{_cap(n.ability(ability))} ceased to exist."
        case ev.StackItemResolved(item=item):
            return f"{_cap(n.ability(item))} resolved."
        case ev.StackItemCountered(item=item):
            return f"{_cap(n.ability(item))} was countered."
        case ev.StackItemExiled(item=item):
            return f"{_cap(n.ability(item))} was exiled from the stack."
        case ev.EffectCarriedOut(description=description):
            return f"Carried out: {description}."
        case ev.PermanentEntered(controller=controller, name=name):
            return f"{name} entered the battlefield under {n.player(controller)}'s control."
        case ev.PermanentSacrificed(name=name, rule=rule):
            return f"{name} was sacrificed ({rule})."
        case ev.PermanentTransformed(name=name):
            return f"The permanent transformed into {name}."
        case ev.PermanentTapped(object=obj):
            return f"{n.obj(obj)} became tapped."
        case ev.PermanentUntapped(object=obj):
            return f"{n.obj(obj)} became untapped."
        case ev.ObjectMoved(name=name, from_zone=src, to_zone=dst, owner=owner):
            return f"{name} moved from {n.zone(src, owner)} to {n.zone(dst, owner)}."
        case ev.TokenCreated(controller=controller, name=name):
            return f"{n.player(controller)} created a {name} token."
        case ev.TokenCeased(name=name):
            return f"The {name} token ceased to exist."
        case ev.CardDrawn(player=player, object=obj):
            if obj is None:
                return f"{n.player(player)} had to draw from an empty library."
            return f"{n.player(player)} drew a card."
        case ev.LibraryShuffled(player=player):
            return f"{n.player(player)} shuffled their library."
        case ev.LandPlayed(player=player, object=obj):
            return f"{n.player(player)} played {n.obj(obj)}."
        case ev.LifeChanged(player=player, before=before, after=after):
            return f"{n.player(player)}'s life total went from {before} to {after}."
        case ev.ManaAdded(player=player, mana=mana):
            return f"{n.player(player)} added {mana}."
        case ev.MonarchChanged(after=None, reason=reason):
            return f"There is no monarch any more ({reason})."
        case ev.MonarchChanged(after=after, reason=reason):
            return f"{n.player(after)} became the monarch ({reason})."
        case ev.AttackersDeclared(attackers=attackers):
            if not attackers:
                return "No creatures attacked."
            return "; ".join(f"{n.obj(c)} attacked {n.player(p)}" for c, p in attackers) + "."
        case ev.BlockersDeclared(blocks=blocks):
            if not blocks:
                return "No creatures blocked."
            return "; ".join(f"{n.obj(b)} blocked {n.obj(a)}" for b, a in blocks) + "."
        case ev.CombatDamageDealt(source=source, player=player, amount=amount, target_object=t):
            target = n.player(player) if player is not None else n.obj(t)
            return f"{n.obj(source)} dealt {amount} damage to {target}."
        case ev.EffectStarted(text=text):
            return f"An effect began: {text}." if text else "An effect began."
        case ev.EffectEnded(text=text):
            return f"An effect ended: {text}." if text else "An effect ended."
        case ev.PlayerLost(player=player, reason=reason):
            return f"{n.player(player)} lost the game ({reason})."
        case ev.PlayerLeft(player=player):
            return f"{n.player(player)} left the game."
        case ev.OpponentDefeated(turn=turn):
            return f"The goldfish opponent is at 0 life: a kill on turn {turn}."
        case ev.GameEnded(winner=None):
            return "The game ended in a draw."
        case ev.GameEnded(winner=winner):
            return f"The game ended: {n.player(winner)} won."
        case ev.DecisionRequested(player=player, kind=kind):
            return f"{n.player(player)} has to choose: {kind}."
        case ev.CityBlessingGained(player=player):
            return f"{n.player(player)} got the city's blessing."
        case ev.RingTempted(player=player, bearer=bearer, level=level):
            who = f": {n.obj(bearer)} is the Ring-bearer" if bearer is not None else ""
            return f"The Ring tempted {n.player(player)}{who} ({level} of 4)."
        case ev.SpeedChanged(player=player, after=after):
            return f"{n.player(player)}'s speed became {after}."
        case ev.DayNightChanged(after=after, reason=reason):
            return f"It became {after} ({reason})."
        case ev.SpellCounted(player=player, count=count):
            return f"{n.player(player)} cast a spell ({count} this turn)."
        case ev.InitiativeChanged(after=None):
            return "Nobody has the initiative any more."
        case ev.InitiativeChanged(after=after, reason=reason):
            return f"{n.player(after)} took the initiative ({reason})."
        case ev.VenturedInto(player=player, dungeon=dungeon_name, room=room):
            return f"{n.player(player)} ventured into {room} ({dungeon_name})."
        case ev.DungeonCompleted(player=player, dungeon=dungeon_name):
            return f"{n.player(player)} completed {dungeon_name}."
        case ev.LegendRuleApplied(name=name):
            return f"{name} was put into the graveyard by the legend rule (704.5j)."
        case ev.NothingHappened(rule="603.4", what=what):
            return f"{what}: its condition no longer holds, so it does nothing (603.4)."
        case ev.NothingHappened(rule=rule):
            return f"Nothing happens: it is not a combat phase ({rule})."
    return type(e).__name__  # pragma: no cover - every event type is handled above


def _sentence_ja(e: ev.Event, n: _Names) -> str:
    match e:
        case ev.TurnBegan(number=number, player=player, extra=extra):
            kind = "追加ターン" if extra else "ターン"
            return f"{number}ターン目：{n.player(player)}の{kind}が始まった。"
        case ev.TurnEnded(number=number, player=player):
            return f"{number}ターン目（{n.player(player)}）が終わった。"
        case ev.StepBegan(step=step, precombat=precombat, extra=extra):
            name = step_name(step, "ja", precombat=precombat if step is Step.MAIN else None)
            if step is Step.MAIN and not precombat and extra:
                name = "追加のメイン・フェイズ"
            return f"{name}が始まった。"
        case ev.StepSkipped(step=step, reason=reason):
            return f"{step_name(step, 'ja')}を飛ばした（{reason}）。"
        case ev.PhaseSkipped(phase=phase, reason=reason):
            return f"{phase_name(phase, 'ja')}を飛ばした（{reason}）。"
        case ev.CountersAdded(object=obj, kind=kind, before=before, after=after):
            return f"{n.obj(obj)}に{_counter(kind, after - before, 'ja')}置かれた（計{after}個）。"
        case ev.PlayerCountersAdded(player=player, kind=kind, before=before, after=after):
            added = _counter(kind, after - before, "ja")
            return f"{n.player(player)}に{added}置かれた（計{after}個）。"
        case ev.CountersRemoved(object=obj, kind=kind, before=before, after=after):
            return (
                f"{n.obj(obj)}から{_counter(kind, before - after, 'ja')}取り除かれた"
                f"（計{after}個）。"
            )
        case ev.ChapterTriggered(object=obj, chapter=chapter):
            return f"{n.obj(obj)}の章{roman(chapter)}が誘発した。"
        case ev.AbilityTriggered(ability=ability, text=text):
            return f"{n.ability(ability)}が誘発した：{text}"
        case ev.TriggerPutOnStack(ability=ability, controller=controller):
            return f"{n.player(controller)}が{n.ability(ability)}をスタックに置いた。"
        case ev.AbilityCeased(ability=ability):
            return f"{n.ability(ability)}は消滅した。"
        case ev.StackItemResolved(item=item):
            return f"{n.ability(item)}が解決した。"
        case ev.StackItemCountered(item=item):
            return f"{n.ability(item)}が打ち消された。"
        case ev.StackItemExiled(item=item):
            return f"{n.ability(item)}がスタックから追放された。"
        case ev.EffectCarriedOut(item=item, description=description):
            found = n.item(item)
            if found is not None and found.effect is not None:
                description = _effect_ja(found.effect)
            return f"効果を実行した：{description}。"
        case ev.PermanentEntered(object=obj, controller=controller, name=name):
            return f"{n.named(obj, name)}が{n.player(controller)}のコントロール下で戦場に出た。"
        case ev.PermanentSacrificed(object=obj, name=name, rule=rule):
            return f"{n.named(obj, name)}が生け贄に捧げられた（{rule}）。"
        case ev.PermanentTransformed(object=obj, name=name):
            return f"パーマネントが{n.named(obj, name)}に変身した。"
        case ev.PermanentTapped(object=obj):
            return f"{n.obj(obj)}がタップされた。"
        case ev.PermanentUntapped(object=obj):
            return f"{n.obj(obj)}がアンタップされた。"
        case ev.ObjectMoved(old=old, new=new, name=name, from_zone=src, to_zone=dst, owner=owner):
            name = n.named(new, name) if new is not None else n.named(old, name)
            return f"{name}が{n.zone(src, owner)}から{n.zone(dst, owner)}に移動した。"
        case ev.TokenCreated(object=obj, controller=controller, name=name):
            return f"{n.player(controller)}が{n.named(obj, name)}・トークンを生成した。"
        case ev.TokenCeased(name=name):
            return f"{name}・トークンは消滅した。"
        case ev.CardDrawn(player=player, object=obj):
            if obj is None:
                return f"{n.player(player)}は空のライブラリーから引こうとした。"
            return f"{n.player(player)}がカードを1枚引いた。"
        case ev.LibraryShuffled(player=player):
            return f"{n.player(player)}がライブラリーを切り直した。"
        case ev.LandPlayed(player=player, object=obj):
            return f"{n.player(player)}が{n.obj(obj)}をプレイした。"
        case ev.LifeChanged(player=player, before=before, after=after):
            return f"{n.player(player)}のライフが{before}から{after}になった。"
        case ev.ManaAdded(player=player, mana=mana):
            return f"{n.player(player)}が{mana}を加えた。"
        case ev.MonarchChanged(after=None, reason=reason):
            return f"統治者がいなくなった（{reason}）。"
        case ev.MonarchChanged(after=after, reason=reason):
            return f"{n.player(after)}が統治者になった（{reason}）。"
        case ev.AttackersDeclared(attackers=attackers):
            if not attackers:
                return "攻撃したクリーチャーはいなかった。"
            return "、".join(f"{n.obj(c)}が{n.player(p)}を攻撃した" for c, p in attackers) + "。"
        case ev.BlockersDeclared(blocks=blocks):
            if not blocks:
                return "ブロックしたクリーチャーはいなかった。"
            return "、".join(f"{n.obj(b)}が{n.obj(a)}をブロックした" for b, a in blocks) + "。"
        case ev.CombatDamageDealt(source=source, player=player, amount=amount, target_object=t):
            target = n.player(player) if player is not None else n.obj(t)
            return f"{n.obj(source)}が{target}に{amount}点のダメージを与えた。"
        case ev.EffectStarted(text=text):
            return f"効果が始まった：{text}。" if text else "効果が始まった。"
        case ev.EffectEnded(text=text):
            return f"効果が終わった：{text}。" if text else "効果が終わった。"
        case ev.PlayerLost(player=player, reason=reason):
            return f"{n.player(player)}がゲームに敗北した（{reason}）。"
        case ev.PlayerLeft(player=player):
            return f"{n.player(player)}がゲームから離れた。"
        case ev.OpponentDefeated(turn=turn):
            return f"対戦相手のライフが0になった（{turn}ターン目のキル）。"
        case ev.GameEnded(winner=None):
            return "ゲームは引き分けで終わった。"
        case ev.GameEnded(winner=winner):
            return f"ゲームが終わった：{n.player(winner)}の勝利。"
        case ev.DecisionRequested(player=player, kind=kind):
            return f"{n.player(player)}が選ぶ番：{_DECISION_JA.get(kind, kind)}。"
        case ev.CityBlessingGained(player=player):
            return f"{n.player(player)}は都市の承認を得た。"
        case ev.RingTempted(player=player, bearer=bearer, level=level):
            who = (
                f"{n.obj(bearer)}が指輪所持者になった"
                if bearer is not None
                else "指輪所持者はいない"
            )
            return f"指輪が{n.player(player)}を誘惑した：{who}（{level}/4）。"
        case ev.SpeedChanged(player=player, after=after):
            return f"{n.player(player)}のスピードは{after}になった。"
        case ev.DayNightChanged(after="day"):
            return "昼になった。"
        case ev.DayNightChanged():
            return "夜になった。"
        case ev.SpellCounted(player=player, count=count):
            return f"{n.player(player)}が呪文を唱えた（このターン{count}つ目）。"
        case ev.InitiativeChanged(after=None):
            return "イニシアチブを持つプレイヤーはいなくなった。"
        case ev.InitiativeChanged(after=after):
            return f"{n.player(after)}がイニシアチブを得た。"
        case ev.VenturedInto(player=player, dungeon=dungeon_name, room=room):
            d = DUNGEONS.get(dungeon_name)
            room_ja = d.room(room).name_ja if d is not None else room
            title = d.name_ja if d is not None else dungeon_name
            return f"{n.player(player)}は{title}の「{room_ja}」に進んだ。"
        case ev.DungeonCompleted(player=player, dungeon=dungeon_name):
            d = DUNGEONS.get(dungeon_name)
            return f"{n.player(player)}は{d.name_ja if d else dungeon_name}を完了した。"
        case ev.LegendRuleApplied(object=obj, name=name):
            return f"{n.named(obj, name)}はレジェンド・ルールにより墓地に置かれた（704.5j）。"
        case ev.NothingHappened(rule="603.4", what=what):
            return f"{what}：条件を満たさなくなったので、何もしない（603.4）。"
        case ev.NothingHappened(rule=rule):
            return f"何も起こらない：戦闘フェイズではない（{rule}）。"
    return type(e).__name__  # pragma: no cover - every event type is handled above


def _effect_ja(effect: Effect) -> str:
    """A structured effect described in Japanese (the engine describes it in English)."""
    match effect:
        case DrawEffect(count=count):
            return f"カードを{count}枚引く"
        case CreateTokenEffect(name=name, count=count, name_ja=name_ja):
            return f"{name_ja or name}・トークンを{count}体生成する"
        case BecomeMonarchEffect():
            return "統治者になる"
        case AddCountersEffect(kind=kind, amount=amount) if amount >= 0:
            return f"{_COUNTER_JA.get(kind, kind)}カウンターを{amount}個置く"
        case AddCountersEffect(kind=kind, amount=amount):
            return f"{_COUNTER_JA.get(kind, kind)}カウンターを{-amount}個取り除く"
        case ExileAndReturnTransformedEffect():
            return "追放し、変身させて戻す"
        case AddManaEffect(mana=mana):
            return f"{mana}を加える"
        case GainLifeEffect(amount=amount) if amount >= 0:
            return f"{amount}点のライフを得る"
        case GainLifeEffect(amount=amount):
            return f"{-amount}点のライフを失う"
        case SequenceEffect(steps=steps):
            return "、".join(_effect_ja(step) for step in steps)
    return ""  # pragma: no cover - every effect type is handled above


_DECISION_JA = {
    "dungeon": "進むダンジョン",
    "room": "ダンジョンの次の部屋",
    "legend rule": "残す伝説のパーマネント",
    "order triggers": "誘発型能力の順番",
    "read ahead": "先読みの章",
    "discard to hand size": "手札の上限まで捨てるカード",
    "mulligan": "マリガンするかどうか",
}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


_ACTION_JA = {
    "AdvanceStep": "次のステップへ",
    "AdvanceToNextTurn": "次のターンへ",
    "PassTheTurn": "ターンを渡す",
    "SkipNext": "次の一回を飛ばす",
    "SkipThisTurn": "このターン飛ばす",
    "AddExtraPhases": "追加のフェイズ",
    "AddExtraTurn": "追加のターン",
    "EndTheTurn": "ターンを終了する",
    "EndTheCombatPhase": "戦闘フェイズを終了する",
    "ResolveTopOfStack": "スタックの一番上を解決する",
    "CounterStackItem": "打ち消す",
    "OrderTriggers": "誘発型能力の順番を決める",
    "ChooseReadAhead": "先読みの章を選ぶ",
    "DiscardToHandSize": "手札の上限まで捨てる",
    "AddCounters": "カウンターを置く",
    "RemoveCounters": "カウンターを取り除く",
    "AddPlayerCounters": "プレイヤーにカウンターを置く",
    "Proliferate": "増殖",
    "PutOntoBattlefield": "戦場に出す",
    "CastSpell": "呪文を唱える",
    "PlayLand": "土地をプレイする",
    "MoveObject": "移動する",
    "ExileAndReturn": "追放して戻す",
    "Transform": "変身する",
    "CreateToken": "トークンを生成する",
    "AttachTo": "つける",
    "TapPermanent": "タップする",
    "UntapPermanent": "アンタップする",
    "ApplyEffect": "効果を適用する",
    "EndEffect": "効果を終了する",
    "DrawCards": "カードを引く",
    "Shuffle": "切り直す",
    "ReorderLibraryTop": "ライブラリーの一番上を並べ替える",
    "SearchLibrary": "ライブラリーを探す",
    "ChangeLife": "ライフを変える",
    "Concede": "投了する",
    "ConcedeTogether": "同時に投了する",
    "TakeTheInitiative": "イニシアチブを得る",
    "CountSpell": "唱えた呪文を数える",
    "Ascend": "昇殿する",
    "TheRingTemptsYou": "指輪があなたを誘惑する",
    "StartYourEngines": "エンジン始動",
    "SetDayNight": "昼か夜にする",
    "VentureIntoTheDungeon": "ダンジョンに進む",
    "ChooseDungeon": "ダンジョンを選ぶ",
    "ChooseRoom": "部屋を選ぶ",
    "KeepLegend": "残す伝説のパーマネントを選ぶ",
    "Mulligan": "マリガンする",
    "KeepHand": "手札を残す",
    "BecomeMonarch": "統治者になる",
    "DeclareAttackers": "攻撃クリーチャーを指定する",
    "DeclareBlockers": "ブロック・クリーチャーを指定する",
    "DealCombatDamage": "戦闘ダメージを与える",
}


def action_label(action: Action, lang: str = "en") -> str:
    """A short name for what the player did: "Add counters", "カウンターを置く"."""
    name = type(action).__name__
    if lang == "ja" and name in _ACTION_JA:
        return _ACTION_JA[name]
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in name).strip()
    return words[:1].upper() + words[1:]


def game_log_lines(game: Game, lang: str = "en") -> list[str]:
    """The log of ``game`` (what happened as it began, then each action with its events)."""
    ja = lang == "ja"
    history = game.history
    lines = [
        "Saga Table — ゲームログ" if ja else "Saga Table — game log",
        ("プレイヤー：" if ja else "Players: ") + ", ".join(p.name for p in game.setup.players),
        "",
        "ゲーム開始" if ja else "Start of the game",
    ]
    first = history[0].before if history else game.state
    for event in game.initial_events:
        lines.append("  " + event_sentence(event, first, lang, state_after=first))
    for number, entry in enumerate(history, start=1):
        lines.append(f"{number}. {action_label(entry.action, lang)}")
        for event in entry.events:
            lines.append("  " + event_sentence(event, entry.before, lang, state_after=entry.after))
    return lines


def game_log_text(game: Game, lang: str = "en") -> str:
    """:func:`game_log_lines` as one text, lines ending with a newline."""
    return "\n".join(game_log_lines(game, lang)) + "\n"
