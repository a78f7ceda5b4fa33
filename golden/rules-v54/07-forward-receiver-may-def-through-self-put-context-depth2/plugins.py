"""Load plugin entries of the form "name = module"."""
from registry import Registry

ENTRIES = ["CSV Writer = fmt.csv", "json = fmt.json", "csv  writer = fmt.csv2"]


def load(entries, group):
    reg = Registry(group)
    for entry in entries:
        name, target = entry.split("=")
        reg.add(name.strip(), target.strip())
    builtin = Registry(group)
    builtin.add("text", "fmt.text")
    dupes = len(entries) - len(reg.names())
    known = builtin.has("csv writer")
    print(group, "duplicates:", dupes)
    print(group, "builtin csv:", known)
    return reg


def main():
    reg = load(ENTRIES, "formats")
    print(reg.names())


if __name__ == "__main__":
    main()
