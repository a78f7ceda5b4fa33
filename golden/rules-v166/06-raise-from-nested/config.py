class ConfigError(Exception):
    pass


def read(cfg, key, strict):
    prefix = "cfg"
    value = None
    try:
        try:
            value = cfg[key]
        except KeyError as err:
            detail = f"{prefix}:{key} missing"
            if strict:
                raise ConfigError(detail) from err
            value = "fallback"
    except ConfigError as e:
        value = str(e)
    return value


print(read({}, "a", True), read({}, "b", False), read({"c": 1}, "c", True))
