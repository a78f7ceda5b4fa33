"""Create a gzip-compressed tar archive of a directory tree."""
import os
import sys
import tarfile

from argutil import parse_options
from filters import keep_member

BANNER = "pack 1.2"


def create_archive(source, dest, level, excludes):
    count = 0
    with tarfile.open(dest, "w:gz", compresslevel=level) as tar:
        for root, _dirs, files in os.walk(source):
            for name in sorted(files):
                path = os.path.join(root, name)
                info = tar.gettarinfo(path, arcname=os.path.relpath(path, source))
                if keep_member(info, excludes) is None:
                    continue
                with open(path, "rb") as fh:
                    tar.addfile(info, fh)
                count += 1
    return count


if __name__ == "__main__":
    print(BANNER)
    options = parse_options(sys.argv[1:])
    total = create_archive(options["source"], options["dest"], options["level"], options["exclude"])
    print("%d members written to %s" % (total, options["dest"]))
