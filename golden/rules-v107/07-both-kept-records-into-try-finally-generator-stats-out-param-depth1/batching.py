"""Split a record stream into fixed-size batches."""


def batches(records, size, stats):
    stats["size"] = size
    emitted = 0
    batch = []
    try:
        for rec in records:
            if rec.startswith("#"):
                continue
            batch.append(rec.strip())
            if len(batch) == size:
                yield batch
                emitted += 1
                batch = []
        if batch:
            yield batch
            emitted += 1
    finally:
        stats["batches"] = emitted
