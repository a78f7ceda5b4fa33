"""Wire the storage backends of a small file service and resolve each request."""
import sys

from storage import Backend, lookup, register, registered, unregister


def configure(roots):
    for name, root in roots:
        if not root:
            continue
        register(name, Backend(name, root))


def serve(requests, archive_root):
    configure([("media", "/srv/media/"), ("logs", "/var/log/app"), ("tmp", "")])
    archive = Backend("archive", archive_root, read_only=True)
    register("archive", archive)
    dropped = unregister("logs")
    scratch = Backend("scratch", "/tmp/scratch")
    print("backends:", ", ".join(registered()), "dropped:", dropped.name)
    paths = []
    for kind, key, write in requests:
        target = lookup(kind, scratch, writable=write)
        paths.append(target.path_for(key))
    return paths


def main(argv):
    requests = [("media", "a.png", False), ("archive", "2023.tar", True), ("archive", "2022.tar", False), ("logs", "x.log", False)]
    paths = serve(requests, argv[0] if argv else "/srv/archive/")
    for path in paths:
        print(path)
    return len(paths)


if __name__ == "__main__":
    sys.exit(0 if main(sys.argv[1:]) == 4 else 1)
