"""Plan which files of a listing must be copied next to a source file."""
import os
from sameness import _samefile


def plan(base, names, source):
    actions = []
    for name in names:
        target = os.path.join(base, name)
        label = name.upper()
        if _samefile(source, target):
            actions.append(("skip", label))
        else:
            actions.append(("copy", target))
    return actions


HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "sameness.py")

for kind, what in plan(HERE, ["sameness.py", "copyplan.py", "missing.txt"], SOURCE):
    print(kind, os.path.basename(what))
