"""Run the night shift, rotate the audit trail, then run the cleanup."""
from audit import log, rotate, worst

NIGHT = [("nightly", 250), ("backup", 40)]
CLEANUP = [("purge", -1), ("vacuum", 30)]


def run(job, size):
    log("info", "start " + job)
    if size > 100:
        log("warn", job + " is large")
    if size < 0:
        log("error", job + " has a bad size")
        return False
    log("info", "done " + job)
    return True


def shift(jobs):
    results = []
    for job, size in jobs:
        ok = run(job, size)
        results.append(ok)
    return results


first = shift(NIGHT)
level_one = worst()
dropped = rotate()
second = shift(CLEANUP)
level_two = worst()
print(first, level_one, dropped, second, level_two)
