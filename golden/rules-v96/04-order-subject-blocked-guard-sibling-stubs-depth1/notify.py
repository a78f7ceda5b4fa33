"""Send the e-mails for a batch of orders."""
from checks import is_blocked, normalize_status
from templates import body_for, subject_for


def notify(order, outbox):
    lang = order.get("lang", "en")
    status = normalize_status(order["status"])
    if is_blocked(order["email"]):
        return False
    subject = subject_for(order["id"], status, lang)
    body = body_for(order)
    outbox.append((order["email"], subject, body))
    return True


def notify_all(orders):
    outbox = []
    sent = 0
    for order in orders:
        if notify(order, outbox):
            sent += 1
    return outbox, sent


if __name__ == "__main__":
    batch = [
        {"id": 41, "email": "ana@shop.test", "status": " Sent ", "name": "Ana"},
        {"id": 42, "email": "bot@example.com", "status": "paid", "name": "Bot"},
        {"id": 43, "email": "jo@shop.test", "status": "paid", "name": "Jo", "lang": "de"},
    ]
    mails, count = notify_all(batch)
    for to, subject, body in mails:
        print(to, subject)
    print(count, "sent")
