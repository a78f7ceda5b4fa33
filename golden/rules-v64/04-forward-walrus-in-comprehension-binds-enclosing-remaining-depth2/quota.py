"""Greedy quota allocation: grant queued jobs by priority while the budget lasts."""


def cost_of(job, unit):
    return job["slots"] * unit


def allocate(jobs, budget, unit, grants):
    remaining = budget
    ranked = sorted(jobs, key=lambda job: (-job["priority"], job["name"]))
    granted = [j["name"] for j in ranked if (cost := cost_of(j, unit)) <= remaining and (remaining := remaining - cost) >= 0]
    grants.extend(granted)
    waiting = [job["name"] for job in ranked if job["name"] not in granted]
    print("granted", granted, "waiting", waiting)
    return remaining
