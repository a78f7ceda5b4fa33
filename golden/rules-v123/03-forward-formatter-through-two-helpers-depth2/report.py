"""Monthly report: revenue shown as money, growth as percentages."""
from tables import render_table

CURRENCY = "EUR "


def money(value):
    return f"{CURRENCY}{value:,.2f}"


def percent(value):
    return f"{value * 100:+.1f}%"


def section(title, rows, kind):
    if kind == "growth":
        fmt = percent
    else:
        fmt = money
    notes = []
    body = render_table(rows, fmt, notes)
    heading = title.upper()
    print(f"{title}: {notes[0]}")
    return heading + "\n" + body


def build(revenue, growth):
    parts = [section("Revenue", revenue, "money")]
    parts.append(section("Growth", growth, "growth"))
    print(f"{len(parts)} sections")
    return "\n\n".join(parts)
