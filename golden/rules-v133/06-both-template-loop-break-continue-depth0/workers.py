"""Workers that take jobs until they reach their limit."""


class Worker:
    def __init__(self, name, limit):
        self.name = name
        self.limit = limit
        self.done = []

    def run(self, jobs):
        taken = 0
        skipped = 0
        for job in jobs:
            if job is None:
                skipped += 1
                continue
            if taken >= self.limit:
                break
            taken += 1
            self.handle(job)
        self.report(taken, skipped)
        return taken

    def handle(self, job):
        self.done.append(job)

    def report(self, taken, skipped):
        print(self.name, "took", taken, "skipped", skipped)


class LoudWorker(Worker):
    def handle(self, job):
        print(self.name, "handles", job)
        super().handle(job)


class QuietWorker(Worker):
    def report(self, taken, skipped):
        pass
