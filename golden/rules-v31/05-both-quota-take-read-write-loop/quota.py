"""A request budget shared by the whole process, in the manner of a token bucket."""

CAPACITY = 5

tokens = CAPACITY
denied = 0


def take(cost):
    global tokens, denied
    if cost > tokens:
        denied += 1
        return False
    tokens -= cost
    return True


def refill(amount):
    global tokens
    tokens = min(CAPACITY, tokens + amount)


def remaining():
    return tokens
