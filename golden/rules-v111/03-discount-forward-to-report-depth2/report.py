"""Formatting of the invoice summary."""


def money(value, currency):
    text = "%.2f" % value
    if currency == "EUR":
        return text + " EUR"
    return currency + " " + text


def rule(width):
    return "-" * width


def render(summary, currency):
    lines = []
    lines.append("items   " + str(summary["count"]))
    lines.append("net     " + money(summary["net"], currency))
    lines.append("ship    " + money(summary["shipping"], currency))
    lines.append(rule(24))
    lines.append("total   " + money(summary["total"], currency))
    return "\n".join(lines)


def header(customer, currency):
    title = "Invoice for " + customer
    if currency != "EUR":
        title = title + " (" + currency + ")"
    return title + "\n" + rule(len(title))


def footer(note):
    if not note:
        return ""
    return "note: " + note


def percent(rate):
    return str(round(rate * 100)) + "%"


def columns(pairs, width):
    out = []
    for key, value in pairs:
        out.append(key.ljust(width) + value)
    return out
