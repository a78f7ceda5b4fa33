"""Summaries of meter readings built on the running sum and product."""
import sys

from series import sum_and_product


def summarize(readings, unit):
    factor = 1000 if unit == "kW" else 1
    total, product, mean = sum_and_product(readings, factor)
    label = "%s readings" % unit
    return "%s: sum=%s product=%s mean=%.2f" % (label, total, product, mean)


def main(argv):
    unit = argv[0] if argv else "W"
    values = [float(v) for v in argv[1:]] or [2.0, 0.0, 3.0, 4.0]
    print(summarize(values, unit))


if __name__ == "__main__":
    main(sys.argv[1:])
