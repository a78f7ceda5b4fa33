"""Request gateway: charges each request to its account before forwarding it."""
import logging

from quota import QuotaExceeded, charge, unit_cost

log = logging.getLogger("gateway")


def admit(account, requests, surcharge):
    admitted = []
    rejected = 0
    for req in requests:
        cost = unit_cost(req["body"]) + surcharge
        try:
            left = charge(account, cost)
        except QuotaExceeded:
            rejected += 1
            log.warning("rejected request %s", req["id"])
            continue
        admitted.append((req["id"], left))
    log.info("%d admitted, %d rejected", len(admitted), rejected)
    return admitted


def serve(account, batch):
    peak = 2 if len(batch) > 100 else 0
    admitted = admit(account, batch, peak)
    balance = account["quota"]
    return admitted, balance
