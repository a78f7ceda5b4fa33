"""Compose notifications and decide where they are filed in the spool."""
import spool


def compose(sender, subject, urgent):
    msg = spool.Message(sender)
    msg.subject = subject.strip()
    msg.priority = 1 if urgent else 3
    if msg.priority == 1:
        msg.subject = "[urgent] " + msg.subject
    key = spool.queue_key(msg.subject, msg.sender)
    delay = spool.delay_for(msg.priority)
    print("queued %r, sent in %ds" % (msg.subject, delay))
    return spool.file_name(key, delay)


def digest_name(day):
    key = spool.queue_key("daily digest " + day, "noreply@example.org")
    return spool.file_name(key, 3600)


def notify(users, event):
    names = []
    for user in users:
        subject = "%s for %s " % (event, user)
        names.append(compose("noreply@example.org", subject, user == "root"))
    return names


if __name__ == "__main__":
    for name in notify(["root", "ada"], "disk almost full"):
        print(name)
    print(digest_name("monday"))
