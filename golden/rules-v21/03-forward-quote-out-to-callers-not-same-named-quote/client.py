"""Build the deploy URL and the curl command line that calls it."""
import sys

import urlquote
from shellquote import quote


def build_url(base, params):
    query = urlquote.urlencode(sorted(params.items()))
    if not query:
        return base
    return base + "?" + query


def command_line(program, args):
    words = [quote(program)]
    for arg in args:
        words.append(quote(arg))
    return " ".join(words)


def deploy_command(host, params):
    url = build_url("https://" + host + "/deploy", params)
    return command_line("curl", ["-X", "POST", url])


if __name__ == "__main__":
    print(deploy_command(sys.argv[1] if len(sys.argv) > 1 else "example.org", {"env": "prod east", "tag": "v1/2&3"}))
