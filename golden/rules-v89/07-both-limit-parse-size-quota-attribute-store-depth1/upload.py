"""Report how much a user may still upload."""
import sys

from limits import configure
from units import human


def start(owner, argv):
    opts = {}
    for arg in argv:
        key, _, value = arg.partition("=")
        opts[key.lstrip("-")] = value
    quota = configure(owner.lower(), opts)
    headroom = quota.limit - quota.used
    print("headroom for %s: %s" % (owner, human(headroom)))
    return headroom


if __name__ == "__main__":
    print(start("Ada", sys.argv[1:] or ["--limit=2M", "--used=300k"]))
