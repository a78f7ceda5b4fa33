"""Command-line entry point: how long to wait between retries."""
import sys

from options import choose, env_value


def settings(args, use_env):
    label = "timeout"
    timeout = choose(args.get("timeout"), env_value("timeout"), use_env, label)
    retries = choose(args.get("retries"), env_value("retries"), False, "retries")
    wait = float(timeout) * 2
    return wait, int(retries)


def main(argv):
    args = {}
    for pair in argv:
        if "=" in pair:
            key, value = pair.split("=", 1)
            args[key] = value
    use_env = "--env" in argv
    wait, retries = settings(args, use_env)
    print("wait", wait, "retries", retries)


if __name__ == "__main__":
    main(sys.argv[1:])
