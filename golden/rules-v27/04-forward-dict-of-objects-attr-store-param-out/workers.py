"""Worker bookkeeping for a job queue, in the shape of a process pool's manager."""

IDLE = "idle"


class Worker:
    def __init__(self, wid):
        self.wid = wid
        self.state = IDLE
        self.jobs = []

    def assign(self, job):
        self.jobs.append(job)
        self.state = "busy"

    def status(self):
        return "%s:%s" % (self.wid, self.state)


def spawn(count):
    workers = {}
    for wid in range(count):
        workers[wid] = Worker(wid)
    return workers


def retire(workers, history, wid, reason, stamp):
    workers[wid].state = "retired: " + reason
    history[wid].append(stamp)
    return wid
