"""Turn structure (CR 500-514): phases and steps as values, and the plan of a turn.

A turn is planned as a sequence of :class:`StepSlot`s. Each slot names its phase, its step and the
phase *instance* it belongs to, so that skipping a phase removes exactly its steps and an extra
phase (500.8) is a new instance inserted after the one that created it.

>>> [s.step.value for s in standard_turn(first_instance=0)][:4]
['untap', 'upkeep', 'draw', 'main']
"""

from __future__ import annotations

from enum import StrEnum

from saga_table.engine.values import dataclass

__all__ = [
    "PHASE_STEPS",
    "Phase",
    "Step",
    "StepSlot",
    "phase_slots",
    "standard_turn",
]


class Phase(StrEnum):
    BEGINNING = "beginning"
    MAIN = "main"
    COMBAT = "combat"
    ENDING = "ending"


class Step(StrEnum):
    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN = "main"  # a main phase has no steps (505.2); this stands for the phase itself
    BEGINNING_OF_COMBAT = "beginning of combat"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    FIRST_STRIKE_DAMAGE = "first-strike damage"
    COMBAT_DAMAGE = "combat damage"
    END_OF_COMBAT = "end of combat"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def phase(self) -> Phase:
        return _PHASE_OF[self]

    @property
    def has_priority(self) -> bool:
        """Whether players normally get priority in this step (502.4, 514.3)."""
        return self not in (Step.UNTAP, Step.CLEANUP)


PHASE_STEPS: dict[Phase, tuple[Step, ...]] = {
    Phase.BEGINNING: (Step.UNTAP, Step.UPKEEP, Step.DRAW),
    Phase.MAIN: (Step.MAIN,),
    Phase.COMBAT: (
        Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.DECLARE_BLOCKERS,
        Step.FIRST_STRIKE_DAMAGE,
        Step.COMBAT_DAMAGE,
        Step.END_OF_COMBAT,
    ),
    Phase.ENDING: (Step.END, Step.CLEANUP),
}

_PHASE_OF = {step: phase for phase, steps in PHASE_STEPS.items() for step in steps}


@dataclass(frozen=True, slots=True)
class StepSlot:
    """One step of the turn's plan: which phase instance it belongs to and whether it is extra."""

    phase: Phase
    step: Step
    instance: int
    extra: bool = False


def phase_slots(phase: Phase, *, instance: int, extra: bool = False) -> tuple[StepSlot, ...]:
    """The steps of one phase instance, in order."""
    return tuple(StepSlot(phase, step, instance, extra) for step in PHASE_STEPS[phase])


#: Turn plans already made, by their first phase instance (values: a plan is the same for every
#: turn that starts at the same instance, as the turns of lab games do).
_PLANS: dict[int, tuple[StepSlot, ...]] = {}


def standard_turn(*, first_instance: int) -> tuple[StepSlot, ...]:
    """500.1: beginning, precombat main, combat, postcombat main, ending."""
    plan = _PLANS.get(first_instance)
    if plan is not None:
        return plan
    order = (Phase.BEGINNING, Phase.MAIN, Phase.COMBAT, Phase.MAIN, Phase.ENDING)
    slots: list[StepSlot] = []
    for offset, phase in enumerate(order):
        slots.extend(phase_slots(phase, instance=first_instance + offset))
    if len(_PLANS) > 1000:
        _PLANS.clear()
    plan = _PLANS[first_instance] = tuple(slots)
    return plan
