"""An in-memory user repository that tracks which rows need flushing."""


def email_key(email):
    return email.strip().lower()


class UserRepo:
    def __init__(self, table, snapshot):
        self.table = table
        self.rows = dict(snapshot)
        self.dirty = set()

    def _touch(self, key):
        self.dirty.add(key)

    def save(self, user):
        key = email_key(user["email"])
        if self.rows.get(key) != user:
            self.rows[key] = user
            self._touch(key)
        return key

    def mark(self, key):
        self._touch(key)

    def find(self, email):
        return self.rows.get(email_key(email))

    def pending(self):
        return sorted(self.dirty)

    def describe(self):
        return "%s: %d rows, %d dirty" % (self.table, len(self.rows), len(self.dirty))
