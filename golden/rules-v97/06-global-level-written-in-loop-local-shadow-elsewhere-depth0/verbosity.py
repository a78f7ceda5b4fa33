"""Command-line verbosity switches for a small tool."""
import sys

LEVEL = "warning"
QUIET = False


def configure(argv):
    global LEVEL, QUIET
    LEVEL = "info"
    for arg in argv:
        if arg == "-v":
            LEVEL = "debug"
        elif arg == "-q":
            QUIET = True
            LEVEL = "error"
        elif arg.startswith("--level="):
            name = arg.split("=", 1)[1]
            LEVEL = name.lower()
    banner = f"log level {LEVEL}"
    return banner


def preview(argv):
    LEVEL = "preview"
    for arg in argv:
        if arg == "-v":
            LEVEL = LEVEL.upper()
    return LEVEL


def log(message):
    if LEVEL == "debug" and not QUIET:
        print(message)


if __name__ == "__main__":
    print(preview(sys.argv[1:]))
    print(configure(sys.argv[1:]))
    log("configured")
