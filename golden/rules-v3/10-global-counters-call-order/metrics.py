"""Process-wide counters for the nightly import job."""

VERSION = "1.4"
counters = {}
errors = []
started_at = 0.0
batch_no = 0


def start(now):
    global started_at, batch_no
    started_at = now
    batch_no = 0
    counters.clear()


def next_batch():
    global batch_no
    batch_no += 1
    return batch_no


def count(name, n=1):
    counters[name] = counters.get(name, 0) + n


def fail(message):
    errors.append("batch %d: %s" % (batch_no, message))


def summary(now):
    elapsed = now - started_at
    total = sum(counters.values())
    return {"elapsed": elapsed, "total": total, "errors": len(errors)}


def banner():
    return "import job v%s" % VERSION
