"""Chat commands: '/nick NAME', '/join #CHANNEL [KEY]' and plain messages."""


def handle_nick(args, session):
    name = args.strip()
    if not name or " " in name:
        return "error: a nickname is one word"
    old = session.get("nick", "guest")
    session["nick"] = name
    return f"{old} is now known as {name}"


def handle_join(args, session):
    channel, _, key = args.partition(" ")
    if not channel.startswith("#"):
        return f"error: {channel!r} is not a channel"
    session.setdefault("channels", []).append(channel)
    suffix = " with a key" if key else ""
    return f"joined {channel}{suffix}"


def dispatch(line, session):
    if not line.startswith("/"):
        return f"<{session.get('nick', 'guest')}> {line}"
    command, _, args = line[1:].partition(" ")
    if command == "nick":
        reply = handle_nick(args, session)
    elif command == "join":
        reply = handle_join(args, session)
    else:
        reply = f"error: unknown command /{command}"
    return reply
