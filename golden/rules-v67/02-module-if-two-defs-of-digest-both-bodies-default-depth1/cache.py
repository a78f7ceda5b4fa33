"""Content-addressed cache keys for a small build tool."""

import sys

from compat import describe, digest, shard

SOURCES = ["main.c", "util.c", "io.c"]
SHARDS = 4
PREFIX = "build"

keys = {}
for name in SOURCES:
    keys[name] = digest(name, 10)
slots = [shard(name, SHARDS) for name in SOURCES]
tag = PREFIX + "-" + sys.platform
manifest = digest(tag)
print(describe(), manifest)
print(keys)
print(slots)
