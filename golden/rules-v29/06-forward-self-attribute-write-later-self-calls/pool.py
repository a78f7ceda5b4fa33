"""A connection pool whose timeout is widened when its host answers slowly."""

MAX_WAIT = 30.0


def clamp(value, upper):
    return min(max(value, 0.0), upper)


class Pool:
    def __init__(self, host, timeout=5.0):
        self.host = host
        self.timeout = timeout
        self.retries = 2

    def banner(self):
        return "%s (timeout %.1fs)" % (self.host, self.timeout)

    def deadline(self, attempts):
        per_try = self.timeout * 1.5
        return clamp(per_try * attempts, MAX_WAIT)

    def slow_down(self, factor):
        before = self.banner()
        self.timeout = self.timeout * factor
        self.retries += 1
        budget = self.deadline(self.retries)
        print("was", before, "now", self.banner())
        return budget
