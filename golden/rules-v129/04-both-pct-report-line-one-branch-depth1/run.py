"""Run the disk checks on sample data."""
from checks import check_disks, check_names
from report import underline, indent

LIMIT_MB = 500


def main(limit):
    disks = {"sda": 480, "sdb": 120, "sdc": 470}
    text = check_disks(disks, limit)
    print(underline("Disk report"))
    print(text)
    names = check_names(disks)
    print(indent(names, 4))


main(LIMIT_MB)


def describe(limit):
    return "limit: {mb} MB".format(mb=limit)
