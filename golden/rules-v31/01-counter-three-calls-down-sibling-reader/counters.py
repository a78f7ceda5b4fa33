"""Process-wide transfer counters for the sync client."""

sent = 0
failed = 0
retried = 0
bytes_out = 0


def record_sent(nbytes):
    global sent, bytes_out
    sent += 1
    bytes_out += nbytes


def record_failure():
    global failed
    failed += 1


def record_retry():
    global retried
    retried += 1


def failure_ratio():
    attempts = sent + failed
    if attempts == 0:
        return 0.0
    return failed / attempts


def summary():
    return "sent=%d failed=%d retried=%d bytes=%d" % (sent, failed, retried, bytes_out)
