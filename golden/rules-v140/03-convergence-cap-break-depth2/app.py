"""Solve one damped fixed-point problem and report it."""

from solver import iterate, residual


def main():
    tol = 1e-6
    trace = []
    a = 0.8
    b = 3.0
    x = iterate(a, b, trace, eps=tol)
    steps = len(trace)
    print("root", round(x, 6), "after", steps, "steps")
    err = residual(a, b, x)
    if err > 1e-3:
        print("warning: large residual", err)
    return x


if __name__ == "__main__":
    main()
