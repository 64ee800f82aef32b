"""Card definitions as JSON-able dicts: the ``saga-table-cards`` format.

One documented format of our own for a :class:`~saga_table.engine.cards.CardDef`, used by the
built-in catalog files (``resources/cards/*.json``), custom cards, the imported-card store and game
records that embed card definitions. The full description, with an example, is
``resources/docs/card-format.md``. In short::

    {"name": "Example Saga", "name_ja": "例の英雄譚", "mana_cost": "{1}{W}",
     "type_line": "Enchantment — Saga",
     "chapters": [
       {"chapters": "I, II", "text": "Draw a card.", "effect": {"type": "draw"}},
       {"chapters": "III", "text": "Gain 3 life.", "effect": {"type": "gain_life", "amount": 3}}]}

- A card with one face keeps the face's fields at the top level; a card with several faces lists
  them under ``"faces"``.
- Fields at their default value are left out when writing (``mana_value`` too, when it is what
  ``mana_cost`` adds up to), so files stay short.
- A chapter line covers one or more chapter numbers (``"I, III"``); it expands to one
  :class:`~saga_table.engine.cards.Chapter` per number. When writing, chapters with the same text
  and effect are grouped back into one line, so Blink's ``"I, III"`` and ``"II, IV"`` survive.
- Keys starting with ``_`` are comments and are ignored; any other unknown key is an error.

Round trip: ``card_from_dict(card_to_dict(card)) == card`` for every card.

>>> saga = CardDef.saga("Example", chapters={1: "Draw.", 2: "Draw.", 3: "Gain."})
>>> data = card_to_dict(saga)
>>> data["chapters"][0]
{'chapters': 'I, II', 'text': 'Draw.'}
>>> card_from_dict(data) == saga
True
>>> bad = {"name": "X", "chapters": [{"chapters": "IV", "text": "?", "effect": {"type": "drawx"}}]}
>>> try:
...     card_from_dict(bad, where="cards.json: card 3")
... except CardFormatError as error:
...     print(str(error)[:75])
cards.json: card 3 "X": chapter "IV": effect: unknown effect type "drawx" (
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from saga_table.engine.card_fields import (
    MISSING,
    CardFormatError,
    Fields,
    enum_value,
    fail,
    join,
    kind,
)
from saga_table.engine.card_text import (
    CARD_TYPES,
    SUPERTYPES,
    format_type_line,
    mana_value_of,
    parse_chapter_numbers,
    parse_type_line,
    type_line_round_trips,
)
from saga_table.engine.cards import (
    CardDef,
    CardFace,
    Chapter,
    ContinuousEffectSpec,
    CounterDoublerScope,
    Effect,
    Layout,
    Selector,
    StaticAbility,
    TriggerCondition,
    TriggeredAbilitySpec,
    TriggerEvent,
    roman,
)
from saga_table.engine.effects import codec as _effects_codec

_effects_codec.warm()  # the effect readers are built once, as the card format is first used

__all__ = [
    "CARD_TYPES",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "SUPERTYPES",
    "CardFormatError",
    "card_from_dict",
    "card_to_dict",
    "cards_from_document",
    "cards_to_document",
    "effect_from_dict",
    "effect_to_dict",
    "format_type_line",
    "mana_value_of",
    "parse_chapter_numbers",
    "parse_type_line",
]

#: The ``"format"`` value of a card file.
FORMAT_NAME = "saga-table-cards"
#: The newest version of the format this module reads and writes.
FORMAT_VERSION = 1

# --------------------------------------------------------------------------- effects


def effect_to_dict(effect: Effect) -> dict[str, Any]:
    """The dict of a structured effect, defaults left out (:mod:`saga_table.engine.effects.codec`).

    >>> from saga_table.engine.cards import CreateTokenEffect
    >>> effect_to_dict(CreateTokenEffect("Knight", power=2, toughness=2, subtypes=("Knight",)))
    {'type': 'create_token', 'name': 'Knight', 'power': 2, 'toughness': 2, 'subtypes': ['Knight']}
    """
    return _effects_codec.effect_to_dict(effect)


def effect_from_dict(data: object, *, where: str = "") -> Effect:
    """The structured effect a dict describes; :class:`CardFormatError` if it is not one."""
    try:
        effect: Effect = _effects_codec.effect_from_dict(data, where=where)
    except _effects_codec.EffectFormatError as exc:
        raise CardFormatError(exc.problem, where=exc.where) from None
    return effect


# --------------------------------------------------------------------------- abilities


def _spec_to_dict(spec: ContinuousEffectSpec) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if spec.set_card_types is not None:
        out["set_card_types"] = list(spec.set_card_types)
    if spec.add_card_types:
        out["add_card_types"] = list(spec.add_card_types)
    if spec.set_land_subtypes is not None:
        out["set_land_subtypes"] = list(spec.set_land_subtypes)
    if spec.remove_subtypes:
        out["remove_subtypes"] = list(spec.remove_subtypes)
    if spec.lose_all_abilities:
        out["lose_all_abilities"] = True
    if spec.add_keywords:
        out["add_keywords"] = list(spec.add_keywords)
    if isinstance(spec.set_base_pt, tuple):
        out["set_base_pt"] = list(spec.set_base_pt)
    elif spec.set_base_pt is not None:
        out["set_base_pt"] = spec.set_base_pt
    if spec.add_abilities_text:
        out["add_abilities_text"] = spec.add_abilities_text
    return out


def _spec_from_dict(data: object, where: str) -> ContinuousEffectSpec:
    fields = Fields(data, where, "a continuous effect")
    base_pt = fields.raw("set_base_pt")
    set_base_pt: tuple[int, int] | str | None
    if base_pt is MISSING or base_pt is None:
        set_base_pt = None
    elif isinstance(base_pt, str):
        set_base_pt = base_pt
    elif (
        isinstance(base_pt, list)
        and len(base_pt) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) for n in base_pt)
    ):
        set_base_pt = (base_pt[0], base_pt[1])
    else:
        fail(fields.at("set_base_pt"), f"must be [power, toughness] or text, not {kind(base_pt)}")
    spec = ContinuousEffectSpec(
        set_card_types=fields.opt_texts("set_card_types"),
        add_card_types=fields.texts("add_card_types"),
        set_land_subtypes=fields.opt_texts("set_land_subtypes"),
        remove_subtypes=fields.texts("remove_subtypes"),
        lose_all_abilities=fields.boolean("lose_all_abilities", False),
        add_keywords=fields.texts("add_keywords"),
        set_base_pt=set_base_pt,
        add_abilities_text=fields.text("add_abilities_text", ""),
    )
    fields.finish()
    return spec


def _static_to_dict(ability: StaticAbility) -> dict[str, Any]:
    out: dict[str, Any] = {"text": ability.text}
    if ability.selector != Selector.SELF:
        out["selector"] = str(ability.selector)
    if ability.effect is not None:
        out["effect"] = _spec_to_dict(ability.effect)
    if ability.counter_doubler is not None:
        out["counter_doubler"] = str(ability.counter_doubler)
    return out


def _static_from_dict(data: object, where: str) -> StaticAbility:
    fields = Fields(data, where, "a static ability")
    selector = enum_value(
        Selector, fields.text("selector", "self"), fields.at("selector"), "selector"
    )
    effect_data = fields.raw("effect")
    effect = None
    if effect_data is not MISSING and effect_data is not None:
        effect = _spec_from_dict(effect_data, fields.at("effect"))
    doubler_text = fields.opt_text("counter_doubler")
    doubler = None
    if doubler_text is not None:
        doubler = enum_value(
            CounterDoublerScope, doubler_text, fields.at("counter_doubler"), "counter doubler"
        )
    ability = StaticAbility(
        text=fields.text("text"), selector=selector, effect=effect, counter_doubler=doubler
    )
    fields.finish()
    return ability


def _triggered_to_dict(ability: TriggeredAbilitySpec) -> dict[str, Any]:
    out: dict[str, Any] = {"event": str(ability.event), "text": ability.text}
    if ability.text_ja is not None:
        out["text_ja"] = ability.text_ja
    if ability.effect is not None:
        out["effect"] = effect_to_dict(ability.effect)
    if ability.condition is not None:
        out["condition"] = str(ability.condition)
    return out


def _triggered_from_dict(data: object, where: str) -> TriggeredAbilitySpec:
    fields = Fields(data, where, "a triggered ability")
    event = enum_value(TriggerEvent, fields.text("event"), fields.at("event"), "trigger event")
    condition_text = fields.opt_text("condition")
    condition = (
        None
        if condition_text is None
        else enum_value(
            TriggerCondition, condition_text, fields.at("condition"), "trigger condition"
        )
    )
    ability = TriggeredAbilitySpec(
        event=event,
        text=fields.text("text"),
        text_ja=fields.opt_text("text_ja"),
        effect=_optional_effect(fields, "effect"),
        condition=condition,
    )
    fields.finish()
    return ability


def _optional_effect(fields: Fields, key: str) -> Effect | None:
    value = fields.raw(key)
    if value is MISSING or value is None:
        return None
    return effect_from_dict(value, where=join(fields.where, key))


# --------------------------------------------------------------------------- chapters


def _chapters_to_list(chapters: Sequence[Chapter]) -> list[dict[str, Any]]:
    """Chapter lines: chapters with equal text and effect share a line, in first-number order."""
    groups: list[tuple[Chapter, list[int]]] = []
    for chapter in chapters:
        for first, numbers in groups:
            if (first.text, first.text_ja, first.effect) == (
                chapter.text,
                chapter.text_ja,
                chapter.effect,
            ):
                numbers.append(chapter.number)
                break
        else:
            groups.append((chapter, [chapter.number]))
    out = []
    for first, numbers in groups:
        line: dict[str, Any] = {
            "chapters": ", ".join(roman(n) for n in numbers),
            "text": first.text,
        }
        if first.text_ja is not None:
            line["text_ja"] = first.text_ja
        if first.effect is not None:
            line["effect"] = effect_to_dict(first.effect)
        out.append(line)
    return out


def _chapters_from_list(items: Iterable[object], where: str) -> tuple[Chapter, ...]:
    chapters: list[Chapter] = []
    seen: set[int] = set()
    for i, item in enumerate(items, start=1):
        label = item.get("chapters") if isinstance(item, dict) else None
        line_label = f'chapter "{label}"' if isinstance(label, str) else f"chapter line {i}"
        line_where = join(where, line_label)
        fields = Fields(item, line_where, "a chapter line")
        if not fields.has("chapters"):
            fail(line_where, 'missing field "chapters" (the chapter numbers, e.g. "I, II")')
        numbers = parse_chapter_numbers(fields.raw("chapters"), where=line_where)
        text = fields.text("text")
        text_ja = fields.opt_text("text_ja")
        effect = _optional_effect(fields, "effect")
        fields.finish()
        for number in numbers:
            if number in seen:
                fail(line_where, f'chapter "{roman(number)}" appears on two lines')
            seen.add(number)
            chapters.append(Chapter(number=number, text=text, text_ja=text_ja, effect=effect))
    return tuple(chapters)


# --------------------------------------------------------------------------- faces and cards

_FACE_KEYS = (
    "mana_cost",
    "mana_value",
    "type_line",
    "supertypes",
    "card_types",
    "subtypes",
    "power",
    "toughness",
    "keywords",
    "text",
    "text_ja",
    "chapters",
    "static_abilities",
    "triggered_abilities",
)


def _face_to_dict(face: CardFace, *, inline: bool) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if not inline:
        out["name"] = face.name
        if face.name_ja is not None:
            out["name_ja"] = face.name_ja
    if face.mana_cost:
        out["mana_cost"] = face.mana_cost
    if face.mana_value != (mana_value_of(face.mana_cost) or 0):
        out["mana_value"] = face.mana_value
    if type_line_round_trips(face):
        out["type_line"] = format_type_line(face.supertypes, face.card_types, face.subtypes)
    else:
        for key, value in (
            ("supertypes", face.supertypes),
            ("card_types", face.card_types),
            ("subtypes", face.subtypes),
        ):
            if value:
                out[key] = list(value)
    if face.power is not None:
        out["power"] = face.power
    if face.toughness is not None:
        out["toughness"] = face.toughness
    if face.keywords:
        out["keywords"] = list(face.keywords)
    if face.text:
        out["text"] = face.text
    if face.text_ja is not None:
        out["text_ja"] = face.text_ja
    if face.chapters:
        out["chapters"] = _chapters_to_list(face.chapters)
    if face.static_abilities:
        out["static_abilities"] = [_static_to_dict(a) for a in face.static_abilities]
    if face.triggered_abilities:
        out["triggered_abilities"] = [_triggered_to_dict(a) for a in face.triggered_abilities]
    return out


def _pt(fields: Fields, key: str) -> str | None:
    value = fields.raw(key)
    if value is MISSING or value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    fail(fields.at(key), f'must be text such as "3" or "*", not {kind(value)}')


def _face_from_fields(fields: Fields, *, name: str, name_ja: str | None) -> CardFace:
    where = fields.where
    mana_cost = fields.text("mana_cost", "")
    mana_value = fields.opt_int("mana_value")
    if mana_value is None:
        mana_value = mana_value_of(mana_cost) or 0
    explicit = [k for k in ("supertypes", "card_types", "subtypes") if fields.has(k)]
    if fields.has("type_line"):
        if explicit:
            fail(where, f'give "type_line" or "{explicit[0]}", not both')
        line = fields.text("type_line")
        try:
            supertypes, card_types, subtypes = parse_type_line(line)
        except ValueError as error:
            fail(
                fields.at("type_line"),
                f'{error} (use "supertypes", "card_types" and "subtypes" for unusual types)',
            )
    else:
        supertypes = fields.texts("supertypes")
        card_types = fields.texts("card_types")
        subtypes = fields.texts("subtypes")
    chapters = _chapters_from_list(fields.items("chapters"), where)
    statics = tuple(
        _static_from_dict(item, join(where, f"static ability {i}"))
        for i, item in enumerate(fields.items("static_abilities"), start=1)
    )
    triggers = tuple(
        _triggered_from_dict(item, join(where, f"triggered ability {i}"))
        for i, item in enumerate(fields.items("triggered_abilities"), start=1)
    )
    try:
        return CardFace(
            name=name,
            name_ja=name_ja,
            mana_cost=mana_cost,
            mana_value=mana_value,
            supertypes=supertypes,
            card_types=card_types,
            subtypes=subtypes,
            power=_pt(fields, "power"),
            toughness=_pt(fields, "toughness"),
            chapters=chapters,
            keywords=fields.texts("keywords"),
            static_abilities=statics,
            triggered_abilities=triggers,
            text=fields.text("text", ""),
            text_ja=fields.opt_text("text_ja"),
        )
    except ValueError as error:
        fail(where, str(error))


def card_to_dict(card: CardDef) -> dict[str, Any]:
    """The JSON-able dict of a card, defaults left out (see the module docstring)."""
    out: dict[str, Any] = {"name": card.name}
    if card.name_ja is not None:
        out["name_ja"] = card.name_ja
    if card.layout != Layout.NORMAL:
        out["layout"] = str(card.layout)
    if card.source != "builtin":
        out["source"] = card.source
    front = card.faces[0]
    if len(card.faces) == 1 and front.name == card.name and front.name_ja == card.name_ja:
        out.update(_face_to_dict(front, inline=True))
    else:
        out["faces"] = [_face_to_dict(face, inline=False) for face in card.faces]
    return out


def card_from_dict(data: object, *, where: str = "") -> CardDef:
    """The card a dict describes; :class:`CardFormatError` says what is wrong and where.

    ``where`` names the place of the dict (``"sagas.json: card 12"``); the card's name is added
    to it in messages.
    """
    if not isinstance(data, dict):
        fail(where or "card", f"a card must be an object, not {kind(data)}")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        fail(where or "card", 'missing field "name" (the card\'s English name)')
    card_where = f'{where} "{name}"' if where else f'card "{name}"'
    fields = Fields(data, card_where, "a card")
    fields.text("name")
    name_ja = fields.opt_text("name_ja")
    layout = enum_value(Layout, fields.text("layout", "normal"), fields.at("layout"), "layout")
    source = fields.text("source", "builtin")
    if fields.has("faces"):
        inline = [k for k in _FACE_KEYS if fields.has(k)]
        if inline:
            fail(card_where, f'"{inline[0]}" belongs inside a face when the card lists "faces"')
        faces = []
        for i, item in enumerate(fields.items("faces"), start=1):
            face_name = item.get("name") if isinstance(item, dict) else None
            label = f'face {i} "{face_name}"' if isinstance(face_name, str) else f"face {i}"
            face_fields = Fields(item, join(card_where, label), "a face")
            face = _face_from_fields(
                face_fields,
                name=face_fields.text("name"),
                name_ja=face_fields.opt_text("name_ja"),
            )
            face_fields.finish()
            faces.append(face)
        if not faces:
            fail(card_where, '"faces" is empty: a card needs at least one face')
    else:
        faces = [_face_from_fields(fields, name=name, name_ja=name_ja)]
    fields.finish()
    return CardDef(name=name, faces=tuple(faces), layout=layout, source=source, name_ja=name_ja)


# --------------------------------------------------------------------------- documents


def cards_to_document(cards: Iterable[CardDef]) -> dict[str, Any]:
    """A whole card file: ``{"format": "saga-table-cards", "version": 1, "cards": [...]}``."""
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "cards": [card_to_dict(card) for card in cards],
    }


def cards_from_document(data: object, *, where: str = "") -> tuple[CardDef, ...]:
    """The cards of a whole card file (already parsed from JSON); cards are numbered from 1."""
    fields = Fields(data, where, "a card file")
    kind = fields.text("format", "")
    if kind != FORMAT_NAME:
        fail(where, f'"format" must be "{FORMAT_NAME}", not "{kind}"')
    version = fields.integer("version")
    if not 1 <= version <= FORMAT_VERSION:
        fail(where, f"version {version} is not supported (reads 1 to {FORMAT_VERSION})")
    items = fields.items("cards")
    fields.finish()
    return tuple(
        card_from_dict(item, where=join(where, f"card {i}"))
        for i, item in enumerate(items, start=1)
    )
