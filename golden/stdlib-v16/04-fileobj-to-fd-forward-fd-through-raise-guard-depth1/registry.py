"""A minimal registry of watched file objects, keyed by descriptor."""
from fdutil import _fileobj_to_fd


class Registry:
    def __init__(self):
        self._fd_to_key = {}
        self._labels = []

    def register(self, fileobj, label):
        fd = _fileobj_to_fd(fileobj)
        if fd in self._fd_to_key:
            raise KeyError("{!r} (FD {}) is already registered".format(fileobj, fd))
        self._fd_to_key[fd] = (fileobj, label)
        self._labels.append(label)
        return fd

    def unregister(self, fileobj):
        key = self._fd_to_key.pop(_fileobj_to_fd(fileobj))
        self._labels.remove(key[1])
        return key


def watch_all(registry, streams):
    fds = []
    for label, stream in streams.items():
        fds.append(registry.register(stream, label))
    return fds


if __name__ == "__main__":
    import sys
    reg = Registry()
    print(watch_all(reg, {"in": sys.stdin, "out": sys.stdout, "raw": 7}))
    print(reg.unregister(7), reg._labels)
