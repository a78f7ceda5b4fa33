"""Decode a small XDR-encoded user record: version, name, flags."""
import struct
from xdrcut import Unpacker

PAYLOAD = (struct.pack(">L", 2) + struct.pack(">L", 5) + b"alice\0\0\0"
           + struct.pack(">L", 7))


def read_record(data):
    u = Unpacker(data)
    version = u.unpack_uint()
    name = u.unpack_string()
    flags = u.unpack_uint()
    where = u.get_position()
    return version, name.decode("ascii"), flags, where


print(read_record(PAYLOAD))

if len(PAYLOAD) % 4:
    print("payload is not XDR-aligned")
