"""Check INI-style service settings for the options each service needs."""
from rawconfig import RawConfigParser

REQUIRED = ["Host", " Port", "TIMEOUT ", "user"]
SETTINGS = {
    "DEFAULT": {"timeout": "30", "user": "svc"},
    "web": {"host": "0.0.0.0", "port": "8080"},
    "cache": {"host": "10.0.0.7", "debug": "yes"},
}


def missing_options(settings, section, wanted):
    parser = RawConfigParser()
    parser.default_section = "DEFAULT"
    parser._defaults = settings.get("DEFAULT", {})
    parser._sections = settings
    missing = []
    for raw in wanted:
        key = raw.strip()
        if not parser.has_option(section, key):
            missing.append(key)
    if parser.has_option(section, "debug"):
        print("warning: debug is on in", section)
    return missing


def report(settings):
    lines = []
    for section in sorted(settings):
        if section == "DEFAULT":
            continue
        missing = missing_options(settings, section, REQUIRED)
        if missing:
            lines.append(f"[{section}] missing: {', '.join(missing)}")
    return "\n".join(lines) or "all sections complete"


if __name__ == "__main__":
    print(report(SETTINGS))
