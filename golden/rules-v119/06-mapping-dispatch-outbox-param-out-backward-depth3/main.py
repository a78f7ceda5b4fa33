"""Pump a batch of notification events and report deliveries."""
from events import deliver, flush, parse


def pump(queue, stats):
    outbox = []
    for event in queue:
        deliver(event, outbox, stats)
    sent = flush(outbox)
    print("pending after flush:", len(outbox))
    return sent


def main(lines):
    stats = {}
    queue = [parse(line) for line in lines]
    sent = pump(queue, stats)
    print("sent", sent, "stats", stats)


main(["mail:Ann:hi:there", "sms:Bob:yo", "sms:spam:buy", "ping", "fax:Joe"])
