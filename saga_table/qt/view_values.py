"""The plain view values the painted widgets show, built from the engine's state.

Widgets never read the engine: the controller calls these functions and hands the widgets
:class:`~saga_table.qt.widgets.view.CardView`, :class:`~saga_table.qt.widgets.view.SeatView` and
:class:`~saga_table.qt.widgets.view.PhaseBarView` values already in the user's language.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from saga_table.engine.cards import Chapter, roman
from saga_table.engine.characteristics import Characteristics, base_characteristics
from saga_table.engine.ids import ObjectId, PlayerId, Zone
from saga_table.engine.passing import reachable
from saga_table.engine.state import GameObject, GameState
from saga_table.engine.turns import Step
from saga_table.qt.i18n import card_type_line, step_short_name
from saga_table.qt.naming import counter_kind_name, dungeon_title, object_name, room_name
from saga_table.qt.widgets.view import CardView, ChapterView, PhaseBarView, SeatView, StepView
from saga_table.words.names import keywords_text
from saga_table.words.translation import listed

__all__ = [
    "TURN_TEMPLATE",
    "card_view",
    "chapter_views",
    "is_land",
    "phase_bar_view",
    "seat_view",
]

#: The steps of a normal turn as the phase bar shows them (first-strike damage appears only
#: when it happens): (step, precombat main).
TURN_TEMPLATE: tuple[tuple[Step, bool], ...] = (
    (Step.UNTAP, True),
    (Step.UPKEEP, True),
    (Step.DRAW, True),
    (Step.MAIN, True),
    (Step.BEGINNING_OF_COMBAT, True),
    (Step.DECLARE_ATTACKERS, True),
    (Step.DECLARE_BLOCKERS, True),
    (Step.COMBAT_DAMAGE, True),
    (Step.END_OF_COMBAT, True),
    (Step.MAIN, False),
    (Step.END, True),
    (Step.CLEANUP, True),
)


def _chapter_text(chapter: Chapter, language: str) -> str:
    return chapter.text_ja if language == "ja" and chapter.text_ja else chapter.text


def chapter_views(chapters: Iterable[Chapter], language: str) -> tuple[ChapterView, ...]:
    """Chapter lines as printed: consecutive chapters with the same ability share a line
    ("I, II — ...")."""
    out: list[ChapterView] = []
    numbers: list[int] = []
    current: Chapter | None = None
    for chapter in (*chapters, None):
        if (
            chapter is not None
            and current is not None
            and chapter.number == numbers[-1] + 1
            and (chapter.text, chapter.effect) == (current.text, current.effect)
        ):
            numbers.append(chapter.number)
            continue
        if current is not None:
            out.append(
                ChapterView(
                    numbers=tuple(numbers),
                    symbol=", ".join(roman(n) for n in numbers),
                    text=_chapter_text(current, language),
                )
            )
        if chapter is not None:
            current = chapter
            numbers = [chapter.number]
    return tuple(out)


def is_land(chars: Characteristics) -> bool:
    return "Land" in chars.card_types


def card_view(
    state: GameState,
    obj: GameObject,
    chars: Characteristics | None,
    *,
    language: str,
    attached_here: tuple[ObjectId, ...] = (),
) -> CardView:
    """A permanent (or a card elsewhere, with ``chars`` None) as the table sees it.
    ``attached_here``: the Auras and Equipment on it (its text says so first)."""
    if chars is None:
        chars = base_characteristics(obj.printed)
    face = obj.printed
    lore = obj.counters["lore"]
    chapter_numbers = [c.number for c in chars.chapters]
    waiting = tuple(
        sorted(
            item.chapter
            for item in (*state.stack, *state.pending)
            if item.is_chapter and item.source == obj.id and item.chapter is not None
        )
    )
    other_face: str | None = None
    if obj.card.is_double_faced:
        other = obj.card.faces[1 - obj.face] if len(obj.card.faces) > 1 else None
        if other is not None:
            other_face = other.name_ja if language == "ja" and other.name_ja else other.name
    text = face.text_ja if language == "ja" and face.text_ja else face.text
    if not text and chars.keywords:  # a token whose rules text is its keywords (111.4)
        text = keywords_text(chars.keywords)
    # 208.3: a noncreature permanent has no power or toughness, though its card has them
    # printed (a creature made a land by Imprisoned in the Moon shows none). A Vehicle keeps its
    # box, as players read it before crewing (301.7).
    has_pt = chars.is_creature or obj.zone is not Zone.BATTLEFIELD or "Vehicle" in chars.subtypes
    if obj.zone is Zone.BATTLEFIELD:  # what it is attached to, and what is attached to it
        translate = QCoreApplication.translate
        lines = []
        if obj.attached_to is not None and obj.attached_to in state.objects:
            host = object_name(state.objects[obj.attached_to], language)
            lines.append(translate("Card", "Attached to {card}.").format(card=host))
        if attached_here:
            names = listed(object_name(state.objects[i], language) for i in attached_here)
            lines.append(translate("Card", "With {cards} attached.").format(cards=names))
        text = "\n".join(line for line in (*lines, text) if line)
    return CardView(
        object_id=int(obj.id),
        name=_display_name(obj, chars, language),
        type_line=card_type_line(
            chars.supertypes,
            chars.card_types,
            chars.subtypes,
            language=language,
        ),
        controller=int(obj.controller),
        tapped=obj.tapped,
        token=obj.token,
        is_saga=chars.is_saga,
        chapters=chapter_views(chars.chapters, language),
        lore=lore,
        final_chapter=chars.final_chapter,
        reached=tuple(n for n in chapter_numbers if n <= lore),
        next_chapter=next((n for n in chapter_numbers if n > lore), None),
        waiting_chapters=waiting,
        lost_all_abilities=chars.lost_all_abilities,
        power=chars.power if has_pt else None,
        toughness=chars.toughness if has_pt else None,
        damage=obj.damage,
        counters=tuple((k, n) for k, n in obj.counters.items if k != "lore"),
        double_faced=obj.card.is_double_faced,
        face_up=obj.face,
        other_face_name=other_face,
        attacking=obj.attacking is not None,
        attacks=_attacked_name(state, obj),
        text=text,
    )


def _attacked_name(state: GameState, obj: GameObject) -> str:
    """The name of the player ``obj`` attacks, when the table has more than two players in the
    game (with one opponent, whom it attacks goes without saying)."""
    target = obj.attacking
    if target is None or not 0 <= target < len(state.players):
        return ""
    if sum(1 for p in state.players if not p.left_game) <= 2:
        return ""
    return state.players[target].name


def _display_name(obj: GameObject, chars: Characteristics, language: str) -> str:
    if chars.name != obj.printed.name:  # a copy effect renamed it: show what it is now
        return chars.name
    return object_name(obj, language)


def seat_marks(
    state: GameState, player: PlayerId, language: str = "en"
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A player's designations and counters as short chips and in full, in the UI language:
    the dungeon's chip is its room, its full text "Undercity: Forge"."""
    p = state.players[player]
    translate = QCoreApplication.translate
    short: list[str] = []
    long: list[str] = []

    def mark(chip: str, full: str | None = None) -> None:
        short.append(chip)
        long.append(full or chip)

    if state.initiative == player:
        mark(translate("Seat", "Initiative"))
    if p.dungeon is not None:
        room = room_name(p.dungeon, p.room or "", language)
        title = dungeon_title(p.dungeon, language)
        mark(room, translate("Seat", "{dungeon}: {room}").format(dungeon=title, room=room))
    if p.completed_dungeons:
        mark(translate("Seat", "Dungeons {n}").format(n=len(p.completed_dungeons)))
    if p.city_blessing:
        mark(translate("Seat", "City's blessing"))
    if p.ring_tempted:
        level = min(p.ring_tempted, 4)
        bearer = state.objects.get(p.ring_bearer) if p.ring_bearer is not None else None
        full = (
            translate("Seat", "The Ring, {n} of 4 abilities; Ring-bearer: {card}").format(
                n=level, card=bearer.printed.display_name(language)
            )
            if bearer is not None
            else translate("Seat", "The Ring, {n} of 4 abilities; no Ring-bearer").format(n=level)
        )
        mark(translate("Seat", "Ring {n}").format(n=level), full)
    if p.speed is not None:
        if p.speed >= 4:
            mark(translate("Seat", "Max speed"), translate("Seat", "Speed 4: max speed"))
        else:
            mark(translate("Seat", "Speed {n}").format(n=p.speed))
    for kind, n in p.counters.items:
        if kind != "poison":
            mark(f"{counter_kind_name(kind)} {n}")
    return tuple(short), tuple(long)


