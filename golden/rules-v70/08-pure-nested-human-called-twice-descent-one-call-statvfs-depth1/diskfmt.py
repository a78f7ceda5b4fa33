"""Human-readable disk usage lines, in the style of df -h."""

UNITS = ["B", "K", "M", "G", "T"]


def usage_line(mount, total, free, reserved):
    def human(n):
        for unit in UNITS:
            if n < 1024:
                return "%.0f%s" % (n, unit)
            n = n / 1024
        return "%.0fP" % n

    used = total - free
    avail = free - reserved
    if avail < 0:
        avail = 0
    shown_used = human(used)
    shown_avail = human(avail)
    percent = 100 * used // total if total else 0
    line = "%-8s %6s used %6s free" % (mount, shown_used, shown_avail)
    return line, percent
