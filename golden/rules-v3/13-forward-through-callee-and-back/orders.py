"""Reservations against the inventory."""
from stock import clamp_qty, reorder_amount


def reserve(item, requested):
    available = item["on_hand"] - item["reserved"]
    granted = clamp_qty(requested, available)
    item["reserved"] += granted
    short = requested - granted
    return granted, short


def restock_plan(items, target):
    plan = {}
    for sku, item in items.items():
        amount = reorder_amount(item["on_hand"], target)
        if amount:
            plan[sku] = amount
    return plan


def release(item, qty):
    item["reserved"] = clamp_qty(item["reserved"] - qty, item["on_hand"])
    return item["reserved"]
