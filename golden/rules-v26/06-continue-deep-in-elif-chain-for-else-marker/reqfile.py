"""Parse a requirements file into name/version pairs, after pip's req_file and PEP 508 markers."""


def marker_ok(marker, env):
    for op in ("!=", "=="):
        if op in marker:
            break
    else:
        return True
    key, _, value = marker.partition(op)
    if key.strip() not in env:
        print("unknown marker variable", key.strip())
    actual = env.get(key.strip(), "")
    wanted = value.strip().strip("'\"")
    return (actual == wanted) == (op == "==")


def parse_lines(lines, env, with_dev):
    reqs = []
    options = {}
    section = "main"
    for raw in lines:
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        elif line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            continue
        elif line.startswith("-"):
            flag, _, value = line.partition(" ")
            options[flag] = value.strip()
            continue
        elif ";" in line:
            line, marker = line.split(";", 1)
            if not marker_ok(marker.strip(), env):
                print("skipping", line.strip(), "for", marker.strip())
                continue
        if section == "dev" and not with_dev:
            continue
        name, _, version = line.partition("==")
        reqs.append((name.strip(), version.strip()))
    return reqs, options
