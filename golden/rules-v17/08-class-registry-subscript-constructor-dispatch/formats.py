"""Configuration parsers, registered by format name."""
import json


def split_pair(text, sep):
    key, _, value = text.partition(sep)
    return key.strip(), value.strip()


class IniParser:
    def __init__(self, text):
        self.lines = text.splitlines()

    def parse(self):
        pairs = {}
        for line in self.lines:
            if "=" in line:
                key, value = split_pair(line, "=")
                pairs[key] = value
        return pairs


class EnvParser:
    def __init__(self, text):
        self.words = text.split()
        self.prefix = "APP_"

    def parse(self):
        found = {}
        for word in self.words:
            if word.startswith(self.prefix):
                key, value = split_pair(word[len(self.prefix):], "=")
                found[key.lower()] = value
        return found


class JsonParser:
    def __init__(self, text):
        self.text = text

    def parse(self):
        return json.loads(self.text)


PARSERS = {"ini": IniParser, "env": EnvParser}
