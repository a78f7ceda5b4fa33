"""Spool worker: poll a directory for reports, backing off while it stays empty."""
import os
import time

SPOOL = "/var/spool/reports"
BATCH = 20
BASE_DELAY = 0.5
MAX_DELAY = 30.0
MAX_POLLS = 1000

delay = BASE_DELAY
processed = 0


def current_wait():
    return min(delay, MAX_DELAY)


def back_off():
    global delay
    delay = delay * 2


def reset_backoff():
    global delay
    delay = BASE_DELAY


def fetch_batch():
    names = sorted(os.listdir(SPOOL))
    return [os.path.join(SPOOL, n) for n in names[:BATCH]]


def handle(paths):
    global processed
    for path in paths:
        os.rename(path, path + ".done")
        processed += 1


for poll in range(MAX_POLLS):
    wait = current_wait()
    time.sleep(wait)
    batch = fetch_batch()
    if batch:
        handle(batch)
        reset_backoff()
    else:
        back_off()

print("processed %d reports in %d polls" % (processed, MAX_POLLS))
