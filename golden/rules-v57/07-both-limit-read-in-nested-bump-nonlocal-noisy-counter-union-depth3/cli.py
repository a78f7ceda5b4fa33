"""Command-line front end of the log triage tool."""
import sys

from triage import noisy_sources

SAMPLE = ["db: slow query", "web: 500 on /login", "db: slow query", "cron: job done", "auth: login failed", "db: timeout", "web: 500 on /api", "heartbeat"]


def triage_report(lines, threshold, quiet):
    flagged, share = noisy_sources(lines, threshold, ignore=("cron",))
    header = "noisy sources (%.0f%% of all)" % (share * 100)
    if quiet:
        return ", ".join(flagged)
    return header + "\n" + "\n".join("  " + s for s in flagged)


def run(argv, lines):
    threshold = int(argv[0]) if argv and argv[0].isdigit() else 2
    quiet = "-q" in argv
    return triage_report(lines, threshold, quiet)


def main(argv):
    text = run(argv, SAMPLE)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
