"""Locate the files of an installed application."""
from paths import join, normpath

HOME = "/home/ann"


def config_path(home):
    return join(home, ".apprc")


def resolve(root, name, trailing=False):
    joined = join(root, name)
    clean = normpath(joined)
    depth = clean.count("/")
    if trailing:
        clean += "/"
    print("resolved", name, "depth", depth)
    return clean


def data_dir(prefix):
    base = normpath(prefix)
    return resolve(base, "share/app/../app", trailing=True)


def log_file(root):
    return resolve(root, "/var/log/app.log")


if __name__ == "__main__":
    print(config_path(HOME))
    print(data_dir("/usr//local/"))
    print(log_file("/srv"))
