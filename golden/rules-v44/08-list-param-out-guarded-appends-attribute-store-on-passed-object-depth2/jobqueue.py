class Job:
    def __init__(self, name, priority):
        self.name = name
        self.priority = priority
        self.tries = 0


def enqueue(pending, job, limit):
    if len(pending) >= limit:
        print("queue full, dropping", job.name)
        return False
    if job.priority < 0:
        return False
    pending.append(job)
    return True


def names(jobs):
    return [job.name + "#" + str(job.tries) for job in jobs]
