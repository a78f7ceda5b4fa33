"""Work out which packages an installer would fetch for a platform."""
import sys

from reqfile import parse_lines

LINES = ["# service", "--index-url https://pypi.example/simple", "requests==2.31.0", "uvloop==0.19.0 ; sys_platform != 'win32'", "colorama==0.4.6 ; sys_platform == 'win32'", "[dev]", "pytest==8.0.0  # tests"]


def plan(lines, platform, dev=False):
    env = {"sys_platform": platform, "python_version": "3.12"}
    reqs, options = parse_lines(lines, env, dev)
    index = options.get("--index-url", "https://pypi.org/simple")
    names = [name for name, _ in reqs]
    print("from", index, "fetch", ", ".join(names))
    return reqs


if __name__ == "__main__":
    print(plan(LINES, sys.argv[1] if len(sys.argv) > 1 else "linux", "--dev" in sys.argv))
