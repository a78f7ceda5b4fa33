"""Validate a sign-up form before an account is created."""
import string

import checks

NAME_CHARS = string.ascii_lowercase + string.digits + "_"


def validate(form, policy):
    errors = []
    checks.require(form, ("user", "email"), errors)
    name_limit = policy.get("max_name", 16)
    size = checks.max_length(form.get("user", ""), name_limit, errors, "user")
    checks.max_length(form.get("email", ""), 254, errors, "email")
    plain = checks.pattern(form.get("user", ""), NAME_CHARS, errors, "user")
    if not plain or size < 3:
        print("weak user name:", form.get("user"))
    return errors


def register(form, policy):
    errors = validate(form, policy)
    if errors:
        return "rejected: " + "; ".join(errors)
    user = form["user"].lower()
    return "created " + user


if __name__ == "__main__":
    policy = {"max_name": 8}
    print(register({"user": "alice", "email": "a@example.org"}, policy))
    print(register({"user": "Bob-the-builder", "email": ""}, policy))
