"""Read one reply from a flaky feed, retrying a bounded number of times."""


def read_with_retry(source, retries, log):
    reply = None
    while reply is None and retries > 0:
        chunk = next(source, None)
        if chunk is None:
            retries -= 1
            log.append(f"empty read, {retries} left")
        else:
            reply = chunk.strip()
    return reply


def describe_attempts(total, left):
    used = total - left
    if used <= 0:
        return "first read succeeded"
    return f"{used} empty reads before the reply"
