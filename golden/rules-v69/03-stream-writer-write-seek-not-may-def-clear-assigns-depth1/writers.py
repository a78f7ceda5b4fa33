import io


class ListWriter:
    def __init__(self):
        self.parts = []

    def line(self, text):
        self.parts.append(text + "\n")

    def getvalue(self):
        return "".join(self.parts)


class StreamWriter:
    def __init__(self, stream=None):
        self.stream = stream if stream is not None else io.StringIO()

    def line(self, text):
        self.stream.write(text + "\n")

    def rewind(self):
        self.stream.seek(0)

    def clear(self):
        self.stream = io.StringIO()

    def getvalue(self):
        return self.stream.getvalue()
