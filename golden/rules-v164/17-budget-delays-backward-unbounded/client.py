from constants import RETRIES, TIMEOUT


def plan_attempts(start):
    delays = []
    wait = start
    for attempt in range(RETRIES):
        delays.append(wait)
        wait = wait * 2
    return delays


def budget(delays):
    return sum(delays) + TIMEOUT
