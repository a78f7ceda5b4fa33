"""Pack files into one archive and list its members."""
import sys

from archive import add_member


def pack(files, prefix):
    index = []
    offset = 0
    for path, data in files:
        name = prefix + path
        offset = add_member(index, name, data, offset)
    print("archive size", offset)
    listing = "\n".join(index)
    return listing


def readme_only(note):
    index = ["# index"]
    add_member(index, "README", note, 0)
    return "\n".join(index)


def publish(files, verbose):
    listing = pack(files, "pkg/")
    count = len(files)
    if verbose:
        print(listing)
    return "%d files\n%s" % (count, listing)


if __name__ == "__main__":
    FILES = [("a.txt", "hello"), ("docs\\b.bin", "x" * 1300)]
    print(publish(FILES, "-v" in sys.argv))
    print(readme_only("read me"))
