"""Nightly sync script: push the changed records, then print how many were synced."""
import os

BATCH = 50
EXPECTED = 120
STRICT = os.environ.get("SYNC_STRICT") == "1"
synced = 0
skipped = 0


def record(n):
    global synced
    synced += n


def forget():
    global synced
    synced = 0


def skip(n):
    global skipped
    skipped += n


def progress():
    print("synced so far:", synced)


record(BATCH)
skip(3)
progress()
if STRICT:
    record(1)
print("synced %d of %d" % (synced, EXPECTED))
print("skipped", skipped)
