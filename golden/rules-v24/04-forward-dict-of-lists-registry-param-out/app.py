"""Wire the audit listeners of a small service."""
import sys

from events import listeners_for, register

PLUGINS = [("mailer", ["Signup", " reset "]), ("ledger", ["signup", "", "refund"]), ("tracer", ["*"])]


def wire(plugins):
    registry = {}
    total = 0
    for name, events in plugins:
        listener = "%s.on_event" % name
        total += register(registry, events, listener)
    print("wired", total, "listeners")
    return registry


def audit_targets(plugins, event):
    registry = wire(plugins)
    targets = listeners_for(registry, event)
    return sorted(targets)


def main(argv):
    event = argv[0] if argv else "signup"
    print(event, audit_targets(PLUGINS, event))


if __name__ == "__main__":
    main(sys.argv[1:])
