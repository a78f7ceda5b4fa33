"""Sending side of the client: the retry loop and rate-limit notices."""
from retry import Retry


def rate_limit_notice(headers, started, elapsed):
    if "Retry-After" not in headers:
        return ""
    header = headers["Retry-After"]
    now = started + elapsed
    pause = Retry.parse_retry_after(header, now)
    return f"rate limited, retry in {pause}s"


def send(request, responses, policy, now=0):
    log = []
    for attempt, (status, headers) in enumerate(responses):
        log.append(f"{request} -> {status} at {now}")
        wait = policy.sleep_for(status, headers, attempt, now)
        if wait is None:
            break
        now += wait
    return log, now


if __name__ == "__main__":
    replies = [(503, {"Retry-After": "7"}), (429, {"Retry-After": "10:00:30"}), (502, {}), (200, {})]
    print(send("GET /items", replies, Retry(total=3), now=36000))
    print(rate_limit_notice({"Retry-After": " 42 "}, 100, 5))
    print(rate_limit_notice({}, 0, 0))
