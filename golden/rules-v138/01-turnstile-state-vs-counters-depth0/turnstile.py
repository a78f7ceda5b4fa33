"""Coin-operated turnstile driven by a list of events."""


class Turnstile:
    def reset(self):
        self.state = "locked"
        self.coins = 0
        self.pushes = 0
        self.alarms = 0

    def run(self, events):
        for ev in events:
            if ev == "tick":
                continue
            if self.state == "locked":
                if ev == "coin":
                    self.coins += 1
                    self.state = "unlocked"
                elif ev == "push":
                    self.alarms += 1
            elif self.state == "unlocked":
                if ev == "push":
                    self.pushes += 1
                    self.state = "locked"
                elif ev == "coin":
                    self.coins += 1
        final = self.state
        return final

    def summary(self):
        return "%d coins, %d pushes, %d alarms" % (
            self.coins, self.pushes, self.alarms)
