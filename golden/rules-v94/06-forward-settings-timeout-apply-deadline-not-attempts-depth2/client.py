"""Poll a host and keep the answers that came in after the deadline."""
from net import Conn, Settings, apply


def poll(host, seconds, answers):
    cfg = Settings(host)
    cfg.timeout = seconds
    cfg.retries = len(answers) // 2
    conn = Conn(cfg.host)
    apply(conn, cfg, 0)
    late = []
    misses = 0
    for t, answer in enumerate(answers):
        if answer is None:
            misses += 1
        elif conn.expired(t):
            late.append(answer)
    left = conn.attempts - misses
    print(host, "attempts left:", left)
    return late


def check(hosts, limit):
    report = {}
    for host in hosts:
        late = poll(host, limit, [None, "ok", None, "ok", "late", "late"])
        report[host] = len(late)
    return report


if __name__ == "__main__":
    print(check(["db", "cache"], 3))
