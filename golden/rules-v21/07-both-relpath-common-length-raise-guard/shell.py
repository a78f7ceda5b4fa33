"""List paths relative to a base directory, the way `ls`-like front ends print them."""
import os

from pathutil import relpath, split_parts


def show(paths, base):
    cwd = os.getcwd()
    label = "relative to " + base
    lines = [label]
    for p in paths:
        rel = relpath(p, base, cwd)
        lines.append("  " + rel)
    return "\n".join(lines)


def depth_of(path):
    return len(split_parts(path, "/"))


if __name__ == "__main__":
    here = os.getcwd()
    print(show([here + "/docs/a.txt", "/usr/lib", "src", here + "/docs"], here + "/docs"))
    print(depth_of("/usr/local/lib"))
