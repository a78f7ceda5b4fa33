"""Decide whether a backup mirror holds a stale copy, the way a small sync tool does."""
import os
import shutil
import tempfile

from filecmp_cut import cmp


def needs_copy(src, dst, deep):
    if not os.path.exists(dst):
        return True
    shallow = not deep
    same = cmp(src, dst, shallow)
    return not same


def sync_one(folder, name, mirror, deep=False):
    src = os.path.join(folder, name)
    dst = os.path.join(mirror, name)
    if needs_copy(src, dst, deep):
        return "copy " + name
    return "keep " + name


def main():
    root = tempfile.mkdtemp()
    mirror = tempfile.mkdtemp()
    for where, text in ((root, "v2 notes\n"), (mirror, "v1 notes\n")):
        path = os.path.join(where, "notes.txt")
        with open(path, "w") as fh:
            fh.write(text)
        os.utime(path, (10**9, 10**9))
    twin = cmp(os.path.join(root, "notes.txt"), os.path.join(mirror, "notes.txt"))
    if twin:
        print("stat signatures match")
    print(sync_one(root, "notes.txt", mirror, deep=True))
    shutil.rmtree(root)
    shutil.rmtree(mirror)


if __name__ == "__main__":
    main()
