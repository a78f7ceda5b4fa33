"""Replay a request log through a throttle."""
from throttle import Throttle

LOG = [(0.0, 4), (0.5, 4), (1.0, 4), (1.2, 6), (3.0, 2)]


def replay(events, rate):
    if rate:
        Throttle.configure(rate)
    bucket = Throttle()
    bucket.start(events[0][0])
    allowed = 0
    for now, cost in events:
        bucket.refill(now)
        if bucket.take(cost):
            allowed += 1
        else:
            print("throttled at", now, bucket.level())
    return allowed


if __name__ == "__main__":
    print(replay(LOG, 2))
