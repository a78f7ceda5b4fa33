"""Payout policies; every payout goes through a capping decorator."""
import functools


def capped(func):
    @functools.wraps(func)
    def wrapper(paid, *args):
        payout = func(paid, *args)
        if payout > paid:
            payout = paid
        return round(payout, 2)
    return wrapper


@capped
def refund(paid, days_late):
    if days_late > 30:
        return 0.0
    return paid * 1.1


@capped
def voucher(paid, stars):
    missing = 5 - stars
    return 5.0 * missing


def explain(payout, paid):
    if payout == paid:
        return "full"
    if payout == 0:
        return "none"
    return "partial"
