"""Retry delays with exponential backoff."""


def backoff(attempt, base=0.5, cap=8.0, name=""):
    delay = base * (2 ** attempt)
    if delay > cap:
        delay = cap
    if name:
        print(f"{name}: waiting {delay}s")
    return delay


def schedule(attempts, base=0.5):
    delays = []
    for attempt in range(attempts):
        delays.append(backoff(attempt, base=base))
    return delays
