"""Connection settings, connections, and the helpers that apply one to the other."""


class Settings:
    def __init__(self, host):
        self.host = host
        self.timeout = 30
        self.retries = 3


class Conn:
    def __init__(self, host):
        self.host = host
        self.deadline = 0
        self.attempts = 0

    def expired(self, now):
        return now >= self.deadline


def set_deadline(conn, when):
    conn.deadline = when


def set_attempts(conn, count):
    conn.attempts = count


def apply(conn, cfg, now):
    set_deadline(conn, now + cfg.timeout)
    set_attempts(conn, cfg.retries)
    print("applied settings for", cfg.host)
