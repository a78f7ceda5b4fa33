"""Selection of record ids for batch jobs."""
import random


def collect_ids(rows, max_ids=None):
    ids = []
    seen = set()
    cap = max_ids if max_ids is not None else len(rows)
    for row in rows:
        rid = row.get("id")
        if rid is None or rid in seen:
            continue
        seen.add(rid)
        ids.append(rid)
        if len(ids) >= cap:
            break
    ordered = sorted(ids)
    return ordered


def sample_ids(rows, k, seed=None):
    rng = random.Random(seed)
    ids = [row["id"] for row in rows if "id" in row]
    if k >= len(ids):
        return ids
    return rng.sample(ids, k)


def chunked(ids, size):
    batches = []
    for start in range(0, len(ids), size):
        batches.append(ids[start:start + size])
    return batches


def describe(batches):
    sizes = [len(b) for b in batches]
    return "%d batches, largest %d" % (len(sizes), max(sizes) if sizes else 0)


def dedupe(ids):
    return list(dict.fromkeys(ids))
