"""Hand outgoing mail to a relay."""
import sys

from mailer import Client


class Stats:
    def __init__(self):
        self.sent = 0
        self.last_host = None


def connect(host, port, name, tls, stats):
    client = Client(host, port)
    client.note("connecting to %s:%d" % (host, port))
    if tls:
        client.starttls()
    client.ehlo(name)
    client.note("greeting sent")
    client.report(stats)
    print(client.summary())
    return client


def send_all(cfg, messages):
    stats = Stats()
    client = connect(cfg["host"], cfg.get("port", 25), cfg["name"], cfg.get("tls", True), stats)
    for msg in messages:
        client.note("MAIL " + msg)
        stats.sent += 1
    return client, stats


def main(argv):
    cfg = {"host": argv[0] if argv else " Relay.Example ", "name": "build-01"}
    client, stats = send_all(cfg, ["report.txt", "alerts.txt"])
    print(client.summary(), client.channel.secure, stats.sent, stats.last_host)


if __name__ == "__main__":
    main(sys.argv[1:])
