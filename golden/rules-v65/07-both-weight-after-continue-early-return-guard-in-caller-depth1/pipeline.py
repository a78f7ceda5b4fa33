"""Parse "name=value" records and aggregate them by name."""

DEFAULT_WEIGHT = 1.0


def parse_record(text, sep):
    name, _, raw = text.partition(sep)
    try:
        value = float(raw)
    except ValueError:
        value = None
    return name.strip(), value


def aggregate(records, weights, bad):
    totals = {}
    for text in records:
        name, value = parse_record(text, "=")
        if value is None:
            bad.append(name)
            continue
        weight = weights.get(name, DEFAULT_WEIGHT)
        totals[name] = totals.get(name, 0.0) + value * weight
    return totals
