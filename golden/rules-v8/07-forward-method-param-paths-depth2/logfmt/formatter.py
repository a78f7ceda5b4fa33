"""Log record formatting, modelled on logging.Formatter."""
import time


class LogRecord:
    def __init__(self, name, msg, args, created):
        self.name = name
        self.msg = msg
        self.args = args
        self.created = created

    def get_message(self):
        return self.msg % self.args if self.args else self.msg


class Formatter:
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt="%(asctime)s %(name)s: %(message)s", datefmt=None):
        self.fmt = fmt
        self.datefmt = datefmt

    def format_time(self, created, datefmt=None):
        ct = time.localtime(created)
        if datefmt:
            return time.strftime(datefmt, ct)
        stamp = time.strftime(self.default_time_format, ct)
        msecs = int((created - int(created)) * 1000)
        return self.default_msec_format % (stamp, msecs)

    def format(self, record):
        record.message = record.get_message()
        record.asctime = self.format_time(record.created, self.datefmt)
        preview = record.message[:60]
        text = self.fmt % vars(record)
        if "\n" in preview:
            text += " [multi-line]"
        return text
