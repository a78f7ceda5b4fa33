"""Plan the pauses of a retrying HTTP adapter."""
from retry import Retry

MAX_BACKOFF = 5.0


class Timeout:
    BACKOFF_FACTOR = 3.0

    def __init__(self, connect, read):
        self.connect = connect
        self.read = read


def schedule(total, factor=None):
    retries = Retry(total, backoff_factor=factor)
    plan = []
    for attempt in range(1, total + 1):
        plan.append(retries.backoff(attempt))
    return plan


def budget(timeout):
    pauses = schedule(3)
    return timeout.connect + timeout.read + sum(pauses) * timeout.BACKOFF_FACTOR


if __name__ == "__main__":
    print(schedule(4))
    print(schedule(9, factor=1.5))
    print(budget(Timeout(2.0, MAX_BACKOFF)))
