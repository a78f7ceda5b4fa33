"""Memoising wrapper around the backend."""
from backend import fetch


class Cache:
    def __init__(self, source):
        self.source = source
        self.store = {}
        self.misses = {}

    def get(self, key):
        if key in self.store:
            return self.store[key]
        value = fetch(self.source, key, self.misses)
        self.store[key] = value
        return value
