"""Order checkout for the shop."""
from bus import EventBus
from handlers import award_points, notify_warehouse, record_audit, send_receipt


def make_bus(audit):
    bus = EventBus("orders")
    bus.subscribe("order.paid", award_points)
    if audit:
        bus.subscribe("order.paid", record_audit)
    bus.subscribe("order.shipped", notify_warehouse)
    return bus


def checkout(order, audit=False):
    bus = make_bus(audit)
    emit = bus.publish
    replies = emit("order.paid", order)
    bus.subscribe("order.refunded", send_receipt)
    summary = {"id": order["id"], "replies": replies}
    return summary
