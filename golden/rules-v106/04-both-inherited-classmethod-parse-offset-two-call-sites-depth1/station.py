"""Poll the two sensors of a small weather station."""
from sensors import Thermometer, Hygrometer


def poll(temp_spec, hum_spec, celsius_samples, humidity):
    thermo = Thermometer.parse(temp_spec)
    hygro = Hygrometer.parse(hum_spec)
    temps = []
    for raw in celsius_samples:
        temps.append(thermo.read(raw))
    damp = hygro.read(humidity)
    warmest = max(temps)
    return warmest, damp


def names_of(specs):
    names = []
    for spec in specs:
        names.append(spec.split("=")[0].strip())
    return names


if __name__ == "__main__":
    SPECS = ["inside= 1.5", "cellar=-2"]
    print(names_of(SPECS))
    print(poll(SPECS[0], SPECS[1], [18.0, 21.5, 19.0], 99.0))
