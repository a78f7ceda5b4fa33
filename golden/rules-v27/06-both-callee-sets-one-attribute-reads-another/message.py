"""Mail messages and their final preparation, in the shape of email.message."""
import time

CHARSET = "utf-8"
DATE_FORMAT = "%a, %d %b %Y %H:%M:%S"


class Message:
    def __init__(self, sender, subject, body):
        self.sender = sender
        self.subject = subject
        self.body = body
        self.headers = {}

    def add_header(self, name, value):
        self.headers[name] = value

    def summary(self):
        return "%s: %s" % (self.sender, self.subject)


def prepare(msg, stamp):
    msg.date = time.strftime(DATE_FORMAT, time.gmtime(stamp))
    msg.headers["Date"] = msg.date
    size = len(msg.body.encode(CHARSET))
    msg.add_header("Content-Length", str(size))
    return size
