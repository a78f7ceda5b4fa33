"""Build the header and the reset link of an account-recovery request."""
from b64copy import standard_b64encode, urlsafe_b64encode


def auth_header(user, password):
    pair = (user + ":" + password).encode("utf-8")
    return "Basic " + standard_b64encode(pair).decode("ascii")


def reset_token(user_id, secret):
    raw = f"{user_id}:{secret}".encode("ascii")
    return urlsafe_b64encode(raw).rstrip(b"=")


def build_request(account, now, ttl):
    user = account["user"]
    password = account["password"]
    headers = {"Authorization": auth_header(user, password)}
    expires = now + ttl
    token = reset_token(account["id"], password).decode("ascii")
    link = f"https://{account['host']}/reset?t={token}&exp={expires}"
    return headers, link


if __name__ == "__main__":
    account = {"user": "ada", "password": "lovelace", "id": 42, "host": "example.org"}
    print(build_request(account, 1700000000, 3600))
