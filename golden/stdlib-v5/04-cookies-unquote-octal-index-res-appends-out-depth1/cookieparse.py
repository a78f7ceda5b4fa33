"""Split a Cookie request header into a dict of unquoted values."""
from cookiequote import _unquote


def parse_cookie_header(header):
    jar = {}
    for part in header.split(";"):
        name, sep, raw = part.partition("=")
        key = name.strip()
        if not sep or not key:
            continue
        jar[key] = _unquote(raw.strip())
    return jar


def session_of(header, default="anonymous"):
    jar = parse_cookie_header(header)
    return jar.get("session", default)


if __name__ == "__main__":
    line = 'theme=dark; session="caf\\303\\251 \\"bar\\""; flag; lang="en"'
    print(parse_cookie_header(line))
    print(session_of(line))
