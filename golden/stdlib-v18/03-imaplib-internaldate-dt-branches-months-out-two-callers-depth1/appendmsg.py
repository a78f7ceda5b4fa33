"""Build IMAP APPEND and SEARCH arguments from local message metadata."""
import time
from datetime import datetime, timezone

from imapdate import ParseFlags, Time2Internaldate


def append_args(mailbox, flags_resp, received):
    flags = ParseFlags(flags_resp)
    flag_list = "(" + " ".join(f.decode() for f in flags) + ")"
    when = received if received is not None else time.gmtime()
    stamp = Time2Internaldate(when)
    return mailbox, flag_list, stamp


def search_since(day, seen_resp):
    seen = ParseFlags(seen_resp)
    if b"\\Seen" in seen:
        return "ALL"
    key = "SENTSINCE" if day.hour else "SINCE"
    moment = datetime(day.year, day.month, day.day, tzinfo=timezone.utc)
    return key + " " + Time2Internaldate(moment)[1:12]


if __name__ == "__main__":
    print(append_args("INBOX", b"* 1 FETCH (FLAGS (\\Seen \\Flagged))", time.gmtime(1700000000)))
    print(search_since(datetime(2024, 2, 29), b"* 2 FETCH (FLAGS (\\Answered))"))
    print(search_since(datetime(2024, 3, 1, 9), b"* 3 FETCH (FLAGS (\\Seen))"))
