"""invoice: price an order with discounts and print the invoice."""

import sys

from pricing import compute, heaviest, parse_items
from report import footer, header, percent, render

DEFAULTS = {
    "discount": 0.05,
    "bulk_from": 10,
    "bulk_bonus": 0.05,
    "shipping": 4.9,
    "currency": "EUR",
    "limit": 500.0,
}

ORDER = [
    "paper|4.50|6",
    "pens|1.20|5",
    "stapler|12.00|1",
]


def load_config(argv):
    cfg = dict(DEFAULTS)
    for arg in argv:
        if arg.startswith("--discount="):
            cfg["discount"] = float(arg[11:])
        elif arg.startswith("--currency="):
            cfg["currency"] = arg[11:]
    return cfg


def run(argv):
    cfg = load_config(argv)
    items = parse_items(ORDER)
    if not items:
        print("empty order")
        return
    print(header("ACME Ltd", cfg["currency"]))
    summary = compute(items, cfg)
    print(render(summary, cfg["currency"]))
    if summary["total"] > cfg["limit"]:
        print("warning: total above", cfg["limit"])
    print("most ordered:", heaviest(items))
    print("items billed:", summary["count"])
    print(footer("base discount " + percent(cfg["discount"])))


if __name__ == "__main__":
    run(sys.argv[1:])
