"""Subscribers of the shop's order events."""

LOYALTY_RATE = 0.05
AUDIT_LOG = []


def award_points(event):
    points = int(event["total"] * LOYALTY_RATE)
    return {"points": points}


def record_audit(event):
    AUDIT_LOG.append(event["id"])
    return {"audited": True}


def notify_warehouse(event):
    skus = [item["sku"] for item in event["items"]]
    return {"picking": skus}


def send_receipt(event):
    return {"receipt": event["email"]}
