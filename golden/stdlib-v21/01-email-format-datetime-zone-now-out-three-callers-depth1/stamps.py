"""Date headers for mail, HTTP and the archive index, built with the verbatim email.utils formatters."""
import datetime

from mailcut import format_datetime, formatdate

LAUNCH = 1717243200


def http_date(stamp):
    return formatdate(stamp, usegmt=True)


def mail_date(stamp):
    return formatdate(stamp)


def archive_stamp(when):
    naive = when.replace(tzinfo=None)
    label = when.strftime("%Y-%m-%d")
    return label, format_datetime(naive)


def expiry_header(stamp, days):
    start = datetime.datetime.fromtimestamp(stamp, datetime.timezone.utc)
    until = start + datetime.timedelta(days=days)
    return "Expires: " + format_datetime(until, usegmt=True)


def headers(stamp):
    sent = datetime.datetime.fromtimestamp(stamp, datetime.timezone.utc)
    lines = ["Date: " + mail_date(stamp)]
    lines.append("Last-Modified: " + http_date(stamp - 86400))
    lines.append(expiry_header(stamp, 7))
    lines.append("X-Archived: %s %s" % archive_stamp(sent))
    return lines


if __name__ == "__main__":
    for line in headers(LAUNCH):
        print(line)
