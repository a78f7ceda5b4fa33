"""Maintenance script: report the stored schema version, then migrate to the latest."""
import json

STAMP_FILE = "schema.json"
LATEST = 3
MIGRATIONS = {2: "add_email_index", 3: "split_full_name"}

schema_version = 0
applied = []


def load_stamp(path):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh).get("version", 1)


def describe():
    label = "schema v%d" % schema_version
    if schema_version < LATEST:
        label += " (%d behind)" % (LATEST - schema_version)
    return label


def upgrade(target):
    global schema_version
    for version in sorted(MIGRATIONS):
        if schema_version < version <= target:
            applied.append(MIGRATIONS[version])
            schema_version = version
    return len(applied)


schema_version = load_stamp(STAMP_FILE)
status = describe()
count = upgrade(LATEST)
print("before:", status)
print("applied %d migrations, now at v%d" % (count, schema_version))
