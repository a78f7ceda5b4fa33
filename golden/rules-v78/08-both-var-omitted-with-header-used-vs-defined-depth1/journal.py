"""A journal of text entries kept through store.save."""
import tempfile
from store import save

ENCODING = "utf-8"


def journal(entries, folder, fresh):
    path = folder + "/journal.txt"
    records = [(text.split(" ")[0], text) for text in entries]
    append = not fresh
    return save(records, path, ENCODING, append)


def snapshot(entries, target):
    records = [("snap", " | ".join(entries))]
    return save(records, target, "latin-1", False)


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    print(journal(["boot ok", "login ann"], folder, True))
    print(journal(["logout ann"], folder, False))
    print(snapshot(["boot ok", "login ann", "logout ann"], folder + "/snap.txt"))
    with open(folder + "/journal.txt.idx", encoding="ascii") as fh:
        print(fh.read().split())
