"""Settings merging and display helpers."""


def load_defaults():
    table = {"theme": "light", "lang": "en", "size": 12}
    return table


def merge(base, extra, log):
    out = dict(base)
    for key, value in extra.items():
        out[key] = value
    log.append(len(out))
    return out


def badge(word):
    return word.upper()


def show(cfg):
    theme = cfg.get("theme", "light")
    label = badge(theme)
    return label + " " + str(cfg.get("size", 0))
