"""Load layered settings files: later files override earlier ones."""
import os
import sys
import tempfile

from settingsfile import load_file


def load_all(paths, strict=False):
    merged = {}
    missing = []
    for path in paths:
        if not os.path.exists(path):
            missing.append(path)
            continue
        merged.update(load_file(path, strict))
    if missing:
        print("skipped missing:", ", ".join(missing))
    return merged


def main(argv):
    strict = "--strict" in argv
    names = [arg for arg in argv if not arg.startswith("--")]
    settings = load_all(names, strict=strict)
    for key in sorted(settings):
        print(key, "=", settings[key])
    return 0


def demo_files():
    folder = tempfile.mkdtemp()
    base = os.path.join(folder, "base.conf")
    local = os.path.join(folder, "local.conf")
    with open(base, "w") as fh:
        fh.write("# defaults\n[main]\nHost = example.org\nport = 80\n\nbroken line\n")
    with open(local, "w") as fh:
        fh.write("port = 8080\n")
    return [base, local, os.path.join(folder, "missing.conf")]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or demo_files()))
