"""Feature flags read from the settings store."""
import threading

from store import Store


def load_flags(path, names):
    store = Store(path, threading.Lock())
    store.put("debug", False)
    flags = {}
    for name in names:
        flags[name] = store.get(name, default=False)
    return flags


def is_enabled(store, flag):
    return bool(store.get(flag))
