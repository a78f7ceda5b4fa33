"""Run one day of jobs: start what fits and count the outcomes."""
from types import SimpleNamespace
from jobs import transfer, tidy


def run_day(jobs, backlog, slots):
    pending = list(jobs)
    active, spare = [], []
    tally = SimpleNamespace(done=0, failed=0)
    tidy(pending)
    tidy(backlog)
    started = transfer(pending, active, slots)
    transfer(backlog, spare, 2)
    for job in active:
        if job.endswith("!"):
            tally.failed += 1
        else:
            tally.done += 1
    del pending[:1]
    waiting = len(pending)
    spare.reverse()
    return {"started": started, "done": tally.done, "waiting": waiting, "spare": spare}
