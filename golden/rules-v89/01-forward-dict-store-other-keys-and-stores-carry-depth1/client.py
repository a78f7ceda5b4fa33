"""A tiny HTTP fetcher configured from the environment."""
import os

from settings import load_settings


def make_client(env):
    cfg = load_settings(env)
    agent = "%s/1.0" % env.get("CLIENT", "fetcher")
    attempts = cfg["retries"] + 1
    return {"agent": agent, "attempts": attempts, "cfg": cfg}


def main():
    client = make_client(dict(os.environ, VERBOSE="1", TIMEOUT="5"))
    print(client["agent"], client["attempts"], client["cfg"]["budget"])


if __name__ == "__main__":
    main()
