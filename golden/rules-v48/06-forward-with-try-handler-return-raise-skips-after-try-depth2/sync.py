"""Decide which files of a release must be downloaded again."""
import os
import tempfile

from manifest import load_manifest


def summarize(names, limit=3):
    shown = ", ".join(names[:limit])
    if len(names) > limit:
        shown += ", ..."
    return shown or "nothing"


def plan_download(path, local, requested):
    floor = max(2, requested)
    remote = load_manifest(path, floor)
    if remote is None:
        return sorted(local)
    todo = [name for name in remote if local.get(name) != remote[name]]
    print(len(todo), "of", len(remote), "files changed")
    return todo


def main():
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "MANIFEST")
    with open(path, "w", encoding="utf-8") as out:
        out.write("#v3\nlib.so aa11\nbin/tool bb22\ndocs.txt cc33\n")
    local = {"lib.so": "aa11", "bin/tool": "0000"}
    for wanted in (2, 4):
        todo = plan_download(path, local, wanted)
        print("download:", summarize(todo))


if __name__ == "__main__":
    main()
