"""Load sensor readings into the metrics store."""
from ingest import read_batches

DEFAULT_BATCH = 500


def load_file(store, path, batch_size=None):
    size = batch_size or DEFAULT_BATCH
    loaded = 0
    for batch in read_batches(path, size):
        store.insert_many("readings", batch)
        loaded += len(batch)
    return loaded


def load_tsv(store, path):
    total = 0
    for batch in read_batches(path, 100, delimiter="\t"):
        total += len(batch)
        store.insert_many("readings", batch)
    return total


def count_sensors(path):
    seen = set()
    with open(path) as fh:
        for line in fh:
            seen.add(line.split(",", 1)[0])
    return len(seen)
