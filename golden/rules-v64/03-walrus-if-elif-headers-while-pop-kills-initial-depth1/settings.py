"""Layered settings lookup: environment first, then config layers, then a default."""
from layers import first_layer, parse_layers

DEFAULTS = {"port": "8080", "host": "localhost", "debug": "no"}


def lookup(key, env, layers, default):
    origin = "default"
    found = None
    if (raw := env.get("APP_" + key.upper())) is not None:
        origin = "env"
    elif (found := first_layer(layers, key)) is not None:
        raw = found[key]
        origin = found["__name__"]
    else:
        raw = default
    value = int(raw) if raw.isdigit() else raw
    print(f"{key} = {value!r} from {origin} (layer: {found and found['__name__']})")
    return value


def settings(text, env, names):
    layers = parse_layers(text)
    result = {}
    for name in names:
        result[name] = lookup(name, env, layers, DEFAULTS.get(name, ""))
    return result


CONFIG = "[base]\nport=80\nhost=example.org\n\n[local]\nport=8000"


if __name__ == "__main__":
    print(settings(CONFIG, {"APP_DEBUG": "yes"}, ["port", "host", "debug", "user"]))
