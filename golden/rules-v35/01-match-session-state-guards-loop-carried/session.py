"""A small SMTP-style session: each command moves the session from one state to the next."""


def run_session(commands, domain, limit=2):
    state = "init"
    sender = None
    rcpts = []
    log = []
    for line in commands:
        words = line.split()
        match words:
            case ["HELO", client]:
                log.append("hello " + client)
                state = "ready"
            case ["MAIL", source] if state == "ready":
                sender = source
                state = "mail"
            case ["RCPT", target] if state == "mail" and target.endswith("@" + domain):
                rcpts.append(target)
                state = "full" if len(rcpts) >= limit else "mail"
            case ["RSET"]:
                rcpts = []
                sender = None
                state = "ready"
            case ["QUIT"]:
                break
            case _:
                log.append("rejected: " + line)
    print("; ".join(log))
    return sender, rcpts
