"""Settings layered from defaults and an env file."""
from envfile import iter_vars

DEFAULTS = {"PORT": "8000", "DEBUG": "0"}


def load_env(lines, case_sensitive):
    upper = not case_sensitive
    merged = dict(DEFAULTS)
    keys = []
    for key, value in iter_vars(lines, upper):
        merged[key] = value
        keys.append(key)
    print("loaded", len(keys), "variables")
    return merged


def port_of(lines):
    env = load_env(lines, False)
    return int(env["PORT"])


def names_in(lines):
    return sorted(key for key, _ in iter_vars(lines, True))


if __name__ == "__main__":
    text = ["# local overrides", "port='9000'", "debug=1", "oops"]
    print(port_of(text))
    print(names_in(text))
