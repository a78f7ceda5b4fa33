"""Generators over sensor readings."""


def numbered(readings, start, log):
    n = start
    for value in readings:
        if value is None:
            log.append("gap")
            continue
        if value < 0:
            break
        yield n, value
        n += 1
    log.append(f"stopped at {n}")


def scaled(readings, factor):
    for value in readings:
        if value is not None:
            yield value * factor
