"""Anchor the relative paths of a Windows deployment manifest with the verbatim ntpath.isabs."""
from ntcut import altsep, isabs, sep

SHARE = "\\\\build01\\drops"


def anchor(path, root):
    if isabs(path):
        return path
    return root + sep + path.replace(altsep, sep)


def split_kinds(paths):
    absolute = [p for p in paths if isabs(p)]
    return absolute, len(paths) - len(absolute)


def main():
    manifest = ["C:\\tools\\7z.exe", "logs/today.txt", "\\\\srv\\share\\x", "D:notes.txt"]
    for path in manifest:
        print(anchor(path, SHARE))
    print(split_kinds(manifest))


main()
