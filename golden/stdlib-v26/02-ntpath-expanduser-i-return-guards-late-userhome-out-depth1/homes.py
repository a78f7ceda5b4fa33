"""Expand the home-directory specs of a small sync configuration."""
from userpath import expanduser

SPECS = ["~/notes", "#~/skipped", "~alice/shared", "C:/data"]


def home_targets(specs):
    out = []
    for spec in specs:
        if spec.startswith("#"):
            continue
        out.append(expanduser(spec))
    return out


for target in home_targets(SPECS):
    print(target)
