"""Load users from an account export."""
from records import Group, Record, User


def load_user(raw):
    user = User.from_dict(raw)
    print(user.describe())
    return user


def sync(rows):
    admins = Group(0, {"name": "admins"})
    users = []
    for row in rows:
        users.append(load_user(row))
    blank = Record(1, {})
    return users, admins, blank
