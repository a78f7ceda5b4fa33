"""Replay recorded client transcripts through the session handler."""
from session import run_session

LOCAL_DOMAIN = "example.org"


def deliver(transcript, domain=LOCAL_DOMAIN):
    commands = [line.strip() for line in transcript.splitlines() if line.strip()]
    count = len(commands)
    sender, rcpts = run_session(commands, domain)
    print("%s sent %d commands" % (sender, count))
    return rcpts


def main():
    first = "HELO mx1\nMAIL a@x.com\nRCPT b@example.org\nRCPT c@other.net\nNOOP\nRCPT d@example.org\nRCPT k@example.org\nQUIT\nRCPT e@example.org"
    second = "HELO mx2\nRCPT f@example.org\nMAIL g@x.com\nRCPT h@example.org\nRSET\nMAIL i@x.com\nRCPT j@test.net\nQUIT"
    print(deliver(first))
    print(deliver(second, "test.net"))


if __name__ == "__main__":
    main()
