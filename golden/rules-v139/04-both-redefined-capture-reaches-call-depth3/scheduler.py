"""Spread named tasks over evenly spaced time slots."""


def schedule(tasks, base, gap):
    step = base

    def slot(i):
        return i * step

    step = step + gap
    plan = {}
    for i, name in enumerate(tasks):
        at = slot(i)
        plan[name] = at
    step = 0
    for name in plan:
        step = max(step, plan[name])
    return {"plan": plan, "end": step}
