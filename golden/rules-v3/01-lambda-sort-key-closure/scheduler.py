"""Pick the next jobs to run from the queue of pending jobs."""
import time

PRIORITY_BOOST = {"urgent": 100, "normal": 10, "batch": 0}
MAX_AGE = 3600


def job_age(job, now):
    return max(0, now - job["submitted"])


def score_jobs(jobs, now, weights):
    age_weight = weights.get("age", 1.0)
    boost = dict(PRIORITY_BOOST)
    if weights.get("no_batch"):
        boost["batch"] = -1000
    label = "scored %d jobs at %d" % (len(jobs), now)
    scored = sorted(jobs, key=lambda j: boost[j["kind"]] + age_weight * min(job_age(j, now), MAX_AGE), reverse=True)
    by_name = sorted(jobs, key=lambda j: j["name"])
    print(label, [j["name"] for j in by_name])
    return scored


def next_batch(queue, size, weights=None):
    now = time.time()
    pending = [j for j in queue if j["state"] == "pending"]
    ranked = score_jobs(pending, now, weights or {})
    return ranked[:size]


def oldest(queue):
    now = time.time()
    return max(queue, key=lambda j: job_age(j, now), default=None)
