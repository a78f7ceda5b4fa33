"""Sign-up form parsing."""
from text import clean


class FormError(ValueError):
    pass


def parse_username(form):
    raw = form.get("username", "")
    name = clean(raw)
    if not name.isidentifier():
        raise FormError("bad username")
    return name


def parse_display_name(form):
    raw = form.get("display_name") or form.get("username", "")
    return clean(raw, lower=False)


def parse_email(form):
    raw = form.get("email", "")
    email = clean(raw)
    if "@" not in email:
        raise FormError("bad email")
    return email
