"""Command line of the deploy tool."""
import sys

from deploy import load_profile

DEFAULT_FILE = "profiles.json"


def main(argv):
    path = argv[2] if len(argv) > 2 else DEFAULT_FILE
    profile = load_profile(argv[1], path)
    print(sorted(profile.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
