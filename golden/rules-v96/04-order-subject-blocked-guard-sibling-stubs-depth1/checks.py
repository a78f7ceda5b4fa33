"""Checks made before an order e-mail is sent."""


def normalize_status(raw):
    word = raw.strip().lower()
    if word in ("sent", "dispatched"):
        word = "shipped"
    return word


def is_blocked(email):
    domain = email.rsplit("@", 1)[-1].lower()
    if domain.endswith(".invalid"):
        return True
    return domain == "example.com"
