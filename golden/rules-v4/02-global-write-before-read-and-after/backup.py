"""Nightly backup: choose a compression profile, plan the archive, then tune for the upload."""
import os
import sys

DATA_DIR = "data"
COMPRESSION = 6
CHUNK_MB = 64
fast_mode = "--fast" in sys.argv
low_bandwidth = os.environ.get("BACKUP_LOW_BW") == "1"


def apply_profile(fast):
    global COMPRESSION, CHUNK_MB
    if fast:
        COMPRESSION = 1
        CHUNK_MB = 256


def tune_for_upload(slow_link):
    global COMPRESSION
    if slow_link:
        COMPRESSION = 9


def plan_archive(paths):
    total = sum(os.path.getsize(p) for p in paths)
    ratio = 0.3 + COMPRESSION * 0.05
    estimate = int(total * (1 - min(ratio, 0.8)))
    return {"files": len(paths), "estimated_bytes": estimate, "level": COMPRESSION}


def chunk_count(size):
    return max(1, size // (CHUNK_MB * 1024 * 1024))


sources = [os.path.join(DATA_DIR, name) for name in sorted(os.listdir(DATA_DIR))]
apply_profile(fast_mode)
plan = plan_archive(sources)
tune_for_upload(low_bandwidth)
archive = "backup-l%d.tar.gz" % COMPRESSION
chunks = chunk_count(plan["estimated_bytes"])
print("backing up %(files)d files, about %(estimated_bytes)d bytes at level %(level)d" % plan)
print("upload %s in %d chunks" % (archive, chunks))
