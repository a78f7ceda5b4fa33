"""Nightly batch planning: spend a pool's budget on the jobs queued for it."""
from quota import allocate

RATES = {"gpu": 4.0, "cpu": 1.0}


def plan_night(queue, budget, pool):
    unit = RATES.get(pool, 1.0)
    grants = []
    mine = [job for job in queue if job["pool"] == pool]
    spare = allocate(mine, budget, unit, grants)
    if spare > 0:
        note = f"{spare:.1f} of {budget} units unused"
    else:
        note = "budget spent"
    header = f"{pool} night plan:"
    return [header, *grants, note]


def plan_day(queue, budget):
    grants = []
    spare = allocate(queue, budget, 1.0, grants)
    return grants if spare < budget else []


QUEUE = [{"name": "train", "pool": "gpu", "slots": 3, "priority": 9}, {"name": "eval", "pool": "gpu", "slots": 1, "priority": 5}, {"name": "render", "pool": "gpu", "slots": 2, "priority": 7}, {"name": "index", "pool": "cpu", "slots": 4, "priority": 1}]


if __name__ == "__main__":
    print(plan_night(QUEUE, 20.0, "gpu"))
    print(plan_night(QUEUE, 22.0, "gpu"))
    print(plan_day(QUEUE, 5.0))
