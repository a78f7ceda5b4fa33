"""Print service metrics, with digit grouping for large counts."""
from pretty import PrettyPrinter


def describe(printer, metrics):
    seen = {}
    title = printer.format("metrics", seen, 0, 0)[0]
    rows = [title]
    for name, value in metrics.items():
        text, readable, _ = printer.format(value, seen, 0, 0)
        if readable:
            rows.append(name + ": " + text)
    return rows


if __name__ == "__main__":
    printer = PrettyPrinter(width=60, underscore_numbers=True)
    stats = {"requests": 1234567, "ratio": 0.25, "host": "db1", "pool": object()}
    for row in describe(printer, stats):
        print(row)
