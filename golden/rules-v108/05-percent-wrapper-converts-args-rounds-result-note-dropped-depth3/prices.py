"""Price rules written against fractions; callers pass percentages."""
import functools

MIN_PRICE = 0.5
AUDIT = []


def percent(func):
    @functools.wraps(func)
    def wrapper(amount, pct, note=""):
        if note:
            AUDIT.append(f"{func.__name__}: {note}")
        fraction = pct / 100
        result = func(amount, fraction)
        return round(result, 2)
    return wrapper


def floor_price(amount):
    return max(amount * 0.1, MIN_PRICE)


@percent
def reduce_by(amount, fraction):
    cut = amount * fraction
    return max(amount - cut, floor_price(amount))


@percent
def add_tax(amount, fraction):
    return amount + amount * fraction


def margin(cost, sale):
    if sale == 0:
        return 0.0
    return round((sale - cost) / sale * 100, 1)
