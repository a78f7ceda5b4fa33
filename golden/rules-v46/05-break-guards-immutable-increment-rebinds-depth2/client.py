"""Replay a server's replies against a retry policy."""
from policy import Retry


def negotiate(replies, retries):
    waited = 0.0
    tries = 0
    for status in replies:
        tries += 1
        if not retries.is_retry(status):
            break
        retries = retries.increment(status)
        if retries.is_exhausted():
            print("giving up after", tries, "tries:", retries.describe())
            break
        waited += retries.sleep_for()
    return waited


def plan(scripts, total):
    waits = {}
    for name, replies in scripts.items():
        waits[name] = negotiate(replies, Retry(total=total))
    return waits


if __name__ == "__main__":
    demo = {"flaky": [503, 503, 200], "down": [502] * 6}
    print(plan(demo, 3))
