"""Damped fixed-point iteration with a convergence test and an iteration cap."""

MAX_ITER = 40


def step(x, a, b):
    target = (b - a * x) / 2.0
    return x + 0.5 * (target - x)


def iterate(a, b, history, eps=1e-9, cap=MAX_ITER):
    x = 0.0
    delta = 1.0
    it = 0
    while abs(delta) > eps:
        if it >= cap:
            break
        nx = step(x, a, b)
        delta = nx - x
        history.append(delta)
        x = nx
        it += 1
    return x


def residual(a, b, x):
    return abs(2.0 * x - (b - a * x))
