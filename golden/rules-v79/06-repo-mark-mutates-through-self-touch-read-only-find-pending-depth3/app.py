"""Imports the signup sheet into the user repository."""
from store import UserRepo, email_key


def clean_name(name):
    return " ".join(name.split()).title()


def parse(line):
    name, email = line.split(",")
    return {"name": clean_name(name), "email": email.strip()}


def load_repo(users, touched, snapshot):
    repo = UserRepo("users", snapshot)
    for user in users:
        repo.save(user)
    owner = repo.find("root@example.org")
    for email in touched:
        if repo.find(email) is None:
            continue
        repo.mark(email_key(email))
    print(repo.describe(), "owner", owner, "to flush", repo.pending())
    return repo


def import_sheet(text, touched, snapshot):
    users = []
    for line in text.splitlines():
        users.append(parse(line))
    repo = load_repo(users, touched, snapshot)
    return repo


SNAPSHOT = {"root@example.org": {"name": "Root", "email": "root@example.org"}, "bo@example.org": {"name": "Bo", "email": "bo@example.org"}}


if __name__ == "__main__":
    repo = import_sheet("ann  lee, ANN@example.org\nbo, bo@example.org", ["Root@example.org ", "zed@example.org"], SNAPSHOT)
    print(repo.pending())
