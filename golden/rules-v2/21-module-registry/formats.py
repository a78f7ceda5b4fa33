"""Built-in readers, registered at import time."""
import csv
import io
import json

import registry


def read_csv(text):
    return list(csv.DictReader(io.StringIO(text)))


def read_json(text):
    return json.loads(text)


def read_ini(text):
    pairs = [line.split("=", 1) for line in text.splitlines() if "=" in line]
    return {k.strip(): v.strip() for k, v in pairs}


registry.register("csv", read_csv, aliases=("tsv",))
registry.register("json", read_json)
registry.register("ini", read_ini, aliases=("cfg", "conf"))
