"""Count error lines across rotated logs, some of them gzip- or bzip2-compressed."""
import bz2
import gzip
import os
import shutil
import tempfile

from fileinput_cut import hook_compressed

LOGS = {
    "app.log": "INFO start\nERROR disk full\n",
    "app.log.1.gz": "ERROR timeout\nERROR timeout\nINFO retry\n",
    "app.log.2.bz2": "INFO idle\n",
}


def count_errors(path):
    stream = hook_compressed(path, "r")
    total = 0
    for line in stream:
        if line.startswith("ERROR"):
            total += 1
    stream.close()
    return total


def head(path, size):
    limit = max(size, 1)
    raw = hook_compressed(path, "rb")
    data = raw.read(limit)
    raw.close()
    return data


def write_logs(folder):
    for name, text in LOGS.items():
        path = os.path.join(folder, name)
        if name.endswith(".gz"):
            opener = gzip.open
        elif name.endswith(".bz2"):
            opener = bz2.open
        else:
            opener = open
        with opener(path, "wt") as out:
            out.write(text)
    return sorted(LOGS)


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    for name in write_logs(folder):
        path = os.path.join(folder, name)
        print(name, count_errors(path), head(path, 4))
    shutil.rmtree(folder)
