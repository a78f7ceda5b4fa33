"""Decorators that guard the money-moving methods of an account."""
import functools


def non_negative(method):
    @functools.wraps(method)
    def wrapper(self, amount, *rest):
        if amount < 0:
            raise ValueError(f"{method.__name__}: negative amount {amount}")
        return method(self, amount, *rest)
    return wrapper


def audited(method):
    @functools.wraps(method)
    def wrapper(self, *args):
        result = method(self, *args)
        self.history.append((method.__name__, result))
        return result
    return wrapper


def summary(history):
    moved = 0
    for label, change in history:
        if label == "statement":
            continue
        moved += abs(change)
    return moved
