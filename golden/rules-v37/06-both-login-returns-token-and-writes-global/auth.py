"""Process-wide login state for a small API client."""

_token = None
_user = None
_logins = 0


def _sign(user, secret):
    return "%s.%04x" % (user, sum(map(ord, secret)) * 7919 % 65536)


def login(user, secret):
    global _token, _user, _logins
    _logins += 1
    if not secret:
        return None
    _user = user
    _token = _sign(user, secret)
    return _token


def current_user():
    return _user or "anonymous"


def auth_header():
    return {"Authorization": "Bearer " + _token} if _token else {}