def seat_view(state: GameState, player: PlayerId, language: str = "en") -> SeatView:
    p = state.players[player]
    marks, marks_long = seat_marks(state, player, language)
    return SeatView(
        player=int(player),
        name=p.name,
        life=p.life,
        poison=p.poison,
        hand=state.hand_size(player),
        library=len(state.zone(player, Zone.LIBRARY)) if not p.paper else None,
        graveyard=len(state.zone(player, Zone.GRAVEYARD)) + p.hidden_graveyard,
        commander_damage=p.commander_damage,
        monarch=state.monarch == player,
        active=state.turn.active == player and state.started,
        left_game=p.left_game,
        marks=marks,
        marks_long=marks_long,
    )


def phase_bar_view(state: GameState, *, skipped: frozenset[int] = frozenset()) -> PhaseBarView:
    """The turn as a row of steps: done, current, upcoming. ``skipped`` holds the positions in
    :data:`TURN_TEMPLATE` that were skipped this turn. First-strike damage gets its own box while
    it happens; an extra phase is marked ``extra`` where it runs."""
    turn = state.turn
    first_strike = turn.step is Step.FIRST_STRIKE_DAMAGE
    current_index = _current_template_index(state)
    steps: list[StepView] = []
    for index, (step, precombat) in enumerate(TURN_TEMPLATE):
        if first_strike and step is Step.COMBAT_DAMAGE:
            steps.append(
                StepView(
                    key=Step.FIRST_STRIKE_DAMAGE.value,
                    label=step_short_name(Step.FIRST_STRIKE_DAMAGE),
                    state="current",
                    extra=turn.slot.extra,
                )
            )
        if index < current_index:
            status = "skipped" if index in skipped else "done"
        elif index == current_index and not first_strike:
            status = "current" if state.started else "upcoming"
        else:
            status = "upcoming"
        steps.append(
            StepView(
                key=step.value,
                label=step_short_name(step, precombat=precombat),
                state=status,
                extra=status == "current" and turn.slot.extra,
                reachable=status == "upcoming"
                and state.started
                and reachable(turn, step, precombat if step is Step.MAIN else None),
            )
        )
    name = state.players[turn.active].name
    return PhaseBarView(steps=tuple(steps), turn=turn.number, active_player_name=name)


def _current_template_index(state: GameState) -> int:
    """Where the current step sits in :data:`TURN_TEMPLATE`."""
    turn = state.turn
    step = turn.step
    if step is Step.MAIN:
        return 3 if turn.main_phases_begun <= 1 else 9
    if step is Step.FIRST_STRIKE_DAMAGE:
        return 7  # drawn as its own box before combat damage, which is still to come
    for index, (template_step, _pre) in enumerate(TURN_TEMPLATE):
        if template_step is step:
            return index
    return 0  # pragma: no cover
