from logfmt import render_log


def dump_session(session):
    entries = sorted(session["entries"])
    origin = session.get("t0", 0.0)
    report = render_log(entries, origin)
    name = session["name"]
    header = f"== {name} ({len(entries)} entries) =="
    return header + "\n" + report


def main():
    session = {"name": "boot", "t0": 100.0, "entries": [(2.5, "warn", "disk slow"), (0.5, "info", "start")]}
    print(dump_session(session))


if __name__ == "__main__":
    main()
