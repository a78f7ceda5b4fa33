"""An outgoing mail spool: each message is filed under a name derived from its content."""
import hashlib


class Message:
    def __init__(self, sender):
        self.sender = sender
        self.subject = ""
        self.priority = 3


def queue_key(subject, sender):
    text = sender.lower() + "\n" + subject
    digest = hashlib.sha1(text.encode("utf-8")).hexdigest()
    return digest[:12]


def delay_for(priority):
    if priority <= 1:
        return 0
    return 60 * priority


def file_name(key, delay):
    return "%05d-%s.msg" % (delay, key)
