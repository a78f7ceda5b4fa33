"""Feature switches for one deployment profile."""
from flags import read_flag, read_int

BASE_ENV = {"APP_DEBUG": "auto", "APP_WORKERS": "4"}


def load_features(env, profile):
    strict = profile == "ci"
    fallback = profile != "prod"
    verbose = read_flag(env, "APP_VERBOSE", strict=strict)
    debug = read_flag(env, "APP_DEBUG", default=fallback)
    tracing = debug and read_flag(env, "APP_TRACE", default=verbose, strict=strict)
    workers = read_int(env, "APP_WORKERS", default=2)
    return {"verbose": verbose, "debug": debug, "tracing": tracing, "workers": workers}


def startup(profile, overrides):
    env = dict(BASE_ENV)
    env.update(overrides)
    features = load_features(env, profile)
    print(profile, features)
    return features


if __name__ == "__main__":
    startup("prod", {})
    startup("ci", {"APP_VERBOSE": "maybe", "APP_TRACE": "yes"})
    startup("dev", {"APP_DEBUG": "off", "APP_VERBOSE": "1"})
