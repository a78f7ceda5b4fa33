"""Start a tool found on the configured search path."""
import sys

from pathsearch import which

INSTALLED = {"/usr/bin/git": 0o755, "/usr/bin/lint": 0o644, "/usr/local/bin/make": 0o755}


def resolve_tool(name, env):
    search_path = env.get("PATH", "/usr/bin").split(":")
    loud = env.get("VERBOSE") == "1"
    path = which(name, search_path, INSTALLED, loud)
    argv = [path, "--version"]
    print("would run", " ".join(argv))
    return argv


if __name__ == "__main__":
    env = {"PATH": "/usr/local/bin:/usr/bin/", "VERBOSE": "1"}
    resolve_tool(sys.argv[1] if len(sys.argv) > 1 else "git", env)
