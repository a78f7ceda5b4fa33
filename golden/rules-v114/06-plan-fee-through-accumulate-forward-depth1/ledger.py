"""Running account balance over two statement periods."""

import itertools

OPENING = 100.0


def signed(entry):
    kind, amount = entry
    if kind == "debit":
        return -amount
    return amount


def is_valid(entry):
    return entry[1] > 0


def cents(value):
    return round(value, 2)


def balances(first, second, fee):
    entries = list(itertools.chain(first, second))
    good = list(filter(is_valid, entries))
    deltas = list(map(signed, good))
    deltas.append(-fee)
    running = list(itertools.accumulate(deltas, initial=OPENING))
    lowest = min(running)
    return cents(running[-1]), cents(lowest)
