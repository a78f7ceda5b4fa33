"""Per-client request admission."""
from policy import Policy


def build(config, tag):
    cap = int(config["limit"])
    burst = config.get("burst", 0)
    policy = Policy(name=tag, limit=cap, burst=burst)
    print("built policy for", tag.upper())
    return policy


def admit(config, tag, used):
    policy = build(config, tag)
    allowed = policy.allows(used)
    if not allowed:
        print("throttled", tag)
    return allowed


def probe():
    guest = Policy("guest", 1, 0)
    return guest.allows(0)


def serve(config, requests):
    answers = []
    for tag, used in requests:
        answers.append(admit(config, tag, used))
    return answers
