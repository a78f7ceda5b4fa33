"""Account creation."""
from forms import FormError, parse_display_name, parse_email, parse_username


def signup(form, users):
    username = parse_username(form)
    email = parse_email(form)
    display = parse_display_name(form)
    if users.exists(username):
        raise FormError("username taken")
    return users.create(username, email, display)
