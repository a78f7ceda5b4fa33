"""Disk usage report for the command line."""
from table import format_rows

COLUMNS = ["mount", "used", "free", "note"]


def usage_report(disks, verbose):
    rows = [d for d in disks if verbose or d["used"]]
    text = format_rows(rows, COLUMNS, hide_empty=not verbose)
    lines = text.splitlines()
    return text + "\n(%d rows)" % (len(lines) - 2)


def main(disks, argv):
    verbose = "-v" in argv
    report = usage_report(disks, verbose)
    print(report)
    return 0


if __name__ == "__main__":
    DISKS = [{"mount": "/", "used": "41G", "free": "59G"}, {"mount": "/home", "used": "120G", "free": "380G"}, {"mount": "/mnt/usb", "used": "", "free": "8G"}]
    main(DISKS, [])
    main(DISKS, ["-v"])
