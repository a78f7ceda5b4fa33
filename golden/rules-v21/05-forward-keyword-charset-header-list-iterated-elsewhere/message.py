"""A mail message with an ordered list of headers, after email.message.Message."""


class Message:
    def __init__(self):
        self._headers = []

    def add_header(self, name, value, params=None, charset=None):
        if params:
            value = "%s; %s" % (value, params)
        if charset:
            value = "%s; charset=%s" % (value, charset)
        self._headers.append((name, value))

    def items(self):
        return list(self._headers)

    def get(self, name, default=None):
        for key, value in self._headers:
            if key.lower() == name.lower():
                return value
        return default
