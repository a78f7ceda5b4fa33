"""Stocks the front bin and archives a one-line description of it."""
from inventory import stock


def describe(b):
    used = sum(qty for _, qty in b.items)
    slots = b.capacity - len(b.items)
    return f"{b.code}: {used} units, {slots} free slots"


def archive(entry):
    stamp = "2024-05-01"
    size = len(entry)
    return f"[{stamp}] {entry} ({size} chars)"


def warehouse(deliveries):
    front = stock(deliveries)
    line = describe(front)
    checked = len(deliveries)
    print("deliveries checked:", checked)
    return line


DELIVERIES = [("bolt", 4), ("nut", 25), ("washer", 8), ("gear", 12)]

if __name__ == "__main__":
    summary = warehouse(DELIVERIES)
    print(archive(summary))
    print("done")
