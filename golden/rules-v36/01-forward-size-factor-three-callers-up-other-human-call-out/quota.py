"""Home-directory quotas: limits come from a settings mapping, usage from a scan of the disk."""
import units

SETTINGS = {"default": "2g", "alice": "512m", "bob": "1.5G"}


def limit_for(user, settings):
    raw = settings.get(user, settings["default"])
    return units.parse_size(raw)


def report(user, used, settings):
    limit = limit_for(user, settings)
    left = limit - used
    if left < 0:
        print("warning: %s is over quota" % user)
        left = 0
    used_text = units.human(used)
    left_text = units.human(left)
    return "%-6s %8s used %8s left" % (user, used_text, left_text)


def main(usage):
    lines = []
    for user in sorted(usage):
        lines.append(report(user, usage[user], SETTINGS))
    return "\n".join(lines)


if __name__ == "__main__":
    print(main({"alice": 700 * 1024 ** 2, "bob": 123456789, "carol": 5000}))
