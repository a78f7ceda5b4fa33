"""Resolve a list of requirements against the configured mirrors."""
from mirrors import fastest, lookup


def resolve_all(index, names):
    probes = {}
    found = {}
    for name in names:
        mirror, version = lookup(index, name, probes)
        if mirror is not None:
            found[name] = (mirror, version)
    busiest = max(probes, key=probes.get)
    print("busiest mirror:", busiest, probes[busiest], "probes")
    return found, busiest


def main():
    index = {"order": ["EU", "US", "asia"], "tables": {"eu": {"six": "1.16"}, "us": {"idna": "3.6", "six": "1.15"}}}
    found, busiest = resolve_all(index, ["six", "idna", "left-pad"])
    print("preferred:", fastest(index))
    print(found)
    return busiest


if __name__ == "__main__":
    main()
