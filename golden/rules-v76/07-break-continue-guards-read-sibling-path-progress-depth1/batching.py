"""Jobs and progress counters for a budgeted batch run."""


class Job:
    def __init__(self, name, cost, skip=False):
        self.name = name
        self.cost = cost
        self.skip = skip


class Progress:
    def __init__(self):
        self.done = 0
        self.spent = 0.0

    def ratio(self, total):
        if not total:
            return 1.0
        return self.done / total
