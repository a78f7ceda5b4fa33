"""Mirror a set of text files into a folder, capping the ones listed as large."""
import os
import tempfile

from blockcopy import copy_blocks

LIMITS = {"big.txt": 2}


def mirror_one(path, target_dir, limits):
    name = os.path.basename(path)
    target = os.path.join(target_dir, name)
    cap = limits.get(name, 0)
    copied, complete = copy_blocks(path, target, cap)
    status = "ok" if complete else "partial"
    print(name, status, copied)
    return status


def mirror_all(paths, target_dir):
    report = {}
    for path in paths:
        report[path] = mirror_one(path, target_dir, LIMITS)
    return report


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as work:
        for sample in ("small.txt", "big.txt"):
            with open(os.path.join(work, sample), "w", encoding="utf-8") as fh:
                fh.write("line of text\n" * 5)
        os.mkdir(os.path.join(work, "out"))
        sources = [os.path.join(work, "small.txt"), os.path.join(work, "big.txt")]
        print(mirror_all(sources, os.path.join(work, "out")))
