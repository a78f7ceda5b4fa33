"""Prints the messages of a batch that pass the configured threshold."""

import sys

import log


def run(argv, messages):
    quiet = not log.enabled("info")
    if argv:
        log.set_level(argv[0])
    shown = []
    for name, msg in messages:
        line = log.render(name, msg)
        visible = log.enabled(name)
        if visible:
            shown.append(line)
    log.set_level("warning")
    return shown, quiet


BATCH = [("debug", "cache warm"), ("info", "started"), ("error", "disk full")]

if __name__ == "__main__":
    shown, quiet = run(sys.argv[1:], BATCH)
    print("\n".join(shown))
    print("quiet" if quiet else "chatty", log.LEVEL)
