"""Format the lines of a plain-text receipt."""

DOTS = "."


def format_line(item, width, fill=DOTS):
    name = item["name"].strip()
    label = name.ljust(width, fill)
    sku = name[:3].upper()
    price = "{:>8.2f}".format(item["price"])
    return sku + " " + label + price


def format_total(total, currency="EUR"):
    amount = "{:.2f}".format(total)
    return "TOTAL {} {}".format(amount, currency).rjust(30)
