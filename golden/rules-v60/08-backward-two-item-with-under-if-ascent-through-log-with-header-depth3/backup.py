"""Copy files into a backup folder, gzip-compressing the large ones."""
import gzip
import os
import shutil


def backup_file(src, dest_dir, compress):
    name = os.path.basename(src)
    copied = 0
    if compress:
        target = os.path.join(dest_dir, name + ".gz")
        with open(src, "rb") as fin, gzip.open(target, "wb") as fout:
            shutil.copyfileobj(fin, fout)
            copied = fin.tell()
    else:
        target = os.path.join(dest_dir, name)
        with open(src, "rb") as fin, open(target, "wb") as fout:
            shutil.copyfileobj(fin, fout)
            copied = fin.tell()
    print("backed up", src, "->", target, copied, "bytes")
    return target
