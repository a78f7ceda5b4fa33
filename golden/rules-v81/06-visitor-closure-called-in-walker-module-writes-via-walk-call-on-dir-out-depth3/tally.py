"""Disk usage gathered by a visitor closure that the tree walker calls."""
from walker import walk

BLOCK = 4096


def blocks(size):
    return -(-size // BLOCK)


def make_tally(minimum):
    used = 0
    files = 0

    def visit(path, size):
        nonlocal used, files
        if size < minimum:
            return
        used += blocks(size) * BLOCK
        files += 1

    def summary():
        return "%d files, %d bytes on disk" % (files, used)

    return visit, summary


def log_dir(path):
    print("dir", path)


def disk_usage(tree, minimum):
    visit, summary = make_tally(minimum)
    entries = walk(tree, visit, log_dir)
    text = summary()
    return "%s (%d entries)" % (text, entries)


if __name__ == "__main__":
    print(disk_usage({"a.txt": 10, ".git": {"x": 1}, "src": {"m.py": 5000, "e": 0}}, 1))
