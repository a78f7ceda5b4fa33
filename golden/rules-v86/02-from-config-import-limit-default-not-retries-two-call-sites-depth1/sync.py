"""Upload queued records to the archive in batches."""
import sys

from config import LIMIT, RETRIES

SAMPLE = ["a", "b", "c", "d", "e"]
NAME = "sync"


def batches(records, size=LIMIT):
    out = []
    for start in range(0, len(records), size):
        out.append(records[start:start + size])
    return out


def upload(records, dry_run=False):
    groups = batches(records)
    sent = 0
    for chunk in groups:
        for attempt in range(RETRIES):
            if dry_run or chunk:
                sent += len(chunk)
                break
    return sent


PREVIEW = batches(SAMPLE, 2)


def main(argv):
    count = int(argv[1]) if len(argv) > 1 else 230
    records = [f"rec-{n}" for n in range(count)]
    sent = upload(records, "--dry" in argv)
    print(NAME, "sent", sent, "preview", PREVIEW)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
