"""Session set-up for the command-line tool."""
import sys

from clients import RetryingClient


def load_settings(argv):
    settings = {"url": "https://api.example.com", "token": "anon"}
    for arg in argv:
        key, sep, value = arg.partition("=")
        settings[key] = value
    return settings


def connect(settings):
    token = settings.get("token", "")
    retries = int(settings.get("retries", "2"))
    print("connecting as", token[:4])
    client = RetryingClient(settings["url"], token, retries)
    print(client.describe())
    return client


def main(argv):
    settings = load_settings(argv)
    client = connect(settings)
    print(client.headers["Authorization"], client.retries)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
