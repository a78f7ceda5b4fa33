"""Download planning: pick a mirror for each package and report the degraded picks."""
from pick import choose_mirror

MIRRORS = ["https://EU.example.org/pypi", "https://us.example.org/pypi", "https://asia.example.org/pypi"]


def measure(hosts):
    return {host: 120 - 45 * n for n, host in enumerate(hosts)}


def plan(packages, budget):
    primary = "https://pypi.example.org/simple"
    latencies = measure(["eu.example.org", "us.example.org"])
    picks = {}
    for name in packages:
        url, mode = choose_mirror(MIRRORS, latencies, budget, primary)
        picks[name] = (url + "/" + name, mode)
    return picks


def main(argv):
    budget = int(argv[1]) if len(argv) > 1 else 60
    packages = argv[2:] or ["requests"]
    picks = plan(packages, budget)
    for name, (url, mode) in sorted(picks.items()):
        print(name, url, mode)
    return 0


if __name__ == "__main__":
    main(["fetch", "30", "idna", "urllib3"])
    main(["fetch", "90"])
