"""Aggregates invoices by status."""
from models import Status, parse


def summarize(invoices):
    paid_total = 0.0
    open_count = 0
    settled = 0
    for inv in invoices:
        state = Status(inv.status)
        if state.is_settled():
            settled += 1
        if state is Status.PAID:
            paid_total += inv.amount
        elif state is Status.OPEN:
            open_count += 1
    largest = max(inv.amount for inv in invoices)
    print(f"largest invoice {largest:.2f}")
    return paid_total, open_count, settled


def paid_only(invoices):
    paid, _, _ = summarize(invoices)
    return round(paid, 2)


def build_report(lines):
    invoices = [parse(line) for line in lines]
    paid, pending, settled = summarize(invoices)
    count = len(invoices)
    header = f"{count} invoices"
    body = f"paid {paid:.2f}, open {pending}, settled {settled}"
    return header + "\n" + body


LINES = ["A-1; 120.0; paid", "A-2; 80.5; open", "A-3; 42.0; void", "A-4; 19.5; paid"]

if __name__ == "__main__":
    print(build_report(LINES))
    print("paid only", paid_only([parse(line) for line in LINES]))
