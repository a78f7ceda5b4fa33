"""Handlers for the payment provider's webhook events."""
import logging

from pricing import cents, fee_for

log = logging.getLogger(__name__)


def on_payment(payload):
    amount = cents(payload["amount"])
    fee = fee_for(amount, payload.get("method", "card"))
    log.info("payment %s: %d cents", payload.get("id"), amount)
    return {"kind": "payment", "net": amount - fee}


def on_refund(payload):
    amount = cents(payload["amount"])
    if payload.get("partial_amount"):
        amount = cents(payload["partial_amount"])
    return {"kind": "refund", "net": -amount}


def on_ping(payload):
    log.debug("ping %s", payload.get("id"))
    return {"kind": "ping", "net": 0}


def describe(payload):
    return "event %s (%s)" % (payload.get("id", "?"), payload.get("type", "?"))


HANDLERS = {
    "payment": on_payment,
    "refund": on_refund,
    "ping": on_ping,
}
