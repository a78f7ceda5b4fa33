"""Where an FTP session stands, from its PASV and PWD replies."""
from ftp_replies import parse227, parse257


def describe(pasv_reply, pwd_reply):
    host, port = parse227(pasv_reply)
    where = parse257(pwd_reply)
    if not where:
        where = "/"
    return "%s:%d%s" % (host, port, where)


def report(replies):
    lines = []
    for pasv, pwd in replies:
        if not pasv.startswith("227"):
            continue
        lines.append(describe(pasv, pwd))
    return "\n".join(lines)


REPLIES = [
    ("227 Entering Passive Mode (192,168,0,7,19,137).",
     '257 "/pub/""odd""/dir" is current directory.'),
    ("425 Can't open data connection.", '257 "/tmp"'),
    ("227 Entering Passive Mode (10,0,0,2,4,1)", "257 created"),
]
print(report(REPLIES))
