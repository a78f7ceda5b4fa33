"""A small thread-safe key/value store backed by a JSON file."""
import json
import logging
import time

log = logging.getLogger("store")


class Store:
    def __init__(self, path, lock):
        self.path = path
        self.lock = lock
        self.data = {}
        self.dirty = False

    def _load(self, key):
        try:
            with open(self.path, encoding="utf-8") as fh:
                return json.load(fh).get(key)
        except FileNotFoundError:
            return None

    def put(self, key, value):
        with self.lock:
            self.data[key] = value
            self.dirty = True

    def get(self, key, default=None):
        started = time.monotonic()
        self.lock.acquire()
        try:
            hit = key in self.data
            if hit:
                return self.data[key]
            value = self._load(key)
            if value is None:
                return default
            return value
        finally:
            self.lock.release()
            log.debug("get %r hit=%s %.6fs", key, hit, time.monotonic() - started)
