"""A login view that answers with a raw HTTP response."""
from response import add_length, serialize, set_cookie

DAY = 86400


def login_response(user, remember):
    headers = [("Content-Type", "text/html; charset=utf-8")]
    max_age = 30 * DAY if remember else None
    set_cookie(headers, "session", user["token"], max_age, secure=True)
    set_cookie(headers, "theme", user["theme"])
    body = "<p>Welcome back, %s</p>" % user["name"]
    add_length(headers, body)
    cookies = [v for k, v in headers if k == "Set-Cookie"]
    print("setting %d cookies" % len(cookies))
    return serialize(200, headers, body)


def handle(form, users):
    user = users[form["login"]]
    remember = form.get("remember") == "on"
    raw = login_response(user, remember)
    return raw.split("\r\n")


if __name__ == "__main__":
    users = {"ann": {"token": "t0k3n", "theme": "dark", "name": "Ann"}}
    for line in handle({"login": "ann", "remember": "on"}, users):
        print(line)
