"""Summaries of sensor readings."""


def summarize(title, *values, **options):
    unit = options.get("unit", "")
    print(title.upper(), len(values), "readings", unit)
    if not values:
        return 0.0
    mean = sum(values) / len(values)
    return round(mean, 2)


def spread(*values):
    return max(values) - min(values)


def describe(*values):
    return f"{len(values)} readings, spread {spread(*values)}"
