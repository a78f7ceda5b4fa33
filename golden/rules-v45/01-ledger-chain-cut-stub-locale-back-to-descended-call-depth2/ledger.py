"""Plain-text ledger lines for a bookkeeping export."""
from numfmt import format_cell

AMOUNT_WIDTH = 12
LOCALE = "xx"
ENTRIES = [{"memo": "Office chairs", "account": "6100", "unit": "pcs", "qty": 4, "amount": 1299.5}, {"memo": "Duplicate", "account": "6100", "unit": "pcs", "qty": 1, "amount": 5.0, "void": True}, {"memo": "Refund to client", "account": "4000", "unit": "hours", "qty": 12, "amount": -2500.0}]


def render_line(entry, locale_name, verbose):
    title = entry["memo"].strip()[:20]
    tag = entry["account"] if verbose else ""
    loc = locale_name or "en"
    width = len(entry["unit"]) + 6
    qty = format_cell(entry["qty"], width, loc, "qty")
    amount = format_cell(entry["amount"], AMOUNT_WIDTH, loc, tag)
    line = title.ljust(20) + qty + amount
    if verbose:
        print("rendered", tag, len(line))
    return line


def export(entries, locale_name, verbose):
    lines = []
    for entry in entries:
        if entry.get("void"):
            continue
        lines.append(render_line(entry, locale_name, verbose))
    return "\n".join(lines)


if __name__ == "__main__":
    print(export(ENTRIES, LOCALE, False))
