"""Upload a batch of files to a remote store and report how healthy the link was."""
import counters

LIMIT = 64


def _put(remote, path, data, limit):
    if len(data) > limit:
        counters.record_failure()
        return False
    remote[path] = data
    counters.record_sent(len(data))
    return True


def upload(remote, job, limit):
    path, data = job
    ok = _put(remote, path, data, limit)
    if not ok and len(data) <= 2 * limit:
        counters.record_retry()
        ok = _put(remote, path, data[:limit], limit)
    return ok


def health():
    ratio = counters.failure_ratio()
    return "degraded" if ratio > 0.25 else "ok"


def sync_all(jobs, limit):
    remote = {}
    before = health()
    done = 0
    for job in jobs:
        if upload(remote, job, limit):
            done += 1
    state = health()
    upload(remote, ("MANIFEST", ",".join(sorted(remote))), limit)
    print(before, "->", state, "|", counters.summary())
    return state, done


JOBS = [("a.txt", "x" * 10), ("b.txt", "y" * 100), ("c.txt", "z" * 200)]
if __name__ == "__main__":
    print(sync_all(JOBS, LIMIT))
