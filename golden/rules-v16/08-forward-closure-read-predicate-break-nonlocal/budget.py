"""Pick the jobs that fit into a time budget, in order."""


def pick_jobs(jobs, total, reserve):
    budget = total - reserve
    spent = 0

    def fits(cost):
        nonlocal spent
        if spent + cost > budget:
            return False
        spent += cost
        return True

    chosen = []
    for job in jobs:
        if not fits(job["cost"]):
            break
        chosen.append(job["name"])
    print("spent", spent, "of", total)
    return chosen
