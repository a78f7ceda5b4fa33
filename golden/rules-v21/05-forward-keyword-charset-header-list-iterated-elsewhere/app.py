"""Compose the notification mails sent by the monitoring job."""
from generator import flatten
from message import Message


def compose(sender, subject, body_type, encoding):
    msg = Message()
    msg.add_header("From", sender)
    enc = encoding.strip().lower()
    msg.add_header("Content-Type", body_type, charset=enc)
    msg.add_header("Subject", subject)
    text = flatten(msg)
    return text


def digest(sender, subjects):
    msg = Message()
    msg.add_header("From", sender)
    msg.add_header("Subject", "; ".join(subjects))
    return flatten(msg)


def notify_all(sender, subject, encodings):
    texts = []
    for encoding in encodings:
        texts.append(compose(sender, subject, "text/plain", encoding))
    return texts


if __name__ == "__main__":
    for text in notify_all("ops@example.org", "disk almost full on the backup volume of db-7", ["UTF-8 ", "Latin-1"]):
        print(text)
    print(digest("ops@example.org", ["disk full", "load high"]))
