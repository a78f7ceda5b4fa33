"""Plan queued jobs in order, skipping the held ones."""


def plan(jobs):
    queue = []
    held = 0
    for job in jobs:
        name = job["name"].strip()
        if job.get("hold"):
            held += 1
            continue
        queue.append(name)
    print("held:", held)
    ran = []
    internal = 0
    while queue:
        current = queue.pop(0)
        if current.startswith("_"):
            internal += 1
        else:
            ran.append(current.upper())
    return {"ran": ran, "internal": internal, "held": held}
