"""Disk quota report lines, in the style of repquota."""
from units import human, parse_size


def quota_line(user, used, limits):
    limit = parse_size(limits["max"])
    label = human(used, 1)
    left = human(max(limit - used, 0), 2)
    return "%-4s %10s used, %10s left" % (user, label, left)


def report(usage, limits):
    lines = []
    for user in sorted(usage):
        lines.append(quota_line(user, usage[user], limits))
    return "\n".join(lines)


if __name__ == "__main__":
    usage = {"ann": 1536, "bob": 1900000, "cy": 3 * 1024 ** 2}
    print(report(usage, {"max": "2.5m"}))
