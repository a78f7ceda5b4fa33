"""Parity of a natural number by mutual recursion, with a step budget."""


def is_even(n, budget):
    if budget <= 0:
        return None
    if n == 0:
        return True
    return is_odd(n - 1, budget - 1)


def is_odd(n, budget):
    if budget <= 0:
        return None
    if n == 0:
        return False
    return is_even(n - 1, budget - 1)
