"""Cleaning of submitted form fields."""
from validators import Matches, MinLength, Recorder


def clean(value, rules, field):
    text = value.strip()
    label = field.replace("_", " ")
    for rule in rules:
        if not rule(text, label):
            return None
    return text


def clean_username(raw, minimum):
    rules = [MinLength(minimum), Matches("[a-z_]+")]
    name = clean(raw, rules, "user_name")
    return name


def signup(form):
    user = clean_username(form["user"], 3)
    log = Recorder()
    log(form["user"], "user")
    return user, log.seen


if __name__ == "__main__":
    print(signup({"user": " ada_l "}))
    print(signup({"user": "Ada"}))
