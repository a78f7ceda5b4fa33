"""Poll every sensor port once and collect the readings."""
import io
from sensor import read_value

SCALE = 0.5


def poll(ports, retries):
    readings = {}
    missing = []
    for name, port in ports.items():
        value = read_value(port, SCALE, retries)
        readings[name] = value
        if value == 0.0:
            missing.append(name)
    print("missing:", missing)
    return readings


if __name__ == "__main__":
    ports = {
        "boiler": io.StringIO("#12 V\nnoise\n"),
        "tank": io.StringIO("??\n#2500 mV\n"),
        "attic": io.StringIO("bad\n#x1\nbad\n"),
    }
    print(poll(ports, 2))
