"""Key/value caches with pluggable storage."""
import json
import os
import zlib


class Cache:
    def __init__(self, prefix):
        self.prefix = prefix
        self.misses = 0

    def key_for(self, name):
        return "%s:%s" % (self.prefix, name)

    def read(self, key):
        raise NotImplementedError

    def decode(self, raw):
        return raw

    def load(self, name, default=None):
        raw = self.read(self.key_for(name))
        if raw is None:
            self.misses += 1
            return default
        return self.decode(raw)


class MemoryCache(Cache):
    def __init__(self, prefix, data):
        self.prefix = prefix
        self.misses = 0
        self.data = data

    def read(self, key):
        return self.data.get(key)


class FileCache(Cache):
    def __init__(self, prefix, folder):
        self.prefix = prefix
        self.misses = 0
        self.folder = folder

    def read(self, key):
        path = os.path.join(self.folder, key.replace(":", "_"))
        if not os.path.exists(path):
            return None
        with open(path, "rb") as fh:
            return fh.read()

    def decode(self, raw):
        return json.loads(zlib.decompress(raw))
