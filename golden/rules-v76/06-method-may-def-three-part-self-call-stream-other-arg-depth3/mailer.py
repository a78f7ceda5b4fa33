"""An SMTP-style client that keeps its channel settings and a transcript."""
import io


def normalize_host(host):
    return host.strip().lower()


class Channel:
    def __init__(self, host, port):
        self.host = normalize_host(host)
        self.port = port
        self.secure = False


class Client:
    def __init__(self, host, port):
        self.channel = Channel(host, port)
        self.transcript = io.StringIO()
        self.greeting = "HELO localhost"

    def starttls(self):
        self.channel.secure = True

    def note(self, text):
        self.transcript.write(text + "\n")

    def ehlo(self, name):
        self._greet("EHLO " + name)

    def _greet(self, line):
        self.greeting = line

    def report(self, stats):
        stats.last_host = self.channel.host

    def summary(self):
        parts = [self.channel.host, str(self.channel.port)]
        parts.append(self.greeting)
        return " ".join(parts)
