"""Pick the digest helper once, at import time, from an environment switch."""

import hashlib
import os

FAST = os.environ.get("DIGEST_FAST", "") == "1"
WIDTH = 16
SALT = "v2"

if FAST:
    def digest(text, width=WIDTH):
        raw = hashlib.md5(text.encode()).hexdigest()
        return raw[:width]
else:
    def digest(text, width=WIDTH):
        salted = SALT + ":" + text
        raw = hashlib.sha256(salted.encode()).hexdigest()
        return raw[:width]


def shard(key, count):
    value = int(digest(key, 8), 16)
    return value % count


def describe():
    mode = "md5" if FAST else "sha256"
    return f"{mode}/{WIDTH}"
