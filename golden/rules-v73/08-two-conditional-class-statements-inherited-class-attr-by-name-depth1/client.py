"""Compute the deadline of a remote call under the active retry policy."""
from policy import FastPolicy, Policy

TIMEOUT = 5


def deadline(start, slow):
    timeout = Policy.TIMEOUT
    if slow:
        timeout = timeout * 2
    wait = Policy.BACKOFF
    total = start + timeout + wait
    quick = start + FastPolicy.TIMEOUT
    print("fast path would end at", quick, "jitter", Policy.JITTER)
    return total


if __name__ == "__main__":
    print(deadline(100.0, False))
    print(deadline(100.0, True))
