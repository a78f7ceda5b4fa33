"""A token-bucket throttle kept in a closure, as polite crawlers use."""


def make_throttle(rate, burst):
    if rate <= 0:
        raise ValueError("rate must be positive")
    tokens = burst
    last = 0.0

    def allow(now):
        nonlocal tokens, last
        if tokens < 1 and now - last < 1.0 / rate:
            return False
        tokens = min(burst, tokens + (now - last) * rate)
        last = now
        if tokens < 1:
            return False
        tokens -= 1
        return True

    return allow
