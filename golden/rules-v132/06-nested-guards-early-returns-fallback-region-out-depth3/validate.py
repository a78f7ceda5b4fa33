"""Validate an order before it is queued."""


def validate(order, default_region, max_items):
    region = order.get("region") or default_region
    items = order.get("items") or []
    if not items:
        return "empty", region
    if len(items) > max_items:
        return "too-many", region
    for item in items:
        if item.get("qty", 0) <= 0:
            if item.get("optional"):
                continue
            return "bad-qty", region
    status = "ok"
    return status, region


def explain(status):
    if status == "ok":
        return "accepted"
    elif status == "empty":
        return "no items"
    return "rejected: " + status
