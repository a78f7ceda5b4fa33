from collect import add_warning, add_note, render


def check(config):
    warnings = []
    notes = []
    level = config.get("level", "info")
    add_note(notes, "level " + level)
    if "timeout" not in config:
        add_warning(warnings, "W3", "no timeout")
    port = config.get("port", 0)
    detail = "port " + str(port)
    added = add_warning(warnings, config.get("code", "W7"), detail)
    if not added:
        print("suppressed", detail)
    text = render(warnings, notes)
    print(notes[0])
    return text


def check_all(configs):
    reports = []
    for config in configs:
        reports.append(check(config))
    return reports


def main():
    reports = check_all([{"port": 80}, {"timeout": 5, "port": 1, "code": "W1"}])
    print("\n\n".join(reports))
    return len(reports)


if __name__ == "__main__":
    print("checked", main())
