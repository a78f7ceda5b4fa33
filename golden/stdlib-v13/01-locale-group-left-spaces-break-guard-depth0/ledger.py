"""Print a ledger with right-aligned, thousands-grouped amounts."""
from grouping import _group

WIDTH = 12


def ledger_line(label, cents):
    sign = "-" if cents < 0 else ""
    amount = "%*s" % (WIDTH, sign + str(abs(cents) // 100))
    grouped, extra = _group(amount, monetary=True)
    if extra:
        grouped = grouped[extra:]
    return "%-16s%s.%02d" % (label, grouped, abs(cents) % 100)


def ledger(entries):
    lines = []
    for label, cents in entries:
        lines.append(ledger_line(label, cents))
    return "\n".join(lines)


if __name__ == "__main__":
    print(ledger([("rent", 123456789), ("coffee", -450), ("refund", -100000)]))
    print(_group("  12345  "))
