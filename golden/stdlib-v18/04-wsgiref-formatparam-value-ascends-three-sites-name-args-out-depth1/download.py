"""Response headers for a small file-download endpoint, built with wsgiref's Headers."""
from wsgiheaders import Headers, _formatparam


def cookie_value(name, value, attrs):
    pieces = [_formatparam(name, value, 0)]
    for key, raw in attrs.items():
        flag = key.title()
        text = None if raw is True else str(raw)
        pieces.append(_formatparam(flag, text, False))
    return "; ".join(pieces)


def download_headers(filename, session):
    h = Headers([("Content-Type", "text/csv")])
    h.add_header("Content-Disposition", "attachment", filename=filename, size=None)
    h.add_header("Set-Cookie", cookie_value("sid", session, {"path": "/", "max_age": 60, "httponly": True}))
    return h


if __name__ == "__main__":
    print(str(download_headers('Q1 "final".csv', "a1b2")).splitlines())
