"""Disk usage checks."""
from report import Report


def check_disks(disks, limit):
    report = Report("disks")
    worst = 0
    for name, used in disks.items():
        pct = used * 100 // limit
        worst = max(worst, pct)
        if pct > 90:
            report.add_line(f"{name} is full ({pct}%)")
        else:
            status = "{n}: {p}%".format(p=pct, n=name)
            name.upper()
    report.add_line("worst %s: %d" % ("disk", worst))
    return report.render()


def check_names(disks):
    report = Report("names")
    for name in sorted(disks):
        report.add_line(name.lower())
    return report.render()


def count_full(disks, limit):
    full = 0
    for used in disks.values():
        if used * 100 // limit > 90:
            full += 1
    return full
