"""A small publish/subscribe registry of named handlers."""


def subscribe(registry, handler):
    registry[handler.__name__] = handler


def publish(registry, event):
    replies = []
    for name in sorted(registry):
        reply = registry[name](event)
        if reply is not None:
            replies.append(reply)
    return replies


def describe(registry):
    names = ", ".join(sorted(registry))
    return "%d handlers: %s" % (len(registry), names)
