"""Find the first config file that declares a section, in search order."""
import os


def find_section(names, section, encoding="utf-8"):
    marker = "[" + section + "]"
    found = None
    scanned = 0
    for path in names:
        if not os.path.isfile(path):
            continue
        scanned += 1
        with open(path, encoding=encoding) as fh:
            text = fh.read()
            if marker in text:
                found = path
                break
            size = len(text)
        print("no", marker, "in", path, "size", size)
    print("scanned", scanned, "of", len(names), "files")
    return found
