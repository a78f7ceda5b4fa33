"""Load records in batches and report what was stored."""
from batching import batches


def load(records, limit):
    stats = {"batches": 0}
    size = max(1, limit // 4)
    kept = [r for r in records if r.strip()]
    stored = 0
    for chunk in batches(kept, size, stats):
        stored += len(chunk)
    dropped = len(records) - len(kept)
    return f"{stored} stored, {dropped} blank, {stats['batches']} batches"


def preview(records):
    first = next(batches(records, 2, {}), [])
    return ", ".join(first)


if __name__ == "__main__":
    rows = ["a", "# skip", " ", "b", "c", "d", "e"]
    print(load(rows, 8))
    print(preview(rows[3:]))
