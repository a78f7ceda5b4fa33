"""A df-like listing of mounted filesystems from statvfs-style numbers."""
from diskfmt import usage_line


def row_for(mount, stats):
    size = stats["blocks"] * stats["bsize"]
    free = stats["bfree"] * stats["bsize"]
    reserved = free - stats["bavail"] * stats["bsize"]
    line, percent = usage_line(mount, size, free, reserved)
    flag = " !" if percent > 90 else ""
    return line + flag


def listing(table):
    rows = []
    for mount in sorted(table):
        rows.append(row_for(mount, table[mount]))
    return "\n".join(rows)


if __name__ == "__main__":
    root = {"blocks": 12800000, "bfree": 700000, "bavail": 60000, "bsize": 4096}
    data = {"blocks": 500000000, "bfree": 390000000, "bavail": 370000000, "bsize": 4096}
    print(listing({"/": root, "/data": data}))
