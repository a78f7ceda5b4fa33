"""Compiled programs for the stack machine, and the helpers that run them."""
from vm import run

COUNTDOWN = [("dup",), ("jz", 6), ("emit",), ("push", -1), ("add",), ("jump", 0), ("halt",)]


def countdown(n, budget=100):
    result, out = run(COUNTDOWN, n, budget)
    return out


def summing(values):
    program = [("push", v) for v in values] + [("add",)] * len(values) + [("halt",)]
    total, _ = run(program, 0, 10 * len(program))
    return total


if __name__ == "__main__":
    print(countdown(3))
    print(summing([4, 5, 6]))
