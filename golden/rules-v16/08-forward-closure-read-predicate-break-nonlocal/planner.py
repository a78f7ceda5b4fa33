"""Daily plans built from the job queue."""
from budget import pick_jobs


def plan_day(jobs, hours):
    picked = pick_jobs(jobs, hours * 60, 30)
    count = len(jobs)
    print("queue of", count)
    return ", ".join(picked)


def plan_week(queue):
    days = []
    for hours in (8, 8, 6, 8, 4):
        days.append(plan_day(queue, hours))
    return days
