"""Decide which users see the new UI, from the environment and the release stage."""
import os

import flags


def parse_env(env):
    for key in sorted(env):
        if key.startswith("FLAG_"):
            flags.override(key[5:].lower(), env[key] == "1")


def percent_for(stage):
    return {"canary": 5, "beta": 50}.get(stage, 100)


def visible(users):
    shown = []
    for user in users:
        if flags.in_rollout(user):
            shown.append(user)
    return shown


def configure(env, stage, users):
    early = visible(users)
    fast = flags.enabled("fast_path")
    parse_env(env)
    new_ui = flags.enabled("new_ui")
    share = percent_for(stage) if new_ui else 0
    flags.set_rollout(share)
    shown = visible(users)
    flags.override("new_ui", False)
    print("fast path:", fast, "- before:", early)
    return shown


if __name__ == "__main__":
    print(configure(dict(os.environ), os.environ.get("STAGE", "beta"), [7, 42, 63, 88]))
