"""Resolve user-supplied paths against a working directory, after posixpath.abspath."""
from pathnorm import normpath


def join(a, b):
    if b.startswith("/"):
        return b
    if not a or a.endswith("/"):
        return a + b
    return a + "/" + b


def abspath(path, cwd):
    if not path.startswith("/"):
        path = join(cwd, path)
    return normpath(path)


def same_file(a, b, cwd):
    return abspath(a, cwd) == abspath(b, cwd)


if __name__ == "__main__":
    print(abspath("../x/./y//z", "/home/user"), abspath("//srv/../data", "/"), same_file("a/../b", "b", "/tmp"))
