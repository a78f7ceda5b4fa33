"""Checkout: publish a payment event and show what the listeners answered."""
import logging

from bus import publish, subscribe

log = logging.getLogger("shop")
FEE_RATE = 0.03


def on_paid(event):
    log.info("payment for %s", event["id"])
    fee = round(event["amount"] * FEE_RATE, 2)
    return "paid %.2f, fee %.2f" % (event["amount"], fee)


def on_receipt(event):
    address = event.get("email", "")
    log.info("receipt to %s", address)
    if not address:
        return None
    return "receipt sent to " + address


def on_refund(event):
    return "refunded %.2f" % event["amount"]


def checkout(order_id, amount, email):
    listeners = {}
    subscribe(listeners, on_paid)
    subscribe(listeners, on_receipt)
    event = {"id": order_id, "amount": amount, "email": email}
    lines = publish(listeners, event)
    return "; ".join(lines)


def cancel(order_id, amount):
    refunds = {}
    subscribe(refunds, on_refund)
    notes = []
    for handler in refunds.values():
        notes.append(handler({"id": order_id, "amount": amount}))
    return notes


if __name__ == "__main__":
    print(checkout("A17", 40.0, "ann@example.com"))
    print(checkout("B02", 12.5, ""))
    print(cancel("A17", 40.0))
