"""Log file rotation."""
import os
import shutil


def backup_name(base, index):
    return "%s.%d" % (base, index)


def rotate(log_path, keep=5):
    base = os.path.abspath(log_path)
    oldest = backup_name(base, keep)
    if os.path.exists(oldest):
        os.remove(oldest)
    for i in range(keep - 1, 0, -1):
        src = backup_name(base, i)
        if os.path.exists(src):
            os.rename(src, backup_name(base, i + 1))
    if os.path.exists(base):
        shutil.move(base, backup_name(base, 1))
    folder = os.path.dirname(base)
    fresh = os.path.join(folder, os.path.basename(base))
    open(fresh, "a").close()
    return fresh


def purge(log_path):
    base = os.path.abspath(log_path)
    folder = os.path.dirname(base)
    for name in os.listdir(folder):
        if name.startswith(os.path.basename(base) + "."):
            os.remove(os.path.join(folder, name))
    return folder
