"""Settings lookup at start-up."""
from caches import FileCache, MemoryCache

DEFAULTS = {"cfg:ui": {"theme": "dark"}}


def settings_from(cache, name):
    values = cache.load(name, default={})
    return values


def boot(env):
    memory = MemoryCache("cfg", dict(DEFAULTS))
    disk = FileCache("cfg", env["CACHE_DIR"])
    print("disk cache key:", disk.key_for("ui"))
    ui = settings_from(memory, "ui")
    return ui
