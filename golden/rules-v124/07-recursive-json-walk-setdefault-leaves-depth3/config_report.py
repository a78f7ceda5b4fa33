"""Lists the integer and string settings of a service configuration."""
import json

from walker import depth, flatten

RAW = """
{"name": "api", "port": 8080, "_comment": "ignored", "tls": null,
 "limits": {"rps": 50, "burst": 80},
 "hosts": ["a.local", "b.local"]}
"""
DEFAULTS = {"port": 80, "limits": {"rps": 10}, "hosts": []}


def main():
    doc = json.loads(RAW)
    leaves = flatten(doc, "cfg")
    fallback = flatten(DEFAULTS, "default")
    levels = depth(doc)
    ints = leaves.get("int", [])
    strs = leaves.get("str", [])
    print("int settings:", ints)
    print("str settings:", strs, "depth:", levels)
    print("default ints:", fallback.get("int", []))


if __name__ == "__main__":
    main()
