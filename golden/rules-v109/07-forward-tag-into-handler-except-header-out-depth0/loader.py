"""Load several config sources, collecting one message per source."""
from cfgparse import ParseError, read_config


def load_all(paths, source):
    tag = f"[{source}]"
    configs = {}
    messages = []
    for path in paths:
        try:
            configs[path] = read_config(path)
            messages.append(f"{tag} loaded {path}")
        except ParseError as err:
            configs[path] = {}
            messages.append(f"{tag} {err.path} line {err.line_no}: {err.args[0]}")
    if not configs:
        messages.append(f"{tag} nothing to load")
    return configs, messages


if __name__ == "__main__":
    configs, messages = load_all(["app.cfg", "db.cfg", "cache.cfg"], "ops")
    print("\n".join(messages))
    print("non-empty:", sorted(name for name, values in configs.items() if values))
