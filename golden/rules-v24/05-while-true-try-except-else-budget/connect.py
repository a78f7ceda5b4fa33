"""Pick the server port of a client configuration."""
from ports import pick_port

DEFAULT_PORT = 8080


def target_port(config):
    specs = config.get("servers", [])
    budget = config.get("retries", 2)
    timeout = config.get("timeout", 5.0)
    port = pick_port(specs, budget)
    if port is None:
        port = DEFAULT_PORT
    print("timeout", timeout)
    return port


def main():
    config = {"servers": ["db:80", "db:x", "db:5432", "cache:6379"], "retries": 2}
    print("port", target_port(config))
    config["retries"] = 1
    print("port", target_port(config))


if __name__ == "__main__":
    main()
