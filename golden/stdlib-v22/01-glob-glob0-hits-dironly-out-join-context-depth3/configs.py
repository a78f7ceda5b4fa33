"""Find which configuration files a project folder provides."""
import os
import tempfile

from globbits import _glob0, _join, glob0

CANDIDATES = ['setup.cfg', 'tox.ini', 'conf/', 'pyproject.toml']


def first_config(folder, candidates, want_dir):
    for name in candidates:
        dironly = want_dir and name.endswith('/')
        hits = _glob0(folder, name, None, dironly)
        if hits:
            return _join(folder, hits[0])
    return None


def present(folder, names):
    kept = []
    for name in names:
        if glob0(folder, name):
            kept.append(name)
    return kept


def label(path, root):
    rel = os.path.relpath(path, root)
    return _join('.', rel)


def survey(root, names):
    chosen = first_config(root, names[1:], True)
    listed = present(root, names)
    if chosen is None:
        return 'no config among %d names' % len(listed)
    return '%s (present: %s)' % (label(chosen, root), ', '.join(listed))


def main(names):
    with tempfile.TemporaryDirectory() as top:
        for made in ('tox.ini', 'pyproject.toml'):
            open(os.path.join(top, made), 'w').close()
        os.mkdir(os.path.join(top, 'conf'))
        return survey(top, names)


print(main(CANDIDATES))
