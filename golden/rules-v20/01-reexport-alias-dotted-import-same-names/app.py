"""Disk usage lines for a status page."""
import sys

import units.disk as disk
from units import disk_size as size_of
from units import fmt_size


def disk_line(name, used, total):
    label = size_of(total)
    share = disk.ratio(used, total)
    free = fmt_size(total - used)
    text = "%s: %s%% of %s" % (name, share, label)
    return text + " (" + free + " free)"


def status(mounts):
    lines = []
    for name, used, total in mounts:
        lines.append(disk_line(name, used, total))
    return "\n".join(lines)


def main(argv):
    mounts = [("/", 512 * 1024 ** 3, 1024 ** 4), ("/boot", 200 * 1024 ** 2, 1024 ** 3)]
    if argv:
        mounts = [(argv[0], int(argv[1]), int(argv[2]))]
    print(status(mounts))


if __name__ == "__main__":
    main(sys.argv[1:])
