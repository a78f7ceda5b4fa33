"""Find editor and tool backups of a file whose name may hold glob characters."""
import glob

from glob_helpers import _ishidden, _join, escape

SUFFIXES = ("~", ".bak", ".orig")


def backup_patterns(folder, filename):
    hidden = _ishidden(filename)
    literal = escape(filename)
    patterns = []
    for suffix in SUFFIXES:
        patterns.append(_join(folder, literal + suffix))
    if not hidden:
        patterns.append(_join(folder, "." + literal + ".swp"))
    return patterns


def find_backups(folder, filename):
    found = []
    for pattern in backup_patterns(folder, filename):
        found.extend(glob.glob(pattern))
    count = len(found)
    return sorted(found), count


if __name__ == "__main__":
    print(backup_patterns("", "report[v2].txt"))
    print(find_backups(".", "report[v2].txt"))
