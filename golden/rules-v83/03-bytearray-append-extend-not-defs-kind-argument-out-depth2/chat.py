"""Turn chat commands into one stream of frames."""
from frames import decode_frame, encode_frame

KINDS = {"say": 1, "emote": 2, "quit": 9}


def pack(command, message):
    kind = KINDS.get(command, 1)
    body = message.strip()
    if command == "emote":
        body = "* " + body
    frame = encode_frame(kind, body)
    return frame


def send_all(lines):
    stream = bytearray()
    for line in lines:
        command, _, message = line.partition(" ")
        stream.extend(pack(command.lower(), message))
    return bytes(stream)


if __name__ == "__main__":
    data = send_all(["say hello there", "EMOTE   waves  ", "quit bye"])
    print(data)
    print(decode_frame(data))
