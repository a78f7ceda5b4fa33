"""A stopwatch that records lap times."""


class Stopwatch:
    def __init__(self, label):
        self.label = label
        self.laps = []
        self.started = 0.0
        self.running = False

    def start(self, now):
        self.started = now
        self.running = True

    def lap(self, now):
        self.laps.append(now - self.started)

    def stop(self, now):
        self.lap(now)
        self.running = False

    def restart(self, now, reason):
        self.stop(now)
        print("restart:", reason)
        self.start(now)
