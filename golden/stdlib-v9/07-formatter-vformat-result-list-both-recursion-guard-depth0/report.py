"""Fill status lines through the copied vformat/_vformat pair."""
import string

from fmtcore import Formatter


class ReportFormatter(Formatter, string.Formatter):
    """vformat and _vformat from fmtcore; parse, get_field and the rest from string."""


def render(template, **fields):
    fmt = ReportFormatter()
    return fmt.vformat(template, (), fields)


def render_all(template, hosts):
    lines = []
    for host in hosts:
        lines.append(render(template, **host))
    return lines


if __name__ == "__main__":
    TEMPLATE = "{name}: {load:.1f} load, {users:>{width}} users{note!r:.0}"
    HOSTS = [dict(name="web1", load=0.734, users=12, width=4, note=""),
             dict(name="db", load=2.5, users=3, width=2, note="x")]
    for line in render_all(TEMPLATE, HOSTS):
        print(line)
