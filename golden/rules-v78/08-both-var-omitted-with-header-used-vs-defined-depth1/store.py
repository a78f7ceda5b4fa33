"""Saving text records with an index of their offsets, in the style of dbm.dumb."""
import os


def save(records, path, enc, append):
    index_path = path + ".idx"
    offsets = {}
    if append and os.path.exists(index_path):
        with open(index_path, encoding="ascii") as fh:
            for line in fh:
                key, _, pos = line.partition(" ")
                offsets[key] = int(pos)
    mode = "a" if append else "w"
    written = 0
    with open(path, mode, encoding=enc) as fh:
        for key, text in records:
            offsets[key] = fh.tell()
            fh.write(text + "\n")
            written += 1
    size = os.path.getsize(path)
    with open(index_path, "w", encoding="ascii") as out:
        for key in sorted(offsets):
            out.write(key + " " + str(offsets[key]) + "\n")
    return written, size
