"""Load raw lines into an audited store and keep a plain backup."""
from store import AuditedStore, MemoryStore


def ingest(lines):
    store = AuditedStore()
    backup = MemoryStore()
    count = 0
    for raw in lines:
        record = {"id": raw.strip(), "size": len(raw)}
        count = store.save(record)
        backup.save({"id": "copy", "size": 0})
    size = store.total_size()
    return count, size


def main():
    count, size = ingest(["alpha ", "beta"])
    print("stored", count, "records,", size, "bytes")


main()
