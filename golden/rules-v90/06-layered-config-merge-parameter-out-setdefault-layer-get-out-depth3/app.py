"""Start a small server from layered settings."""
from config import defaults, from_env, merge


def settings(file_values, env):
    cfg = defaults()
    layers = {"file": file_values}
    layers.setdefault("env", from_env(env))
    applied = set()
    for source, values in layers.items():
        label = source.upper()
        merge(cfg, values, label)
        applied.add(source)
    origin = layers.get("file", {})
    print("layers:", sorted(applied), "file keys:", len(origin))
    return cfg


def address(file_values, env):
    cfg = settings(file_values, env)
    host = cfg.get("host", "0.0.0.0")
    port = int(cfg["port"])
    return f"{host}:{port}"


def parse_value(raw):
    text = raw.strip()
    if text.isdigit():
        return int(text)
    return text or None


def load_file(lines):
    values = {}
    for line in lines:
        key, sep, raw = line.partition("=")
        if not sep:
            continue
        values[key.strip()] = parse_value(raw)
    return values


def main(lines, env):
    file_values = load_file(lines)
    url = address(file_values, env)
    print("serving on", url)


if __name__ == "__main__":
    main(["host = example.org", "# comment", "port = 9000", "debug ="], {"APP_PORT": "9100"})
