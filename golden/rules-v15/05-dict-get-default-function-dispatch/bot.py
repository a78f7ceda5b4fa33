"""Dispatch chat messages to command handlers."""
from handlers import COMMANDS, refuse, unknown


def dispatch(message, fallback=unknown):
    words = message.split()
    name = words[0].lstrip("/") if words else ""
    args = words[1:]
    handler = COMMANDS.get(name, fallback)
    reply = handler(args)
    print("dispatched", name)
    return reply


def on_message(text, strict):
    if strict:
        return dispatch(text, refuse)
    return dispatch(text)
