"""Fetch a few API paths as one user; the token comes back from login."""
import auth


def request(path, headers):
    return "GET %s [%s]" % (path, headers.get("Authorization", "no auth"))


def ping():
    return request("/ping", auth.auth_header())


def session(user, secret, paths):
    before = ping()
    token = auth.login(user, secret)
    headers = {"Authorization": "Bearer " + token} if token else {}
    out = [before]
    for path in paths:
        out.append(request(path, headers))
    out.append(ping())
    print("logged in as", auth.current_user())
    return out


if __name__ == "__main__":
    print("\n".join(session("ada", "s3cret", ["/me", "/orders"])))
