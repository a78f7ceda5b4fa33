"""Publish a table without its private columns, those whose names start with an underscore."""
import os
import tempfile
from csvtools import drop_columns


def private_columns(header_line):
    return {c for c in header_line.strip().split(",") if c.startswith("_")}


def export(src, folder):
    with open(src) as fh:
        header = fh.readline()
    drop = private_columns(header)
    dst = os.path.join(folder, "public_" + os.path.basename(src))
    names = drop_columns(src, dst, drop)
    print("dropped", sorted(drop), "kept", names)
    return dst, len(names)


if __name__ == "__main__":
    work = tempfile.mkdtemp()
    source = os.path.join(work, "users.csv")
    with open(source, "w") as out:
        out.write("name,_token,city,_hash\nann,x1,Oslo,h1\nbo,x2,Rome,h2\n")
    target, width = export(source, work)
    print(open(target).read().strip(), width)
