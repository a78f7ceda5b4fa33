"""Reading service settings from defaults and an environment file."""
from loaders import EnvLoader, Loader


def read_env(text, strict):
    lines = [line.strip() for line in text.splitlines()]
    loader = EnvLoader(strict, "APP_")
    env = loader.load(lines)
    print(loader.describe())
    return env


def read_defaults(text):
    return Loader(True).load(text.splitlines())


def settings(text, defaults_text):
    merged = read_defaults(defaults_text)
    merged.update(read_env(text, False))
    return merged


if __name__ == "__main__":
    print(settings("# env\nAPP_PORT=8080\nnoise\nAPP_HOST=db\nOTHER=1\nEND\nAPP_X=1", "PORT=80\nHOST=localhost"))
