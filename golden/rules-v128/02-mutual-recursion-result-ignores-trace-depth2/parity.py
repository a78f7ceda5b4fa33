"""Mutually recursive parity checks that log every step they take."""


def is_even(n, trace):
    trace.append(("even", n))
    if n == 0:
        return True
    return is_odd(n - 1, trace)


def is_odd(n, trace):
    trace.append(("odd", n))
    if n == 0:
        return False
    return is_even(n - 1, trace)


def longest_run(trace):
    run = best = 0
    previous = None
    for kind, _ in trace:
        run = run + 1 if kind != previous else 1
        previous = kind
        best = max(best, run)
    return best
