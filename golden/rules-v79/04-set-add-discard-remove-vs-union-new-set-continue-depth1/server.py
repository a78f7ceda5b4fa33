"""Request guard of the admin console."""
from access import effective


def can(user, policy, action):
    perms = effective(user, policy)
    verb = action.split(":")[0]
    return action in perms or verb + ":*" in perms


def handle(request, policy):
    user = request["user"]
    action = request["action"].strip().lower()
    if not can(user, policy, action):
        return 403
    return 200


POLICY = {"base": ["read", "help"], "groups": {"ops": ["deploy", "export"], "audit": []}, "deny": ["export", "deploy"]}
ALICE = {"name": "alice", "groups": ["ops", "audit"], "admin": True}


if __name__ == "__main__":
    print(handle({"user": ALICE, "action": "Export "}, POLICY))
    print(handle({"user": ALICE, "action": "deploy"}, POLICY))
