"""Build the on-call summary from a batch of decoded log records."""
from triage import render, triage

POLICY = {"warn_burst": 3}


def summarize(records, policy=POLICY):
    pages = []
    digest = 0
    for record in records:
        bucket, line = triage(record, policy)
        if bucket == "page":
            pages.append(line)
        elif bucket == "digest":
            digest += 1
    header = "%d pages, %d in the digest" % (len(pages), digest)
    return header, pages


def sample(records):
    first = records[0]
    return render(first)


if __name__ == "__main__":
    batch = [{"level": "error", "msg": "disk full", "logger": "store"}, {"level": "warning", "count": 4, "logger": "api"}]
    batch += [{"level": "warning", "count": 2, "msg": "slow query", "logger": "db"}, {"level": "debug", "msg": "tick"}]
    print(summarize(batch))
    print(summarize(batch, {"warn_burst": 10}))
    print(sample(batch))
