"""Command entry point."""
import sys

import logconf


def configure(options):
    name = options.get("log_level", "info")
    if options.get("verbose"):
        name = "debug"
    logconf.set_level(name)
    logconf.add_handler(sys.stderr.write)


def main(options):
    if options.get("configure_logging", True):
        configure(options)
    debug = logconf.level <= logconf.LEVELS["debug"]
    if debug:
        print("debug logging is on")
    return 0 if logconf.emit(20, "started") else 1
