"""Admit jobs against a cost budget that is retuned between two batches."""
from load import busy_ratio, retune, describe

BUDGET = 6
MINIMUM = 2
accepted = []


def admit(job, cost):
    if cost > BUDGET:
        return False
    accepted.append(job)
    return True


def batch(jobs):
    ok = 0
    for job, cost in jobs:
        if admit(job, cost):
            ok += 1
    return ok


MORNING = [("a", 3), ("b", 7), ("c", 5)]
EVENING = [("d", 3), ("e", 4), ("f", 9)]
early = batch(MORNING)
ratio = busy_ratio(early, len(MORNING))
mood = describe(ratio)
print("morning", early, mood)
BUDGET = retune(ratio, MINIMUM, mood)
late = batch(EVENING)
print("evening", late, "budget", BUDGET, accepted)
