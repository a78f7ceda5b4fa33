"""Cells of a text report."""


def cell(name, value, unit):
    width = 12
    precision = 2
    suffix = ""
    if unit:
        suffix = " " + unit
    note = "raw"
    text = f"{name!r:<{width}} {value:.{precision}f}{suffix} {{note}}"
    precision = 4
    return text
