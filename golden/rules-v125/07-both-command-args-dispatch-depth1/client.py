"""Replay a short chat script through the command dispatcher."""
from commands import dispatch, handle_nick

SCRIPT = """
hello everyone
/nick ada lovelace
/nick ada
/join #parsers s3cret
/part #parsers
/join lobby
"""


def run(script, default_nick):
    session = {}
    replies = [handle_nick(default_nick, session)]
    for raw in script.splitlines():
        line = raw.strip()
        if not line:
            continue
        replies.append(dispatch(line, session))
    return replies, session


if __name__ == "__main__":
    replies, session = run(SCRIPT, "visitor")
    for reply in replies:
        print(reply)
    print("channels:", ", ".join(session.get("channels", [])))
