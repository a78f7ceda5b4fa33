"""Entry point: calibrates two probes; only the first one has samples."""
from sensors import Probe

SAMPLES = [2.25, -1.0, 3.5, 7.875, 40.0, 1.125]


def describe(probe, result):
    span, shared = result
    return f"{probe!r}: span {span}, class span {shared}"


def run():
    north = Probe("north", ceiling=30.0)
    south = Probe("south", ceiling=10.0)
    print(describe(north, north.calibrate(SAMPLES)))
    print(describe(south, south.calibrate([])))
    print("class step still", Probe.step)
    print("north history", north.history)


if __name__ == "__main__":
    run()
