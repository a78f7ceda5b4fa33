"""Read the session id out of a Cookie request header."""
from cookie_quoting import _unquote

SESSION_KEY = "sid"


def parse_pair(chunk):
    name, eq, value = chunk.strip().partition("=")
    if not eq:
        return None
    secure = name.startswith("__Host-")
    return name, _unquote(value), secure


def parse_header(header):
    cookies = {}
    for chunk in header.split(";"):
        if "=" not in chunk:
            continue
        name, value, secure = parse_pair(chunk)
        if secure or name not in cookies:
            cookies[name] = value
    return cookies


def session_id(header, default=""):
    cookies = parse_header(header.strip())
    return cookies.get(SESSION_KEY, default)


if __name__ == "__main__":
    raw = ' theme=dark; sid="a\\"b\\101\\054c"; flag; sid=ignored; __Host-sid="x" '
    print(session_id(raw))
    print(session_id("theme=light", default="anonymous"))
