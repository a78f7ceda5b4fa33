"""Handler ids and payload builders."""


def make_payload(user, action):
    stamp = len(user) + len(action)
    return {"user": user, "action": action, "stamp": stamp}


def describe(payload):
    return "%s did %s" % (payload["user"], payload["action"])
