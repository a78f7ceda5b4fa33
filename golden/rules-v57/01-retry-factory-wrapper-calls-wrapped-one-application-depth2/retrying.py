"""Retry policies for flaky look-ups, applied as retry(n)(fn) in the shape of tenacity and backoff."""

BACKOFF = 0.25
MAX_DELAY = 2.0


def schedule(attempts, backoff):
    delays = []
    for n in range(attempts - 1):
        delays.append(min(backoff * 2 ** n, MAX_DELAY))
    return delays


def retry(attempts, backoff=BACKOFF):
    if attempts < 1:
        raise ValueError("attempts must be at least 1")
    delays = schedule(attempts, backoff)

    def decorate(func):
        def wrapper(key):
            result = func(key)
            waited = 0.0
            for delay in delays:
                if result is not None:
                    break
                waited += delay
                result = func(key)
            print(func.__name__, repr(key), "waited", waited)
            return result

        return wrapper

    return decorate
