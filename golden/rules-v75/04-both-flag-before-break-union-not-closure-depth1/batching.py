"""Fit log records into a message-size budget, as log shippers batch them."""
from sizing import encoded_size

MARKER = "[truncated]"


def take_batch(records, budget):
    used = 0
    batch = []
    skipped = 0
    truncated = False
    for record in records:
        if not record:
            skipped += 1
            continue
        cost = encoded_size(record)
        if used + cost > budget:
            truncated = True
            break
        batch.append(record)
        used += cost
    if truncated:
        batch.append(MARKER)
    print("skipped", skipped, "empty records")
    return batch


def ship(records, budget):
    total = len(records)
    batch = take_batch(records, budget)
    line = " | ".join(batch)
    print("%d of %d records" % (len(batch), total))
    return line


if __name__ == "__main__":
    print(ship(["GET /", "", "POST /login", "GET /static/app.js", "GET /health"], 30))
