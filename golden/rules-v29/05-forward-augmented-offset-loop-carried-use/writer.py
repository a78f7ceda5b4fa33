"""Describe an archive's layout and compute its size."""
from layout import layout

HEADER = 16
ENTRY = 24


def index_text(members):
    table, end = layout(members, HEADER)
    rows = []
    for name, offset, size in table:
        rows.append("%-10s @%-4d %4d bytes" % (name, offset, size))
    rows.append("directory @%d" % end)
    return "\n".join(rows)


def archive_size(members):
    _, end = layout(members, 0)
    return end + ENTRY * len(members)


def main():
    members = [("a.txt", b"hello"), ("logo.png", b"x" * 13), ("empty", b"")]
    print(index_text(members))
    print("size", archive_size(members))


if __name__ == "__main__":
    main()
