"""A tiny accumulator machine driven by JSON messages."""

CAP = 10 ** 6


def apply(message, acc, trace, scale=1):
    ceiling = CAP * scale
    match message:
        case {"op": "add", "arg": arg}:
            acc = acc + arg
        case {"op": "mul", "arg": arg}:
            acc = acc * arg
        case {"op": "reset"}:
            acc = 0
        case {"op": op}:
            trace.append(op)
    return min(acc, ceiling)


def describe(acc):
    return f"acc={acc}"
