"""Batch statistics over sales rows."""


def summarize(rows, label):
    rec = {"count": 0, "total": 0}
    for r in rows:
        rec["count"] += 1
        rec["total"] += r.get("amount", 0)
    first_total = rec["total"]
    rec = {"count": len(rows), "max": 0}
    for r in rows:
        amount = r.get("amount", 0)
        if amount > rec["max"]:
            rec["max"] = amount
    rec["label"] = label
    rec.pop("count", None)
    peak = rec.get("max", 0)
    return first_total, peak, rec


def main():
    rows = [{"amount": 5}, {"amount": 12}, {"amount": 7}]
    first_total, peak, rec = summarize(rows, "north")
    print(first_total, peak, sorted(rec))


main()
