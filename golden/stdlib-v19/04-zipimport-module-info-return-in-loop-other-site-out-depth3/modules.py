"""Tell which module names a zip archive offers, looking them up the way zipimport does."""
import types

from zipcut import _get_module_info, _get_module_path, _is_dir

LISTING = """\
app/__init__.py
app/cli.pyc
app/core/__init__.pyc
app/core/model.py
app/plugins/
app/plugins/readme.txt
"""


def archive_prefix(spec):
    archive, sep, inner = spec.partition(".zip/")
    return inner.rstrip("/") + "/" if inner else ""


def open_archive(listing, prefix):
    files = {}
    for line in listing.splitlines():
        name = line.strip()
        if not name:
            continue
        files[name] = (name, len(files))
    return types.SimpleNamespace(archive="demo.zip", prefix=prefix, _files=files)


def classify(view, fullname):
    ispackage = _get_module_info(view, fullname)
    if ispackage is None:
        if _is_dir(view, _get_module_path(view, fullname)):
            return "namespace"
        return "missing"
    return "package" if ispackage else "module"


def report(listing, prefix, wanted):
    view = open_archive(listing, prefix)
    rows = []
    for fullname in wanted:
        rows.append("%-8s %s" % (fullname, classify(view, fullname)))
    return rows


if __name__ == "__main__":
    prefix = archive_prefix("build/demo.zip/app")
    for row in report(LISTING, prefix, ["core", "cli", "plugins", "web"]):
        print(row)
