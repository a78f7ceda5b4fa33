"""Summarise the XOVER response of a news server for a small reader."""
from nntpfmt import _parse_overview_fmt
from nntpover import _parse_overview

FMT_LINES = ["Subject:", "From:", "Date:", "Message-ID:", "References:",
             ":bytes", ":lines", "Xref:full"]
OVER_LINES = [
    "3000\tHello\tann@example.org\t6 Oct 1998 04:38:40 -0500"
    "\t<45223423@example.com>\t\t1234\t17"
    "\tXref: news.example.com misc.test:3000",
    "3001\tRe: Hello\tbob@example.org\t7 Oct 1998 05:12:00 -0500"
    "\t<45223424@example.com>\t<45223423@example.com>\t980\t12\t",
]


def overview(fmt_lines, over_lines):
    fmt = _parse_overview_fmt(fmt_lines)
    count = len(over_lines)
    print("articles:", count)
    return _parse_overview(over_lines, fmt)


for number, fields in overview(FMT_LINES, OVER_LINES):
    print(number, fields["subject"], fields["xref"])
