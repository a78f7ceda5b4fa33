"""Read prefixed environment variables into a settings dict."""


def _snake(text):
    return text.lower().replace("-", "_")


def env_name(key, prefix):
    name = key[len(prefix):]
    if name.startswith("HTTP_"):
        name = name[5:]
    return _snake(name)


def load_env(config, environ, prefix):
    if not prefix:
        return 0
    count = 0
    for key in sorted(environ):
        if key.startswith(prefix):
            config[env_name(key, prefix)] = environ[key]
            count += 1
    return count
