"""A budget throttle: jobs run until the budget would be exceeded."""


class Throttle:
    def __init__(self, budget):
        self.budget = budget
        self.used = 0

    def _charge(self, cost):
        self.used += cost

    def run(self, jobs):
        done = 0
        log = []
        for name, cost in jobs:
            if self.used + cost > self.budget:
                break
            self._charge(cost)
            log.append(name)
            done += 1
        print("ran", log)
        return done


t = Throttle(10)
first = t.run([("a", 4), ("b", 3), ("c", 5)])
t2 = Throttle(3)
second = t2.run([("x", 1)])
print(first, second, t.used)
