"""Invoices priced from metered daily usage."""
from meter import make_meter

CAP = 100.0


def bill(usage, rate):
    charge, used = make_meter(rate, CAP)
    lines = []
    for day, units in usage:
        cost = charge(units)
        lines.append("%s %6.2f" % (day, cost))
    spent = used()
    lines.append("total %6.2f" % spent)
    return "\n".join(lines)


def monthly(usage, plan):
    rate = 0.5 if plan == "pro" else 0.8
    return bill(usage, rate)


def flat(usage):
    return bill(usage, 1.0)


def demo():
    usage = [("mon", 40), ("tue", 90), ("wed", 30)]
    print(monthly(usage, "pro"))
    print(flat(usage))


if __name__ == "__main__":
    demo()
