"""Worker settings of an application server, read from the environment."""
import os

from envconf import as_bool, as_int


def settings(env, prefix):
    key = prefix + "_WORKERS"
    label = prefix.lower() + ".workers"
    workers = as_int(env.get(key), 2, label)
    debug = as_bool(env.get(prefix + "_DEBUG"), False, label)
    if debug:
        workers = 1
    threads = as_int(env.get(prefix + "_THREADS"), workers * 4, prefix.lower() + ".threads")
    if threads > 32:
        threads = 32
    return {"workers": workers, "threads": threads, "debug": debug}


if __name__ == "__main__":
    print(settings(os.environ, "APP"))
    print(settings({"APP_WORKERS": "x3", "APP_DEBUG": "maybe"}, "APP"))
    print(settings({"APP_WORKERS": "6", "APP_THREADS": "48"}, "APP"))
