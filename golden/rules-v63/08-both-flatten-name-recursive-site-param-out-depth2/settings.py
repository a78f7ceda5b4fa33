"""Show layered settings as dotted keys, and name the sections they come from."""
import json

from flat import flat_keys, sections


def load(text):
    data = json.loads(text)
    return data.get("settings", {})


def show(text, sep):
    tree = load(text)
    flat = flat_keys(tree, sep)
    lines = []
    for name in sorted(flat):
        lines.append(name + " = " + str(flat[name]))
    print(len(lines), "settings")
    return "\n".join(lines)


def section_names(text):
    tree = load(text)
    return sections(flat_keys(tree))


if __name__ == "__main__":
    sample = '{"settings": {"db": {"host": "x", "pool": {"size": 4}}, "debug": false, "tz": null}}'
    print(show(sample, "/"))
    print(section_names(sample))
