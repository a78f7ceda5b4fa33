"""Nightly sync of the warehouse inventory from the event feed."""
from inventory import apply_events, describe

LOW = 5


def sync(start, events):
    table = dict(start)
    audit = []
    rejected = apply_events(table, events, audit)
    low = sorted(sku for sku, count in table.items() if count < LOW)
    report = [describe({"low": len(low), "rejected": len(rejected)})] + audit
    return low, report


def nightly(feed):
    start = {"A1": 3, "B2": 12, "C3": 7}
    events = [event for event in feed if event.get("op") != "ignore"]
    return sync(start, events)


if __name__ == "__main__":
    FEED = [{"op": "restock", "sku": "a1 ", "qty": 10}, {"op": "reserve", "sku": "b2", "qty": 9}]
    FEED += [{"op": "reserve", "sku": "C3", "qty": 9}, {"op": "note", "by": "ops", "shift": 2}, {"op": "ignore"}]
    print(nightly(FEED))
