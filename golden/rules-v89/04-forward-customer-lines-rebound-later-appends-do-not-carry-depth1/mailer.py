"""Wrap rendered invoices into mail messages."""
from billing import render


def subject_for(invoice):
    return "Invoice %s" % invoice["number"]


def build_mail(invoice):
    text = render(invoice)
    subject = subject_for(invoice)
    size = len(text.encode("utf-8"))
    mail = {"to": invoice["email"], "subject": subject}
    mail["size"] = size
    mail["body"] = text
    return mail


def send_all(invoices):
    outbox = []
    for invoice in invoices:
        outbox.append(build_mail(invoice))
    return outbox


if __name__ == "__main__":
    demo = {"number": "A-17", "email": "ada@example.org", "customer": " ada lovelace ",
            "date": "2024-05-01", "items": [("lamp", 2, 19.5), ("bulb", 4, 2.25)]}
    for mail in send_all([demo]):
        print(mail["subject"], mail["size"])
        print(mail["body"])
