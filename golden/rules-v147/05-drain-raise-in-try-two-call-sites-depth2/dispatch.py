"""Dispatch pending messages and retries, reporting the outcome."""
from queue_tools import describe, drain


def dispatch(pending, retry, label):
    outbox = {}
    errors = {}
    first = drain(pending, outbox, label)
    second = drain(retry, errors, "retry")
    status = "ok" if first >= 0 else "failed"
    listing = describe(outbox)
    return status, listing, second


def run(names, extra):
    pending = list(names)
    retry = [extra]
    label = "batch-%d" % len(names)
    result = dispatch(pending, retry, label)
    print(result)
    return result


BATCHES = [["a", "b"], ["c", None, "d"]]
for names in BATCHES:
    run(names, "z")
