"""Drains a render queue within a time budget, highest priority first."""


def job_cost(job, rate):
    return job["units"] * rate


def drain(jobs, budget, rate):
    queue = list(jobs)
    queue.sort(key=lambda j: j["prio"])
    while queue and queue[-1]["stale"]:
        queue.pop()
    preview = sorted(queue, key=lambda j: j["units"])
    cheapest = preview.pop(0)
    spent = 0
    done = []
    while queue:
        job = queue.pop()
        cost = job_cost(job, rate)
        if spent + cost > budget:
            queue.append(job)
            break
        spent += cost
        done.append(job["id"])
    print("done", done, "cheapest", cheapest["id"], "then", [j["id"] for j in preview])
    return queue
