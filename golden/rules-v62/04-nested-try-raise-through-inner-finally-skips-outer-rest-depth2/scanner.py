"""Check uploaded archives before they are published to the index."""
import os
import tempfile

from formats import declared_size, read_header, signature


def accept_uploads(paths, kind):
    magic = signature(kind)
    accepted = []
    sizes = []
    closed = 0
    for path in paths:
        try:
            handle = open(path, "rb")
            try:
                header = read_header(handle)
                if not header.startswith(magic):
                    raise ValueError(path)
                sizes.append(declared_size(header))
            finally:
                handle.close()
                closed += 1
            accepted.append(os.path.basename(path))
        except ValueError:
            print("rejected", path)
    print(closed, "files closed, sizes", sizes)
    return accepted


def publish(folder, names):
    paths = [os.path.join(folder, name) for name in names]
    return accept_uploads(paths, "zip")


def sample_dir(files):
    folder = tempfile.mkdtemp()
    for name, data in files:
        with open(os.path.join(folder, name), "wb") as fh:
            fh.write(data)
    return folder


if __name__ == "__main__":
    print(publish(sample_dir([("a.zip", b"PK\x03\x04\x10\x00\x00\x00"), ("b.zip", b"\x1f\x8b\x08\x00\x00\x00\x00\x00")]), ["a.zip", "b.zip"]))
