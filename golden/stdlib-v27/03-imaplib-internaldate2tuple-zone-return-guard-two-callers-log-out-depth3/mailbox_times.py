"""Turn the INTERNALDATE of fetched messages into epoch seconds."""
import time
from imapdates import Internaldate2tuple

STAMPS = [b"17-Jul-1996 02:44:25 -0700", b"01-Jan-2024 12:00:00 +0100"]
LATE = [b'7 (INTERNALDATE "03-Mar-2023 08:00:00 +0000")',
        b'8 (INTERNALDATE "04-Mar-2023 09:30:00 -0200")']


def fetch_line(seq, stamp, log):
    log.append(seq)
    return b'%d (INTERNALDATE "%s")' % (seq, stamp)


def arrival_times(stamps):
    log = []
    times = []
    for seq, stamp in enumerate(stamps, 1):
        resp = fetch_line(seq, stamp, log)
        times.append(Internaldate2tuple(resp))
    return times, log


def newest(lines):
    best = None
    for line in lines:
        tt = Internaldate2tuple(line)
        if tt is not None and (best is None or tt > best):
            best = tt
    return best


times, log = arrival_times(STAMPS)
for seq, tt in zip(log, times):
    print(seq, int(time.mktime(tt)))
latest = newest(LATE)
print("latest", int(time.mktime(latest)))
