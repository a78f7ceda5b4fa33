"""Outgoing operator notifications."""
import time


def stamp(text, urgent=False):
    mark = "!!" if urgent else "--"
    return f"{time.strftime('%H:%M')} {mark} {text}"


def deliver(channel, line):
    channel.write(line + "\n")
    channel.flush()
    return len(line)


def notify(channel, text, **kwargs):
    line = stamp(text, **kwargs)
    sent = deliver(channel, line)
    return sent
