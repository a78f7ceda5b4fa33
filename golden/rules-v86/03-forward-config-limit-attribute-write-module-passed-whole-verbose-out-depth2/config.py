"""Settings of the thumbnail worker.

The entry point may overwrite some of them before the worker starts.
"""

LIMIT = 50
VERBOSE = False
RETRIES = 3
SIZE = 128

QUEUE_DIR = "/var/spool/thumbs"
OUTPUT_DIR = "/var/cache/thumbs"

FORMATS = ("png", "jpg", "webp")
KEEP_DAYS = 30
