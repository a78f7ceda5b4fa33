"""Validate uploaded measurement batches."""


def split_batches(batches, limit):
    clean = 0
    rejected = []
    for batch in batches:
        if not batch:
            continue
        for value in batch:
            if value < 0 or value > limit:
                break
        else:
            clean += 1
            continue
        rejected.append(batch)
    return clean, rejected


def import_rows(rows, cap, size):
    batches = [rows[i:i + size] for i in range(0, len(rows), size)]
    limit = cap * 2
    note = "cap %d" % cap
    ok, bad = split_batches(batches, limit)
    print(note, ok)
    return bad
