"""Disk report lines."""
import decimal_sizes
from sizes import format_size, human_size


def usage_line(name, used):
    text = human_size(used, 1)
    return name + ": " + text + " used"


def free_line(free):
    shown = format_size(free, 0)
    return "free " + shown


def quota_line(quota):
    label = decimal_sizes.format_size(quota, 2)
    return "quota " + label


def report(disks, quota):
    lines = []
    for name, used, free in disks:
        lines.append(usage_line(name, used))
        lines.append(free_line(free))
    lines.append(quota_line(quota))
    return "\n".join(lines)


if __name__ == "__main__":
    disks = [("/", 5 * 1024 ** 3 + 300 * 1024 ** 2, 200 * 1024 ** 2), ("/boot", 900, 512)]
    print(report(disks, decimal_sizes.parse_size("2 TB")))
