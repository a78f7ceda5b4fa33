"""Replay queued change batches into the live settings store."""
from batch import apply_changes


def sync(store, batches):
    journal = []
    total = 0
    for batch in batches:
        try:
            total += apply_changes(store, batch, journal)
        except KeyError as exc:
            print("batch rejected at", exc)
    print(len(journal), "journal entries")
    return total


def replay(store, pending):
    done = sync(store, pending)
    return "%d changes applied, %d keys" % (done, len(store))


if __name__ == "__main__":
    settings = {"mode": "prod"}
    print(replay(settings, [[("a", 1), ("b", "x")], [("c", 3), ("d", None)], [("e", 5)]]))
    print(sorted(settings))
