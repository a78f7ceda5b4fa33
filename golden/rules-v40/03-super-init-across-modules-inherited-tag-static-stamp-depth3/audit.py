"""Audit trail entries built on the generic log record."""
from records import Record


class AuditRecord(Record):
    def __init__(self, actor, action, target, stamp=None):
        super().__init__("audit", {"actor": actor, "action": action}, stamp=stamp)
        self.target = target

    def describe(self):
        return f"{self.fields['actor']} {self.fields['action']} {self.target}"


class LoginRecord(Record):
    def __init__(self, user, ok, stamp=None):
        super().__init__("login", {"user": user, "ok": ok}, stamp, "auth")


def audit(actor, action, target, stamp, sensitive=False):
    record = AuditRecord(actor.lower(), action, target, stamp=stamp)
    if sensitive:
        record.tag("sensitive")
    print(record.to_line())
    return record


def delete_user(admin, user, now):
    login = LoginRecord(admin, True, stamp=now)
    entry = audit(admin, "delete", user, now, sensitive=True)
    print(entry.describe())
    return [login, entry]


if __name__ == "__main__":
    for rec in delete_user("Root", "mallory", 1700000000):
        print(rec.to_line(), rec.tags)
