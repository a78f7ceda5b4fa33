"""An ls -l style listing built on statmode.filemode."""
from statmode import filemode


def listing_line(name, mode, size):
    kind = filemode(mode)
    width = max(6, len(str(size)))
    text = "%s %*d %s" % (kind, width, size, name)
    return text


def build(entries):
    rows = []
    total = 0
    for name, mode, size in entries:
        row = listing_line(name, mode, size)
        rows.append(row)
        total += size
    rows.append("total %d" % total)
    return rows


def main():
    legend = filemode(0o040755)
    print("legend:", legend)
    entries = [
        ("bin", 0o040755, 4096),
        ("notes.txt", 0o100644, 1234),
        ("run.sh", 0o104755, 77),
    ]
    for line in build(entries):
        print(line)


main()
