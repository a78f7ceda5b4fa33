"""Background jobs that report through a completion callback."""


class Job:
    def __init__(self, task, payload, on_done):
        self.task = task
        self.payload = payload
        self.on_done = on_done

    def run(self):
        result = self.task(self.payload)
        reply = self.on_done(result)
        print("job finished:", self.payload)
        return reply


class Batch:
    def __init__(self):
        self.results = []

    def on_done(self, result):
        self.results.append(result)
        return len(self.results)
