from turnstile import Turnstile


def main():
    gate = Turnstile()
    gate.reset()
    first = gate.run(["coin", "tick", "push", "push"])
    print("first run ends", first)
    gate.reset()
    second = gate.run(["tick", "coin", "coin"])
    print("second run ends", second, "-", gate.summary())


def replay_log(lines):
    """Feed a saved log, one event per line, to a fresh turnstile."""
    gate = Turnstile()
    gate.reset()
    events = [line.strip() for line in lines if line.strip()]
    return gate.run(events)


if __name__ == "__main__":
    main()
    print("replayed log ends", replay_log(["coin", "", "push"]))
