"""Read settings from a store that sometimes answers nothing."""
from retry import retry


def load_setting(store, key, default):
    misses = 0
    pauses = []

    def fetch(attempt):
        nonlocal misses
        value = store.get((key, attempt))
        if value is None:
            misses += 1
        return value

    found = retry(fetch, 3, waits=pauses)
    if found is None:
        found = default
    print(key, "misses:", misses, "pauses:", pauses)
    return found


def server_time(clock):
    def ask(attempt):
        return clock.get(attempt)

    return retry(ask, 2)


if __name__ == "__main__":
    replies = {("timeout", 0): None, ("timeout", 1): "30"}
    fallback = "10"
    print(load_setting(replies, "timeout", fallback))
    print(load_setting(replies, "retries", "5"))
    print(server_time({1: "12:00"}))
