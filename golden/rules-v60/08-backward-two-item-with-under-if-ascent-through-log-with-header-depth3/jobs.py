"""Nightly backup of a list of files, logging what was copied where."""
import os
import sys
import tempfile

from backup import backup_file


def run_backup(paths, dest_dir, log_path):
    done = []
    with open(log_path, "a", encoding="utf-8") as log:
        for src in paths:
            if not os.path.exists(src):
                log.write("missing " + src + "\n")
                continue
            big = os.path.getsize(src) >= 64
            target = backup_file(src, dest_dir, big)
            log.write(src + " -> " + target + "\n")
            done.append(target)
    return done


def nightly(root, paths):
    dest_dir = os.path.join(root, "nightly")
    os.makedirs(dest_dir, exist_ok=True)
    log_path = os.path.join(root, "backup.log")
    return run_backup(paths, dest_dir, log_path)


def main(argv):
    root = argv[1] if len(argv) > 1 else tempfile.mkdtemp()
    small = os.path.join(root, "small.txt")
    large = os.path.join(root, "large.log")
    with open(small, "w", encoding="utf-8") as fh:
        fh.write("tiny\n")
    with open(large, "w", encoding="utf-8") as fh:
        fh.write("x" * 100 + "\n")
    paths = [small, os.path.join(root, "gone.txt"), large]
    return nightly(root, paths)


if __name__ == "__main__":
    print(main(sys.argv))
