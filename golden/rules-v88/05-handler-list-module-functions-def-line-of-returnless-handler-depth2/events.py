"""A small publish/subscribe hub: handlers kept in a list, called in order."""


def subscribe(handlers, handler):
    handlers.append(handler)


def publish(handlers, event, log):
    replies = []
    for handler in handlers:
        reply = handler(event)
        log.append(handler.__name__)
        if reply is None:
            continue
        replies.append(reply)
    return replies
