"""Invoice line pricing and receipt layout."""

TAX_RATE = 0.2
PLACES = 2


def money(value):
    return round(value, PLACES)


def pad(text, width):
    return text[:width].ljust(width)


def price_line(item, qty, unit_price, notes):
    label = item.strip().title()
    if qty <= 0:
        notes.append("skipped " + label)
        return 0.0
    net = money(qty * unit_price)
    notes.append("%s x%d @ %.2f" % (label, qty, unit_price))
    tax = money(net * TAX_RATE)
    return net + tax


def receipt(notes, total, width):
    rule = "-" * width
    lines = [rule]
    for note in notes:
        lines.append(pad(note, width))
    lines.append(rule)
    lines.append(pad("TOTAL %.2f" % total, width))
    return "\n".join(lines)
