"""Package release builds, the way an sdist command calls shutil.make_archive."""
import os
import sys
import tempfile

from archive import make_archive


def package(workspace, version):
    build_dir = os.path.join(workspace, "build")
    base = "dist-" + version
    path = make_archive(base, "gztar", root_dir=build_dir)
    note = "%s -> %s" % (version, path)
    return note


def snapshot(workspace):
    return make_archive("snapshot", "tar", base_dir=workspace)


def release_all(workspace, versions):
    notes = []
    for version in versions:
        notes.append(package(workspace, version))
    return notes


if __name__ == "__main__":
    ws = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp()
    os.makedirs(os.path.join(ws, "build"), exist_ok=True)
    print(release_all(ws, ["1.0", "1.1"]))
    print(snapshot(ws))
