import constants
from client import plan_attempts, budget


def schedule(name):
    delays = plan_attempts(constants.BACKOFF)
    total = budget(delays)
    limit = constants.TIMEOUT * 3
    print(name, delays, limit)
    return total


print(schedule("sync"))
