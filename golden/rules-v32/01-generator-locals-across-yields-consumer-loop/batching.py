"""Group log records into upload batches bounded by a count and by a byte budget, as log shippers do."""


def record_size(rec):
    return len(rec["msg"]) + len(rec.get("host", "")) + 16


def iter_batches(records, max_count, max_bytes=100):
    batch = []
    used = 0
    skipped = 0
    for rec in records:
        if not rec.get("msg"):
            skipped += 1
            continue
        size = record_size(rec)
        if batch and (len(batch) >= max_count or used + size > max_bytes):
            yield batch
            batch = []
            used = 0
        batch.append(rec)
        used += size
    if batch:
        yield batch
    print("skipped", skipped, "empty records")
