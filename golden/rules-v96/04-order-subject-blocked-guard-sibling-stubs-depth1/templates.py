"""Subject and body of order e-mails."""


def subject_for(order_id, status, lang):
    tag = status.upper()
    subject = f"[{tag}] Order #{order_id}"
    if lang == "de":
        subject = f"[{tag}] Bestellung #{order_id}"
    return subject


def body_for(order):
    greeting = f"Hello {order['name']},"
    line = f"your order #{order['id']} is {order['status'].strip().lower()}."
    return greeting + "\n" + line
